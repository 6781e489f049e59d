#!/usr/bin/env bash
# Remakes the README's animated images (docs/anim-<scene>.gif): each scene replays its story
# (docs/animations/<scene>.txt, the gallery's script format) headless on a 20 Hz virtual clock at half scale, the
# gallery writes every frame (--frames), and ImageMagick assembles them into a looping GIF on one shared palette
# (no dithering, so unchanged pixels stay unchanged and the frame-difference optimisation keeps each file small).
# Fails when a GIF reaches 1 MB.
#   scripts/make-animations.sh [scene…]      (default: every scene; builds the gallery in release if needed)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v convert >/dev/null || scripts/install-deps.sh imagemagick
make -C Gallery build-release >/dev/null
gallery=Gallery/.build/release/riffle-gallery
scenes=("$@")
[ ${#scenes[@]} -gt 0 ] || scenes=(trips onboarding loop wallet home calendar)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for scene in "${scenes[@]}"; do
  frames="$work/$scene"
  "$gallery" --headless --scene "$scene" --replay "docs/animations/$scene.txt" --fps 20 --scale 0.5 \
    --frames "$frames" >/dev/null
  # One palette for every frame, from a sample of them.
  montage "$frames"/frame-*[05].png -tile 8x -geometry 98x211+0+0 "$work/sample.png"
  convert "$work/sample.png" +dither -colors 255 -unique-colors "$work/palette.png"
  convert -delay 5 -loop 0 "$frames"/frame-*.png +dither -remap "$work/palette.png" -layers Optimize \
    "docs/anim-$scene.gif"
  size=$(stat -c %s "docs/anim-$scene.gif")
  echo "docs/anim-$scene.gif: $(ls "$frames" | wc -l) frames, $((size / 1024)) KB"
  if [ "$size" -ge 1048576 ]; then echo "error: docs/anim-$scene.gif is 1 MB or more" >&2; exit 1; fi
done
