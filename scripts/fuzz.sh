#!/usr/bin/env bash
# Coverage-guided fuzzing of the core and the gallery's script parser with libFuzzer (swiftc -sanitize=fuzzer)
# and AddressSanitizer. See Fuzz/README.md.
#
#   scripts/fuzz.sh TARGET SECONDS   build, replay TARGET's regression inputs, then fuzz TARGET for SECONDS
#   scripts/fuzz.sh smoke RUNS       every target: build, replay, then RUNS inputs from a fixed seed on a fresh
#                                    corpus (the seeds and the regressions): the same code always runs the same
#                                    inputs, so `make test` is deterministic and a new finding means a new bug
#   scripts/fuzz.sh replay [TARGET…] build and replay every checked-in regression input (all targets by default)
#   scripts/fuzz.sh build [TARGET…]  only build
#   scripts/fuzz.sh save TARGET FILE…  minimize crashing inputs (found elsewhere) and save them as regressions
#   scripts/fuzz.sh list             the targets
#
# TARGET is track, cardstack, homescreen, pageindicator, sheet, galleryscript or all. Environment:
#   FUZZ_KEEP_GOING=1  keep fuzzing after a crash (libFuzzer fork mode) to collect every distinct crash
#   FUZZ_MINIMIZE=N    seconds spent minimizing each new crash before it is saved (default 20; 0 = off)
#   FUZZ_TIMEOUT=N     seconds one input may run before it counts as a hang (default 10)
#   FUZZ_OPTIMIZE=FLAG Riffle's optimisation (default -O; `make test` uses -Osize: see build_target)
#
# Corpus: .build/fuzz-corpus/TARGET (kept between runs, not checked in), seeded from Fuzz/Seeds/TARGET.
# New crashes, hangs and property violations are minimized and saved as Fuzz/Regressions/TARGET/SIGNATURE.bin
# (SIGNATURE = the first Riffle/GalleryCore source line in the crash's stack, or the violated property), with
# the crash report's first lines in SIGNATURE.txt; an input whose signature is already saved is not saved again.
#
# Exit status: 0 = no crash and every regression input passes; 1 = a crash, hang or violation (a bug in the
# code under test); 2 = a usage or build problem.
set -uo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BUILD="$ROOT/.build/fuzz"
CORPUS_ROOT="$ROOT/.build/fuzz-corpus"
CRASH_ROOT="$ROOT/.build/fuzz-crashes"
REGRESSIONS="$ROOT/Fuzz/Regressions"
SWIFTC="${SWIFTC:-swiftc}"
TARGETS=(track cardstack homescreen pageindicator sheet galleryscript)
TIMEOUT="${FUZZ_TIMEOUT:-10}"
MINIMIZE="${FUZZ_MINIMIZE:-20}"
SANITIZE="-sanitize=fuzzer,address"
COMMON_FLAGS=(-swift-version 6 -parse-as-library -g "$SANITIZE")

# The Swift backtracer and ASan both want the crash signal; libFuzzer needs ASan's handler to save the input.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="detect_leaks=0:handle_abort=1:symbolize=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
SYMBOLIZER="$(dirname "$(command -v "$SWIFTC" 2>/dev/null || echo /opt/swift/usr/bin/swiftc)")/llvm-symbolizer"
[ -x "$SYMBOLIZER" ] && export ASAN_SYMBOLIZER_PATH="$SYMBOLIZER"

die() { echo "fuzz.sh: $*" >&2; exit 2; }

is_target() { local t; for t in "${TARGETS[@]}"; do [ "$t" = "$1" ] && return 0; done; return 1; }

# A stamp of source trees and files (paths and modification times), so a library is rebuilt only when it changed.
stamp() { find "$@" -name '*.swift' -printf '%p %T@\n' | sort | sha1sum | cut -d' ' -f1; }

