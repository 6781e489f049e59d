#!/usr/bin/env bash
# Command-line checks of riffle-gallery in headless mode: exit statuses, script errors with line numbers,
# --state JSON after a replay, --frames, --stats, --screenshot.
# Usage: cli-test.sh BINARY OUTPUT_DIR
set -euo pipefail
BIN=${1:?usage: cli-test.sh BINARY OUTPUT_DIR}
OUT=${2:?usage: cli-test.sh BINARY OUTPUT_DIR}
rm -rf "$OUT" && mkdir -p "$OUT"
fail() { echo "cli: FAILED: $*" >&2; exit 1; }

# Exit status and first line of stderr.
status() { set +e; "$BIN" "$@" >"$OUT/out.txt" 2>"$OUT/err.txt"; echo $?; set -e; }

[ "$(status --bogus)" = 2 ] || fail "--bogus should exit 2"
grep -q "unknown option '--bogus'" "$OUT/err.txt" || fail "--bogus message: $(cat "$OUT/err.txt")"
[ "$(status --items 0 --headless)" = 2 ] || fail "--items 0 should exit 2"
[ "$(status --help)" = 0 ] || fail "--help should exit 0"
grep -q -- "--replay FILE" "$OUT/out.txt" || fail "--help text"

printf '0 key right\n# comment\n\n20 jump 1 2\n' > "$OUT/bad.txt"
[ "$(status --headless --replay "$OUT/bad.txt" --state)" = 2 ] || fail "a bad script should exit 2"
grep -q "line 4: unknown command 'jump'" "$OUT/err.txt" || fail "bad script message: $(cat "$OUT/err.txt")"
[ ! -s "$OUT/out.txt" ] || fail "nothing may run when the script is bad"
[ "$(status --headless --replay "$OUT/missing.txt")" = 2 ] || fail "a missing script should exit 2"

# Issue 11 G1: times are capped at 600000 ms (10 minutes of virtual time); a huge one is a bad line (it used to run
# practically for ever), and the longest valid gap ends in bounded wall time (the home scene wiggles all along).
printf '0 down 300 400\n1000000000000000 up 1 1\n' > "$OUT/huge.txt"
[ "$(status --headless --replay "$OUT/huge.txt" --state)" = 2 ] || fail "a huge time should exit 2"
grep -q "huge.txt: line 2: time 1000000000000000 ms is beyond the maximum of 600000 ms" "$OUT/err.txt" \
    || fail "huge time message: $(cat "$OUT/err.txt")"
[ ! -s "$OUT/out.txt" ] || fail "nothing may run when a time is too large"
printf '0 down 300 400\n600000 up 300 400\n' > "$OUT/gap.txt"
start=$(date +%s%N)
[ "$(timeout 120 "$BIN" --headless --scene home --replay "$OUT/gap.txt" --state >/dev/null 2>&1; echo $?)" = 0 ] \
    || fail "the longest valid gap did not finish within 120 s"
echo "cli: a 600000 ms gap (home, 60 fps) replayed in $((($(date +%s%N) - start) / 1000000)) ms"
# Issue 11 G4/G5: a CRLF script gives the same state as with LF; a NUL byte after a number is a bad line.
printf '0 key right\r\n# comment\r\n\r\n100 key right\r\n' > "$OUT/crlf.txt"
[ "$(status --headless --replay "$OUT/crlf.txt" --state)" = 0 ] || fail "a CRLF script: $(cat "$OUT/err.txt")"
grep -q '^{"scene":"trips","index":4,' "$OUT/out.txt" || fail "CRLF state: $(cat "$OUT/out.txt")"
printf '0 key right\n5\0 key left\n' > "$OUT/nul.txt"
[ "$(status --headless --replay "$OUT/nul.txt" --state)" = 2 ] || fail "a NUL byte should exit 2"
grep -q "nul.txt: line 2: a NUL byte is not allowed in a script" "$OUT/err.txt" || fail "NUL: $(cat "$OUT/err.txt")"
# Issue 11 G3: an output file in a missing directory is a usage error found before anything runs.
printf '0 key right\n100 key right\n' > "$OUT/right.txt"
[ "$(status --headless --replay "$OUT/right.txt" --state --state-file "$OUT/nope/state.json")" = 2 ] \
    || fail "--state-file in a missing directory should exit 2"
grep -q "^riffle-gallery: error: --state-file: cannot write '$OUT/nope/state.json': the directory '$OUT/nope' does not exist" \
    "$OUT/err.txt" || fail "--state-file message: $(cat "$OUT/err.txt")"
