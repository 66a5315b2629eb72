#!/usr/bin/env bash
# Proves the built-in fonts come from the package, never from the machine:
#  1. the font files are the ones Sources/TextEngine/Fonts/BuiltIn/README.md pins (SHA-256),
#     in the source folder and in the bundle built beside the binary;
#  2. no source looks for installed fonts (fontconfig, /usr/share/fonts) and the binary does
#     not link fontconfig;
#  3. `catalog verify` passes byte for byte with the machine's fonts hidden (an empty folder
#     mounted over /usr/share/fonts) and with decoys in their place (other fonts under the
#     very file names the built-in ones have). Needs root and unshare; skipped, saying so,
#     when mounting is not permitted.
# Usage: scripts/test-fonts.sh [path/to/catalog]   (default .build/release/catalog)
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$(realpath "${1:-.build/release/catalog}")
fonts=Sources/TextEngine/Fonts/BuiltIn
bundle="$(dirname "$binary")/DesignCatalog_TextEngine.resources/BuiltIn"
fail() { echo "test-fonts: $*" >&2; exit 1; }

# 1. Pinned bytes: every row of the README's table, and no font file without a row.
rows=$(awk -F' *[|] *' '/^[|] [A-Za-z].*[.](otf|ttf) [|]/ { print $6 "  " $2 }' "$fonts/README.md")
[ -n "$rows" ] || fail "no font rows in $fonts/README.md"
listed=$(printf '%s\n' "$rows" | awk '{ print $2 }' | sort)
present=$(cd "$fonts" && ls -- *.otf *.ttf | sort)
[ "$listed" = "$present" ] || fail "$fonts/README.md lists other files than the folder holds:
$(diff <(echo "$listed") <(echo "$present") || true)"
for folder in "$fonts" "$bundle"; do
  [ -d "$folder" ] || fail "'$folder' does not exist; build first (swift build -c release)"
  (cd "$folder" && printf '%s\n' "$rows" | sha256sum --check --quiet --strict) \
    || fail "font files in '$folder' differ from the digests in $fonts/README.md"
done

# 2. No path to installed fonts in the sources, no fontconfig in the binary.
if grep -rnE '/usr/(local/)?share/fonts|[.]fonts/|fontconfig[.]h|CFontconfig|\bFc[A-Z][A-Za-z]+\(' \
  Sources Package.swift --include='*.swift' --include='*.c' --include='*.h' \
  --include='*.modulemap'; then
  fail "the sources above look for installed fonts; built-in fonts come from $fonts only"
fi
if readelf -d "$binary" | grep -qi fontconfig; then
  fail "'$binary' links fontconfig"
fi

# 3. Verify with the machine's fonts hidden, then replaced by decoys.
if [ ! -d /usr/share/fonts ]; then
  echo "test-fonts: no /usr/share/fonts on this machine: nothing to hide, verifying as is"
  "$binary" verify --quiet --report "$(mktemp -d)"
  exit 0
fi
if ! unshare -m --propagation private true 2>/dev/null; then
  echo "test-fonts: skipped the hidden-fonts runs: unshare -m is not permitted here (needs root)"
  exit 0
fi
decoys=$(mktemp -d)
trap 'rm -rf "$decoys"' EXIT
# Decoys: each built-in file name holds another built-in font (Inter names hold DejaVu Sans,
# the others Inter Black), so a single glyph drawn from /usr/share/fonts changes the pixels.
mkdir -p "$decoys/opentype/inter" "$decoys/truetype/noto" "$decoys/truetype/dejavu"
for file in "$fonts"/*.otf "$fonts"/*.ttf; do
  name=$(basename "$file")
  case "$name" in
    Inter-*) cp "$fonts/DejaVuSans.ttf" "$decoys/opentype/inter/$name" ;;
    Noto*) cp "$fonts/Inter-Black.otf" "$decoys/truetype/noto/$name" ;;
    DejaVu*) cp "$fonts/Inter-Black.otf" "$decoys/truetype/dejavu/$name" ;;
  esac
done
for mode in hidden decoys; do
  report=$(mktemp -d)
  status=0
  # shellcheck disable=SC2016  # expanded by the inner shell
  unshare -m --propagation private sh -c '
    mount -t tmpfs none /usr/share/fonts 2>/dev/null || exit 97
    if [ "$1" = decoys ]; then cp -R "$2"/. /usr/share/fonts/; fi
    exec "$3" verify --quiet --report "$4"' sh "$mode" "$decoys" "$binary" "$report" \
    || status=$?
  if [ "$status" -eq 97 ]; then
    echo "test-fonts: skipped the hidden-fonts runs: mounting on /usr/share/fonts is not allowed"
    exit 0
  fi
  [ "$status" -eq 0 ] || fail "verify failed with the machine's fonts $mode (report: $report)"
  rm -rf "$report"
  echo "test-fonts: verify passed with /usr/share/fonts $mode"
done
echo "test-fonts: the built-in fonts are the pinned files and never come from the machine"
