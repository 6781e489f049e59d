#!/usr/bin/env bash
# Remakes the motion plots of the DocC catalogue (Sources/Riffle/Riffle.docc/Resources/motion-*.png): each
# carousel preset's position and velocity against time for a standard flick, seed against iOS.
#   scripts/make-plots.sh            (builds the gallery in release if needed)
set -euo pipefail
cd "$(dirname "$0")/.."
make -C Gallery build-release >/dev/null
Gallery/.build/release/riffle-gallery --plot Sources/Riffle/Riffle.docc/Resources
