#!/usr/bin/env python3
"""PNG decode/encode speed, file sizes against optipng -o2, and diff speed against peers.

Usage: Benchmarks/bench_png.py [.build/release/catalog-bench] [--iterations N] [--quick]

`--quick` checks the script: 20 snapshots, and no pixelmatch run on the fully different pair
(about two minutes of pure Python).

Images: a 1500x3000 screen-like scene (flat backgrounds, a gradient header, rounded cards with
shadows, Inter text drawn from glyph outlines, pill buttons, hairlines) rendered by
`catalog-bench render-scene`, two variants of it (slightly different: one title re-typed, one button
recoloured; fully different: the dark theme), the two shared scenes and every shipped
`Snapshots/**/*.png`.

Ours: `catalog-bench bench-png` times decode (from memory), encode, exact and perceptual diff in
one process and prints medians; a memcmp of A's pixel buffer with a copy of it (reading both
to the end) is the memory-speed reference. File sizes: ours is what our encoder writes;
optipng gets the same pixels as a plain RGBA PNG (pypng) and runs `optipng -o2 -force`, so its
reductions are its own.

Peers for diff, in the same run: the `pixelmatch` Python package (threshold 0.1, the same
options as ours; images loaded with pypng before timing, timed once per pair: it is pure
Python) and ImageMagick `compare -metric AE` (exact) and `-fuzz 10%` (perceptual-ish: RGB
distance, no YIQ and no anti-aliasing detection) on MPC files, which ImageMagick maps without
decoding. ImageMagick runs as a process; its start-up on a 1x1 pair is measured and
subtracted.

Every time is CPU time (user + system, summed over threads; ImageMagick uses both cores): the
machine is shared with other builds, and wall time there measures the neighbours as much as the
code. The load average is printed first.
"""
import json
import pathlib
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import freetype
import png
from pixelmatch import pixelmatch

ROOT = pathlib.Path(__file__).resolve().parent.parent
FONT_DIR = ROOT / "Sources/TextEngine/Fonts/BuiltIn"
MAGICK = "/usr/bin/compare"
CONVERT = "/usr/bin/convert"


# MARK: - A screen-like scene

class Text:
    """Glyph runs laid out with the font's advances (no kerning), positions on 1/1024 px."""

    def __init__(self, file):
        self.file = file
        self.face = freetype.Face(str(FONT_DIR / file))
        self.upem = self.face.units_per_EM
        self.cache = {}

    def run(self, text, x, y, size, paint):
        glyphs = []
        for ch in text:
            if ch not in self.cache:
                gid = self.face.get_char_index(ord(ch))
                self.face.load_glyph(gid, freetype.FT_LOAD_NO_SCALE)
                self.cache[ch] = (gid, self.face.glyph.advance.x)
            gid, advance = self.cache[ch]
            glyphs.append([gid, round(x * 1024) / 1024, round(y * 1024) / 1024])
            x += advance * size / self.upem
        return {"op": "glyphs", "font": {"file": self.file, "upem": self.upem}, "size": size,
                "paint": paint, "glyphs": glyphs, "text": text}


def rrect(x, y, w, h, r):
    return (f"M{x + r} {y}H{x + w - r}A{r} {r} 0 0 1 {x + w} {y + r}V{y + h - r}"
            f"A{r} {r} 0 0 1 {x + w - r} {y + h}H{x + r}A{r} {r} 0 0 1 {x} {y + h - r}"
            f"V{y + r}A{r} {r} 0 0 1 {x + r} {y}Z")


def circle(cx, cy, r):
    return f"M{cx - r} {cy}A{r} {r} 0 1 0 {cx + r} {cy}A{r} {r} 0 1 0 {cx - r} {cy}Z"