# build_module NAME FLAGS… -- SOURCES…: a static library and module with coverage and ASan instrumentation, from
# the Swift files of SOURCES (folders or files).
build_module() {
    local name="$1" extra=() sources=()
    shift
    while [ $# -gt 0 ] && [ "$1" != -- ]; do extra+=("$1"); shift; done
    shift
    sources=("$@")
    # The stamp covers the flags too, so a library built with other flags is rebuilt.
    local want; want="$( (stamp "${sources[@]}"; echo "${extra[*]}") | sha1sum | cut -d' ' -f1)"
    if [ -f "$BUILD/lib$name.a" ] && [ "$(cat "$BUILD/$name.stamp" 2>/dev/null)" = "$want" ]; then return 0; fi
    echo "fuzz.sh: building $name with $SANITIZE (a minute or two)"
    rm -f "$BUILD/lib$name.a" "$BUILD/$name.stamp"
    # shellcheck disable=SC2046
    (cd "$BUILD" && "$SWIFTC" "${COMMON_FLAGS[@]}" -wmo "${extra[@]}" -module-name "$name" -I "$BUILD" \
        -emit-module -emit-module-path "$BUILD/$name.swiftmodule" -emit-library -static -o "$BUILD/lib$name.a" \
        $(find "${sources[@]}" -name '*.swift' | sort)) 2>&1 | grep -v 'ld.gold: warning: Cannot export'
    [ -f "$BUILD/lib$name.a" ] || die "building $name failed"
    echo "$want" >"$BUILD/$name.stamp"
}

build_target() {
    local target="$1" module libs=("$BUILD/libRiffle.a")
    mkdir -p "$BUILD"
    # -enable-testing: the core's targets are tests and read the state they check with `@testable import`.
    # -O: the core's targets spend their time in Riffle, which runs about ten times slower unoptimised (with
    # RIFFLE_INTERNAL_CHECKS every mutation checks the whole state; -Onone, the smoke's regression inputs hit the
    # 10 s timeout). FUZZ_OPTIMIZE=-Osize (what `make test`'s fuzz-build and fuzz-smoke use): about 12 s of CPU
    # less to compile and the same smoke time (docs/suite-times.md, round 5); long runs keep -O by default.
    build_module Riffle "${FUZZ_OPTIMIZE:--O}" -DRIFFLE_INTERNAL_CHECKS -enable-testing -- "$ROOT/Sources/Riffle"
    case "$target" in
        track) module=Track ;;
        cardstack) module=CardStack ;;
        homescreen) module=HomeScreen ;;
        pageindicator) module=PageIndicator ;;
        sheet) module=Sheet ;;
        galleryscript)
            module=GalleryScript
            # The target runs only the script parser: GalleryCore's parser and the types it reads (a key, an
            # input, the recording format's line numbers), 10 files compiled as the module GalleryCore in about a
            # second of CPU, where the whole module took 15 s. A file the parser comes to need fails this build
            # with "cannot find …": add it here. -Onone: the parser is fast enough unoptimised (3,000 smoke inputs:
            # 0.6 s of CPU against 0.5 s with -O).
            local core="$ROOT/Gallery/Sources/GalleryCore"
            build_module GalleryCore -Onone -- "$core/Script" "$core/Scenes/GalleryKey.swift" \
                "$core/Scenes/SceneKind.swift" "$core/Scenes/SceneInput.swift" "$core/Scenes/SceneInput+ScrollEvent.swift" \
                "$core/Recording/SceneInput+Recording.swift" "$core/Recording/RecordingText.swift"
            libs=("$BUILD/libGalleryCore.a" "$BUILD/libRiffle.a")
            ;;
    esac
    local binary="$BUILD/fuzz-$target"
    local sources=("$ROOT"/Fuzz/Shared/*.swift "$ROOT/Fuzz/Targets/$module"/*.swift)
    # The home screen's target adds icons as the core's tests do, with the tests' own helper (one copy).
    [ "$target" = homescreen ] && sources+=("$ROOT/Tests/RiffleTests/HomeScreen/HomeScreen+Add.swift")
    local newest; newest="$(ls -t "${sources[@]}" "${libs[@]}" | head -1)"
    if [ -x "$binary" ] && [ "$binary" -nt "$newest" ]; then return 0; fi
    echo "fuzz.sh: linking fuzz-$target"
    (cd "$BUILD" && "$SWIFTC" "${COMMON_FLAGS[@]}" -O -module-name "Fuzz$module" -I "$BUILD" "${sources[@]}" \
        "${libs[@]}" -lm -o "$binary") 2>&1 | grep -v 'ld.gold: warning: Cannot export'
    [ -x "$binary" ] && [ "$binary" -nt "$newest" ] || die "linking fuzz-$target failed"
}

# The crash signature of one input: the first Riffle/GalleryCore source line in its stack, or the property.
signature() {
    local log="$1" sig
    sig="$(grep -m1 -o 'fuzz property violated: [A-Za-z]*: [A-Za-z ,()-]*' "$log" | sed 's/fuzz property violated: //' | cut -c1-60)"
    if [ -z "$sig" ]; then
        sig="$(grep -oE '/Sources/(Riffle|GalleryCore)/([^ ]*/)?[^/ ]+\.swift(:[0-9]+)?' "$log" | grep -v InternalChecks.swift | head -1 \
            | sed -E 's#.*/##')"
    fi
    # A hang is interrupted anywhere in its loop: its file names it, the line would not.
    if grep -q 'libFuzzer: timeout' "$log"; then sig="timeout ${sig%%:*}"; fi
    grep -q 'out-of-memory' "$log" && sig="oom ${sig%%:*}"
    [ -n "$sig" ] || sig="crash unknown"
    echo "$sig" | tr -c 'A-Za-z0-9.+:_-' '-' | sed -E 's/-+/-/g; s/-$//; s/:/-/g'
}

