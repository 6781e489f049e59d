#!/usr/bin/env bash
# Type-checks the demo app (Examples/RiffleDemo.swiftpm/Sources) against the SwiftUI model, as client code of
# RiffleSwiftUI in a module of its own (it declares `@main struct …: App` and its own Trip, PaymentCard…, which would
# clash with Tests/SwiftUIModelClients' stubs in one module). The model's run.sh takes one clients folder, so this is
# a second pass over the model with SWIFTUI_MODEL_CLIENTS pointing at the demo's sources (read in place, not copied).
# Only the variants the demo is built for: iOS (also Mac Catalyst, which shares its SDK) and macOS; the demo uses
# APIs tvOS and watchOS lack (ShareLink, the segmented picker), and the model does not rewrite `os(…)` in client code.
#   scripts/swiftui-model-demo.sh <swiftui-model-folder>
# Prints each variant's errors, then "swiftui-model (demo app): N passed, M failed"; exits 1 when any fails.
set -uo pipefail
cd "$(dirname "$0")/.."
model=$1
demo=$PWD/Examples/RiffleDemo.swiftpm/Sources
pass=0
fail=0
for variant in ios macos; do
    out=$(OUT_DIR="${TMPDIR:-/tmp}/riffle-swiftui-demo/$variant" SWIFTUI_MODEL_CLIENTS="$demo" \
        "$model/run.sh" . "$variant" 2>&1)
    last=$(echo "$out" | tail -1)
    if echo "$last" | grep -q ": 0 errors"; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "$out" | grep -E "^[^ ].*:[0-9]+:([0-9]+:)? error: " | sed "s|^$demo/|Examples/RiffleDemo.swiftpm/Sources/|" \
            | sort -u | head -20
    fi
    echo "$last (demo app)"
done
echo "swiftui-model (demo app): $pass passed, $fail failed"
[ $fail -eq 0 ]
