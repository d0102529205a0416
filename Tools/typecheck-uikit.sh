#!/usr/bin/env bash
# Type-checks MatchUIKit on a machine without UIKit, against the declared surface in
# Tools/UIKitSurface (ObjectiveC, Foundation, CoreGraphics, QuartzCore and UIKit modules whose
# declarations follow Apple's documentation, with an Objective-C root class from a Clang module
# map so @objc and #selector work). Also type-checks the README's UIKit samples, and proves the
# check can fail by type-checking a deliberately wrong snippet, which must be rejected.
set -euo pipefail
cd "$(dirname "$0")/.."
surface=Tools/UIKitSurface
out=.build-uikit-surface
rm -rf "$out"
mkdir -p "$out"
objc=(-Xfrontend -enable-objc-interop -I "$surface/ObjCRoot" -I "$out")

module() {  # name, sources...
    local name=$1
    shift
    swiftc -emit-module -parse-as-library -module-name "$name" -swift-version 5 -enable-library-evolution \
        "${objc[@]}" -o "$out/$name.swiftmodule" "$@"
}
module ObjectiveC "$surface/ObjectiveC.swift"
module CoreGraphics "$surface/CoreGraphics.swift"
module Foundation "$surface/Foundation.swift"
module QuartzCore "$surface/QuartzCore.swift"
module UIKit "$surface/UIKit.swift"
# MatchEngine, built with the same Objective-C interop setting as the adapter that imports it.
swiftc -emit-module -parse-as-library -module-name MatchEngine -swift-version 6 "${objc[@]}" \
    -o "$out/MatchEngine.swiftmodule" $(find Sources/MatchEngine -name '*.swift' | sort)

# Not just -typecheck: emitting SIL also runs the mandatory diagnostic passes (definite
# initialisation, exclusivity, unreachable returns) that a type check alone skips.
typecheck() {
    swiftc -emit-sil -wmo -o "$out/checked.sil" -parse-as-library -module-name MatchUIKit -swift-version 6 "${objc[@]}" "$@"
}

echo "type-checking Sources/MatchUIKit against the declared UIKit surface"
adapter=$(find Sources/MatchUIKit -name '*.swift' | sort)
typecheck $adapter

# The README's UIKit samples: every ```swift block after a <!-- uikit-sample --> marker, each
# wrapped in a main-actor function of its own.
samples="$out/ReadmeSamples.swift"
python3 - README.md "$samples" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
blocks = re.findall(r"<!-- uikit-sample -->\s*```swift\n(.*?)```", text, re.S)
if not blocks:
    sys.exit("README.md has no <!-- uikit-sample --> blocks")
with open(sys.argv[2], "w") as f:
    f.write("#if canImport(UIKit)\nimport MatchEngine\nimport UIKit\n\n")
    for i, body in enumerate(blocks):
        decls = [l for l in body.splitlines() if l.startswith(("final class", "class ", "struct ", "extension "))]
        if decls:
            f.write(body + "\n")
        else:
            f.write(f"@MainActor func readmeSample{i}() {{\n" + body + "}\n\n")
    f.write("#endif\n")
print(f"{len(blocks)} README UIKit samples")
PY
typecheck $adapter "$samples"

# The check must be able to fail: a wrong call has to be rejected.
wrong="$out/Wrong.swift"
cat > "$wrong" <<'SWIFT'
import UIKit
@MainActor func wrong(_ view: UIView) {
    _ = view.snapshotView()              // the argument afterScreenUpdates: is required
    view.alpha = "opaque"                // alpha is a CGFloat
}
SWIFT
if typecheck "$wrong" > "$out/wrong.log" 2>&1; then
    echo "the deliberately wrong snippet type-checked: the surface check proves nothing" >&2
    exit 1
fi
grep -q "error:" "$out/wrong.log"
echo "the deliberately wrong snippet was rejected, as it must be"

# And a mistake only the SIL passes see: using self before super.init.
cat > "$wrong" <<'SWIFT'
import UIKit
@MainActor final class Early: NSObject {
    var name: String { get { "" } set { _ = newValue } }
    let value: Int
    init(value: Int) {
        name = "early"                       // self used before super.init and before `value` is set
        self.value = value
        super.init()
    }
}
SWIFT
if typecheck "$wrong" > "$out/wrong.log" 2>&1; then
    echo "the definite-initialisation mistake passed: the SIL checks are not running" >&2
    exit 1
fi
grep -q "error:" "$out/wrong.log"
echo "the definite-initialisation mistake was rejected, as it must be"
echo "MatchUIKit type-checks against the declared UIKit surface"