[ ! -s "$OUT/out.txt" ] || fail "nothing may run when --state-file cannot be written"
[ "$(status --headless --screenshot "$OUT/nope/shot.png")" = 2 ] || fail "--screenshot in a missing directory"
[ "$(status --headless --replay "$OUT/right.txt" --state-file "$OUT/state.json")" = 0 ] || fail "--state-file"
grep -q '^{"scene":"trips","index":4,' "$OUT/state.json" || fail "state file: $(cat "$OUT/state.json")"

printf '0 key right\n100 key right\n900 key enter\n' > "$OUT/trips.txt"
[ "$(status --headless --replay "$OUT/trips.txt" --state --screenshot "$OUT/detail.png")" = 0 ] || fail "replay failed"
grep -q '^{"scene":"trips","index":4,"count":13,"destination":"Santorini","detail":true' "$OUT/out.txt" \
    || fail "trips state: $(cat "$OUT/out.txt")"
[ -s "$OUT/detail.png" ] || fail "no screenshot"
identify "$OUT/detail.png" | grep -q "390x844" || fail "screenshot size"

printf '0 key right\n' > "$OUT/onboarding.txt"
[ "$(status --headless --scene onboarding --replay "$OUT/onboarding.txt" --state --frames "$OUT/frames" --fps 30 --stats)" = 0 ] \
    || fail "frames run failed: $(cat "$OUT/err.txt")"
grep -q '^{"scene":"onboarding","index":1,"count":5' "$OUT/out.txt" || fail "onboarding state: $(cat "$OUT/out.txt")"
frames=$(ls "$OUT/frames" | wc -l)
[ "$frames" -gt 5 ] || fail "only $frames frames written"
[ -f "$OUT/frames/frame-00000.png" ] || fail "frame names"
grep -q '^stats: {"frames":'"$frames"',"p50_ms":' "$OUT/err.txt" || fail "stats: $(cat "$OUT/err.txt")"

[ "$(status --headless --scene loop --items 1000000 --replay "$OUT/onboarding.txt" --state)" = 0 ] || fail "loop"
grep -q '^{"scene":"loop","index":1,"count":1000000,"label":"Card 2"' "$OUT/out.txt" || fail "loop state: $(cat "$OUT/out.txt")"

# Wallet (seed 004): the state, a reorder kept in --data-dir across runs, a corrupt file, --reset, and headless runs
# that never touch the XDG data directory.
[ "$(status --headless --scene wallet --state)" = 0 ] || fail "wallet"
grep -q '^{"scene":"wallet","order":\["visa","mastercard","amex","jcb","discover"\],"selected":null,"history":false' \
    "$OUT/out.txt" || fail "wallet state: $(cat "$OUT/out.txt")"
# Long press on the front card (y = 596), then 110 pt up: it moves two places.
printf '1000 down 195 596\n1150 move 195 560\n1200 move 195 520\n1250 move 195 486\n1400 up 195 486\n' > "$OUT/reorder.txt"
WALLET_DIR="$OUT/wallet-data"
MOVED='"order":\["mastercard","amex","visa","jcb","discover"\]'
[ "$(status --headless --scene wallet --data-dir "$WALLET_DIR" --replay "$OUT/reorder.txt" --state)" = 0 ] \
    || fail "wallet reorder: $(cat "$OUT/err.txt")"
grep -q "$MOVED" "$OUT/out.txt" || fail "wallet reorder state: $(cat "$OUT/out.txt")"
grep -q "$MOVED" "$WALLET_DIR/wallet.json" || fail "wallet.json: $(cat "$WALLET_DIR/wallet.json")"
[ "$(status --headless --scene wallet --data-dir "$WALLET_DIR" --state)" = 0 ] || fail "wallet second run"
grep -q "$MOVED" "$OUT/out.txt" || fail "the order did not survive a second run: $(cat "$OUT/out.txt")"
[ ! -s "$OUT/err.txt" ] || fail "unexpected stderr: $(cat "$OUT/err.txt")"
printf '{"order": ["visa", ' > "$WALLET_DIR/wallet.json"
[ "$(status --headless --scene wallet --data-dir "$WALLET_DIR" --state)" = 0 ] || fail "a corrupt wallet.json must not fail"
grep -q '"order":\["visa","mastercard","amex","jcb","discover"\]' "$OUT/out.txt" || fail "corrupt file: default order"
grep -q "^riffle-gallery: warning: wallet: .*wallet.json.*using the default card order" "$OUT/err.txt" \
    || fail "corrupt file warning: $(cat "$OUT/err.txt")"
