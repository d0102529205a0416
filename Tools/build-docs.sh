#!/usr/bin/env bash
# Builds the two DocC catalogs with the toolchain's `docc`, warnings as errors:
#   Sources/MatchUIKit/MatchUIKit.docc   — what an app uses, from MatchUIKit's symbol graph
#                                          extracted against Apple's iPhoneOS 26.2 SDK (Xcode 26's);
#   Sources/MatchEngine/MatchEngine.docc — the engine as a library of its own, from its symbol graph
#                                          built here (it needs no SDK).
#
#   Tools/build-docs.sh   build both into .build/docs/<Module>.doccarchive: what Xcode's documentation
#                         window opens (double-click) and what `docc preview` serves
#
# MatchUIKit's module for the SDK is the one Tools/typecheck-uikit.sh emits; this script runs that
# check first when its module is missing (about a minute cold). A link to a symbol that does not
# exist (``Name`` in a doc comment or an article), an article no topic reaches, or a malformed
# directive fails the build.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
if ! command -v swiftc >/dev/null 2>&1; then
    for candidate in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
        if [ -x "$candidate/swiftc" ]; then export PATH="$candidate:$PATH"; fi
    done
fi
command -v docc >/dev/null 2>&1 || { echo "no docc in the toolchain (it ships with Swift 5.9 and later)" >&2; exit 1; }

out=$root/.build/docs
rm -rf "$out"
mkdir -p "$out/graphs/MatchEngine" "$out/graphs/MatchUIKit"

# MatchEngine: its public symbols (not `package`, not SPI) with their doc comments.
mapfile -t engine < <(find Sources/MatchEngine -name '*.swift' | sort)
swiftc -emit-module -parse-as-library -module-name MatchEngine -package-name Match \
    -Xfrontend -experimental-skip-all-function-bodies \
    -emit-symbol-graph -emit-symbol-graph-dir "$out/graphs/MatchEngine" \
    -symbol-graph-minimum-access-level public \
    -o "$out/graphs/MatchEngine.swiftmodule" "${engine[@]}"

# MatchUIKit: extracted from the module Tools/typecheck-uikit.sh built against the 26.2 SDK.
run=$root/.build-ios-sdk/run-26.2
if [ ! -f "$run/modules/MatchUIKit.swiftmodule" ]; then
    MATCH_IOS_SDK_VERSION=26.2 bash Tools/typecheck-uikit.sh
fi
sdk=$(find "$root/.build-ios-sdk" -maxdepth 1 -type d -name 'sdk-26.2-*' | head -1)
[ -n "$sdk" ] || { echo "no unpacked 26.2 SDK under .build-ios-sdk (run Tools/typecheck-uikit.sh)" >&2; exit 1; }
swift symbolgraph-extract -module-name MatchUIKit -target arm64e-apple-ios15.0 \
    -sdk "$sdk/iPhoneOS26.2.sdk" -resource-dir "$sdk/resource" -module-cache-path "$sdk/module-cache" \
    -I "$run/modules" -output-dir "$out/graphs/MatchUIKit" -minimum-access-level public -emit-extension-block-symbols

status=0
for module in MatchUIKit MatchEngine; do
    echo "docc: $module"
    docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$out/graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.match.$module" \
        --output-path "$out/$module.doccarchive" --warnings-as-errors --analyze \
        > "$out/$module.log" 2>&1 || status=1
    # docc prints the diagnostics; keep only them (its progress lines are noise in CI).
    grep -E '(warning|error|note):' "$out/$module.log" >&2 || true
done
[ "$status" -eq 0 ] || { echo "DocC found problems (above); logs in .build/docs/*.log" >&2; exit 1; }
echo "documentation built: .build/docs/MatchUIKit.doccarchive, .build/docs/MatchEngine.doccarchive"
