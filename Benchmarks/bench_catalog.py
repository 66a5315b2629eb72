#!/usr/bin/env python3
"""Catalog verify throughput, peak memory and start-up time.

Usage: python3 Benchmarks/bench_catalog.py [.build/release/catalog] [--runs N]
           [--variants N ...] [--swift-run]

- Start-up: `catalog --help` and `catalog list` (median wall time of 10 runs).
- The shipped catalog: `catalog verify --quiet --jobs J` for J = 1 and 2.
- Generated catalogs (`catalog-bench bench-verify`, typical design-system variants, light and dark):
  recorded once into a temporary directory, then verified with 1 and 2 jobs.
- With --swift-run: `swift run -c release catalog verify` and `swift run catalog verify`
  (debug, scratch path .build-debug) when nothing needs rebuilding; builds each once first.

Every command runs in its own process; wall time is measured around it, CPU time (user +
system) and peak RSS come from wait4. CPU ms per snapshot depends little on other load on
the machine; wall time does not. Snapshots/s is snapshots over the whole process's wall
time, start-up included. Run from the package root.
"""
import argparse
import json
import os
import pathlib
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def measure(command, cwd=None):
    """Runs a command; returns wall s, CPU s, peak RSS KB, exit code and its output."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=out, stderr=err, cwd=cwd)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return {
            "wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "rss": usage.ru_maxrss,
            "code": process.returncode, "out": out.read().decode(), "err": err.read().decode(),
        }


def checked(result, command):
    if result["code"] != 0:
        sys.exit(f"bench_catalog: {' '.join(command)} exited {result['code']}:\n"
                 f"{result['out']}{result['err']}")
    return result


def median(values):
    return statistics.median(values)


def row(label, jobs, snapshots, results):
    walls = [r["wall"] for r in results]
    rates = [snapshots / w for w in walls]
    return (f"| {label} | {snapshots} | {jobs} | {median(walls):.2f} "
            f"({min(walls):.2f}–{max(walls):.2f}) | {median([r['cpu'] for r in results]):.2f} | "
            f"{median([r['cpu'] for r in results]) * 1000 / snapshots:.2f} | "
            f"{median(rates):.0f} ({min(rates):.0f}–{max(rates):.0f}) | "
            f"{max(r['rss'] for r in results) / 1024:.0f} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("binary", nargs="?", default=".build/release/catalog")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--variants", type=int, nargs="+", default=[1000, 5000])
    parser.add_argument("--swift-run", action="store_true")
    args = parser.parse_args()
    binary = str(pathlib.Path(args.binary).resolve())
    if not os.path.exists(binary):
        print(f"bench_catalog: {binary} not found; run `swift build -c release` first",
              file=sys.stderr)
        return 1

    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; "
          f"{os.cpu_count()} cores")
    print()
    print("| command | median ms | peak RSS MB |")
    print("|---|---|---|")
    for command in (["--help"], ["list"]):
        results = [checked(measure([binary] + command), command) for _ in range(10)]
        print(f"| catalog {' '.join(command)} | {median([r['wall'] for r in results]) * 1000:.0f} "
              f"| {max(r['rss'] for r in results) / 1024:.0f} |")

    print()
    print("| catalog | snapshots | jobs | wall s, median (range) | CPU s | CPU ms/snapshot | "
          "snapshots/s, median (range) | peak RSS MB |")
    print("|---|---|---|---|---|---|---|---|")
    # The generated catalogs run through catalog-bench, built beside the user's catalog.
    bench = os.path.join(os.path.dirname(binary), "catalog-bench")
    with tempfile.TemporaryDirectory() as work:
        for jobs in (1, 2):
            command = [binary, "verify", "--quiet", "--jobs", str(jobs),
                       "--report", os.path.join(work, "shipped-report")]
            results = [checked(measure(command), command) for _ in range(args.runs)]
            count = int(re.match(r"verify: (\d+) snapshots", results[0]["out"]).group(1))
            print(row("shipped", jobs, count, results), flush=True)
        for variants in args.variants:
            base = os.path.join(work, f"generated-{variants}")
            common = ["--variants", str(variants), "--snapshots", os.path.join(base, "Snapshots"),
                      "--report", os.path.join(base, "report")]
            checked(measure([bench, "bench-verify", "--record"] + common), ["record"])
            for jobs in (1, 2):
                command = [bench, "bench-verify", "--jobs", str(jobs)] + common
                results = [checked(measure(command), command) for _ in range(args.runs)]
                reported = json.loads(results[0]["out"].strip().splitlines()[-1])
                print(row("generated", jobs, reported["snapshots"], results), flush=True)
            shutil.rmtree(base)

    if args.swift_run:
        print()
        print("| command (nothing to rebuild) | median s | peak RSS MB |")
        print("|---|---|---|")
        for label, build in (("swift run -c release catalog verify", ["-c", "release"]),
                             ("swift run catalog verify (debug, --scratch-path .build-debug)",
                              ["--scratch-path", ".build-debug"])):
            checked(measure(["swift", "build", "--product", "catalog"] + build), ["swift build"])
            command = ["swift", "run"] + build + ["catalog", "verify", "--quiet"]
            results = [measure(command) for _ in range(args.runs)]
            for r in results:
                if r["code"] != 0:
                    sys.exit(f"bench_catalog: {' '.join(command)} exited {r['code']}:\n{r['err']}")
            print(f"| {label} | {median([r['wall'] for r in results]):.2f} "
                  f"| {max(r['rss'] for r in results) / 1024:.0f} |", flush=True)
    print()
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
