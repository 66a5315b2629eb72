#!/usr/bin/env python3
"""Frames of a declared transition: the seed's bottom sheet rising over the explore page.

Usage: python3 Benchmarks/bench_transition.py [.build/release/catalog-bench]

Runs `catalog-bench bench-transition` (iPhone 15 at 2×, 786×1704 px): building the transition
(both screens laid out, split into layers, each distinct layer rendered once) and compositing
30 frames spread over it, each dropped once made. Both steps use every core the process may
run on, so the run is repeated under `taskset -c 0` (one core) where taskset exists. Reported:
the median of fifteen rounds for each; the goal is 30 keyframes in under 100 ms.
"""
import json
import shutil
import subprocess
import sys

from bench_binary import bench_binary


def run(prefix, binary):
    return json.loads(subprocess.run(
        [*prefix, binary, "bench-transition", "--frames", "30", "--rounds", "15"],
        capture_output=True, text=True, check=True).stdout)


def main():
    binary = bench_binary("bench_transition")
    if binary is None:
        return 1
    setups = [("all cores", [])]
    if shutil.which("taskset"):
        setups.append(("one core (taskset -c 0)", ["taskset", "-c", "0"]))
    print("| cores | build the transition ms | composite 30 frames ms | build and 30 frames ms "
          "| goal |")
    print("|---|---|---|---|---|")
    for name, prefix in setups:
        result = run(prefix, binary)
        print(f"| {name} | {result['build_ms']} | {result['frames_ms']} "
              f"({result['per_frame_ms']} a frame) | {result['total_ms']} | 30 keyframes < 100 |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
