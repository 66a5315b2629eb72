#!/usr/bin/env bash
# Do the HarfBuzz versions that Linux distributions ship shape the catalog's built-in fonts
# the same way? Builds each given HarfBuzz release, shapes Tests/HarfBuzzCorpus/corpus.txt
# with every built-in font under each (shape_dump.c beside this script), and diffs every
# version's glyph ids, clusters, advances and offsets against a baseline version.
#
# Usage:
#   scripts/harfbuzz-compare/compare.sh fetch DIR
#       Download HarfBuzz source packages from Debian's archive into DIR with a temporary apt
#       configuration (deb-src lines for bullseye, bookworm, trixie, sid and experimental; the
#       machine's /etc/apt is not touched) and unpack them with dpkg-source, Debian patches
#       applied. Prints the versions that the archive listed. Needs dpkg-dev.
#   scripts/harfbuzz-compare/compare.sh run VERSION=SRCDIR [VERSION=SRCDIR ...]
#       Build each HarfBuzz source tree (meson + ninja, only libharfbuzz, no glib/icu/freetype/
#       cairo) into $WORK/VERSION unless $WORK/VERSION/lib/libharfbuzz.so is already there,
#       build shape_dump against it, shape the corpus with every font in $FONTS, and compare.
#       VERSION "system" with SRCDIR "-" uses the installed libharfbuzz (pkg-config).
#   Releases the Debian pool no longer holds (2.7.4 = Ubuntu 22.04, 8.3.0 = Ubuntu 24.04,
#   the newest upstream) can come from a checkout of upstream's git tags (`git archive TAG`).
#   Example, as first run:
#     compare.sh run 6.0.0=SRC/harfbuzz-6.0.0+dfsg system=- 2.7.4=SRC/git-2.7.4 \
#       8.3.0=SRC/git-8.3.0 10.2.0=SRC/harfbuzz-10.2.0 12.3.2=SRC/harfbuzz-12.3.2 \
#       14.2.1=SRC/git-14.2.1 14.3.1=SRC/git-14.3.1
#
# Environment:
#   WORK    where builds and outputs go (default /tmp/hb)
#   BASE    the version the others are compared with (default 6.0.0, Debian 12's)
#   FONTS   font files (default: Debian 12's copies of the built-in fonts under /usr/share/fonts,
#           byte-identical to Sources/TextEngine/Fonts/BuiltIn)
#   CORPUS  default Tests/HarfBuzzCorpus/corpus.txt
#   JOBS    parallel compile jobs (default 2); compiles run under `nice -n 10`
#
# Output: $WORK/out/VERSION/FONT[+tnum].txt (Inter is shaped twice: default features, and
# +tnum as the catalog's tabular figures ask), FONT.outlines.txt (font extents, cap/x height
# and every glyph's outline, the rest of what the renderer takes from HarfBuzz; HarfBuzz
# >= 4.0 only), $WORK/diff/VERSION.diff, and on stdout one
# summary line per version and font: how many shaped buffers differ from BASE and on which
# corpus lines ("L117 whole" = corpus line 117 shaped as one buffer; "runN" = its Nth run);
# for outlines, also whether the differing glyphs are other shapes or the same contours drawn
# from another start point (outline_equiv.py).
# Exit status 0 when every version matches BASE, 1 when any differs.
#
# Needs: meson (>= 0.60 for HarfBuzz >= 12), ninja-build, a C and C++ compiler, pkg-config,
# python3.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
WORK=${WORK:-/tmp/hb}
BASE=${BASE:-6.0.0}
CORPUS=${CORPUS:-$root/Tests/HarfBuzzCorpus/corpus.txt}
JOBS=${JOBS:-2}
if [ -z "${FONTS:-}" ]; then
  FONTS=$(ls /usr/share/fonts/opentype/inter/Inter-*.otf \
    /usr/share/fonts/truetype/noto/NotoSans{Hebrew,Arabic}-{Regular,Bold}.ttf \
    /usr/share/fonts/truetype/dejavu/DejaVuSans{,-Bold,-Oblique,-BoldOblique,-ExtraLight}.ttf)
fi

