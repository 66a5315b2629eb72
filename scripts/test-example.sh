#!/usr/bin/env bash
# Proves adoption on every change: builds Examples/Adopting (a package that depends on this one
# by path, as the README's snippet says), verifies its own snapshots with its own `catalog`,
# and runs its assertSnapshot tests.
set -euo pipefail
cd "$(dirname "$0")/../Examples/Adopting"
swift build -c release --build-tests
.build/release/catalog verify --quiet
swift test -c release --skip-build
