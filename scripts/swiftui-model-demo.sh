#!/usr/bin/env bash
# Type-checks the demo app (Examples/RiffleDemo.swiftpm/Sources) against the SwiftUI model, as client code of
# RiffleSwiftUI in a module of its own (it declares `@main struct …: App` and its own Trip, PaymentCard…, which would
# clash with Tests/SwiftUIModelClients' stubs in one module). The model's run.sh takes one clients folder, so this is
# a second pass over the model with SWIFTUI_MODEL_CLIENTS pointing at the demo's sources (read in place, not copied).
# Only the variants the demo is built for: iOS (also Mac Catalyst, which shares its SDK) and macOS; the demo uses
# APIs tvOS and watchOS lack (ShareLink, the segmented picker), and the model does not rewrite `os(…)` in client code.
#   scripts/swiftui-model-demo.sh <swiftui-model-folder> [<views-output-folder>]
# With a views output folder (the model's `$TMPDIR/riffle-swiftui-stub`, written by check-all.sh just before), the
# demo is type-checked against the modules that run already built for that variant (the stand-ins and
# RiffleSwiftUI, from the same sources): one `swiftc -typecheck` per variant (about 1 s of CPU) instead of a
# second run.sh (about 17 s each: the stand-ins and RiffleSwiftUI compiled again). The flags are run.sh's for the
# variant (see its `case $variant`); a variant whose modules are missing (the views failed) falls back to run.sh.
# Prints each variant's errors, then "swiftui-model (demo app): N passed, M failed"; exits 1 when any fails.
set -uo pipefail
cd "$(dirname "$0")/.."
model=$1
views=${2:-}
demo=$PWD/Examples/RiffleDemo.swiftpm/Sources
pass=0
fail=0
for variant in ios macos; do
    if [ -n "$views" ] && [ -f "$views/$variant/mods/RiffleSwiftUI.swiftmodule" ]; then
        case $variant in
            ios) flags=(-DFLOOR -DDEBUG -DIOS) ;;
            macos) flags=(-DFLOOR -DDEBUG -DMACOS) ;;
        esac
        riffle=$(find .build -path '*debug/Modules/Riffle.swiftmodule' | head -1)
        diagnostics=$(swiftc -typecheck -continue-building-after-errors -parse-as-library -swift-version 6 \
            -module-name Clients "${flags[@]}" -I "$views/$variant/mods" -I "$PWD/$(dirname "$riffle")" \
            -Xcc -fmodule-map-file="$model/mactypes/module.modulemap" -I "$model/mactypes" -DWITH_MACTYPES \
            "$demo"/*.swift 2>&1)
        out="$diagnostics
== $variant: $(echo "$diagnostics" | grep -cE '^[^ ].*:[0-9]+:([0-9]+:)? error: ') errors, $(echo "$diagnostics" | grep -cE '^[^ ].*:[0-9]+:([0-9]+:)? warning: ') warnings"
    else
        out=$(OUT_DIR="${TMPDIR:-/tmp}/riffle-swiftui-demo/$variant" SWIFTUI_MODEL_CLIENTS="$demo" \
            "$model/run.sh" . "$variant" 2>&1)
    fi
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
