#!/usr/bin/env bash
# Prints the closing line of `make test`: the Swift Testing totals of every suite that ran, as
# "tests: N passed, 0 failed". Only reached when every step passed (make stops at the first failure).
set -euo pipefail
total=0
for log in "$@"; do
    [ -f "$log" ] || continue
    n=$(grep -Eo 'Test run with [0-9]+ tests' "$log" | tail -1 | grep -Eo '[0-9]+' || true)
    [ -n "$n" ] && total=$((total + n))
done
if [ "$total" -eq 0 ]; then
    echo "test-summary: no test run found in: $*" >&2
    exit 1
fi
echo "tests: $total passed, 0 failed"