status --headless --scene wallet --data-dir "$WALLET_DIR" --replay "$OUT/reorder.txt" >/dev/null
grep -q "$MOVED" "$WALLET_DIR/wallet.json" || fail "the corrupt file was not replaced"
# Issue 11 G2: a dangling symbolic link or a loop of links is unreadable, not missing: reported, then replaced.
saved=$(cat "$WALLET_DIR/wallet.json")
for target in "$WALLET_DIR/nowhere.json" "$WALLET_DIR/wallet.json"; do
    rm -f "$WALLET_DIR/wallet.json" && ln -s "$target" "$WALLET_DIR/wallet.json"
    [ "$(status --headless --scene wallet --data-dir "$WALLET_DIR" --state)" = 0 ] || fail "a broken link must not fail"
    grep -q "^riffle-gallery: warning: wallet: cannot read $WALLET_DIR/wallet.json (.*); using the default card order" \
        "$OUT/err.txt" || fail "no warning for a broken link to $target: $(cat "$OUT/err.txt")"
    status --headless --scene wallet --data-dir "$WALLET_DIR" --replay "$OUT/reorder.txt" >/dev/null
    [ -f "$WALLET_DIR/wallet.json" ] && [ ! -L "$WALLET_DIR/wallet.json" ] || fail "the broken link was not replaced"
    [ ! -e "$WALLET_DIR/nowhere.json" ] || fail "the link's target was written"
done
grep -q "$MOVED" "$WALLET_DIR/wallet.json" || fail "after the links: $(cat "$WALLET_DIR/wallet.json")"
[ "$(cat "$WALLET_DIR/wallet.json")" = "$saved" ] || fail "not the same document after the links"
# Crash mid-write: runs that save the order over and over are killed (SIGKILL) at random moments; the file left
# behind is always a whole document (the old order or a new one), never a torn one, and the next start removes the
# temporaries of killed writers (issue 11 G6: they used to pile up, 88 after 264 kills). A planted temporary of a dead
# process must go too; one of a live process (this shell) must stay.
left=0
for i in 1 2 3 4 5 6 7 8 9 10; do
    printf '1000 down 195 596\n1150 move 195 560\n1200 move 195 520\n1250 move 195 486\n1300 up 195 486\n' > "$OUT/many.txt"
    for k in $(seq 1 60); do
        t=$((1300 + k * 450))
        printf '%d down 195 596\n%d move 195 560\n%d move 195 520\n%d move 195 486\n%d up 195 486\n' \
            "$t" $((t + 150)) $((t + 200)) $((t + 250)) $((t + 300)) >> "$OUT/many.txt"
    done
    "$BIN" --headless --scene wallet --data-dir "$WALLET_DIR" --replay "$OUT/many.txt" >/dev/null 2>&1 &
    victim=$!
    sleep "0.$((RANDOM % 60 + 10))"  # the run takes ~0.7 s (debug): kill it while it saves
    kill -KILL "$victim" 2>/dev/null || true
    wait "$victim" 2>/dev/null || true
    left=$((left + $(ls -A "$WALLET_DIR" | grep -c '^\.wallet\.json\.tmp-' || true)))
    touch "$WALLET_DIR/.wallet.json.tmp-99999999-dEaD00" "$WALLET_DIR/.wallet.json.tmp-$$-LiVe00"
    [ "$(status --headless --scene wallet --data-dir "$WALLET_DIR" --state)" = 0 ] || fail "after a kill"
    [ ! -s "$OUT/err.txt" ] || fail "wallet.json torn by a kill ($i): $(cat "$OUT/err.txt")"
    [ "$(LC_ALL=C ls -A "$WALLET_DIR" | tr '\n' ' ')" = ".wallet.json.tmp-$$-LiVe00 wallet.json " ] \
        || fail "stale temporaries after a restart ($i): $(ls -A "$WALLET_DIR")"
    rm "$WALLET_DIR/.wallet.json.tmp-$$-LiVe00"
done
echo "cli: 10 SIGKILLs during saving runs left $left temporaries of interrupted saves (plus 10 planted); all removed at the next start"
[ "$(status --headless --data-dir "$WALLET_DIR" --reset)" = 0 ] || fail "--reset"
[ ! -e "$WALLET_DIR/wallet.json" ] || fail "--reset left wallet.json"
mkdir -p "$OUT/xdg"
mkdir -p "$OUT/tmp"
TMPDIR="$OUT/tmp" XDG_DATA_HOME="$OUT/xdg" status --headless --scene wallet --replay "$OUT/reorder.txt" --state >/dev/null
grep -q "$MOVED" "$OUT/out.txt" || fail "headless reorder without --data-dir"
[ -z "$(ls -A "$OUT/xdg")" ] || fail "a headless run wrote to XDG_DATA_HOME: $(ls -R "$OUT/xdg")"
[ -z "$(ls -A "$OUT/tmp")" ] || fail "a headless run left its temporary data directory: $(ls "$OUT/tmp")"