def screen_scene(variant):
    """A 1500x3000 list screen; `variant` is "base", "slight" or "dark"."""
    dark = variant == "dark"
    regular, semibold = Text("Inter-Regular.otf"), Text("Inter-SemiBold.otf")
    page, card = ("#000000", "#1C1C1E") if dark else ("#F2F2F7", "#FFFFFF")
    ink, secondary = ("#FFFFFF", "#98989F") if dark else ("#1C1C1E", "#6B6B70")
    hairline = "#38383A" if dark else "#D1D1D6"
    accents = ["#0A84FF", "#30D158", "#FF9F0A", "#FF375F", "#BF5AF2", "#64D2FF"]
    W, H = 1500, 3000
    ops = [{"op": "fill", "path": f"M0 0H{W}V420H0Z", "paint": {
        "type": "linear", "x0": 0, "y0": 0, "x1": W, "y1": 420,
        "stops": [[0, "#2C2C7A" if dark else "#5B4BDB"], [1, "#6A1F7A" if dark else "#C04BD8"]]}}]
    ops.append(semibold.run("Explore stays", 60, 150, 84, "#FFFFFF"))
    ops.append(regular.run("1,204 places in Lisbon · 12–19 Dec", 60, 230, 40, "#FFFFFFD9"))
    ops.append({"op": "fill", "path": rrect(60, 300, 1380, 84, 42), "paint": card})
    ops.append(regular.run("Search destinations", 140, 355, 38, secondary))
    ops.append({"op": "stroke", "path": circle(104, 340, 16), "paint": secondary,
                "stroke": {"width": 4.5}})
    titles = ["Sunny loft near the river", "Quiet studio with a garden",
              "Family house, 3 bedrooms", "Modern flat by the old tram",
              "Rooftop room with a view", "Cosy cabin in the hills",
              "Bright apartment, balcony", "Historic townhouse, Alfama"]
    for i, title in enumerate(titles):
        y = 470 + i * 300
        if variant == "slight" and i == 3:
            title = "Modern flat by the old tram!"
        accent = accents[i % len(accents)]
        if variant == "slight" and i == 5:
            accent = "#FF8F0A"
        ops.append({"op": "shadow", "path": rrect(60, y, 1380, 260, 32), "color": "#0000001F",
                    "sigma": 10, "offset": [0, 6]})
        ops.append({"op": "fill", "path": rrect(60, y, 1380, 260, 32), "paint": card})
        ops.append({"op": "fill", "path": circle(170, y + 90, 60), "paint": {
            "type": "radial", "cx": 150, "cy": y + 70, "r": 90,
            "stops": [[0, accent], [1, "#00000066" if dark else "#FFFFFF"]]}})
        ops.append(semibold.run(title, 270, y + 80, 44, ink))
        ops.append(regular.run(f"Entire place · {2 + i % 4} guests · {1 + i % 3} beds", 270,
                               y + 135, 34, secondary))
        ops.append(regular.run(f"★ 4.{9 - i % 7} ({37 + 11 * i} reviews)", 270, y + 185, 34,
                               secondary))
        ops.append({"op": "fill", "path": rrect(1110, y + 160, 290, 72, 36), "paint": accent})
        ops.append(semibold.run("Reserve", 1180, y + 208, 34, "#FFFFFF"))
        ops.append(semibold.run(f"€{80 + 17 * i}", 1230, y + 95, 44, ink))
        ops.append({"op": "fill", "path": f"M270 {y + 225}H1070V{y + 226.5}H270Z",
                    "paint": hairline})
    ops.append({"op": "fill", "path": f"M0 2820H{W}V{H}H0Z", "paint": card})
    ops.append({"op": "fill", "path": f"M0 2820H{W}V2821.5H0Z", "paint": hairline})
    for i, label in enumerate(["Explore", "Saved", "Trips", "Inbox", "Profile"]):
        cx = 150 + i * 300
        color = accents[0] if i == 0 else secondary
        ops.append({"op": "stroke", "path": circle(cx, 2880, 28), "paint": color,
                    "stroke": {"width": 5}})
        ops.append(regular.run(label, cx - 14 * len(label) / 2 - 6, 2960, 28, color))
    return {"format": "rasterscene/1", "name": f"bench_screen_{variant}", "width": W,
            "height": H, "background": page, "ops": ops}


# MARK: - Running things

def run(args, **kw):
    return subprocess.run([str(a) for a in args], capture_output=True, text=True, **kw)


def bench_png(binary, a, b=None, iterations=5, skip_encode=False, output=None):
    args = [binary, "bench-png", a] + ([b] if b else []) + ["--iterations", iterations]
    if skip_encode:
        args.append("--skip-encode")
    if output:
        args += ["--output", output]
    done = run(args)
    if done.returncode != 0:
        sys.exit(f"bench-png failed on {a}: {done.stderr.strip()}")
    return json.loads(done.stdout)


def load_rgba(path):
    w, h, rows, _ = png.Reader(filename=str(path)).asRGBA8()
    data = bytearray()
    for row in rows:
        data.extend(row)
    return w, h, bytes(data)


def write_plain_rgba(path, w, h, data):
    """Every pixel as RGBA at zlib's default level: a neutral input for optipng."""
    rows = [data[y * w * 4:(y + 1) * w * 4] for y in range(h)]
    with open(path, "wb") as f:
        png.Writer(w, h, greyscale=False, alpha=True, bitdepth=8).write(f, rows)


