#!/usr/bin/env bash
# Checks MatchUIKit on a machine without UIKit, against Apple's real iPhoneOS SDKs
# (../shared/ios-sdk, see its README; or $MATCH_IOS_SDK_DIR), in Swift 6 mode, warnings as errors,
# deployment target iOS 15.0. What it checks, and what it cannot: docs/uikit-typecheck.md.
#
#   Tools/typecheck-uikit.sh                 check the defaults (below) against the 16.5 SDK
#   Tools/typecheck-uikit.sh --only PATH...  check these files/folders instead of the defaults, as an app's
#                                            code (MatchUIKit built first, MemberImportVisibility on)
#   MATCH_IOS_SDK_VERSION=26.2 Tools/typecheck-uikit.sh   the same against the 26.2 SDK (what Xcode 26
#                                            builds apps with; SwiftUI included, so the example's
#                                            SwiftUI entry point is checked too)
#
# Defaults: every .swift file in Sources/MatchUIKit; every ```swift block of README.md and of the articles in
# Sources/MatchUIKit/MatchUIKit.docc marked
# <!-- uikit-sample --> (there must be at least one), with only `import MatchUIKit` and
# `import UIKit` above them; the app files in Tools/ios-sdk-check/import-only (the same two imports:
# what an app needs, whatever the README shows); every .swift file of the app packages under
# Examples/ (not their manifests, not the listed SwiftUI entry points; each file must be in a folder
# its manifest builds; none may import MatchEngine); these three, as app code, with Swift's
# MemberImportVisibility upcoming feature on;
# every .swift file under Tests/MatchUIKitTests (the XCTests a person runs first on a simulator or
# device) and Tools/DeviceRun/Host (the app they run in), against the check-only XCTest
# declarations in Tools/ios-sdk-check/XCTestDeclarations.
# On every run, also: the positive control Tools/ios-sdk-check/selftest (must pass) and each
# snippet in Tools/ios-sdk-check/must-fail (each must be rejected with the diagnostic its
# `// expect:` lines name). The script exits non-zero if anything checked fails, or if any
# must-fail snippet passes.
#
# Each check is `swiftc -emit-sil`: the full type check plus the mandatory SIL diagnostic passes
# (definite initialisation, exclusivity, missing returns, unreachable code).
set -euo pipefail
caller=$PWD
cd "$(dirname "$0")/.."
root=$PWD

if ! command -v swiftc >/dev/null 2>&1; then
    for candidate in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
        if [ -x "$candidate/swiftc" ]; then export PATH="$candidate:$PATH"; fi
    done
fi

swift_files() {  # files or folders -> the .swift files in them, sorted, one a line
    local path
    for path in "$@"; do
        if [ -d "$path" ]; then find "$path" -name '*.swift'; else echo "$path"; fi
    done | sort
}

