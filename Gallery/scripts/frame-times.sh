#!/usr/bin/env bash
# Frame times in the real window (issue 13, part 6): every scene dragged and flicked with xdotool under an X server,
# the app's own --stats (the time to draw and present each frame) read from stderr at exit.
#
# Usage (through xvfb-run, see `make frame-times`): frame-times.sh BINARY OUTPUT_DIR [LIMIT_MS]
# Prints one line per scene and a Markdown table; exits 1 when a scene's p99 is over LIMIT_MS (default: no limit).
set -euo pipefail

BIN=${1:?usage: frame-times.sh BINARY OUTPUT_DIR [LIMIT_MS]}
OUT=${2:?usage: frame-times.sh BINARY OUTPUT_DIR [LIMIT_MS]}
LIMIT=${3:-}
mkdir -p "$OUT"
[ -n "${DISPLAY:-}" ] || { echo "frame-times: no DISPLAY: run this under xvfb-run" >&2; exit 1; }
export SDL_VIDEODRIVER=x11
DATA=$(mktemp -d)
trap 'rm -rf "$DATA"' EXIT

fail() { echo "frame-times: FAILED: $*" >&2; exit 1; }

# Drag from (x0,y0) to (x1,y1) in n steps `pause` seconds apart, window coordinates.
drag() {
    local x0=$1 y0=$2 x1=$3 y1=$4 n=$5 pause=$6 i
    xdotool mousemove --window "$WID" "$x0" "$y0" mousedown 1
    for i in $(seq 1 "$n"); do
        xdotool mousemove --window "$WID" $((x0 + (x1 - x0) * i / n)) $((y0 + (y1 - y0) * i / n))
        sleep "$pause"
    done
    xdotool mouseup 1
}

# Horizontal paging: two slow drags and two flicks each way.
pages() {
    local y=$1
    drag 330 "$y" 80 "$y" 20 0.016; sleep 0.8
    drag 80 "$y" 330 "$y" 20 0.016; sleep 0.8
    drag 300 "$y" 120 "$y" 4 0.008; sleep 1.0
    drag 120 "$y" 300 "$y" 4 0.008; sleep 1.0
    drag 300 "$y" 120 "$y" 4 0.008; sleep 1.0
}

measure() {
    local scene=$1
    "$BIN" --scene "$scene" --stats --reset --data-dir "$DATA" 2>"$OUT/$scene.log" &
    APP=$!
    WID=$(timeout 15 xdotool search --sync --onlyvisible --name '^Riffle Gallery$' | head -1) || fail "no window"
    xdotool windowfocus --sync "$WID" 2>/dev/null || xdotool windowfocus "$WID"
    sleep 1.2
    case $scene in
        trips) pages 450 ;;
        onboarding) pages 400 ;;
        loop) pages 450 ;;
        wallet)
            # Scroll drags (rubber band), a long-press reorder, the history open, flicked and closed.
            drag 195 560 195 700 15 0.016; sleep 0.8
            xdotool mousemove --window "$WID" 195 596 mousedown 1; sleep 0.3
            for i in $(seq 1 11); do xdotool mousemove --window "$WID" 195 $((596 - 10 * i)); sleep 0.016; done
            xdotool mouseup 1; sleep 0.8
            xdotool mousemove --window "$WID" 195 430 click 1; sleep 1.0
            drag 300 700 60 700 4 0.008; sleep 1.2
            xdotool key --window "$WID" Escape; sleep 1.0 ;;
        calendar) pages 450 ;;
        home)
            pages 400
            # Open an app and close it (the zoom).
            xdotool mousemove --window "$WID" 95 170 click 1; sleep 0.9
            xdotool key --window "$WID" Escape; sleep 0.9 ;;
    esac
    kill -TERM "$APP"
    wait "$APP" || fail "$scene: the app exited with status $?"
    local stats
    stats=$(grep -o 'stats: {.*}' "$OUT/$scene.log" | sed 's/^stats: //') || fail "$scene: no stats in $OUT/$scene.log"
    echo "$scene $stats"
}

RESULTS=()
for scene in trips onboarding loop wallet home calendar; do
    line=$(measure "$scene")
    echo "frame-times: $line"
    RESULTS+=("$line")
done

echo
echo "| scene | frames | p50 ms | p95 ms | p99 ms | max ms |"
echo "| --- | --- | --- | --- | --- | --- |"
status=0
for line in "${RESULTS[@]}"; do
    scene=${line%% *}
    json=${line#* }
    get() { echo "$json" | grep -o "\"$1\":[0-9.]*" | cut -d: -f2; }
    echo "| $scene | $(get frames) | $(get p50_ms) | $(get p95_ms) | $(get p99_ms) | $(get max_ms) |"
    if [ -n "$LIMIT" ] && awk -v p="$(get p99_ms)" -v l="$LIMIT" 'BEGIN { exit !(p > l) }'; then
        echo "frame-times: $scene: p99 $(get p99_ms) ms is over $LIMIT ms" >&2
        status=1
    fi
done
exit $status