def cpu_ms(args, repeat):
    """Median CPU time (user + system, all threads) of running `args`, and the last run."""
    times = []
    out = None
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        out = run(args)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        times.append((after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000)
    return statistics.median(times), out


def magick_count(done):
    text = (done.stderr or done.stdout).strip().split()[0]
    return int(float(text))


# MARK: - Main

def main():
    argv = sys.argv[1:]
    binary = pathlib.Path(argv[0] if argv and not argv[0].startswith("-") else
                          ROOT / ".build/release/catalog-bench")
    iterations = int(argv[argv.index("--iterations") + 1]) if "--iterations" in argv else 7
    quick = "--quick" in argv
    if not binary.exists():
        sys.exit(f"bench_png: '{binary}' does not exist; run `swift build -c release --product "
                 "catalog` first")
    for tool in ("optipng", MAGICK, CONVERT):
        if not shutil.which(tool):
            sys.exit(f"bench_png: '{tool}' is missing; run `scripts/setup.sh bench`")
    tmp = pathlib.Path(tempfile.mkdtemp(prefix="bench-png-"))
    load = open("/proc/loadavg").read().split()[:3]
    print(f"bench_png: {binary}, {iterations} iterations, load average {' '.join(load)}")

    # Render the screen, its two variants and the shared scenes.
    screens = {}
    for variant in ("base", "slight", "dark"):
        scene = tmp / f"screen_{variant}.json"
        scene.write_text(json.dumps(screen_scene(variant)))
        out = tmp / f"screen_{variant}.png"
        done = run([binary, "render-scene", scene, "--output", out])
        if done.returncode != 0:
            sys.exit(f"render-scene failed: {done.stderr.strip()}")
        screens[variant] = out
    shared = []
    for name in ("a_rrects", "c_circles_arcs"):
        out = tmp / f"{name}.png"
        scene = ROOT / "Tests" / "RasterTests" / "Fixtures" / f"{name}.json"
        if run([binary, "render-scene", scene, "--output", out]).returncode == 0:
            shared.append(out)

    # Decode and encode throughput.
    base = bench_png(binary, screens["base"], iterations=iterations)
    mp = base["width"] * base["height"] / 1e6
    print(f"\n## Decode and encode, {base['width']}x{base['height']} ({mp:.1f} MP), CPU ms, "
          f"median of {iterations}")
    optipng_ms, _ = cpu_ms(["optipng", "-o2", "-force", "-clobber", "-quiet", "-out",
                            tmp / "opt_time.png", screens["base"]], 1)
    print("| phase | ms | MP/s |")
    print("|---|---|---|")
    print(f"| decode | {base['decode_ms']:.1f} | {mp / base['decode_ms'] * 1000:.1f} |")
    print(f"| encode | {base['encode_ms']:.1f} | {mp / base['encode_ms'] * 1000:.1f} |")
    print(f"| optipng -o2 (process, for scale) | {optipng_ms:.1f} | "
          f"{mp / optipng_ms * 1000:.1f} |")

    # File sizes against optipng -o2.
    images = [("screen light 1500x3000", screens["base"]), ("screen dark 1500x3000",
              screens["dark"])] + [(p.stem, p) for p in shared]
    snapshots = sorted((ROOT / "Snapshots").rglob("*.png"))
    if quick:
        snapshots = snapshots[:20]
    rows = []
    snapshot_encode_ms = 0.0
    for label, path in images + [(str(p.relative_to(ROOT / "Snapshots")), p) for p in snapshots]:
        ours = tmp / "ours.png"
        timed = bench_png(binary, path, iterations=1, output=ours)
        if path in snapshots:
            snapshot_encode_ms += timed["encode_ms"]
        w, h, data = load_rgba(path)
        plain, opt = tmp / "plain.png", tmp / "opt.png"
        write_plain_rgba(plain, w, h, data)
        done = run(["optipng", "-o2", "-force", "-clobber", "-quiet", "-out", opt, plain])
        if done.returncode != 0:
            sys.exit(f"optipng failed on {path}: {done.stderr.strip()}")
        rows.append((label, ours.stat().st_size, opt.stat().st_size))
    print("\n## File size against optipng -o2 (same pixels; goal: ours <= optipng + 3 %)")
    print("| image | ours bytes | optipng -o2 bytes | ours / optipng |")
    print("|---|---|---|---|")
    for label, o, p in rows[:len(images)]:
        print(f"| {label} | {o} | {p} | {o / p:.3f} |")
    snap = rows[len(images):]
    if snap:
        so, sp = sum(r[1] for r in snap), sum(r[2] for r in snap)
        over = [r for r in snap if r[1] > r[2] * 1.03]
        worst = max(snap, key=lambda r: r[1] / r[2])
        print(f"| Snapshots/ ({len(snap)} files), total | {so} | {sp} | {so / sp:.3f} |")
        print(f"\nSnapshots over optipng + 3 %: {len(over)} of {len(snap)}; worst {worst[0]} "
              f"{worst[1]} vs {worst[2]} ({worst[1] / worst[2]:.3f}). Encoding all {len(snap)} "
              f"costs {snapshot_encode_ms:.0f} ms CPU ({snapshot_encode_ms / len(snap):.1f} ms "
              "each).")
    to, tp = sum(r[1] for r in rows), sum(r[2] for r in rows)
    print(f"All {len(rows)} images: ours {to} bytes, optipng -o2 {tp} bytes, ratio {to / tp:.3f}")

    # Diff throughput against pixelmatch and ImageMagick.
    pairs = [("identical", screens["base"], None), ("slightly different", screens["base"],
             screens["slight"]), ("fully different", screens["base"], screens["dark"])]
    mpc = {}
    for variant, path in screens.items():
        mpc[variant] = tmp / f"screen_{variant}.mpc"
        run([CONVERT, path, mpc[variant]])
    mpc_copy = tmp / "screen_copy.mpc"
    run([CONVERT, screens["base"], mpc_copy])
    run([CONVERT, "-size", "1x1", "xc:white", tmp / "tiny.mpc"])
    start_ms, _ = cpu_ms([MAGICK, "-metric", "AE", tmp / "tiny.mpc", tmp / "tiny.mpc", "null:"], 5)
    pixels = {v: load_rgba(p) for v, p in screens.items()}
    print(f"\n## Diff, {base['width']}x{base['height']}, CPU ms; ours median of {iterations}, "
          f"pixelmatch once, ImageMagick median of 3 (start-up {start_ms:.1f} ms subtracted)")
    print("| pair | mode | ours ms | ours MP/s | peer | peer ms | peer / ours | "
          "ours count | peer count |")
    print("|---|---|---|---|---|---|---|---|---|")
    for label, a, b in pairs:
        ours = bench_png(binary, a, b, iterations=iterations, skip_encode=True)
        variant = {None: "base", screens["slight"]: "slight", screens["dark"]: "dark"}[b]
        mb = mpc_copy if b is None else mpc[variant]
        w, h, pa = pixels["base"]
        pb = bytes(bytearray(pa)) if b is None else pixels[variant][2]
        exact_ms, done = cpu_ms([MAGICK, "-metric", "AE", mpc["base"], mb, "null:"], 3)
        exact_count = magick_count(done)
        fuzz_ms, done = cpu_ms([MAGICK, "-metric", "AE", "-fuzz", "10%", mpc["base"], mb,
                                "null:"], 3)
        fuzz_count = magick_count(done)
        if quick and b == screens["dark"]:
            pm_count, pm_ms = "skipped (--quick)", float("nan")
        else:
            start = time.process_time()
            pm_count = pixelmatch(pa, pb, w, h, None, threshold=0.1)
            pm_ms = (time.process_time() - start) * 1000
        e, p = ours["exact_diff_ms"], ours["perceptual_diff_ms"]

        def line(mode, ms, peer, peer_ms, count, peer_count):
            ratio = peer_ms / ms if ms > 0 else float("inf")
            print(f"| {label} | {mode} | {ms:.2f} | {mp / ms * 1000:.0f} | {peer} | "
                  f"{peer_ms:.1f} | {ratio:.1f} | {count} | {peer_count} |")
        line("exact", e, "ImageMagick AE", max(exact_ms - start_ms, 0.001),
             ours["exact_mismatched"], exact_count)
        line("perceptual", p, "pixelmatch (Python)", pm_ms, ours["perceptual_mismatched"],
             pm_count)
        line("perceptual", p, "ImageMagick AE -fuzz 10%", max(fuzz_ms - start_ms, 0.001),
             ours["perceptual_mismatched"], fuzz_count)
        gbs = 2 * base["width"] * base["height"] * 4 / (ours["memcmp_ms"] / 1000) / 1e9
        print(f"| {label} | memcmp of two equal pixel buffers | {ours['memcmp_ms']:.2f} | "
              f"{mp / ours['memcmp_ms'] * 1000:.0f} ({gbs:.1f} GB/s read) | | | "
              f"exact / memcmp = {e / ours['memcmp_ms']:.1f} | | |")
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
