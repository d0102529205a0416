#!/usr/bin/env bash
# Renders the README's pictures: the photo-grid demo as an animated SVG that plays by itself
# (docs/photo-grid-transition.svg, the picture at the top of the README), and each demo below as a
# six-frame filmstrip (SVG, committed as docs/<demo>-filmstrip.svg), rasterised at the SVG's own
# size by headless Chromium (docs/<demo>-filmstrip.png), so no frame is cropped. The filmstrips
# need Chromium (apt-get install chromium); list-detail's is in docs/match-preview.md, the others
# illustrate the README's motion section.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product match-preview >/dev/null
swift run --skip-build match-preview --demo photo-grid --animated-svg docs/photo-grid-transition.svg --quiet
echo "wrote docs/photo-grid-transition.svg ($(wc -c < docs/photo-grid-transition.svg) bytes)"
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
[ -n "$browser" ] || { echo "no Chromium found: apt-get install chromium" >&2; exit 1; }
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
for demo in list-detail bottom-sheet title-morph label-resize; do
    svg=docs/$demo-filmstrip.svg
    png=docs/$demo-filmstrip.png
    swift run --skip-build match-preview --demo "$demo" --filmstrip "$svg" --frames 6 --quiet
    read -r width height < <(python3 - "$svg" <<'PY'
import math, re, sys
head = open(sys.argv[1]).read(400)
w = float(re.search(r'width="([0-9.]+)"', head).group(1))
h = float(re.search(r'height="([0-9.]+)"', head).group(1))
print(math.ceil(w), math.ceil(h))
PY
    )
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$profile" \
        --window-size="$width,$height" --screenshot="$PWD/$png" "file://$PWD/$svg" >/dev/null 2>&1
    echo "wrote $svg and $png (${width}×${height})"
done
