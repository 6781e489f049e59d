#!/usr/bin/env bash
# End-to-end test of the real window under an X server (run it through xvfb-run, see the Makefile):
# drags and flicks the Trips carousel with xdotool, opens and closes the detail, pages the Onboarding pager with
# keys and a dot, switches scenes with the picker, checks that an idle window uses no CPU, reorders the Wallet with a
# real long-press-drag (kept across a restart), and compares screenshots taken from the X server with ImageMagick's
# `import`.
#
# The state is read from the app's --state-file (written whenever motion settles, and on exit).
# Usage: e2e-xvfb.sh BINARY OUTPUT_DIR
set -euo pipefail

BIN=${1:?usage: e2e-xvfb.sh BINARY OUTPUT_DIR}
OUT=${2:?usage: e2e-xvfb.sh BINARY OUTPUT_DIR}
mkdir -p "$OUT"
rm -f "$OUT"/*.png "$OUT"/state.json "$OUT"/app.log

[ -n "${DISPLAY:-}" ] || { echo "e2e: no DISPLAY: run this under xvfb-run" >&2; exit 1; }
# Never let SDL fall back to its offscreen driver: this test is about the real X11 window.
export SDL_VIDEODRIVER=x11

STATE="$OUT/state.json"
START=$(date +%s.%N)
"$BIN" --scene trips --state-file "$STATE" >"$OUT/app.log" 2>&1 &
APP=$!
cleanup() { kill "$APP" 2>/dev/null || true; }
trap cleanup EXIT

fail() {
    echo "e2e: FAILED: $*" >&2
    echo "--- state: $(cat "$STATE" 2>/dev/null)" >&2
    echo "--- app log:" >&2
    cat "$OUT/app.log" >&2
    exit 1
}
step() { echo "e2e: $*"; }

WID=$(timeout 15 xdotool search --sync --onlyvisible --name '^Riffle Gallery$' | head -1) || fail "window did not appear"
[ -n "$WID" ] || fail "window did not appear"
eval "$(xdotool getwindowgeometry --shell "$WID")"
grep -q "video driver x11" "$OUT/app.log" || fail "SDL is not using the x11 driver"
step "window $WID ${WIDTH}x${HEIGHT} at ${X},${Y}"
[ "$WIDTH" = 390 ] && [ "$HEIGHT" = 844 ] || fail "window is ${WIDTH}x${HEIGHT}, expected 390x844"
# No window manager under Xvfb: nothing has the keyboard focus until we give it.
xdotool windowfocus --sync "$WID" 2>/dev/null || xdotool windowfocus "$WID"

. "$(dirname "$0")/e2e-lib.sh"


# --- Trips (seed 000) -------------------------------------------------------------------------------------------
expect_state '"scene":"trips"' '"index":2' '"destination":"Amsterdam"' '"detail":false'
sleep 0.2
shot trips-start

step "slow drag to the left over 70% of the width: next card"
drag 330 57 420 14 0.03
expect_state '"index":3' '"destination":"Ghent"'
shot trips-dragged
[ "$(differ trips-start trips-dragged)" -gt 10000 ] || fail "the screen did not change after the drag"

step "quick flick to the right (short distance, high speed): previous card"
drag 120 200 420 4 0.01
expect_state '"index":2' '"destination":"Amsterdam"'
sleep 0.2
shot trips-back
[ "$(differ trips-start trips-back)" -lt 50 ] || fail "back on Amsterdam, but the screen differs from the start"

step "click the card: detail opens; Escape closes it"
xdotool mousemove --window "$WID" 195 420 click 1
expect_state '"detail":true' '"destination":"Amsterdam"'
shot trips-detail
[ "$(differ trips-start trips-detail)" -gt 20000 ] || fail "the detail view did not appear"
key Escape
expect_state '"detail":false'

step "arrow keys page the carousel"
key Right Right
expect_state '"index":4' '"destination":"Santorini"'

# --- Onboarding (seed 001) --------------------------------------------------------------------------------------
step "key 2: onboarding; Right Right Left"
key 2
expect_state '"scene":"onboarding"' '"index":0'
shot onboarding-start
key Right
expect_state '"scene":"onboarding"' '"index":1'
key Right
expect_state '"scene":"onboarding"' '"index":2'
key Left
expect_state '"scene":"onboarding"' '"index":1'
shot onboarding-page2
[ "$(differ onboarding-start onboarding-page2)" -gt 20000 ] || fail "the onboarding page did not change"

step "tap the fourth dot"
xdotool mousemove --window "$WID" 211 804 click 1
expect_state '"scene":"onboarding"' '"index":3'

step "swipe to the next page"
drag 330 60 420 12 0.03
expect_state '"scene":"onboarding"' '"index":4'

# --- Loop (seed 003) via the picker -----------------------------------------------------------------------------
step "click 'Loop' in the picker; Left wraps to the last card"
xdotool mousemove --window "$WID" 174 28 click 1
expect_state '"scene":"loop"' '"index":0' '"label":"Card 1"'
key Left
expect_state '"scene":"loop"' '"index":11' '"label":"Card 12"'
shot loop-wrapped

# --- Idle: no CPU -----------------------------------------------------------------------------------------------
step "idle window uses no CPU"
sleep 0.5
TICKS=$(getconf CLK_TCK)
cpu() { awk '{print $14 + $15}' "/proc/$APP/stat"; }
c0=$(cpu)
sleep 2
c1=$(cpu)
used=$(( (c1 - c0) * 1000 / TICKS ))
step "  ${used} ms of CPU in 2 s idle"
[ "$used" -le 100 ] || fail "idle window used ${used} ms of CPU in 2 s"

# --- Quit with SIGTERM: the state file is written on exit -------------------------------------------------------
step "SIGTERM: clean exit with the final state"
rm -f "$STATE"
kill -TERM "$APP"
for _ in $(seq 1 100); do kill -0 "$APP" 2>/dev/null || break; sleep 0.05; done
if kill -0 "$APP" 2>/dev/null; then fail "the app did not exit on SIGTERM"; fi
wait "$APP" || fail "the app exited with status $?"
trap - EXIT
grep -q '"scene":"loop"' "$STATE" || fail "no final state written on exit"

# --- Wallet (seed 004): a real long-press-drag, kept across runs -------------------------------------------------
# A second window with its own data directory (--reset: start from the seed order), switched to the wallet with key 4.
WALLET_DATA="$OUT/wallet-data"
launch() {
    rm -f "$STATE"
    "$BIN" "$@" --data-dir "$WALLET_DATA" --state-file "$STATE" >"$OUT/app.log" 2>&1 &
    APP=$!
    trap cleanup EXIT
    WID=$(timeout 15 xdotool search --sync --onlyvisible --name '^Riffle Gallery$' | head -1) \
        || fail "window did not appear"
    [ -n "$WID" ] || fail "window did not appear"
    eval "$(xdotool getwindowgeometry --shell "$WID")"
    xdotool windowfocus --sync "$WID" 2>/dev/null || xdotool windowfocus "$WID"
}
quit() {
    kill -TERM "$APP"
    wait "$APP" || fail "the app exited with status $?"
    trap - EXIT
}
SEED_ORDER='"order":["visa","mastercard","amex","jcb","discover"]'
MOVED_ORDER='"order":["mastercard","amex","visa","jcb","discover"]'

step "wallet: key 4 shows the seed's five cards, Visa in front"
launch --scene trips --reset
expect_state '"scene":"trips"'
key 4
expect_state '"scene":"wallet"' "$SEED_ORDER" '"selected":null' '"history":false'
sleep 0.2
shot wallet-start

step "wallet: long press on the front card, then drag it 110 pt up: it moves two places"
xdotool mousemove --window "$WID" 195 596 mousedown 1
sleep 0.25
for i in $(seq 1 11); do
    xdotool mousemove --window "$WID" 195 $((596 - 10 * i))
    sleep 0.03
done
sleep 0.1
xdotool mouseup 1
expect_state '"scene":"wallet"' "$MOVED_ORDER" '"selected":null'
sleep 0.2
shot wallet-reordered
[ "$(differ wallet-start wallet-reordered)" -gt 10000 ] || fail "the stack did not change after the reorder"
grep -qF "$MOVED_ORDER" "$WALLET_DATA/wallet.json" || fail "wallet.json: $(cat "$WALLET_DATA/wallet.json" 2>&1)"
quit

step "wallet: the order survives a restart; a click opens the history, Escape closes it"
launch --scene wallet
expect_state '"scene":"wallet"' "$MOVED_ORDER" '"selected":null'
xdotool mousemove --window "$WID" 195 596 click 1
expect_state '"scene":"wallet"' '"selected":"mastercard"' '"history":true'
shot wallet-history
[ "$(differ wallet-reordered wallet-history)" -gt 20000 ] || fail "the history did not appear"
key Escape
expect_state '"scene":"wallet"' '"selected":null' '"history":false'
quit
grep -qF "$MOVED_ORDER" "$STATE" || fail "no final wallet state written on exit"
! grep -q "warning" "$OUT/app.log" || fail "unexpected warnings: $(cat "$OUT/app.log")"

step "wallet: a corrupt wallet.json is reported on stderr and the seed order is shown"
printf '{"order": [' > "$WALLET_DATA/wallet.json"
launch --scene wallet
expect_state '"scene":"wallet"' "$SEED_ORDER"
grep -q "riffle-gallery: warning: wallet: .*wallet.json" "$OUT/app.log" || fail "no warning: $(cat "$OUT/app.log")"
quit

step "calendar: key 6, a drag back a month, Today returns"
launch --scene trips
expect_state '"scene":"trips"'
key 6
expect_state '"scene":"calendar"' '"offset":0'
drag 60 330 450 20 0.02
expect_state '"scene":"calendar"' '"offset":-1'
xdotool mousemove --window "$WID" 332 84 click 1
expect_state '"scene":"calendar"' '"offset":0'
shot calendar
quit

step "any window: a resize lays the scene out again, clicks land where things are drawn, P hides the picker"
launch --scene trips
expect_state '"scene":"trips"' '"window":"390x844"' '"picker":true'
xdotool windowsize --sync "$WID" 700 700 2>/dev/null || xdotool windowsize "$WID" 700 700
expect_state '"scene":"trips"' '"window":"700x700"'
eval "$(xdotool getwindowgeometry --shell "$WID")"
shot resized-700x700
# The card is centred in the wider window: its middle (not the old 390-point layout's right margin) opens it.
xdotool mousemove --window "$WID" 350 380 click 1
expect_state '"scene":"trips"' '"detail":true'
key Escape
expect_state '"detail":false'
key p
expect_state '"picker":false'
xdotool windowsize --sync "$WID" 320 568 2>/dev/null || xdotool windowsize "$WID" 320 568
expect_state '"window":"320x568"' '"picker":false'
eval "$(xdotool getwindowgeometry --shell "$WID")"
shot resized-320x568
quit

step "any window: --scale 2 is lowered to fit a 1024-pixel-high screen"
launch --scene trips --scale 2
expect_state '"scene":"trips"'
[ "$HEIGHT" -le 1024 ] || fail "a --scale 2 window is ${HEIGHT} high on a 1024-high screen"
grep -q "does not fit the screen" "$OUT/app.log" || fail "no note about the lowered scale: $(cat "$OUT/app.log")"
quit

END=$(date +%s.%N)
echo "e2e: PASSED in $(awk -v a="$START" -v b="$END" 'BEGIN { printf "%.1f", b - a }') s (screenshots in $OUT)"
