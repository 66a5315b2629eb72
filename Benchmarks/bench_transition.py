#!/usr/bin/env python3
"""Frames of a declared transition: the seed's bottom sheet rising over the explore page.

Usage: python3 Benchmarks/bench_transition.py [.build/release/catalog-bench]

Runs `catalog-bench bench-transition` (iPhone 15 at 2×, 786×1704 px): building the transition
(both screens laid out, split into layers, sprites rendered once) and compositing 30 frames
spread over it. Reported: the median of five rounds for each, and the goal for 30 frames.
"""
import json
import pathlib
import subprocess
import sys


def main():
    binary = str(pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".build/release/catalog-bench"))
    if not pathlib.Path(binary).exists():
        print(f"bench_transition: {binary} not found; run `make build-bench` first",
              file=sys.stderr)
        return 1
    result = json.loads(subprocess.run(
        [binary, "bench-transition", "--frames", "30", "--rounds", "5"],
        capture_output=True, text=True, check=True).stdout)
    print("| figure | median ms | goal |")
    print("|---|---|---|")
    print(f"| build the transition | {result['build_ms']} | — |")
    print(f"| composite 30 frames | {result['frames_ms']} ({result['per_frame_ms']} a frame) | "
          f"30 frames < 100 |")
    print(f"| build and 30 frames | {result['total_ms']} | — |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
