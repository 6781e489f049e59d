#!/usr/bin/env bash
# End-to-end test of --record and --replay (issue 15): a real window under an X server (run it through xvfb-run, see
# the Makefile) records a session driven by xdotool (a slow drag and a quick flick on Trips, a wheel notch, a scene
# switch, keys, a resize), quits on SIGTERM, and the recording is replayed:
#   1. headless: the state JSON must equal the window's --state-file byte for byte, and the --screenshot of the
#      replay's last frame must equal the window's own --screenshot (its renderer read back) pixel for pixel;
#   2. in a window: played on the recording's clock to the end, then ',' (a frame back: the gallery rebuilt and
#      replayed) and '.' (a frame forward), and the state written on exit must again equal the live one.
# Usage: e2e-record.sh BINARY OUTPUT_DIR
set -euo pipefail

BIN=${1:?usage: e2e-record.sh BINARY OUTPUT_DIR}
OUT=${2:?usage: e2e-record.sh BINARY OUTPUT_DIR}
mkdir -p "$OUT"
rm -rf "$OUT"/*.png "$OUT"/*.json "$OUT"/*.log "$OUT"/session.rec "$OUT"/data

[ -n "${DISPLAY:-}" ] || { echo "e2e-record: no DISPLAY: run this under xvfb-run" >&2; exit 1; }
export SDL_VIDEODRIVER=x11

STATE="$OUT/state.json"
REC="$OUT/session.rec"
START=$(date +%s.%N)
APP=

fail() {
    echo "e2e-record: FAILED: $*" >&2
    echo "--- state: $(cat "$STATE" 2>/dev/null)" >&2
    echo "--- app logs:" >&2
    cat "$OUT"/*.log >&2 || true
    exit 1
}
step() { echo "e2e-record: $*"; }
cleanup() { [ -z "$APP" ] || kill "$APP" 2>/dev/null || true; }
trap cleanup EXIT


. "$(dirname "$0")/e2e-lib.sh"

# Once at rest the window rasterizes the neighbouring pictures (slow in a debug build) and reads no input meanwhile:
# SDL would stamp a whole gesture sent then with one time. Give it that time before each gesture.
idle() { sleep 0.6; }


# --- 1. Record a live session ------------------------------------------------------------------------------------
# A fresh data directory (--reset) and a fixed calendar day: the replay starts from the same documents and date.
launch live.log --scene trips --record "$REC" --screenshot "$OUT/window.png" --data-dir "$OUT/data" --reset
expect_state '"scene":"trips"' '"index":2'

idle
step "slow drag to the left: next card"
drag 330 57 420 14 0.03
expect_state '"scene":"trips"' '"index":3'
idle
step "quick flick to the right: previous card"
drag 120 200 420 4 0.01
expect_state '"scene":"trips"' '"index":2'
idle
step "a wheel notch down: next card"
xdotool click --window "$WID" 5
expect_state '"scene":"trips"' '"index":3'
step "key 2: onboarding; Right; M switches the motion"
key 2
expect_state '"scene":"onboarding"' '"index":0'
key Right
expect_state '"scene":"onboarding"' '"index":1'
key m
expect_state '"scene":"onboarding"' '"motion":"ios"'
idle
step "a resize to 600x700 while a flick settles"
drag 330 120 420 5 0.01
xdotool windowsize --sync "$WID" 600 700 2>/dev/null || xdotool windowsize "$WID" 600 700
expect_state '"scene":"onboarding"' '"index":2' '"window":"600x700"'
sleep 0.3
quit
cp "$STATE" "$OUT/live-state.json"

[ -s "$REC" ] || fail "no recording written"
head -1 "$REC" | grep -qx 'riffle-recording 2' || fail "recording header: $(head -3 "$REC")"
grep -qx 'setting scene trips' "$REC" || fail "no scene setting in the header"
grep -qx 'setting today [0-9-]*' "$REC" || fail "no today setting in the header"
tail -1 "$REC" | grep -q '^end [0-9]*$' || fail "the recording is not closed by its end line"
frames=$(grep -c ' frame$' "$REC")
downs=$(grep -c ' down ' "$REC")
step "recorded $(wc -l <"$REC") lines: $frames frames, $downs presses, $(grep -c ' wheel ' "$REC") wheel," \
    "$(grep -c ' key ' "$REC") keys, $(grep -c ' viewport ' "$REC") viewport changes"
[ "$frames" -gt 20 ] || fail "only $frames frame lines"
[ "$downs" -ge 3 ] || fail "only $downs presses recorded"
grep -qE ' wheel 0(\.0)? 1(\.0)?$' "$REC" || fail "no wheel line"
grep -q ' key 2$' "$REC" && grep -q ' key m$' "$REC" && grep -q ' key right$' "$REC" || fail "keys missing"
grep -qE ' viewport 600(\.0)? 700(\.0)?$' "$REC" || fail "no viewport line for the resize"

# --- 2. Replay headless: the same state, the same pixels --------------------------------------------------------
step "headless replay of the recording"
"$BIN" --headless --replay "$REC" --state-file "$OUT/replay-state.json" --screenshot "$OUT/replay.png" \
    >"$OUT/replay.log" 2>&1 || fail "the headless replay failed"
cmp -s "$OUT/live-state.json" "$OUT/replay-state.json" \
    || fail "replayed state differs: live $(cat "$OUT/live-state.json") replay $(cat "$OUT/replay-state.json")"
step "  state identical: $(cut -c1-100 "$OUT/replay-state.json")…"
[ "$(identify -format '%wx%h' "$OUT/window.png")" = "$(identify -format '%wx%h' "$OUT/replay.png")" ] \
    || fail "screenshot sizes differ: $(identify "$OUT/window.png" "$OUT/replay.png")"
# Alpha aside (the window's surface has none), every pixel must match.
d=$(compare -metric AE -alpha off "$OUT/window.png" "$OUT/replay.png" null: 2>&1 | cut -d' ' -f1 || true)
step "  pixels that differ between the window's last frame and the replay's: $d"
[ "$d" = 0 ] || fail "the replay's last frame differs from the window's in $d pixels"

# A replay without frame lines would not be the same: a fixed-fps replay of the inputs alone differs in timing.
# --- 3. Replay in a window: to the end, one frame back, one frame forward ---------------------------------------
step "window replay: plays to the end on the recording's clock; ',' then '.'"
launch window-replay.log --replay "$REC"
duration=$(awk '$2 == "frame" { t = $1 } END { if (t ~ /s$/) { sub(/s$/, "", t); print t } else print t / 1000 }' "$REC")
sleep "$(awk -v d="$duration" 'BEGIN { print d + 0.5 }')"
expect_state '"scene":"onboarding"' '"index":2' '"window":"600x700"'
cmp -s "$OUT/live-state.json" "$STATE" || fail "window replay state differs: $(cat "$STATE")"
key comma
sleep 0.3
key period
sleep 0.3
quit
cmp -s "$OUT/live-state.json" "$STATE" || fail "after ',' and '.' the state differs: $(cat "$STATE")"
grep -q "error" "$OUT/window-replay.log" && fail "window replay errors: $(cat "$OUT/window-replay.log")"

END=$(date +%s.%N)
echo "e2e-record: PASSED in $(awk -v a="$START" -v b="$END" 'BEGIN { printf "%.1f", b - a }') s (files in $OUT)"
