#!/usr/bin/env bash
# The first device run in one command, on a Mac with Xcode 26 or later (docs/device-run.md):
#
#   bash Tools/device-run.sh                 # the first available iPhone simulator
#   bash Tools/device-run.sh --device NAME   # a connected device (set the team: see below)
#
# Signing and bundle identifiers come from one place, Tools/DeviceRun/Signing.xcconfig; the
# environment may override them: MATCH_DEVELOPMENT_TEAM=ABCDE12345 MATCH_BUNDLE_ID_PREFIX=com.you.
#
# What comes back, in .build/device-run/<time>/:
#   result.xcresult          the result bundle (every failure with its message; open it in Xcode)
#   recordings/*.json        each transition the tests ran, as Match recorded it on the device
#                            (captured scenes, match, plan: debugJSON())
#   recordings/*.html        each one drawn by match-preview, beside the strict host's
#                            prediction of the same screens (Tests/MatchStrictHostTests/
#                            DeviceRunPredictionTests writes those), with what differs listed
# A failure report is that folder, zipped: attach it to the issue.
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
cd "$here"
device=""
while [ $# -gt 0 ]; do
    case "$1" in
        --device) device="${2:?--device needs a name}"; shift 2 ;;
        -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
        *) echo "device-run: unknown argument $1" >&2; exit 2 ;;
    esac
done

command -v xcodebuild >/dev/null && command -v xcrun >/dev/null || {
    echo "device-run: needs Xcode's xcodebuild and xcrun (a Mac with Xcode 26 or later)" >&2
    exit 2
}

if [ -n "$device" ]; then
    destination="platform=iOS,name=$device"
else
    # The first available iPhone simulator: lines like "    iPhone 16 (UDID) (Shutdown)".
    udid="$(xcrun simctl list devices available | awk '/^    iPhone/ { match($0, /\([0-9A-F-]{36}\)/); if (RSTART) { print substr($0, RSTART + 1, 36); exit } }')"
    [ -n "$udid" ] || { echo "device-run: no available iPhone simulator (xcrun simctl list devices available)" >&2; exit 2; }
    destination="id=$udid"
    echo "device-run: simulator $(xcrun simctl list devices available | grep "$udid" | sed 's/^ *//')"
fi

out=".build/device-run/$(date +%Y%m%d-%H%M%S)"
mkdir -p "$out/recordings"
settings=()
[ -n "${MATCH_DEVELOPMENT_TEAM:-}" ] && settings+=("MATCH_DEVELOPMENT_TEAM=$MATCH_DEVELOPMENT_TEAM")
[ -n "${MATCH_BUNDLE_ID_PREFIX:-}" ] && settings+=("MATCH_BUNDLE_ID_PREFIX=$MATCH_BUNDLE_ID_PREFIX")

status=0
xcodebuild test -project Tools/DeviceRun/MatchDeviceRun.xcodeproj -scheme MatchDeviceRun \
    -destination "$destination" -xcconfig Tools/DeviceRun/Signing.xcconfig -allowProvisioningUpdates \
    -resultBundlePath "$out/result.xcresult" ${settings[@]+"${settings[@]}"} || status=$?

# The recordings the tests attached (XCTAttachment named "recording-<transition>.json"). The export
# writes each attachment under a file name of its own and lists, in manifest.json, the name the
# test gave it (suggestedHumanReadableName, which XCTest may extend with an index and an ID).
mkdir -p "$out/attachments"
if xcrun xcresulttool export attachments --path "$out/result.xcresult" --output-path "$out/attachments" >/dev/null 2>&1; then
    /usr/bin/python3 - "$out/attachments" "$out/recordings" <<'PY' || echo "device-run: could not read the attachments' manifest" >&2
import json, os, re, shutil, sys
source, target = sys.argv[1], sys.argv[2]
with open(os.path.join(source, "manifest.json")) as f:
    manifest = json.load(f)
for test in manifest:
    for attachment in test.get("attachments", []):
        named = re.match(r"recording-([A-Za-z0-9-]+)", attachment.get("suggestedHumanReadableName", ""))
        exported = attachment.get("exportedFileName")
        if named and exported:
            shutil.copy(os.path.join(source, exported), os.path.join(target, "recording-%s.json" % named.group(1)))
PY
else
    echo "device-run: xcresulttool could not export the attachments (Xcode 16 or later has 'export attachments')" >&2
fi
found=$(find "$out/recordings" -name 'recording-*.json' | wc -l | tr -d ' ')
echo "device-run: $found recording(s) collected"
[ "$found" -gt 0 ] || { echo "device-run: no recordings: the run tells nothing beyond its pass or fail" >&2; [ $status -ne 0 ] || status=3; }

# The strict host's predictions of the same screens, then each recording beside its prediction.
predictions="$out/predictions"
mkdir -p "$predictions"
MATCH_PREDICTIONS_DIR="$here/$predictions" swift test --filter DeviceRunPredictionTests >/dev/null 2>&1 ||
    echo "device-run: the predictions did not build (swift test --filter DeviceRunPredictionTests)" >&2
for recording in "$out"/recordings/recording-*.json; do
    [ -e "$recording" ] || continue
    name="$(basename "$recording" .json)"
    prediction="$predictions/prediction-${name#recording-}.json"
    beside=()
    [ -e "$prediction" ] && beside=(--beside "$prediction")
    swift run -c release match-preview --scene "$recording" ${beside[@]+"${beside[@]}"} --html "$out/recordings/$name.html" \
        > "$out/recordings/$name.txt" 2>&1 || true
done

echo "device-run: $( [ $status -eq 0 ] && echo passed || echo FAILED ) — results in $out"
exit $status
