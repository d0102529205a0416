#!/usr/bin/env bash
# Renders the README's picture: the list → detail demo as a six-frame filmstrip (SVG, committed as
# docs/list-detail-filmstrip.svg), rasterised at the SVG's own size by headless Chromium
# (docs/list-detail-filmstrip.png), so no frame is cropped. Needs Chromium (apt-get install chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
svg=docs/list-detail-filmstrip.svg
png=docs/list-detail-filmstrip.png
swift run match-preview --demo list-detail --filmstrip "$svg" --frames 6 --quiet
read -r width height < <(python3 - "$svg" <<'PY'
import math, re, sys
head = open(sys.argv[1]).read(400)
w = float(re.search(r'width="([0-9.]+)"', head).group(1))
h = float(re.search(r'height="([0-9.]+)"', head).group(1))
print(math.ceil(w), math.ceil(h))
PY
)
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
[ -n "$browser" ] || { echo "no Chromium found: apt-get install chromium" >&2; exit 1; }
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$profile" \
    --window-size="$width,$height" --screenshot="$PWD/$png" "file://$PWD/$svg" >/dev/null 2>&1
echo "wrote $svg and $png (${width}×${height})"
