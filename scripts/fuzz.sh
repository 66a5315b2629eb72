#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ and runs each for a bounded time.
#
# Usage: scripts/fuzz.sh [build | run [TARGET...]]   (default: run every target)
#   FUZZ_SECONDS   how long each target runs (default 60)
#   FUZZ_JOBS      how many targets run at once (default: the number of cores)
#   SWIFTC, CLANG  the compilers (default: the toolchain's swiftc and its clang)
#
# The library modules a target needs are compiled straight with swiftc (one whole-module
# invocation each) into .build-fuzz/, instrumented with -sanitize=fuzzer,address; the C shim
# over libpng is instrumented too, libpng itself is the system's. Nothing here touches the
# SwiftPM build in .build/, and no fuzz target is part of `swift build` or `swift test`.
#
# Each run reads the committed seeds in Fuzz/Corpus/TARGET/ and writes what it discovers to
# .build-fuzz/corpus/TARGET/ (kept between runs, never committed). A crash, trap, leak, hang
# (-timeout) or memory blow-up (-rss_limit_mb) is written to Fuzz/Findings/TARGET/ and makes
# the script exit 1 after the other targets have run, printing how to reproduce it.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(png-decoder scene-reader svg-path definition-scanner)
seconds=${FUZZ_SECONDS:-60}
swiftc=${SWIFTC:-swiftc}
scratch=.build-fuzz
modules=$scratch/Modules
sanitize=-sanitize=fuzzer,address
# The C shim's module map sits in its own folder; a module that imports PNG needs it too.
swift_flags=(-O -g -swift-version 6 -parse-as-library "$sanitize" -I "$modules"
  -I "$scratch/CPNGShim")

clang=${CLANG:-$(dirname "$(command -v "$swiftc")")/clang}
if [ ! -x "$clang" ]; then clang=clang; fi

# Rebuilds `output` when it is missing or older than any of the following files.
stale() {
  local output=$1
  shift
  [ -e "$output" ] || return 0
  local input
  for input in "$@"; do [ "$input" -nt "$output" ] && return 0; done
  return 1
}

# Compiles one library module: swift_module NAME SOURCE_DIR "DEPENDENCIES" [SWIFTC ARGS...],
# where DEPENDENCIES are the modules (built here) that it imports.
swift_module() {
  local name=$1 dir=$2 dependencies=$3
  shift 3
  local sources
  mapfile -t sources < <(find "$dir" -name '*.swift' | sort)
  local inputs=("${sources[@]}") dependency
  for dependency in $dependencies; do inputs+=("$scratch/$dependency.o"); done
  if stale "$scratch/$name.o" "${inputs[@]}" scripts/fuzz.sh; then
    echo "fuzz: compiling $name"
    "$swiftc" "${swift_flags[@]}" "$@" -module-name "$name" -wmo -emit-module \
      -emit-module-path "$modules/$name.swiftmodule" -c "${sources[@]}" -o "$scratch/$name.o"
    # swiftc leaves an unchanged object's time alone, which would keep it stale for ever.
    touch "$scratch/$name.o"
  fi
}

# Links one fuzz target from Fuzz/TARGET.swift and the objects it needs.
link_target() {
  local target=$1
  shift
  local objects=("$@") libraries=()
  [[ " ${objects[*]} " == *" $scratch/CPNGShim.o "* ]] && libraries+=($(pkg-config --libs libpng))
  if stale "$scratch/bin/fuzz-$target" "Fuzz/$target.swift" "${objects[@]}" scripts/fuzz.sh; then
    echo "fuzz: linking fuzz-$target"
    "$swiftc" "${swift_flags[@]}" -use-ld=lld -module-name FuzzTarget "Fuzz/$target.swift" \
      "${objects[@]}" "${libraries[@]}" -o "$scratch/bin/fuzz-$target"
  fi
}

# The C shim: instrumented for coverage and ASan, imported through a module map of its own.
compile_shim() {
  local shim=Sources/CPNGShim
  if stale "$scratch/CPNGShim.o" "$shim/png_shim.c" "$shim/include/png_shim.h" scripts/fuzz.sh; then
    echo "fuzz: compiling CPNGShim"
    # The define is libFuzzer's convention; the shim then ignores chunk and zlib checksums.
    # shellcheck disable=SC2046
    "$clang" -O1 -g -fsanitize=fuzzer-no-link,address \
      -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION $(pkg-config --cflags libpng) \
      -I "$shim/include" -c "$shim/png_shim.c" -o "$scratch/CPNGShim.o"
  fi
  printf 'module CPNGShim {\n  header "%s"\n  export *\n}\n' \
    "$PWD/$shim/include/png_shim.h" >"$scratch/CPNGShim/module.modulemap.new"
  cmp -s "$scratch/CPNGShim/module.modulemap.new" "$scratch/CPNGShim/module.modulemap" \
    || mv "$scratch/CPNGShim/module.modulemap.new" "$scratch/CPNGShim/module.modulemap"
  rm -f "$scratch/CPNGShim/module.modulemap.new"
}