[ "$(status --headless --scale 2 --scene loop --screenshot "$OUT/loop2x.png")" = 0 ] || fail "scale 2"
identify "$OUT/loop2x.png" | grep -q "780x1688" || fail "scale 2 screenshot size"

# Without a display the window mode must refuse, not fall back silently to SDL's offscreen driver.
set +e
env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER "$BIN" --quit-after 1 >/dev/null 2>"$OUT/err.txt"
code=$?
set -e
[ "$code" = 1 ] || fail "window mode without a display exited $code"
grep -q "no display available" "$OUT/err.txt" || fail "no-display message: $(cat "$OUT/err.txt")"

# Issue 15: recorded sessions (--record files). A good one replays headless frame by frame (the header's scene
# applies; the command line wins); corrupt, truncated, unknown-version and NaN files exit 2 with FILE: line N.
REC_HEAD='riffle-recording 1\ncomponent gallery\nsetting scene onboarding\nsetting today 2026-05-14\nviewport 390 844\n'
printf "${REC_HEAD}"'0 frame\n10 key right\n16 frame\n500 frame\n1200 frame\nend 5\n' > "$OUT/session.rec"
[ "$(status --headless --replay "$OUT/session.rec" --state --stats)" = 0 ] || fail "session replay: $(cat "$OUT/err.txt")"
grep -q '^{"scene":"onboarding","index":1,' "$OUT/out.txt" || fail "session state: $(cat "$OUT/out.txt")"
grep -q '^stats: {"frames":4,' "$OUT/err.txt" || fail "a session plays its recorded frames: $(cat "$OUT/err.txt")"
[ "$(status --headless --replay "$OUT/session.rec" --scene trips --state)" = 0 ] || fail "override"
grep -q '^{"scene":"trips","index":3,' "$OUT/out.txt" || fail "--scene over the header: $(cat "$OUT/out.txt")"
bad_recording() {  # name, expected stderr text, file content (printf format)
    printf "$3" > "$OUT/$1.rec"
    [ "$(status --headless --replay "$OUT/$1.rec" --state)" = 2 ] || fail "$1 should exit 2: $(cat "$OUT/err.txt")"
    grep -qF "riffle-gallery: error: $OUT/$1.rec: $2" "$OUT/err.txt" || fail "$1 message: $(cat "$OUT/err.txt")"
    [ ! -s "$OUT/out.txt" ] || fail "nothing may run for $1"
}
bad_recording version "line 1: unsupported format version '7'" 'riffle-recording 7\n0 frame\nend 1\n'
bad_recording truncated "line 7: the recording has no 'end <count>' line: it is truncated" "${REC_HEAD}"'0 frame\n10 key right\n'
bad_recording cut "line 8: unknown event 'fr'" "${REC_HEAD}"'0 frame\n10 key right\n16 fr'
bad_recording nan "line 7: 'nan' is not finite" "${REC_HEAD}"'0 frame\n10 down nan 3\n16 frame\nend 3\n'
bad_recording corrupt "line 7: control character U+0" "${REC_HEAD}"'0 frame\n10 key\0 right\n16 frame\nend 3\n'
bad_recording setting "line 3: setting scene: expected a scene name, found 'garden'" \
    'riffle-recording 1\ncomponent gallery\nsetting scene garden\n0 frame\nend 1\n'
[ "$(status --headless --record "$OUT/x.rec")" = 2 ] || fail "--record with --headless should exit 2"
[ "$(status --record "$OUT/nope/x.rec")" = 2 ] || fail "--record in a missing directory should exit 2"
grep -q "error: --record: cannot write '$OUT/nope/x.rec'" "$OUT/err.txt" || fail "--record path: $(cat "$OUT/err.txt")"

# `make gallery` checks for a display before building (../scripts/check-display.sh): without one it says how to
# use Xvfb or --headless and fails; with --headless or --help, or with a display, it goes on.
CHECK="$(dirname "$0")/../../scripts/check-display.sh"
set +e
env -u DISPLAY -u WAYLAND_DISPLAY "$CHECK" "--scene loop" 2>"$OUT/display.txt"; code=$?
set -e
[ "$code" = 1 ] || fail "check-display without a display exited $code"
grep -q "xvfb-run" "$OUT/display.txt" && grep -q -- "--headless" "$OUT/display.txt" \
    || fail "check-display message: $(cat "$OUT/display.txt")"
env -u DISPLAY -u WAYLAND_DISPLAY "$CHECK" "--headless --scene trips" || fail "check-display with --headless"
env -u DISPLAY -u WAYLAND_DISPLAY "$CHECK" "--help" || fail "check-display with --help"
env -u WAYLAND_DISPLAY DISPLAY=:99 "$CHECK" "" || fail "check-display with a display"

echo "cli: PASSED"
