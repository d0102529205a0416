#!/usr/bin/env bash
# Counts MatchEngine's public surface: what an app or a host outside this package can name.
#
#   Tools/public-surface.sh              the counts: public declarations, public types, per kind
#   Tools/public-surface.sh --types      also the public types' names, one a line
#   Tools/public-surface.sh --budget N   also fail (exit 1) when there are more than N public
#                                        declarations (.ci/run checks the budget, 450)
#
# Method: the engine's sources are compiled into a module (function bodies skipped) with a
# symbol graph at access level `public` (public and open; `package` and below are left out),
# synthesized members skipped (a memberwise `==` or a protocol extension's default is not written
# in Match). A declaration is a symbol of the graph: a type, a member, a case, a global function; a
# type is a struct, class, enum or protocol. The graph is the one `swift symbolgraph-extract`
# writes, and it does not depend on SwiftPM or a previous build. `package` and SPI
# (`@_spi(Harness)`) declarations are not in it: docs/internals.md, "What is public".
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swiftc >/dev/null 2>&1; then
    for candidate in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
        if [ -x "$candidate/swiftc" ]; then export PATH="$candidate:$PATH"; fi
    done
fi
list_types=""
budget=""
while [ "$#" -gt 0 ]; do
    case $1 in
        --types) list_types=1 ;;
        --budget)
            [ "$#" -ge 2 ] && [[ $2 =~ ^[0-9]+$ ]] || { echo "--budget needs a number" >&2; exit 2; }
            budget=$2
            shift
            ;;
        *) echo "usage: $0 [--types] [--budget N]" >&2; exit 2 ;;
    esac
    shift
done
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
mapfile -t engine < <(find Sources/MatchEngine -name '*.swift' | sort)
swiftc -emit-module -parse-as-library -module-name MatchEngine -package-name Match \
    -Xfrontend -experimental-skip-all-function-bodies \
    -emit-symbol-graph -emit-symbol-graph-dir "$out" \
    -symbol-graph-minimum-access-level public -Xfrontend -symbol-graph-skip-synthesized-members \
    -o "$out/MatchEngine.swiftmodule" "${engine[@]}"
python3 - "$out" "$list_types" "$budget" <<'PY'
import collections, glob, json, sys
symbols = {}
for path in glob.glob(sys.argv[1] + "/MatchEngine*.symbols.json"):
    for s in json.load(open(path))["symbols"]:
        if s["accessLevel"] in ("public", "open"):
            symbols[s["identifier"]["precise"]] = s
kinds = collections.Counter(s["kind"]["identifier"].removeprefix("swift.") for s in symbols.values())
type_kinds = ("struct", "class", "enum", "protocol")
types = sorted(".".join(s["pathComponents"]) for s in symbols.values()
               if s["kind"]["identifier"].removeprefix("swift.") in type_kinds)
print(f"MatchEngine public surface: {len(symbols)} declarations, {len(types)} types")
print("  " + ", ".join(f"{kind} {count}" for kind, count in sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0]))))
if sys.argv[2]:
    print("\n".join(types))
if sys.argv[3]:
    budget = int(sys.argv[3])
    if len(symbols) > budget:
        sys.exit(f"MatchEngine has {len(symbols)} public declarations, over the budget of {budget}: make plumbing "
                 "`package` (or `@_spi(Harness)` if the benchmarks need it), see docs/internals.md, \"What is public\"")
    print(f"  within the budget of {budget} ({budget - len(symbols)} to spare)")
PY