fetch() {
  local dir=$1 apt=$WORK/apt
  mkdir -p "$dir" "$apt/lists/partial" "$apt/cache/archives/partial"
  for suite in bullseye bookworm trixie sid experimental; do
    echo "deb-src http://deb.debian.org/debian $suite main"
  done > "$apt/sources.list"
  local opts=(-o "Dir::Etc::SourceList=$apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
    -o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt/cache")
  apt-get "${opts[@]}" update >/dev/null
  local versions
  versions=$(apt-cache "${opts[@]}" showsrc harfbuzz | awk '/^Version:/ { print $2 }' | sort -uV)
  echo "Debian's archive lists harfbuzz source versions: $(echo $versions)"
  cd "$dir"
  for v in $versions; do
    if apt-get "${opts[@]}" source --download-only "harfbuzz=$v" >/dev/null 2>&1; then
      dpkg-source --no-check -x "harfbuzz_$v.dsc" >/dev/null && echo "unpacked $v"
    else
      echo "could not download $v (the archive lists it, the pool does not hold it)"
    fi
  done
}

build() { # VERSION SRCDIR -> $WORK/VERSION/{lib,include/harfbuzz}
  local v=$1 src=$2 out=$WORK/$1 b=$WORK/build-$1
  [ -e "$out/lib/libharfbuzz.so" ] && return 0
  local options=$src/meson_options.txt
  [ -f "$src/meson.options" ] && options=$src/meson.options
  local opts=(-Dglib=disabled -Dgobject=disabled -Dcairo=disabled -Dicu=disabled
    -Dfreetype=disabled -Dtests=disabled -Ddocs=disabled -Dintrospection=disabled
    -Dbenchmark=disabled)
  grep -q "'utilities'" "$options" && opts+=(-Dutilities=disabled)
  grep -q "'chafa'" "$options" && opts+=(-Dchafa=disabled)
  rm -rf "$b"
  meson setup "$b" "$src" --prefix="$out" --libdir=lib --buildtype=release "${opts[@]}" \
    > "$WORK/build-$v.log"
  local start=$SECONDS
  nice -n 10 meson compile -C "$b" -j "$JOBS" harfbuzz >> "$WORK/build-$v.log"
  echo "built HarfBuzz $v in $((SECONDS - start)) s" >&2
  mkdir -p "$out/lib" "$out/include/harfbuzz"
  cp -a "$b"/src/libharfbuzz.so* "$out/lib/"
  cp "$src"/src/hb*.h "$out/include/harfbuzz/"
  [ -f "$b/src/hb-version.h" ] && cp "$b/src/hb-version.h" "$out/include/harfbuzz/"
  return 0
}

dump() { # VERSION -> $WORK/out/VERSION/*.txt
  local v=$1 exe=$WORK/shape_dump-$1 out=$WORK/out/$1
  local cflags=(-O1 -std=c11 -Wno-deprecated-declarations -D_POSIX_C_SOURCE=200809L)
  if [ "$v" = system ]; then
    cc "${cflags[@]}" -o "$exe" "$here/shape_dump.c" $(pkg-config --cflags --libs harfbuzz)
  else
    cc "${cflags[@]}" -I"$WORK/$v/include/harfbuzz" -o "$exe" "$here/shape_dump.c" \
      -L"$WORK/$v/lib" -lharfbuzz -Wl,-rpath,"$WORK/$v/lib"
  fi
  rm -rf "$out" && mkdir -p "$out"
  local font name
  for font in $FONTS; do
    name=$(basename "$font")
    "$exe" "$font" "$CORPUS" > "$out/$name.txt"
    case $name in Inter-*) "$exe" -f tnum "$font" "$CORPUS" > "$out/$name+tnum.txt" ;; esac
    # metrics and outlines (needs HarfBuzz >= 4.0: shape_dump exits 3 before that)
    "$exe" -o "$font" > "$out/$name.outlines.txt" 2>/dev/null || rm -f "$out/$name.outlines.txt"
  done
  echo "$v: $(head -1 "$out/$name.txt")" >&2
}

compare() { # VERSION -> summary lines; returns 1 when anything differs
  local v=$1 status=0 missing=0 f name n
  mkdir -p "$WORK/diff"
  : > "$WORK/diff/$v.diff"
  for f in "$WORK/out/$BASE"/*.txt; do
    name=$(basename "$f" .txt)
    if [ ! -f "$WORK/out/$v/$name.txt" ]; then
      missing=$((missing + 1))
    elif ! diff <(tail -n +2 "$f") <(tail -n +2 "$WORK/out/$v/$name.txt") > "$WORK/diff/tmp"; then
      status=1
      { echo "=== $name"; cat "$WORK/diff/tmp"; } >> "$WORK/diff/$v.diff"
      n=$(grep -c '^<' "$WORK/diff/tmp" || true)
      case $name in
        *.outlines)
          what='{ printf "%s; ", $1 == "< metrics" ? "metrics" : "glyph " substr($1, 3) }'
          echo "$v	$name	as shapes: $(python3 "$here/outline_equiv.py" "$f" \
            "$WORK/out/$v/$name.txt" || true)" ;;
        *) what='{ printf "L%s %s; ", substr($1, 3), $2 }' ;;
      esac
      echo "$v	$name	$n differ:	$(grep '^<' "$WORK/diff/tmp" | head -30 |
        awk -F'\t' "$what")$([ "$n" -le 30 ] || echo "… (all in $WORK/diff/$v.diff)")"
    fi
  done
  rm -f "$WORK/diff/tmp"
  [ $missing = 0 ] || echo "$v	$missing outputs not produced (outlines need HarfBuzz >= 4.0)"
  [ $status = 0 ] && echo "$v	all $(($(ls "$WORK/out/$BASE" | wc -l) - missing)) outputs identical to $BASE"
  return $status
}

case ${1:-} in
  fetch) fetch "${2:?fetch needs a directory}" ;;
  run)
    shift
    [ $# -gt 0 ] || { sed -n '2,/^set -euo/p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
    mkdir -p "$WORK"
    versions=()
    for spec in "$@"; do
      v=${spec%%=*} src=${spec#*=}
      [ "$v" = system ] || build "$v" "$src"
      dump "$v"
      versions+=("$v")
    done
    [ -d "$WORK/out/$BASE" ] || { echo "baseline $BASE was not among the versions" >&2; exit 2; }
    result=0
    for v in "${versions[@]}"; do
      [ "$v" = "$BASE" ] && continue
      compare "$v" || result=1
    done
    exit $result
    ;;
  *) sed -n '2,/^set -euo/p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
esac
