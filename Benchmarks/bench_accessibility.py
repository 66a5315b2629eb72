#!/usr/bin/env python3
"""What accessibility snapshots and audits cost.

Usage: python3 Benchmarks/bench_accessibility.py [.build/release/catalog-bench]

1. `catalog-bench bench-accessibility`: every snapshot of the shipped catalog rendered on one
   large-stack worker with and without its accessibility snapshot and audits (the median of
   several renders each way, alternating); reported as the share the accessibility work adds
   to rendering, over the whole catalog and per snapshot (median, 90th percentile).
2. `catalog-bench bench-verify` on a generated catalog of 2,000 snapshots, recorded then
   verified with and without accessibility: throughput and peak resident memory.
"""
import json
import pathlib
import shutil
import subprocess
import sys

from bench_binary import bench_binary


def run(binary, *arguments):
    result = subprocess.run([binary, *arguments], capture_output=True, text=True)
    if result.returncode not in (0, 1):
        sys.stderr.write(result.stderr)
        raise SystemExit(result.returncode)
    return json.loads(result.stdout.strip().splitlines()[-1])


def main():
    binary = bench_binary("bench_accessibility")
    if binary is None:
        return 1
    share = run(binary, "bench-accessibility", "--rounds", "7")
    print("| measure | snapshots | without ms | with ms | share | median share | p90 share | goal |")
    print("|---|---|---|---|---|---|---|---|")
    print(f"| render + tree + audits, shipped catalog | {share['snapshots']} | "
          f"{share['without_ms']:.1f} | {share['with_ms']:.1f} | {share['share'] * 100:.1f} % | "
          f"{share['median_share'] * 100:.1f} % | {share['p90_share'] * 100:.1f} % | < 15 % |")
    print()
    print("| verify, generated catalog | snapshots | snapshots/s | peak RSS KiB |")
    print("|---|---|---|---|")
    for label, extra in (("without accessibility", ["--no-accessibility"]),
                         ("with accessibility", [])):
        folder = pathlib.Path(".build/bench-accessibility")
        shutil.rmtree(folder, ignore_errors=True)
        common = ["--variants", "2000", "--snapshots", str(folder / "Snapshots"),
                  "--report", str(folder / "report"), *extra]
        run(binary, "bench-verify", "--record", *common)
        verified = run(binary, "bench-verify", *common)
        print(f"| {label} | {verified['snapshots']} | {verified['snapshots_per_second']} | "
              f"{verified['peak_rss_kb']} |")
    shutil.rmtree(pathlib.Path(".build/bench-accessibility"), ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
