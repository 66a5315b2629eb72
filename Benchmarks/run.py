#!/usr/bin/env python3
"""Runs every Benchmarks/bench_*.py in name order against the release build.

Each script is runnable alone and prints its own table; this runner only sequences them and
stops with the first failure's exit code, so `make bench` fails loudly.
"""
import pathlib
import subprocess
import sys

here = pathlib.Path(__file__).resolve().parent
root = here.parent
# bench_catalog and bench_workers time the user's `catalog`; the others drive `catalog-bench`.
binaries = {
    "bench_catalog.py": root / ".build" / "release" / "catalog",
    "bench_workers.py": root / ".build" / "release" / "catalog",
}
bench = root / ".build" / "release" / "catalog-bench"
scripts = sorted(here.glob("bench_*.py"))
if not scripts:
    print("bench: no Benchmarks/bench_*.py scripts found", file=sys.stderr)
    sys.exit(1)
for script in scripts:
    print(f"== {script.name}", flush=True)
    binary = binaries.get(script.name, bench)
    code = subprocess.call([sys.executable, str(script), str(binary)], cwd=root)
    if code != 0:
        print(f"bench: {script.name} failed with exit code {code}", file=sys.stderr)
        sys.exit(code)
