#!/usr/bin/env bash
# make api-check: the public API of Riffle and RiffleTesting has not broken since the last release.
#
# Compares the current sources with the last release tag (the newest tag named like 0.1.0), or, in a clone without
# tags, with the release recorded in docs/api-baseline/release ("<version> <commit>"), using SwiftPM's
# `diagnose-api-breaking-changes` (the Swift API digester). The baseline's API is recorded in docs/api-baseline/<commit>/,
# so the check does not rebuild the release; a missing record is built from the release's commit and written there.
# RiffleSwiftUI is left out: on Linux it holds no public API (its views need SwiftUI). A deliberate break goes into the next minor
# version with a CHANGELOG entry: until that release, its digester line ("API breakage: …") is listed in
# docs/api-baseline/allowed-breaks.txt; at the release the record is made anew (scripts/api-check.sh --record, which
# also empties the list).
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
dir=docs/api-baseline
# The digester builds a baseline it has no record of in a checkout under .build/<triple>/apidiff; remove it after,
# so no stale copy of the modules stays in .build for tools that look for them there (the SwiftUI model check).
trap 'rm -rf .build/*/apidiff' EXIT
if [ "${1:-}" = "--record" ]; then
    version=$(git describe --tags --exact-match --match '[0-9]*.[0-9]*.[0-9]*' HEAD)
    commit=$(git rev-parse HEAD)
    rm -rf "$dir" && mkdir -p "$dir"
    echo "$version $commit" > "$dir/release"
    : > "$dir/allowed-breaks.txt"
    "$SWIFT" package diagnose-api-breaking-changes "$commit" --products Riffle RiffleTesting --baseline-dir "$dir" \
        --regenerate-baseline
    echo "api-check: recorded the API of $version ($commit) in $dir"
    exit 0
fi
tag=$(git describe --tags --abbrev=0 --match '[0-9]*.[0-9]*.[0-9]*' 2>/dev/null || true)
if [ -n "$tag" ]; then
    ref=$(git rev-parse "$tag^{commit}")
    name=$tag
elif [ -f "$dir/release" ]; then
    read -r name ref < "$dir/release"
else
    echo "api-check: no release tag and no recorded release ($dir/release): nothing to compare with"
    exit 0
fi
log=.build/api-check.log
mkdir -p .build
allow=()
[ -s "$dir/allowed-breaks.txt" ] && allow=(--breakage-allowlist-path "$dir/allowed-breaks.txt")
if "$SWIFT" package diagnose-api-breaking-changes "$ref" --products Riffle RiffleTesting --baseline-dir "$dir" \
    "${allow[@]}" > "$log" 2>&1; then
    if [ ${#allow[@]} -gt 0 ]; then
        echo "api-check: no breaking change since $name beyond the $(grep -c . "$dir/allowed-breaks.txt") listed in $dir/allowed-breaks.txt"
    else
        echo "api-check: no breaking change since $name"
    fi
else
    grep -E "API breakage|error:" "$log" || tail -20 "$log"
    echo "api-check: the public API broke since $name (see above; full log in $log)"
    exit 1
fi