run_one() { # run_one TARGET INPUT LOG: 0 = passes
    "$BUILD/fuzz-$1" -timeout="$TIMEOUT" -rss_limit_mb=2048 -runs=1 "$2" >"$3" 2>&1
}

# save TARGET INPUT: minimize and store a crashing input under its signature unless that one is known.
save_crash() {
    local target="$1" input="$2" log; log="$(mktemp)"
    run_one "$target" "$input" "$log" && { rm -f "$log"; return 1; }
    local sig; sig="$(signature "$log")"
    local dest="$REGRESSIONS/$target/$sig.bin"
    if [ -e "$dest" ]; then
        echo "fuzz.sh: $target: known crash $sig (Fuzz/Regressions/$target/$sig.bin)"
        rm -f "$log"; return 0
    fi
    mkdir -p "$REGRESSIONS/$target"
    local best="$input"
    if [ "$MINIMIZE" -gt 0 ] && ! grep -q 'libFuzzer: timeout\|out-of-memory' "$log"; then
        local min; min="$(mktemp)"
        # Minimization runs rounds of child processes; the whole of it gets the budget, the best input so far stays.
        timeout -k 2 "$MINIMIZE" "$BUILD/fuzz-$target" -minimize_crash=1 -max_total_time="$MINIMIZE" \
            -timeout="$TIMEOUT" -exact_artifact_path="$min" "$input" >/dev/null 2>&1
        # Keep the minimized input only if it still crashes the same way.
        if [ -s "$min" ] && ! run_one "$target" "$min" "$log.min" && [ "$(signature "$log.min")" = "$sig" ]; then
            best="$min"
        fi
    fi
    cp "$best" "$dest"
    {
        echo "target: $target    signature: $sig    size: $(stat -c %s "$dest") bytes"
        echo "replay: scripts/fuzz.sh replay $target   (or .build/fuzz/fuzz-$target Fuzz/Regressions/$target/$sig.bin)"
        grep -E 'Fatal error|ERROR: (AddressSanitizer|libFuzzer)|fuzz property|/Sources/(Riffle|GalleryCore)/' "$log" \
            | sed -E 's#/[^ ]*/Sources/#Sources/#' | head -12
    } >"${dest%.bin}.txt"
    echo "fuzz.sh: $target: NEW crash $sig saved to Fuzz/Regressions/$target/$sig.bin"
    rm -f "$log" "$log.min"
    return 0
}

