"""Error of a rendering against an exact-area reference, shared by the quality benchmarks.

The reference is drawn at `s`× scale and box-filtered `s`×`s` down; errors are over every
channel, in 8-bit levels. Not a benchmark itself: `Benchmarks/run.py` runs only `bench_*.py`.
"""
import numpy as np


def downsample(p, s):
    """Box-filters an (h·s, w·s, 4) image to (h, w, 4), rounding half up."""
    h, w = p.shape[0] // s, p.shape[1] // s
    q = p.astype(np.float64).reshape(h, s, w, s, 4).mean(axis=(1, 3))
    return np.floor(q + 0.5).astype(np.int32)


def errors(pixels, ref):
    """Max and mean absolute difference, and the percentages of values off by more than 2, 8
    and 32 levels."""
    d = np.abs(pixels.astype(np.int32) - ref.astype(np.int32))
    n = d.size
    return (int(d.max()), float(d.mean()), 100 * np.count_nonzero(d > 2) / n,
            100 * np.count_nonzero(d > 8) / n, 100 * np.count_nonzero(d > 32) / n)
