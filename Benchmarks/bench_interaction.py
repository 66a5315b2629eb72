#!/usr/bin/env python3
"""Behavioural-test cycle on a hosted screen: tap → state change → re-render → query.

Usage: python3 Benchmarks/bench_interaction.py [.build/release/catalog-bench]

Runs `catalog-bench bench-tap` on the reservation screen (iPhone 15 size): each cycle taps the
guests stepper's plus or minus through real geometry, the store handles the action, the host
resolves and lays the screen out again, and a query reads the stepper's value back. Reported:
the median and 90th percentile per cycle from a test thread (each call starts one large-stack
thread) and on a large-stack worker (as the catalog's workers run), the cycle with pixels
(display list and rasterization), and resident memory after 1,000 and 10,000 cycles.
"""
import json
import subprocess
import sys

from bench_binary import bench_binary


def run(binary, *arguments):
    result = subprocess.run([binary, "bench-tap", *arguments], capture_output=True, text=True,
                            check=True)
    return json.loads(result.stdout)


def main():
    binary = bench_binary("bench_interaction")
    if binary is None:
        return 1
    print("| cycle | where | cycles | median ms | p90 ms | goal |")
    print("|---|---|---|---|---|---|")
    rows = [
        ("tap → re-render → query", "test thread", ["--cycles", "2000"]),
        ("tap → re-render → query", "worker thread", ["--cycles", "2000", "--on-worker"]),
        ("… and rasterize", "test thread", ["--cycles", "300", "--pixels"]),
    ]
    for name, where, arguments in rows:
        result = run(binary, *arguments)
        goal = "< 2 ms" if "--pixels" not in arguments else "—"
        print(f"| {name} | {where} | {result['cycles']} | {result['median_ms']} | "
              f"{result['p90_ms']} | {goal} |")
    long = run(binary, "--cycles", "10000", "--on-worker")
    samples = dict((cycle, kib) for cycle, kib in long["rss_kib"])
    print()
    print(f"Resident memory: {samples.get(1)} KiB after 1 cycle, {samples.get(1000)} KiB after "
          f"1,000, {samples.get(10000)} KiB after 10,000 "
          f"(growth from 1,000 to 10,000: {samples.get(10000, 0) - samples.get(1000, 0)} KiB).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
