#!/usr/bin/env bash
# Renders the README's pictures, all drawn by match-preview from its demos:
# - docs/photo-grid-transition.svg: the photo-grid demo (a small photos app) as an animated SVG
#   that plays by itself, the picture at the top of the README;
# - docs/photo-grid-still.svg and .png: one frame of it mid-transition, at the progress a renderer
#   without SMIL draws of the animated SVG (AnimatedSVGRenderer.stillProgress, 0.4), for places
#   that do not animate SVG; the PNG is drawn at twice the SVG's size (a phone's 2× screen);
# - docs/<demo>-filmstrip.svg and a PNG of it: six frames of each demo below side by side; the
#   list-detail PNG is in docs/ (docs/match-preview.md shows it), the others in the MatchUIKit
#   catalog's Resources (its Tagging article shows them).
# PNGs are rasterised by headless Chromium (apt-get install chromium) at the SVG's own size, so
# nothing is cropped. Tests fail when a committed SVG no longer matches what the tool draws.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product match-preview >/dev/null
swift run --skip-build match-preview --demo photo-grid --animated-svg docs/photo-grid-transition.svg \
    --svg docs/photo-grid-still.svg --frame 0.4 --quiet
echo "wrote docs/photo-grid-transition.svg ($(wc -c < docs/photo-grid-transition.svg) bytes)"
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
[ -n "$browser" ] || { echo "no Chromium found: apt-get install chromium" >&2; exit 1; }
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT

# rasterise SVG PNG SCALE: the SVG at its own width and height, SCALE device pixels a point.
rasterise() {
    local width height
    read -r width height < <(python3 - "$1" <<'PY'
import math, re, sys
head = open(sys.argv[1]).read(400)
w = float(re.search(r'width="([0-9.]+)"', head).group(1))
h = float(re.search(r'height="([0-9.]+)"', head).group(1))
print(math.ceil(w), math.ceil(h))
PY
    )
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$profile" \
        --force-device-scale-factor="$3" --window-size="$width,$height" --screenshot="$PWD/$2" "file://$PWD/$1" \
        >/dev/null 2>&1
    echo "wrote $1 and $2 (${width}×${height} at ${3}×, $(wc -c < "$2") bytes)"
}

rasterise docs/photo-grid-still.svg docs/photo-grid-still.png 2
for demo in list-detail bottom-sheet title-morph label-resize; do
    swift run --skip-build match-preview --demo "$demo" --filmstrip "docs/$demo-filmstrip.svg" --frames 6 --quiet
    png_dir=Sources/MatchUIKit/MatchUIKit.docc/Resources
    [ "$demo" = list-detail ] && png_dir=docs
    rasterise "docs/$demo-filmstrip.svg" "$png_dir/$demo-filmstrip.png" 1
done
