#!/usr/bin/env python3
"""Are two shape_dump -o outputs the same shapes? Used by compare.sh.

    outline_equiv.py BASE.outlines.txt OTHER.outlines.txt

Prints how many glyphs differ as text and how many of those differ as geometry: each closed
contour is taken as its cycle of segments (a closing line to the start point made explicit,
zero-length lines dropped), so a contour drawn from another starting point counts as the same
shape. Metrics lines must match exactly. Exit 0 when all geometry matches, 1 otherwise.
"""
import collections
import sys


def contours(path):
    out, cur, start, pos = [], [], None, None
    for tok in path.split():
        op = tok[0]
        nums = tuple(float(x) for x in tok[1:].split(",")) if len(tok) > 1 else ()
        if op == "M":
            cur, start, pos = [], nums, nums
        elif op == "Z":
            if pos != start:
                cur.append(("L", pos, (), start))
            out.append(cur)
            cur, pos = [], start
        else:
            end = nums[-2:]
            if not (op == "L" and end == pos):
                cur.append((op, pos, nums[:-2], end))
            pos = end
    if cur:
        out.append(cur)  # an open contour: compared as drawn
    return out


def canonical(contour):
    return min((tuple(contour[i:] + contour[:i]) for i in range(len(contour))), default=())


def shapes(path):
    return collections.Counter(canonical(c) for c in contours(path))


def load(name):
    glyphs, metrics = {}, None
    with open(name, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                continue
            key, _, value = line.rstrip("\n").partition("\t")
            if key == "metrics":
                metrics = value
            else:
                glyphs[key] = value
    return metrics, glyphs


def main():
    (m1, a), (m2, b) = load(sys.argv[1]), load(sys.argv[2])
    text = [g for g in a.keys() | b.keys() if a.get(g) != b.get(g)]
    geometry = sorted((g for g in text if shapes(a.get(g, "")) != shapes(b.get(g, ""))), key=int)
    metrics = "metrics differ; " if m1 != m2 else ""
    print(f"{metrics}{len(text)} glyphs differ as text, {len(geometry)} as geometry"
          + (f" (glyphs {' '.join(geometry[:30])})" if geometry else ""))
    return 1 if geometry or metrics else 0


if __name__ == "__main__":
    sys.exit(main())
