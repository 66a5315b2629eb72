#!/usr/bin/env python3
"""Whole-catalog verify in worker processes: wall time and memory of every process.

Usage: bench_workers.py CATALOG [--before OTHER_CATALOG] [--runs N]

For the shipped catalog (`catalog verify --quiet`, references unchanged) it prints, per run,
the wall time, the peak resident memory of the largest process (parent or worker) and of all
processes together (sampled every 20 ms from /proc), alternating with OTHER_CATALOG (another
build, such as the one before a change) when given. Then `verify` under `ulimit -v` limits
(exit code and failures; a run that takes over 120 s counts as a hang), and
`catalog-bench bench-verify --variants 2000` in worker processes and in one process, one
snapshot after another on the main actor (`--in-process`), same build, alternating. Goals (issue
#32): verify <= 1.0 s, largest process <= 150 MB, all processes <= 250 MB, bench-verify in
processes no slower than the 2,000 snapshots/s the build before worker processes reached on
threads.
"""
import argparse
import os
import pathlib
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time


def peak_memory(process):
    """Samples the RSS of `process` and its children until it ends: (largest, total) in MB."""
    largest = {}
    total = 0
    while process.poll() is None:
        pids = [process.pid]
        try:
            children = pathlib.Path(f"/proc/{process.pid}/task/{process.pid}/children")
            pids += [int(p) for p in children.read_text().split()]
        except OSError:
            pass
        now = 0
        for pid in pids:
            try:
                for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
                    if line.startswith("VmRSS:"):
                        kb = int(line.split()[1])
                        largest[pid] = max(largest.get(pid, 0), kb)
                        now += kb
            except OSError:
                pass
        total = max(total, now)
        time.sleep(0.02)
    return max(largest.values(), default=0) // 1024, total // 1024


def verify(binary, report, address_space_kb=None, timeout=120):
    def limit():
        if address_space_kb:
            size = address_space_kb * 1024
            resource.setrlimit(resource.RLIMIT_AS, (size, size))

    started = time.monotonic()
    process = subprocess.Popen(
        [binary, "verify", "--quiet", "--report", report],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, preexec_fn=limit)
    largest, total = peak_memory(process)
    try:
        out, err = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        return None
    wall = time.monotonic() - started
    counted = re.search(r"(\d+) failed", out.decode())
    failed = int(counted.group(1)) if counted else -1
    return wall, largest, total, process.returncode, failed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("catalog")
    parser.add_argument("--before")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    builds = [("this build", args.catalog)] + ([("before", args.before)] if args.before else [])
    scratch = tempfile.mkdtemp(prefix="bench-workers-")
    print("| build | verify wall s | largest process MB | all processes MB | exit |")
    print("|---|---|---|---|---|")
    results = {name: [] for name, _ in builds}
    for run in range(args.runs):
        for name, binary in builds:
            result = verify(binary, os.path.join(scratch, name.replace(" ", "-")))
            if result is None:
                print(f"| {name} | hung | | | |")
                continue
            results[name].append(result)
            wall, largest, total, code, _ = result
            print(f"| {name} | {wall:.2f} | {largest} | {total} | {code} |", flush=True)
    for name, rows in results.items():
        if rows:
            print(f"median {name}: {statistics.median(r[0] for r in rows):.2f} s, "
                  f"largest {statistics.median(r[1] for r in rows)} MB, "
                  f"all {statistics.median(r[2] for r in rows)} MB")
    print()
    print("| ulimit -v (KiB) | exit | failed variants | wall s |")
    print("|---|---|---|---|")
    for limit in (130000, 150000, 250000, 400000):
        result = verify(args.catalog, os.path.join(scratch, f"limit-{limit}"), limit)
        if result is None:
            print(f"| {limit} | hung | | |")
        else:
            print(f"| {limit} | {result[3]} | {result[4]} | {result[0]:.2f} |", flush=True)
    bench = pathlib.Path(args.catalog).with_name("catalog-bench")
    if bench.exists():
        print()
        snapshots = os.path.join(scratch, "generated")
        subprocess.run(
            [str(bench), "bench-verify", "--variants", "2000", "--record", "--snapshots",
             snapshots, "--report", snapshots + "-report"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        for run in range(args.runs):
            for mode in ([], ["--in-process"]):
                out = subprocess.run(
                    [str(bench), "bench-verify", "--variants", "2000", "--snapshots", snapshots,
                     "--report", snapshots + "-report"] + mode,
                    capture_output=True, text=True).stdout.strip().splitlines()
                print(out[-1] if out else "bench-verify printed nothing", flush=True)


if __name__ == "__main__":
    sys.exit(main())