build() {
  # One build at a time: `make test` starts one in the background, and `run` waits for it here,
  # then finds everything up to date.
  mkdir -p "$scratch"
  local lock
  exec {lock}>"$scratch/build.lock"
  flock "$lock"
  local resources
  resources=$("$swiftc" -print-target-info | sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p')
  if ! compgen -G "$resources/clang/lib/*/libclang_rt.fuzzer*.a" >/dev/null; then
    echo "fuzz: $swiftc has no libFuzzer runtime under $resources/clang/lib;" \
      "use a swift.org toolchain for Linux" >&2
    exit 2
  fi
  mkdir -p "$modules" "$scratch/bin" "$scratch/CPNGShim"
  # Steps that do not depend on each other run side by side: the scanner and the C shim beside
  # the Hashing-Raster chain, Scenes beside PNG, the four links at once. `wait PID` fails the
  # build (set -e) when a step in the background failed.
  swift_module DefinitionScanning Sources/DefinitionScanning "" &
  local scanning=$!
  compile_shim &
  local shim=$!
  swift_module Hashing Sources/Hashing ""
  swift_module Raster Sources/Raster "Hashing"
  wait "$shim"
  swift_module Scenes Sources/Scenes "Raster" &
  local scenes=$!
  swift_module PNG Sources/PNG "Raster CPNGShim"
  wait "$scenes"
  wait "$scanning"

  local links=()
  link_target png-decoder "$scratch/PNG.o" "$scratch/Raster.o" "$scratch/Hashing.o" \
    "$scratch/CPNGShim.o" &
  links+=($!)
  link_target scene-reader "$scratch/Scenes.o" "$scratch/Raster.o" "$scratch/Hashing.o" &
  links+=($!)
  link_target svg-path "$scratch/Raster.o" "$scratch/Hashing.o" &
  links+=($!)
  link_target definition-scanner "$scratch/DefinitionScanning.o" &
  links+=($!)
  local link
  for link in "${links[@]}"; do wait "$link"; done
}

# Runs one target; prints a one-line summary, or the failure and how to reproduce it.
run_target() {
  local target=$1
  local binary=$scratch/bin/fuzz-$target corpus=$scratch/corpus/$target
  local findings=Fuzz/Findings/$target log=$scratch/logs/$target.log
  mkdir -p "$corpus" "$findings" "$scratch/logs"
  local options=(-max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10
    -print_final_stats=1 -artifact_prefix="$findings/")
  [ -f "Fuzz/Dictionaries/$target.dict" ] && options+=(-dict="Fuzz/Dictionaries/$target.dict")
  # A fixed seed (make test sets one) replays the same mutations, so CI does not fail on a
  # find one run happens on and the next does not; `make fuzz` explores afresh each time.
  if [ -n "${FUZZ_SEED:-}" ]; then options+=(-seed="$FUZZ_SEED"); fi
  local status=0
  # The first directory receives new inputs; the committed seeds are only read.
  # Swift's own crash backtracer would catch a trap before libFuzzer can save the input.
  SWIFT_BACKTRACE=enable=no "$binary" "${options[@]}" "$corpus" "Fuzz/Corpus/$target" \
    >"$log" 2>&1 || status=$?
  local runs rate
  runs=$(awk '/stat::number_of_executed_units/ { print $2 }' "$log")
  rate=$(awk '/stat::average_exec_per_sec/ { print $2 }' "$log")
  if [ "$status" -eq 0 ]; then
    echo "fuzz: $target: OK, ${runs:-0} runs in $seconds s (${rate:-0} exec/s)," \
      "$(find "$corpus" -type f | wc -l) inputs kept in $corpus"
    return 0
  fi
  local artifact frame
  artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -n 1)
  # The innermost stack frame in the project's own code says where to look first.
  frame=$(grep -E '^ +#[0-9]+ 0x' "$log" | grep -m 1 -oE "$PWD/(Sources|Fuzz)/[^ ]+" \
    | sed "s|^$PWD/||" || true)
  echo "fuzz: $target: FAILED (exit $status)${frame:+ at $frame}; log: $log"
  grep -oE 'Fatal error: .*|Swift runtime failure: .* /|SUMMARY: .*' "$log" | sed 's| /$||' \
    | head -n 2 | sed 's/^/  /' || true
  if [ -n "$artifact" ]; then
    echo "  reproducer: $artifact"
    echo "  reproduce:  SWIFT_BACKTRACE=enable=no $binary $artifact"
  fi
  return 1
}

mode=${1:-run}
[ $# -gt 0 ] && shift
case "$mode" in
  build) build ;;
  run)
    selected=("$@")
    [ ${#selected[@]} -gt 0 ] || selected=("${targets[@]}")
    for target in "${selected[@]}"; do
      [[ " ${targets[*]} " == *" $target "* ]] \
        || { echo "fuzz: unknown target '$target' (expected ${targets[*]})" >&2; exit 64; }
    done
    build
    # Targets run side by side, FUZZ_JOBS at a time (one per core by default); each writes its
    # summary and exit status to files, printed in order once all have finished.
    mkdir -p "$scratch/logs"
    parallel=${FUZZ_JOBS:-$(nproc)}
    for target in "${selected[@]}"; do
      while [ "$(jobs -rp | wc -l)" -ge "$parallel" ]; do wait -n || true; done
      rm -f "$scratch/logs/$target.status"
      (
        run_target "$target" && status=0 || status=$?
        echo "$status" >"$scratch/logs/$target.status"
      ) >"$scratch/logs/$target.summary" 2>&1 &
    done
    wait
    failed=0
    for target in "${selected[@]}"; do
      cat "$scratch/logs/$target.summary"
      [ "$(cat "$scratch/logs/$target.status" 2>/dev/null)" = 0 ] || failed=1
    done
    exit "$failed"
    ;;
  *) echo "usage: scripts/fuzz.sh [build | run [TARGET...]]" >&2; exit 64 ;;
esac
