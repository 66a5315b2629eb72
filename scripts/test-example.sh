#!/usr/bin/env bash
# Proves adoption on every change: Examples/Adopting/Package.swift must be the README's package
# snippet ("Use it in your package") word for word but for the dependency line, which names
# this repository by path; then the example is built, verifies its own snapshots with its own
# `catalog`, and runs its assertSnapshot tests.
#
# The example builds in this repository's own build folder (`--scratch-path`), so the library it
# depends on, already built by `make test` with the same flags, is not compiled a second time
# (5.5 minutes on 2 cores). Both packages have an executable named `catalog`, so the example's
# replaces ours in .build/release; ours is relinked when the check ends, passed or not.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
expected=$(python3 - "$root/README.md" <<'PY'
import sys
text = open(sys.argv[1], encoding="utf-8").read()
section = text.index("## Use it in your package")
start = text.index("```swift\n", section) + len("```swift\n")
snippet = text[start:text.index("```\n", start)]
url = '''    // No release is tagged yet: follow `main`, or pin a commit with `revision: "…"`.
    .package(url: "https://github.com/<owner>/catalog", branch: "main")'''
if url not in snippet:
    sys.exit("README.md: the package snippet no longer has the dependency line this script "
             "replaces; update scripts/test-example.sh with it")
sys.stdout.write(snippet.replace(url, '    .package(name: "catalog", path: "../..")'))
PY
)
if ! diff -u <(printf '%s\n' "$expected") "$root/Examples/Adopting/Package.swift"; then
  echo "test-example: Examples/Adopting/Package.swift differs from the README's snippet (above);" \
    "make them agree" >&2
  exit 1
fi
scratch="$root/.build"
# Ours is relinked however the check ends, so .build/release/catalog is never left the example's.
relink() {
  local status=$?
  (cd "$root" && swift build -c release --product catalog) || status=1
  exit "$status"
}
trap relink EXIT
cd "$root/Examples/Adopting"
# The example's own modules are compiled afresh each time (seconds). In a shared build folder
# SwiftPM does not see that a library module another package's build rebuilt has changed, and
# would link the example's old objects against the new library: a crash or wrong pixels.
own=$(swift package --scratch-path "$scratch" describe --type json \
  | python3 -c 'import json, sys; print(" ".join(t["name"] for t in json.load(sys.stdin)["targets"]))')
for target in $own; do
  rm -rf "$scratch/release/$target.build" "$scratch/release/Modules/$target".swift*
done
swift build -c release --build-tests --scratch-path "$scratch"
"$scratch/release/catalog" verify --quiet
swift test -c release --skip-build --scratch-path "$scratch"
