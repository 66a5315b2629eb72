"""The catalog-bench binary a benchmark script runs: the first argument, or the release build."""
import pathlib
import sys


def bench_binary(script):
    """The binary's path, or None after telling how to build it (`script` names the caller)."""
    binary = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".build/release/catalog-bench")
    if not binary.exists():
        print(f"{script}: {binary} not found; run `make build-bench` first", file=sys.stderr)
        return None
    return str(binary)
