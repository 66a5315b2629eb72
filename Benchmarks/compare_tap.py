#!/usr/bin/env python3
"""Compare the tap cycle of two catalog-bench builds, run alternately.

Usage: python3 Benchmarks/compare_tap.py BEFORE AFTER [ROUNDS]

This machine's speed drifts by half between minutes (CPU time stolen by its host), so two
builds are only comparable when measured in the same minutes: each round runs
`bench-tap --cycles 1000` on a worker thread and on a test thread with each build in turn.
Prints the median of the rounds' medians, and their range, per build and thread.
"""
import json
import os
import statistics
import subprocess
import sys


def median_ms(binary, on_worker):
    arguments = [binary, "bench-tap", "--cycles", "1000"] + (["--on-worker"] if on_worker else [])
    result = subprocess.run(arguments, capture_output=True, text=True, check=True)
    return json.loads(result.stdout)["median_ms"]


def main():
    if len(sys.argv) < 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 64
    builds = sys.argv[1:3]
    for build in builds:
        if not os.access(build, os.X_OK):
            print(f"{build!r} is not an executable catalog-bench; build one with "
                  "`swift build -c release --product catalog-bench` and copy it", file=sys.stderr)
            return 66
    try:
        rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 8
    except ValueError:
        rounds = 0
    if rounds < 1:
        print(f"ROUNDS must be a whole number of at least 1, not {sys.argv[3]!r}", file=sys.stderr)
        return 64
    samples = {(build, worker): [] for build in builds for worker in (True, False)}
    for _ in range(rounds):
        for build in builds:
            for worker in (True, False):
                samples[(build, worker)].append(median_ms(build, worker))
    print("| build | thread | median of medians ms | range ms |")
    print("|---|---|---|---|")
    for (build, worker), values in samples.items():
        print(f"| {build} | {'worker' if worker else 'test'} | {statistics.median(values):.3f} | "
              f"{min(values):.3f}–{max(values):.3f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
