#!/usr/bin/env bash
# The fuzz targets' build in the background, for `make test` (see the Makefile's fuzz-build-start).
#   scripts/fuzz-background.sh start   start `scripts/fuzz.sh build all` in the background, log in .build/fuzz-build.log
#   scripts/fuzz-background.sh wait    wait for a build started here (none started: return at once); fail with its
#                                      log when it failed
# The state is .build/fuzz-build.pid (the background shell's pid while it runs) and .build/fuzz-build.status (its
# exit status once done). A build that was killed (make interrupted) leaves a pid that no longer runs: `wait`
# then returns, and `scripts/fuzz.sh smoke` builds whatever is missing itself.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .build
pid_file=.build/fuzz-build.pid
status_file=.build/fuzz-build.status
log=.build/fuzz-build.log
case "${1:-}" in
    start)
        rm -f "$status_file"
        (
            scripts/fuzz.sh build all >"$log" 2>&1
            echo $? >"$status_file"
        ) </dev/null >/dev/null 2>&1 &
        echo $! >"$pid_file"
        echo "fuzz-build: building the fuzz targets in the background (log: $log)"
        ;;
    wait)
        [ -f "$pid_file" ] || exit 0
        pid=$(cat "$pid_file")
        if kill -0 "$pid" 2>/dev/null; then echo "fuzz-build: waiting for the background build of the fuzz targets"; fi
        while kill -0 "$pid" 2>/dev/null; do sleep 1; done
        rm -f "$pid_file"
        status=$(cat "$status_file" 2>/dev/null || echo interrupted)
        if [ "$status" != 0 ]; then
            cat "$log"
            echo "fuzz-build: the background build of the fuzz targets failed ($status); its log is above"
            [ "$status" = interrupted ] || exit 1
        fi
        ;;
    *)
        echo "usage: scripts/fuzz-background.sh start | wait" >&2
        exit 2
        ;;
esac