# replay TARGET: every checked-in regression input must now pass.
replay() {
    local target="$1" failed=0 count=0 input log; log="$(mktemp)"
    for input in "$REGRESSIONS/$target"/*.bin; do
        [ -e "$input" ] || continue
        count=$((count + 1))
        if ! run_one "$target" "$input" "$log"; then
            failed=$((failed + 1))
            echo "fuzz.sh: replay $target: FAILS $(basename "$input") ($(signature "$log"))"
        fi
    done
    rm -f "$log"
    echo "fuzz.sh: replay $target: $((count - failed))/$count regression inputs pass"
    [ "$failed" -eq 0 ]
}

fuzz() {
    local target="$1" seconds="$2" status=0
    local corpus="$CORPUS_ROOT/$target" crashes="$CRASH_ROOT/$target" log="$BUILD/fuzz-$target.log"
    local seeds=() dict=() limit=(-max_total_time="$seconds")
    if [ -n "${FUZZ_SMOKE_RUNS:-}" ]; then
        # Smoke: a fresh corpus of the seeds and the regression inputs, a fixed seed and a fixed number of runs.
        corpus="$CORPUS_ROOT/$target-smoke"
        rm -rf "$corpus"
        mkdir -p "$corpus"
        cp "$ROOT/Fuzz/Regressions/$target"/*.bin "$corpus/" 2>/dev/null
        limit=(-seed=1 -runs="$FUZZ_SMOKE_RUNS" -reload=0)
    fi
    mkdir -p "$corpus" "$crashes"
    rm -f "$crashes"/*
    [ -d "$ROOT/Fuzz/Seeds/$target" ] && seeds=("$ROOT/Fuzz/Seeds/$target")
    [ -f "$ROOT/Fuzz/Dictionaries/$target.dict" ] && dict=(-dict="$ROOT/Fuzz/Dictionaries/$target.dict")
    local mode=()
    [ "${FUZZ_KEEP_GOING:-0}" = 1 ] && mode=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
    if [ -n "${FUZZ_SMOKE_RUNS:-}" ]; then
        echo "fuzz.sh: fuzzing $target: $FUZZ_SMOKE_RUNS inputs from seed 1 (fresh corpus)"
    else
        echo "fuzz.sh: fuzzing $target for ${seconds}s (corpus .build/fuzz-corpus/$target)"
    fi
    local started=$SECONDS launcher=()
    # Smoke runs without address-space randomization where the system allows it: some paths depend on addresses
    # (the Swift runtime's metadata), so this is what makes the same inputs cover the same code every time.
    if [ -n "${FUZZ_SMOKE_RUNS:-}" ] && setarch "$(uname -m)" -R true 2>/dev/null; then
        launcher=(setarch "$(uname -m)" -R)
    fi
    "${launcher[@]}" "$BUILD/fuzz-$target" "${mode[@]}" "${dict[@]}" "${limit[@]}" -timeout="$TIMEOUT" \
        -rss_limit_mb=2048 -print_final_stats=1 -print_funcs=0 -artifact_prefix="$crashes/" \
        "$corpus" "${seeds[@]}" >"$log" 2>&1
    seconds=$((SECONDS - started > 0 ? SECONDS - started : 1))
    local runs rate
    runs="$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | tail -1 | grep -o '[0-9]*$')"
    rate="$(grep -oE 'stat::average_exec_per_sec: *[0-9]+' "$log" | tail -1 | grep -o '[0-9]*$')"
    if [ -z "$runs" ]; then # fork mode: the last status line
        runs="$(grep -oE '^#[0-9]+' "$log" | tail -1 | tr -d '#')"
        rate="$(grep -oE 'exec/s: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+')"
    fi
    echo "fuzz.sh: $target: ${runs:-?} inputs in ${seconds}s, ${rate:-?} execs/s, corpus $(ls "$corpus" | wc -l) files"
    echo "$target ${runs:-0} ${rate:-0} $seconds" >>"$BUILD/fuzz-stats.txt"
    local found=0 artifact
    for artifact in "$crashes"/*; do
        [ -e "$artifact" ] || continue
        found=$((found + 1))
        save_crash "$target" "$artifact"
    done
    if [ "$found" -gt 0 ]; then
        echo "fuzz.sh: $target: $found crashing input(s); the log is $log"
        status=1
    elif grep -q 'ERROR: libFuzzer\|ERROR: AddressSanitizer' "$log"; then
        echo "fuzz.sh: $target: the run failed without an artifact; see $log"
        status=1
    fi
    return "$status"
}

expand() { # the targets named (all = every target)
    local t
    for t in "$@"; do
        if [ "$t" = all ]; then printf '%s\n' "${TARGETS[@]}"; else is_target "$t" || die "unknown target '$t'"; echo "$t"; fi
    done
}

[ $# -ge 1 ] || die "usage: scripts/fuzz.sh TARGET SECONDS | smoke RUNS | replay [TARGET…] | build [TARGET…] | list"
command -v "$SWIFTC" >/dev/null || die "swiftc not found (Swift 6.1 or later on Linux is needed)"
case "$1" in
    list) printf '%s\n' "${TARGETS[@]}" ;;
    save)
        [ $# -ge 3 ] && is_target "$2" || die "usage: scripts/fuzz.sh save TARGET FILE…"
        target="$2"; shift 2
        build_target "$target" || exit 2
        for f in "$@"; do save_crash "$target" "$f" || echo "fuzz.sh: $f does not crash $target"; done
        ;;
    build | replay)
        action="$1"; shift
        [ $# -ge 1 ] || set -- all
        status=0
        for t in $(expand "$@"); do
            build_target "$t" || exit 2
            if [ "$action" = replay ]; then replay "$t" || status=1; fi
        done
        exit "$status"
        ;;
    smoke)
        [ $# -eq 2 ] && [[ "$2" =~ ^[0-9]+$ ]] && [ "$2" -gt 0 ] || die "usage: scripts/fuzz.sh smoke RUNS"
        export FUZZ_SMOKE_RUNS="$2"
        # Swift seeds its hashing per process: Set and Dictionary orders (and so the paths taken) would differ
        # from run to run.
        export SWIFT_DETERMINISTIC_HASHING=1
        status=0
        for t in "${TARGETS[@]}"; do
            build_target "$t" || exit 2
            replay "$t" || status=1
            fuzz "$t" 1 || status=1
        done
        exit "$status"
        ;;
    *)
        [ $# -eq 2 ] || die "usage: scripts/fuzz.sh TARGET SECONDS"
        [[ "$2" =~ ^[0-9]+$ ]] && [ "$2" -gt 0 ] || die "SECONDS must be a positive integer, not '$2'"
        status=0
        for t in $(expand "$1"); do
            build_target "$t" || exit 2
            replay "$t" || status=1
            fuzz "$t" "$2" || status=1
        done
        exit "$status"
        ;;
esac
