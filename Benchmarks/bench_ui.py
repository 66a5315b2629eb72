#!/usr/bin/env python3
"""Layout and rendering benchmark: a listing card and a 100-row list screen.

Usage: python3 Benchmarks/bench_ui.py [.build/release/catalog-bench]

Times come from `catalog-bench bench-layout` (median of repeated runs of one phase, in ms).
Allocations per render are counted with a tiny LD_PRELOAD library (built here with cc) that
counts malloc/calloc/realloc/posix_memalign calls; running a phase N+1 and 1 times and taking
the difference divided by N removes start-up allocations.
"""
import json
import pathlib
import subprocess
import sys
import tempfile

COUNTER_C = r"""
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
static unsigned long long calls;
static void *(*real_malloc)(size_t);
static void *(*real_calloc)(size_t, size_t);
static void *(*real_realloc)(void *, size_t);
static int (*real_memalign)(void **, size_t, size_t);
/* dlsym itself may calloc before real_calloc is known: serve it from a static buffer. */
static char early[4096]; static size_t early_used;
static void *early_alloc(size_t n) { void *p = early + early_used; early_used += (n + 15) & ~15UL; return p; }
void *malloc(size_t n) { if (!real_malloc) real_malloc = dlsym(RTLD_NEXT, "malloc"); calls++; return real_malloc(n); }
void *calloc(size_t a, size_t b) {
  if (!real_calloc) { static int busy; if (busy) return early_alloc(a * b); busy = 1;
    real_calloc = dlsym(RTLD_NEXT, "calloc"); busy = 0; }
  calls++; return real_calloc(a, b);
}
void *realloc(void *p, size_t n) { if (!real_realloc) real_realloc = dlsym(RTLD_NEXT, "realloc"); calls++; return real_realloc(p, n); }
int posix_memalign(void **p, size_t a, size_t n) { if (!real_memalign) real_memalign = dlsym(RTLD_NEXT, "posix_memalign"); calls++; return real_memalign(p, a, n); }
void free(void *p) {
  static void (*real_free)(void *);
  if ((char *)p >= early && (char *)p < early + sizeof early) return;
  if (!real_free) real_free = dlsym(RTLD_NEXT, "free");
  real_free(p);
}
__attribute__((destructor)) static void report(void) {
  char line[64]; int n = snprintf(line, sizeof line, "ALLOCATIONS %llu\n", calls);
  write(2, line, n);
}
"""

SCREENS = ["card", "list"]
PHASES = ["layout", "display-list", "raster"]


def run(binary, screen, phase, iterations, env=None):
    result = subprocess.run(
        [binary, "bench-layout", "--screen", screen, "--phase", phase,
         "--iterations", str(iterations)],
        capture_output=True, text=True, env=env, check=True)
    allocations = None
    for line in result.stderr.splitlines():
        if line.startswith("ALLOCATIONS "):
            allocations = int(line.split()[1])
    return json.loads(result.stdout), allocations


def main():
    binary = str(pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".build/release/catalog-bench"))
    if not pathlib.Path(binary).exists():
        print(f"bench_ui: {binary} not found; run `swift build -c release` first", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        library = pathlib.Path(tmp) / "count_malloc.so"
        source = pathlib.Path(tmp) / "count_malloc.c"
        source.write_text(COUNTER_C)
        subprocess.run(["cc", "-O2", "-shared", "-fPIC", "-o", str(library), str(source), "-ldl"],
                       check=True)
        counted = {"LD_PRELOAD": str(library), "PATH": "/usr/bin:/bin"}
        print("| screen | size (pt) | phase | median ms | allocations per run |")
        print("|---|---|---|---|---|")
        for screen in SCREENS:
            for phase in PHASES:
                timing, _ = run(binary, screen, phase, 20)
                _, once = run(binary, screen, phase, 1, counted)
                _, many = run(binary, screen, phase, 11, counted)
                key = {"layout": "layout_ms", "display-list": "display_list_ms",
                       "raster": "raster_ms"}[phase]
                per_run = (many - once) / 10 if once is not None and many is not None else None
                size = f"{timing['width']:g}×{timing['height']:g}"
                print(f"| {screen} | {size} | {phase} | {timing[key]:.3f} | "
                      f"{per_run if per_run is not None else 'n/a':g} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
