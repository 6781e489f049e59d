# Helpers shared by the Xvfb end-to-end scripts (sourced). The caller defines `fail` and sets OUT, STATE, WID and
# the window geometry (X, Y, WIDTH, HEIGHT from `xdotool getwindowgeometry --shell`).

# Waits until the state file holds every fixed string given and says the scene is at rest.
expect_state() {
    local deadline=$((SECONDS + 8))
    while [ $SECONDS -lt $deadline ]; do
        if [ -f "$STATE" ] && grep -qF '"settled":true' "$STATE"; then
            local ok=1
            for pattern in "$@"; do grep -qF -- "$pattern" "$STATE" || ok=0; done
            [ $ok = 1 ] && return 0
        fi
        sleep 0.05
    done
    fail "expected state $*"
}

# A screenshot of the window. A window that has not presented its first frame yet is one flat colour (black under
# Xvfb): the state file is written before the first frame, so on a loaded machine the shot is retaken until the
# window shows something (at most 8 s).
shot() {
    local deadline=$((SECONDS + 8))
    while :; do
        import -window root -crop "${WIDTH}x${HEIGHT}+${X}+${Y}" +repage "$OUT/$1.png"
        [ "$(identify -format '%k' "$OUT/$1.png")" -gt 1 ] && return 0
        [ $SECONDS -lt $deadline ] || fail "screenshot $1: the window shows one flat colour"
        sleep 0.1
    done
}

# Number of pixels that differ between two screenshots.
differ() { compare -metric AE "$OUT/$1.png" "$OUT/$2.png" null: 2>&1 | cut -d' ' -f1 || true; }

# Keys sent to the window.
key() { xdotool key --window "$WID" "$@"; }

# A horizontal drag: press at x0, n moves to x1 with `pause` seconds after each, release. One xdotool process runs
# the whole gesture (its own `sleep` between moves): a process started per move arrives tens of milliseconds late
# on a loaded machine, and a flick then reaches the gallery too slow to count as one.
drag() {
    local x0=$1 x1=$2 y=$3 n=$4 pause=$5 i
    local gesture=(mousemove --window "$WID" "$x0" "$y" mousedown 1)
    for i in $(seq 1 "$n"); do
        gesture+=(mousemove --window "$WID" $((x0 + (x1 - x0) * i / n)) "$y" sleep "$pause")
    done
    xdotool "${gesture[@]}" mouseup 1
}

# Starts the app (log file first, then its options) with --state-file "$STATE", waits for its window and focuses it;
# sets APP, WID and the window geometry (X, Y, WIDTH, HEIGHT). The caller defines BIN, OUT, STATE and `fail`.
launch() {
    local log=$1
    shift
    rm -f "$STATE"
    "$BIN" --state-file "$STATE" "$@" >"$OUT/$log" 2>&1 &
    APP=$!
    WID=$(timeout 15 xdotool search --sync --onlyvisible --name '^Riffle Gallery$' | head -1) || fail "no window"
    [ -n "$WID" ] || fail "no window"
    eval "$(xdotool getwindowgeometry --shell "$WID")"
    xdotool windowfocus --sync "$WID" 2>/dev/null || xdotool windowfocus "$WID"
}

# Quits the app with SIGTERM (SDL turns it into a quit event: recordings, state and screenshots are written) and
# waits for it.
quit() {
    kill -TERM "$APP"
    for _ in $(seq 1 100); do kill -0 "$APP" 2>/dev/null || break; sleep 0.05; done
    wait "$APP" || fail "the app exited with status $?"
    APP=
}