only=()
if [ "${1:-}" = "--only" ]; then
    shift
    [ "$#" -gt 0 ] || { echo "usage: $0 [--only PATH...]" >&2; exit 2; }
    for path in "$@"; do  # paths are relative to where the script was called from
        case $path in /*) ;; *) [ "$caller" = "$root" ] || path=$caller/$path ;; esac
        [ -e "$path" ] || { echo "no such file or folder: $path" >&2; exit 2; }
        only+=("$path")
    done
elif [ "$#" -gt 0 ]; then
    echo "usage: $0 [--only PATH...]" >&2
    exit 2
fi

started=$(date +%s)
elapsed() { echo "$(( $(date +%s) - started ))s"; }

# --- 1. The SDK, unpacked once per tarball checksum, with its resource dir and module cache. ---
sdk_src=${MATCH_IOS_SDK_DIR:-$root/../shared/ios-sdk}
case $sdk_src in /*) ;; *) sdk_src=$caller/$sdk_src ;; esac  # relative to where the script was called from
version=${MATCH_IOS_SDK_VERSION:-16.5}
case $version in
    16.5) arch=arm64 ;;  # the oldest SDK checked; its interfaces are arm64
    26.2) arch=arm64e ;; # its copy holds arm64e interfaces only (../shared/ios-sdk/README.md)
    *) echo "MATCH_IOS_SDK_VERSION must be 16.5 or 26.2, not $version" >&2; exit 2 ;;
esac
sdk_name=iPhoneOS$version.sdk
tarball=$sdk_src/$sdk_name.tar.gz
apinotes=$sdk_src/swift-resource/apinotes
modulemap=$sdk_src/swift-resource/module.modulemap
if [ ! -f "$tarball" ] || [ ! -d "$apinotes" ] || [ ! -f "$modulemap" ]; then
    echo "no iOS SDK at $sdk_src (expected $sdk_name.tar.gz, swift-resource/apinotes/ and swift-resource/module.modulemap);" >&2
    echo "clone the repo beside ../shared, or set MATCH_IOS_SDK_DIR to the ios-sdk folder" >&2
    exit 1
fi

# SILGen of a `throw` in a typed-throws function calls the standard library's `_willThrowTyped`
# (Swift 6.0+). The SDK's Swift 5.8 standard library lacks it and the 6.3 compiler then crashes
# (null declaration in SILGenFunction::emitThrow). So the unpacked copy gets the one declaration
# appended to Swift.swiftinterface, shaped like the Swift 6 standard library's; its body is what
# that function does below iOS 18 (nothing). Nothing calls it by name. Only this copy is changed.
stdlib_patch='
// Appended by Match/Tools/typecheck-uikit.sh (see there): needed to lower typed throws to SIL.
@_alwaysEmitIntoClient @_silgen_name("swift_willThrowTyped")
public func _willThrowTyped<E>(_ error: E) where E : Swift.Error {}'

key=$( { cat "$tarball" "$apinotes"/* "$modulemap"; printf '%s' "$stdlib_patch"; } | sha256sum | cut -c1-16)
cache=$root/.build-ios-sdk
sdk_dir=$cache/sdk-$version-$key
if [ ! -f "$sdk_dir/.ready" ]; then
    echo "unpacking $(basename "$tarball") into .build-ios-sdk/sdk-$version-$key (first run for this SDK)"
    mkdir -p "$cache"
    rm -rf "$cache"/sdk-"$version"-* "$cache"/unpack-"$version".*
    tmp=$(mktemp -d "$cache/unpack-$version.XXXXXX")
    tar xzf "$tarball" -C "$tmp"
    chmod -R u+w "$tmp"
    # Only the 16.5 standard library (Swift 5.8) lacks `_willThrowTyped`; 26.2's has it.
    interface=$tmp/$sdk_name/usr/lib/swift/Swift.swiftmodule/$arch-apple-ios.swiftinterface
    grep -q '_willThrowTyped' "$interface" || printf '%s\n' "$stdlib_patch" >> "$interface"
    mkdir -p "$tmp/resource/apinotes" "$tmp/module-cache"
    cp "$apinotes"/* "$tmp/resource/apinotes/"
    # Points clang at the toolchain's shims from the folder's root (26.2 needs it; 16.5 is unaffected).
    cp "$modulemap" "$tmp/resource/module.modulemap"
    mv "$tmp" "$sdk_dir"
    touch "$sdk_dir/.ready"
fi
# The resource dir: the toolchain's clang and shims (linked afresh, the toolchain may have moved)
# plus Darwin's API notes; not the toolchain's own lib/swift, whose Linux dispatch module clashes.
toolchain_lib=$(cd "$(dirname "$(command -v swiftc)")/../lib/swift" && pwd)
ln -sfn "$toolchain_lib/clang" "$sdk_dir/resource/clang"
ln -sfn "$toolchain_lib/shims" "$sdk_dir/resource/shims"

out=$cache/run-$version
rm -rf "$out"
mkdir -p "$out/modules"
darwin=(-target "$arch-apple-ios15.0" -sdk "$sdk_dir/$sdk_name" -resource-dir "$sdk_dir/resource"
        -module-cache-path "$sdk_dir/module-cache" -swift-version 6 -I "$out/modules")
# The declarations of UIKit APIs newer than the 16.5 SDK, visible to checked code without an
# import; the 26.2 SDK declares them itself.
newer=()
[ "$version" = 16.5 ] && newer=(-Xfrontend -import-module -Xfrontend NewerUIKitAPIs)

# --- 2. The modules checked code imports. ---
# The package's own modules share `package` declarations, which a module sees only when it was
# compiled with the same package name as the module declaring them (SwiftPM passes the package's
# name, `Match`, to each of its targets): the engine, MatchUIKit and its tests get it; app code
# (the README samples, import-only, Examples/) does not.
package_name=(-package-name Match)
# App code (the README samples, import-only, Examples/ and the must-fail snippets) is compiled as an
# app that keeps its imports honest: with Swift's MemberImportVisibility (SE-0444), a member is
# visible only when the module declaring it is imported, so `import MatchUIKit` must bring every
# case and member an app writes (AppReachesTransitiveMember.swift proves the flag is on).
app=(-enable-upcoming-feature MemberImportVisibility)
echo "emitting MatchEngine for $arch-apple-ios15.0 against the $version SDK (function bodies skipped)"
mapfile -t engine < <(swift_files Sources/MatchEngine)
swiftc -emit-module -parse-as-library -module-name MatchEngine "${darwin[@]}" "${package_name[@]}" \
    -Xfrontend -experimental-skip-all-function-bodies \
    -o "$out/modules/MatchEngine.swiftmodule" "${engine[@]}"
if [ "$version" = 16.5 ]; then
    swiftc -emit-module -parse-as-library -module-name NewerUIKitAPIs "${darwin[@]}" -warnings-as-errors \
        -o "$out/modules/NewerUIKitAPIs.swiftmodule" Tools/ios-sdk-check/NewerUIKitAPIs.swift
fi
# XCTest is not in the SDK: its check-only declarations, as a module named XCTest, in a folder of
# their own that only the UIKit tests (and the must-fail snippets) are given, so shipped code that
# imported XCTest would still fail.
mkdir -p "$out/test-modules"
mapfile -t xctest < <(swift_files Tools/ios-sdk-check/XCTestDeclarations)
swiftc -emit-module -parse-as-library -module-name XCTest "${darwin[@]}" -warnings-as-errors \
    -o "$out/test-modules/XCTest.swiftmodule" "${xctest[@]}"
# The probe of MemberImportVisibility (must-fail/AppReachesTransitiveMember.swift): a module that
# declares a member on `Int`, and one that imports it and declares nothing.
for probe in MemberImportProbe MemberImportProbeUser; do
    swiftc -emit-module -parse-as-library -module-name "$probe" "${darwin[@]}" -I "$out/test-modules" -warnings-as-errors \
        -o "$out/test-modules/$probe.swiftmodule" "Tools/ios-sdk-check/member-import-probe/$probe.swift"
done
echo "  ready after $(elapsed)"

# check MODULE [extra swiftc flags...] -- FILES...: type check + SIL diagnostics, warnings as
# errors. Diagnostics go to $out/MODULE.log and to stderr.
check() {
    local module=$1
    shift
    local flags=()
    while [ "$1" != "--" ]; do flags+=("$1"); shift; done
    shift
    local status=0
    swiftc -emit-sil -wmo -parse-as-library -module-name "$module" "${darwin[@]}" "${newer[@]}" \
        -warnings-as-errors "${flags[@]}" -o "$out/$module.sil" "$@" > "$out/$module.log" 2>&1 || status=$?
    if [ "$status" -ne 0 ]; then
        cat "$out/$module.log" >&2
        if [ "$status" -ge 128 ] || grep -q '^Stack dump:' "$out/$module.log"; then
            echo "the compiler crashed checking $module (exit $status)" >&2
        fi
    fi
    return "$status"
}

# Examples/ holds app packages that people open in Xcode. Their sources are checked, except
#  - package manifests (Package.swift): SwiftPM compiles them against PackageDescription, and an
#    app package's also against AppleProductTypes, which only Xcode and Swift Playgrounds have;
#    they are not UIKit code;
#  - against the 16.5 SDK, the SwiftUI entry points listed here: that trimmed SDK has no SwiftUI
#    (the 26.2 SDK has, and checks them with the rest). Each must exist and
#    import SwiftUI; a SwiftUI file not listed fails the check (keep them to a few lines).
swiftui_entries=(Examples/MatchGallery.swiftpm/Sources/MatchGalleryApp.swift)
# The 26.2 SDK has SwiftUI: there the entry points are checked with the rest.
[ "$version" = 26.2 ] && swiftui_entries=()
is_entry() { printf '%s\n' "${swiftui_entries[@]}" | grep -qxF -- "$1"; }

# target_dirs_of MANIFEST: the folders its targets build (a target's `path:`, else
# Sources/<name>), relative to the manifest's folder, one a line.
target_dirs_of() {
    python3 - "$1" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
found = 0
for start in re.finditer(r"\.(?:executableTarget|target|testTarget)\(", text):
    depth, i = 1, start.end()
    while depth and i < len(text):
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        i += 1
    body = text[start.end():i - 1]
    while re.search(r"\([^()]*\)", body):  # drop nested calls' arguments: only the target's own remain
        body = re.sub(r"\([^()]*\)", "", body)
    name = re.search(r'\bname:\s*"([^"]+)"', body)
    path = re.search(r'\bpath:\s*"([^"]+)"', body)
    if not name:
        sys.exit(f"{sys.argv[1]}: a target without a name")
    print(path.group(1) if path else f"Sources/{name.group(1)}")
    found += 1
if not found:
    sys.exit(f"{sys.argv[1]}: no targets")
PY
}

# example_layout DIR: the .swift files of the packages under DIR, less manifests and the SwiftUI
# entry points, into `examples`; `manifest_count`; `expected`, the number of files the manifests'
# targets build less the entry points, counted from those folders, not from `examples`; and into
# `layout_errors` each file no manifest builds (Xcode would leave it out of the app), each target
# folder that does not exist, and a count that differs from `expected` (or is zero).
example_layout() {
    local file manifest dir dirs
    local manifests=() built=()
    examples=()
    layout_errors=()
    while IFS= read -r file; do
        if [ "$(basename "$file")" = Package.swift ]; then manifests+=("$file")
        elif ! is_entry "$file"; then examples+=("$file"); fi
    done < <(find "$1" \( -name .build -o -name .swiftpm \) -prune -o -name '*.swift' -print | sort)
    manifest_count=${#manifests[@]}
    for manifest in "${manifests[@]}"; do
        if ! dirs=$(target_dirs_of "$manifest" 2>&1); then layout_errors+=("$dirs"); continue; fi
        while IFS= read -r dir; do
            if [ ! -d "$(dirname "$manifest")/$dir" ]; then
                layout_errors+=("$manifest: names the folder $dir, which does not exist")
                continue
            fi
            mapfile -t -O "${#built[@]}" built < <(find "$(dirname "$manifest")/$dir" -name '*.swift' ! -name Package.swift | sed 's|/\./|/|g')
        done <<< "$dirs"
    done
    for file in "${examples[@]}"; do
        printf '%s\n' "${built[@]}" | grep -qxF -- "$file" \
            || layout_errors+=("$file: in no folder a manifest under $1 names as a target's: Xcode would not build it")
    done
    expected=0
    for file in "${built[@]}"; do is_entry "$file" || expected=$((expected + 1)); done
    if [ "${#examples[@]}" -ne "$expected" ] || [ "$expected" -eq 0 ]; then
        layout_errors+=("$1: ${#examples[@]} files to check, but the apps' targets build $expected besides the SwiftUI entry points")
    fi
}

failed=()

# --- 3. What is checked: the defaults, or the --only list. ---
if [ "${#only[@]}" -gt 0 ]; then
    mapfile -t files < <(swift_files "${only[@]}")
    [ "${#files[@]}" -gt 0 ] || { echo "no .swift files in: ${only[*]}" >&2; exit 1; }
    # As an app's files: against MatchUIKit (built first) with the app's flags, so a file of your
    # own that imports UIKit and MatchUIKit is checked as Xcode would build it in your app.
    mapfile -t adapter < <(swift_files Sources/MatchUIKit)
    if check MatchUIKit "${package_name[@]}" -emit-module -emit-module-path "$out/modules/MatchUIKit.swiftmodule" -- "${adapter[@]}"; then
        echo "checking ${#files[@]} file(s) given with --only, as app code"
        check OnlyChecked "${app[@]}" -- "${files[@]}" || failed+=("--only ${only[*]}")
    else
        failed+=("Sources/MatchUIKit (needed by --only)")
    fi
else
    mapfile -t adapter < <(swift_files Sources/MatchUIKit)
    echo "checking Sources/MatchUIKit (${#adapter[@]} files)"
    # -enable-testing: the UIKit tests reach a few internals (a transition's controller, an
    # interaction's relay) through `@testable import`, as Xcode's debug builds allow.
    if check MatchUIKit "${package_name[@]}" -enable-testing -emit-module -emit-module-path "$out/modules/MatchUIKit.swiftmodule" -- "${adapter[@]}"; then
        adapter_ok=1
    else
        adapter_ok=0
        failed+=("Sources/MatchUIKit")
    fi

    # The README's UIKit samples: every ```swift block right after a <!-- uikit-sample --> line,
    # as user code sees the library (through its public API, with MatchUIKit and UIKit imported
    # and nothing else: the engine's value types the API names come through MatchUIKit). Blocks of
    # declarations stay at top level; blocks of statements are wrapped in a main-actor function each.
    samples=$out/ReadmeSamples.swift
    mapfile -t articles < <(find Sources/MatchUIKit/MatchUIKit.docc -name '*.md' | sort)
    python3 - "$samples" README.md "${articles[@]}" <<'PY'
import re, sys
blocks = []
per_file = {}
for path in sys.argv[2:]:
    text = open(path).read()
    found = re.findall(r"^<!-- uikit-sample -->\n```swift\n(.*?)^```", text, re.S | re.M)
    per_file[path] = len(found)
    lines = text.splitlines()
    stray = [i + 1 for i, l in enumerate(lines)
             if l.strip() == "<!-- uikit-sample -->" and (i + 1 >= len(lines) or lines[i + 1] != "```swift")]
    if stray:
        sys.exit(f"{path}: <!-- uikit-sample --> not right above a ```swift fence on line(s) {stray}")
    blocks += found
if per_file["README.md"] == 0:
    sys.exit("README.md has no ```swift block marked <!-- uikit-sample --> on the line above it")
if sum(n for path, n in per_file.items() if path != "README.md") == 0:
    sys.exit("the MatchUIKit catalog's articles have no ```swift block marked <!-- uikit-sample -->")
with open(sys.argv[1], "w") as f:
    f.write("import MatchUIKit\nimport UIKit\n\n")
    for i, body in enumerate(blocks):
        decls = [l for l in body.splitlines() if l.startswith(("final class", "class ", "struct ", "extension ", "@MainActor func ", "func "))]
        if decls:
            f.write(body + "\n")
        else:
            f.write(f"@MainActor func readmeSample{i}() {{\n" + body + "}\n\n")
print(f"checking the {len(blocks)} UIKit samples of README.md ({per_file['README.md']}) and the MatchUIKit catalog's articles ({len(blocks) - per_file['README.md']})")
PY
    if [ "$adapter_ok" -eq 1 ]; then
        check ReadmeSamples "${app[@]}" -- "$samples" || failed+=("README uikit-samples ($samples)")
    else
        echo "  not checked: they import MatchUIKit, which did not pass" >&2
        failed+=("README uikit-samples (not checked)")
    fi

    # An app that imports only MatchUIKit and UIKit can write the quick start and the modal, tab,
    # gesture, modifier and debug-export code (whatever the README shows at the time).
    mapfile -t import_only < <(swift_files Tools/ios-sdk-check/import-only)
    echo "checking Tools/ios-sdk-check/import-only (${#import_only[@]} files: MatchUIKit and UIKit imported, nothing else)"
    if [ "${#import_only[@]}" -eq 0 ]; then
        echo "Tools/ios-sdk-check/import-only is empty" >&2
        failed+=("Tools/ios-sdk-check/import-only (empty)")
    elif grep -LxF -e 'import MatchUIKit' "${import_only[@]}" | grep -q .; then
        echo "each file in Tools/ios-sdk-check/import-only must import MatchUIKit" >&2
        failed+=("Tools/ios-sdk-check/import-only (a file without import MatchUIKit)")
    elif grep -Hn '^\(@[A-Za-z_]* \)*import ' "${import_only[@]}" | grep -vE ':import (MatchUIKit|UIKit)$' >&2; then
        echo "  Tools/ios-sdk-check/import-only: only MatchUIKit and UIKit may be imported" >&2
        failed+=("Tools/ios-sdk-check/import-only (another import)")
    elif [ "$adapter_ok" -eq 1 ]; then
        check ImportOnly "${app[@]}" -- "${import_only[@]}" || failed+=("Tools/ios-sdk-check/import-only")
    else
        echo "  not checked: they import MatchUIKit, which did not pass" >&2
        failed+=("Tools/ios-sdk-check/import-only (not checked)")
    fi

    # Examples/: the app packages' sources, as one module importing the MatchUIKit built above
    # (what is left out, and the layout rules: example_layout, above). They import MatchUIKit
    # and UIKit, never MatchEngine: what an app needs.
    if [ -d Examples ]; then
        for entry in "${swiftui_entries[@]}"; do
            if [ ! -f "$entry" ] || ! grep -q '^import SwiftUI$' "$entry"; then
                echo "$entry: listed as a SwiftUI entry point, but missing or not importing SwiftUI" >&2
                failed+=("Examples/: SwiftUI entry point $entry")
            fi
        done
        example_layout Examples
        if grep -ln '^\(@[A-Za-z_]* \)*import MatchEngine$' "${examples[@]}" >&2; then
            echo "  Examples/: the files above import MatchEngine; an app needs only MatchUIKit" >&2
            failed+=("Examples/ (imports MatchEngine)")
        fi
        echo "checking Examples/ (${#examples[@]} files; the apps' targets build $expected besides ${#swiftui_entries[@]} SwiftUI entry point(s); $manifest_count manifest(s) not checked)"
        if [ "${#layout_errors[@]}" -gt 0 ]; then
            printf '%s\n' "${layout_errors[@]}" >&2
            failed+=("Examples/ (layout: ${#layout_errors[@]} problem(s))")
        elif [ "$adapter_ok" -eq 1 ]; then
            check MatchExamples "${app[@]}" -- "${examples[@]}" || failed+=("Examples/")
        else
            echo "  not checked: they import MatchUIKit, which did not pass" >&2
            failed+=("Examples/ (not checked)")
        fi
    fi

    # The XCTests of Tests/MatchUIKitTests and the app they run in (Tools/DeviceRun/Host), as one
    # module importing the MatchUIKit built above and the check-only XCTest module, compiled as the
    # Xcode project compiles them: a test target outside the package, without its package name, so
    # `package` declarations are out of reach (`@testable import` opens MatchUIKit's internals only).
    if [ -d Tests/MatchUIKitTests ]; then
        mapfile -t uikit_tests < <(swift_files Tests/MatchUIKitTests Tools/DeviceRun/Host)
        echo "checking Tests/MatchUIKitTests and Tools/DeviceRun/Host (${#uikit_tests[@]} files, against the check-only XCTest declarations)"
        if [ "$adapter_ok" -eq 1 ]; then
            check MatchUIKitTests -I "$out/test-modules" -- "${uikit_tests[@]}" || failed+=("Tests/MatchUIKitTests")
        else
            echo "  not checked: they import MatchUIKit, which did not pass" >&2
            failed+=("Tests/MatchUIKitTests (not checked)")
        fi
    fi
fi

# --- 4. The positive control: correct UIKit code must pass. ---
echo "checking the positive control, Tools/ios-sdk-check/selftest"
mapfile -t selftest < <(swift_files Tools/ios-sdk-check/selftest)
check SelfTest -- "${selftest[@]}" \
    || failed+=("positive control Tools/ios-sdk-check/selftest (the check's setup is broken)")

# --- 5. The check must be able to fail: each must-fail snippet has to be rejected, for its reason. ---
mapfile -t must_fail < <(swift_files Tools/ios-sdk-check/must-fail)
[ "${#must_fail[@]}" -gt 0 ] || { echo "Tools/ios-sdk-check/must-fail is empty" >&2; exit 1; }
for snippet in "${must_fail[@]}"; do
    name=$(basename "$snippet" .swift)
    status=0
    swiftc -emit-sil -wmo -parse-as-library -module-name MustFail "${darwin[@]}" "${newer[@]}" -I "$out/test-modules" \
        "${app[@]}" -warnings-as-errors -o "$out/$name.sil" "$snippet" > "$out/$name.log" 2>&1 || status=$?
    if [ "$status" -eq 0 ]; then
        echo "must-fail snippet $name PASSED the check: the check proves nothing" >&2
        failed+=("must-fail $name passed")
        continue
    fi
    missing=0
    while IFS= read -r expected; do
        grep -qF -- "$expected" "$out/$name.log" || { echo "  $name: no '$expected'" >&2; missing=1; }
    done < <(sed -n 's|^// expect: ||p' "$snippet")
    if [ "$status" -ge 128 ] || [ "$missing" -ne 0 ]; then
        cat "$out/$name.log" >&2
        echo "must-fail snippet $name was rejected, but not for the expected reason (exit $status)" >&2
        failed+=("must-fail $name: wrong reason")
    else
        echo "  rejected, as it must be: $name ($(sed -n 's|^// expect: ||p' "$snippet" | head -1))"
    fi
done

# The example layout check must be able to fail: a package with a source outside its target's folder.
example_layout Tools/ios-sdk-check/must-fail-layout
if printf '%s\n' "${layout_errors[@]}" | grep -q 'OutsideTarget.swift: in no folder' \
    && printf '%s\n' "${layout_errors[@]}" | grep -q '1 files to check, but the apps. targets build 0'; then
    echo "  rejected, as it must be: must-fail-layout (a source outside its target's folder; the count)"
else
    printf '%s\n' "${layout_errors[@]}" >&2
    echo "must-fail-layout was not rejected for a source outside its target's folder" >&2
    failed+=("must-fail-layout: not rejected")
fi

echo "done in $(elapsed)"
if [ "${#failed[@]}" -gt 0 ]; then
    echo "UIKit check FAILED:" >&2
    printf '  - %s\n' "${failed[@]}" >&2
    exit 1
fi
echo "UIKit check passed against the iPhoneOS $version SDK (Swift 6, iOS 15.0, warnings as errors)"
