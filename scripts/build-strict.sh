#!/usr/bin/env bash
# Builds everything (tests included) and fails on any compiler or package warning in this
# project's own code: adopters see every warning of ours in every build, so there are none.
# Dependencies' warnings are theirs and are not counted.
# Usage: scripts/build-strict.sh [swift build flags...]
set -uo pipefail
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build --build-tests "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
[ "$status" -eq 0 ] || exit "$status"
warnings=$(grep -E "warning: " "$log" | grep -v "/\.build/checkouts/" | sort -u)
if [ -n "$warnings" ]; then
  printf '\nbuild-strict: %s warning(s) in this project; fix them:\n%s\n' \
    "$(printf '%s\n' "$warnings" | wc -l)" "$warnings" >&2
  exit 1
fi
