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

# A screenshot of the window.
shot() { import -window root -crop "${WIDTH}x${HEIGHT}+${X}+${Y}" +repage "$OUT/$1.png"; }

# Number of pixels that differ between two screenshots.
differ() { compare -metric AE "$OUT/$1.png" "$OUT/$2.png" null: 2>&1 | cut -d' ' -f1 || true; }

# Keys sent to the window.
key() { xdotool key --window "$WID" "$@"; }
