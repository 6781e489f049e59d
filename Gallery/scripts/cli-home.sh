#!/usr/bin/env bash
# Command-line checks of the home scene (seed 002) in headless mode: the state JSON after a replayed drag, the
# layout kept in --data-dir across runs, a corrupt layout reported on stderr and replaced, --reset, and headless
# runs without --data-dir never touching the user's data directory.
# Usage: cli-home.sh BINARY OUTPUT_DIR
set -euo pipefail
BIN=${1:?usage: cli-home.sh BINARY OUTPUT_DIR}
OUT=${2:?usage: cli-home.sh BINARY OUTPUT_DIR}
rm -rf "$OUT" && mkdir -p "$OUT"
fail() { echo "cli-home: FAILED: $*" >&2; exit 1; }
status() { set +e; "$BIN" "$@" >"$OUT/out.txt" 2>"$OUT/err.txt"; echo $?; set -e; }

DEFAULT='"pages":[["Mail","Maps","Camera","Clock","Notes","Calendar","Photos","Weather","Settings","Reminders","Calculator","Files"],["Podcasts","Books","Health","Stocks","Home"],["Contacts","Voice Memos","Fitness"]],"dock":["Phone","Safari","Messages","Music"]'
MOVED='"pages":[["Maps","Camera","Mail","Clock",'

[ "$(status --headless --scene home --state)" = 0 ] || fail "home: $(cat "$OUT/err.txt")"
grep -qF '{"scene":"home","page":0,'"$DEFAULT"',"editing":false' "$OUT/out.txt" || fail "home state: $(cat "$OUT/out.txt")"
[ ! -s "$OUT/err.txt" ] || fail "unexpected stderr: $(cat "$OUT/err.txt")"

# A long press on Mail (slot 0 at 56,140), a drag to slot 2 (241,140), release, then Escape.
{
    echo "0 down 56 140"
    for i in $(seq 1 20); do echo "$((700 + i * 16)) move $((56 + 185 * i / 20)) 140"; done
    echo "1100 up 241 140"
} > "$OUT/move.txt"
printf '%s\n' "1600 key escape" >> "$OUT/move.txt"
[ "$(status --headless --scene home --data-dir "$OUT/data" --replay "$OUT/move.txt" --state)" = 0 ] || fail "move"
grep -qF "$MOVED" "$OUT/out.txt" || fail "moved state: $(cat "$OUT/out.txt")"
grep -qF '"editing":false' "$OUT/out.txt" || fail "still editing: $(cat "$OUT/out.txt")"
grep -qF '"pages":[["Maps","Camera","Mail"' "$OUT/data/home.json" || fail "layout file: $(cat "$OUT/data/home.json")"

[ "$(status --headless --scene home --data-dir "$OUT/data" --state)" = 0 ] || fail "second run"
grep -qF "$MOVED" "$OUT/out.txt" || fail "the layout did not survive: $(cat "$OUT/out.txt")"

printf '{"pages": [["Mail", "Mail"' > "$OUT/data/home.json"
[ "$(status --headless --scene home --data-dir "$OUT/data" --state)" = 0 ] || fail "a corrupt layout must not fail the run"
grep -q "^riffle-gallery: warning: home: $OUT/data/home.json is not a valid document" "$OUT/err.txt" \
    || fail "no warning for the corrupt layout: $(cat "$OUT/err.txt")"
grep -qF "$DEFAULT" "$OUT/out.txt" || fail "not the default layout: $(cat "$OUT/out.txt")"
grep -qF '"pages":[["Mail","Maps"' "$OUT/data/home.json" || fail "the corrupt file was not replaced"
# Issue 11 G2: a dangling link or a loop of links is reported (it used to pass for a missing file) and replaced.
for target in "$OUT/data/nowhere.json" "$OUT/data/home.json"; do
    rm -f "$OUT/data/home.json" && ln -s "$target" "$OUT/data/home.json"
    [ "$(status --headless --scene home --data-dir "$OUT/data" --state)" = 0 ] || fail "a broken link must not fail"
    grep -q "^riffle-gallery: warning: home: cannot read $OUT/data/home.json (.*); using the default layout" \
        "$OUT/err.txt" || fail "no warning for a broken link to $target: $(cat "$OUT/err.txt")"
    [ -f "$OUT/data/home.json" ] && [ ! -L "$OUT/data/home.json" ] || fail "the broken link was not replaced"
    [ ! -e "$OUT/data/nowhere.json" ] || fail "the link's target was written"
done

"$BIN" --headless --scene home --data-dir "$OUT/data" --replay "$OUT/move.txt" >/dev/null 2>&1 || fail "move again"
[ "$(status --headless --scene home --data-dir "$OUT/data" --reset --state)" = 0 ] || fail "--reset"
grep -qF "$DEFAULT" "$OUT/out.txt" || fail "--reset kept the layout: $(cat "$OUT/out.txt")"
[ ! -e "$OUT/data/home.json" ] || fail "--reset did not delete the layout"

# Headless without --data-dir: a temporary directory, never $XDG_DATA_HOME or ~/.local/share.
mkdir -p "$OUT/home" "$OUT/tmp"
HOME="$OUT/home" XDG_DATA_HOME="$OUT/xdg" TMPDIR="$OUT/tmp" "$BIN" --headless --scene home --replay "$OUT/move.txt" \
    >/dev/null 2>&1 || fail "headless move"
[ ! -e "$OUT/xdg" ] && [ -z "$(ls -A "$OUT/home")" ] || fail "a headless run wrote to the user's data directory"
[ -z "$(ls -A "$OUT/tmp")" ] || fail "a headless run left its temporary data directory: $(ls "$OUT/tmp")"

echo "cli-home: PASSED"
