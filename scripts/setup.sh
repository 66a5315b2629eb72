#!/usr/bin/env bash
# Installs what the project needs, only when it is missing; quiet and quick when all is there.
# Usage: scripts/setup.sh [base|test|bench]...   (base is always included)
set -euo pipefail

# No font packages: the built-in fonts ship with the package (Sources/TextEngine/Fonts/BuiltIn).
apt_base=(libpng-dev libharfbuzz-dev libicu-dev pkg-config)
# Fallback fonts the tests register (never the catalog's built-in fonts): the smallest Debian
# CJK font (5 MB installed; fonts-noto-cjk is 91 MB) and the colour emoji font.
apt_test=(chromium chromium-driver fonts-wqy-microhei fonts-noto-color-emoji)
apt_bench=(optipng imagemagick valgrind libcairo2-dev)
pip_test=(pixelmatch selenium pypng)
pip_bench=(pixelmatch pypng skia-python pycairo freetype-py numpy)

want_apt=("${apt_base[@]}")
want_pip=()
for group in "$@"; do
  case "$group" in
    base) ;;
    test) want_apt+=("${apt_test[@]}"); want_pip+=("${pip_test[@]}") ;;
    bench) want_apt+=("${apt_bench[@]}" "${apt_test[@]}"); want_pip+=("${pip_bench[@]}") ;;
    *) echo "setup: unknown group '$group' (expected base, test or bench)" >&2; exit 64 ;;
  esac
done

# Groups share packages (bench includes test's browser); ask for each one once.
dedupe() { printf '%s\n' "$@" | awk 'NF && !seen[$0]++'; }
mapfile -t want_apt < <(dedupe "${want_apt[@]}")
mapfile -t want_pip < <(dedupe "${want_pip[@]+"${want_pip[@]}"}")

missing=()
for pkg in "${want_apt[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "setup: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

pip_missing=()
for pkg in "${want_pip[@]+"${want_pip[@]}"}"; do
  python3 -m pip show -q "$pkg" >/dev/null 2>&1 || pip_missing+=("$pkg")
done
if [ ${#pip_missing[@]} -gt 0 ]; then
  echo "setup: installing Python packages ${pip_missing[*]}"
  python3 -m pip install -q --disable-pip-version-check "${pip_missing[@]}"
fi
