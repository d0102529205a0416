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
# The SDK is the one Tools/typecheck-uikit.sh unpacks; this script runs that check first when it
# is not unpacked yet (about a minute cold). A link to a symbol that does not
# exist (``Name`` in a doc comment or an article), or a malformed directive fails the build, and
# so does a doc comment that names one of the module's own symbols as code (`Name`) instead of
# linking it (Tools/doc-links.py).
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

# MatchUIKit: compiled here against the 26.2 SDK that Tools/typecheck-uikit.sh unpacks (it runs
# that check first when the SDK is not unpacked yet), with its doc comments as they are now.
sdk=$(find "$root/.build-ios-sdk" -maxdepth 1 -type d -name 'sdk-26.2-*' 2>/dev/null | head -1)
if [ -z "$sdk" ] || [ ! -f "$sdk/.ready" ]; then
    MATCH_IOS_SDK_VERSION=26.2 bash Tools/typecheck-uikit.sh
    sdk=$(find "$root/.build-ios-sdk" -maxdepth 1 -type d -name 'sdk-26.2-*' | head -1)
fi
darwin=(-target arm64e-apple-ios15.0 -sdk "$sdk/iPhoneOS26.2.sdk" -resource-dir "$sdk/resource"
        -module-cache-path "$sdk/module-cache" -swift-version 6 -package-name Match -I "$out/ios")
mkdir -p "$out/ios"
swiftc -emit-module -parse-as-library -module-name MatchEngine "${darwin[@]}" \
    -Xfrontend -experimental-skip-all-function-bodies -o "$out/ios/MatchEngine.swiftmodule" "${engine[@]}"
mapfile -t adapter < <(find Sources/MatchUIKit -name '*.swift' | sort)
swiftc -emit-module -parse-as-library -module-name MatchUIKit "${darwin[@]}" \
    -Xfrontend -experimental-skip-all-function-bodies \
    -emit-symbol-graph -emit-symbol-graph-dir "$out/graphs/MatchUIKit" -symbol-graph-minimum-access-level public \
    -Xfrontend -emit-extension-block-symbols \
    -o "$out/ios/MatchUIKit.swiftmodule" "${adapter[@]}"

status=0
# Every reference to one of the module's own symbols in a doc comment is a link DocC checks.
for module in MatchUIKit MatchEngine; do
    python3 Tools/doc-links.py "$out/graphs/$module" "Sources/$module" || status=1
done
for module in MatchUIKit MatchEngine; do
    echo "docc: $module"
    docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$out/graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.match.$module" \
        --output-path "$out/$module.doccarchive" --warnings-as-errors \
        > "$out/$module.log" 2>&1 || status=1
    # docc prints the diagnostics; keep only them (its progress lines are noise in CI).
    grep -E '(warning|error|note):' "$out/$module.log" >&2 || true
done
[ "$status" -eq 0 ] || { echo "DocC found problems (above); logs in .build/docs/*.log" >&2; exit 1; }
echo "documentation built: .build/docs/MatchUIKit.doccarchive, .build/docs/MatchEngine.doccarchive"
