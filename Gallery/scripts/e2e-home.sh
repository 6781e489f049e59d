#!/usr/bin/env bash
# End-to-end test of the home screen (seed 002) in the real window under an X server (run it through xvfb-run,
# see the Makefile): key 5 switches to it, a real xdotool long press (button down, 0.6 s) lifts the first icon and
# a drag drops it two cells further; the state, the saved layout and a screenshot are checked; "Done" ends edit
# mode; a second run with the same data directory shows the moved icon; a click opens an app and Escape closes it.
#
# The state is read from the app's --state-file (written whenever the scene is at rest, the edit-mode wiggle
# aside, and on exit). The layout goes to a data directory inside OUTPUT_DIR, never to the user's.
# Usage: e2e-home.sh BINARY OUTPUT_DIR
set -euo pipefail

BIN=${1:?usage: e2e-home.sh BINARY OUTPUT_DIR}
OUT=${2:?usage: e2e-home.sh BINARY OUTPUT_DIR}
mkdir -p "$OUT"
rm -rf "$OUT"/*.png "$OUT"/state.json "$OUT"/app*.log "$OUT"/data

[ -n "${DISPLAY:-}" ] || { echo "e2e-home: no DISPLAY: run this under xvfb-run" >&2; exit 1; }
export SDL_VIDEODRIVER=x11

STATE="$OUT/state.json"
DATA="$OUT/data"
START=$(date +%s.%N)
APP=

fail() {
    echo "e2e-home: FAILED: $*" >&2
    echo "--- state: $(cat "$STATE" 2>/dev/null)" >&2
    echo "--- layout: $(cat "$DATA/home.json" 2>/dev/null)" >&2
    echo "--- app log:" >&2
    cat "$OUT"/app*.log >&2 || true
    exit 1
}
step() { echo "e2e-home: $*"; }
cleanup() { [ -z "$APP" ] || kill "$APP" 2>/dev/null || true; }
trap cleanup EXIT


. "$(dirname "$0")/e2e-lib.sh"

# The grid of seed 002 in a 390 × 844 window: icons 65 points (a sixth of the width), 4 columns 72.5 wide from
# x = 20 (20 apart), rows from y = 56 (picker) + 32 (status line) + 20 (padding) = 108, 103 apart.
cell_x() { echo $((20 + $1 * 925 / 10 + 36)); }
ROW0_Y=140

launch app1.log --data-dir "$DATA" --scene trips
step "window $WID ${WIDTH}x${HEIGHT}; key 5: the home screen"
key 5
expect_state '"scene":"home"' '"page":0' '"pages":[["Mail","Maps","Camera","Clock",' '"editing":false'
sleep 0.2
shot home-start

step "real long press on Mail (button down, 0.6 s), then drag it two cells right and release"
X0=$(cell_x 0)
X2=$(cell_x 2)
xdotool mousemove --window "$WID" "$X0" "$ROW0_Y" mousedown 1
sleep 0.6
for i in $(seq 1 12); do
    xdotool mousemove --window "$WID" $((X0 + (X2 - X0) * i / 12)) "$ROW0_Y"
    sleep 0.03
done
sleep 0.2
xdotool mouseup 1
expect_state '"editing":true' '"dragging":null' '"pages":[["Maps","Camera","Mail","Clock","Notes",'
sleep 0.3
shot home-moved
[ "$(differ home-start home-moved)" -gt 3000 ] || fail "the screen did not change after the drag"
grep -qF '"pages":[["Maps","Camera","Mail","Clock"' "$DATA/home.json" || fail "the move was not saved"

step "edit mode at rest (the wiggle alone): at most a tenth of a core (15 frames a second; 60 cost about a third)"
TICKS=$(getconf CLK_TCK)
cpu() { awk '{print $14 + $15}' "/proc/$APP/stat"; }
sleep 0.5
c0=$(cpu)
sleep 3
c1=$(cpu)
wiggle=$(( (c1 - c0) * 1000 / TICKS ))
step "  ${wiggle} ms of CPU in 3 s of edit mode"
# 10 % of 3 s is 300 ms; 450 leaves room for a busy machine and still fails at the old ~1000 ms.
[ "$wiggle" -le 450 ] || fail "edit mode at rest used ${wiggle} ms of CPU in 3 s (over 15 % of a core)"

step "click Done: edit mode ends"
xdotool mousemove --window "$WID" 340 72 click 1
expect_state '"editing":false' '"pages":[["Maps","Camera","Mail",'
sleep 0.3
shot home-done

step "idle after edit mode: no CPU (the wiggle has stopped)"
sleep 0.5
c0=$(cpu)
sleep 2
c1=$(cpu)
used=$(( (c1 - c0) * 1000 / TICKS ))
step "  ${used} ms of CPU in 2 s idle"
[ "$used" -le 100 ] || fail "idle home screen used ${used} ms of CPU in 2 s"
quit

step "second run with the same data directory: the layout is back"
launch app2.log --data-dir "$DATA" --scene home
expect_state '"scene":"home"' '"pages":[["Maps","Camera","Mail","Clock",'

step "click Clock: its placeholder opens; Escape closes it"
xdotool mousemove --window "$WID" "$(cell_x 3)" "$ROW0_Y" click 1
expect_state '"open":"Clock"'
shot home-open
key Escape
expect_state '"open":null' '"editing":false'
quit
trap - EXIT

END=$(date +%s.%N)
echo "e2e-home: PASSED in $(awk -v a="$START" -v b="$END" 'BEGIN { printf "%.1f", b - a }') s (screenshots in $OUT)"
