#!/usr/bin/env python3
"""Text quality and speed: our glyph drawing against FreeType and Skia on the same shaped run.

Usage: python3 Benchmarks/bench_text.py [.build/release/catalog-bench] [--repeat N]

The run is shaped and laid out once by our engine (`catalog-bench bench-text --dump-glyphs`: font
file, pixel size and device-space origin of every glyph, at 2x), so every renderer draws the
same glyphs at the same positions:

- ours: `catalog-bench bench-text --output` (sixteenth-pixel positions, masks from exact-area coverage);
- FreeType (freetype-py): FT_LOAD_NO_HINTING, grey anti-aliasing, each glyph rendered with its
  subpixel offset (26.6 delta) and composited in 8 bits;
- Skia (skia-python): the unhinted outlines (`Font.getPath`) filled as anti-aliased paths at
  the exact positions; and Skia's own text drawing (`drawTextBlob`, unhinted, subpixel).

The reference is Skia filling the same outlines at 8x scale, box-filtered 8x8 down, which
approximates exact-area coverage. Errors are over all channels of straight RGBA, black text on
white: max difference and mean absolute error in 8-bit levels, and the share of channel values
off by more than 2 and 8 levels.

Speed: our figures are the medians `catalog-bench bench-text` prints (layout + render of a 20-glyph
label with a cold and a warm mask cache, and of a 2,000-word document at 17 pt in 375 pt).
Skia's is the median time to clear a surface of the label's size and draw the label's glyph
outlines (paths built before the timed loop, one Python call per glyph), and to draw it as a
text blob through Skia's glyph cache.
"""
import json
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

import freetype
import numpy as np
import skia

from image_error import downsample, errors

ROOT = pathlib.Path(__file__).resolve().parent.parent
RUNS = [("Reserve · 4.91 ★ Hamburg", 17), ("Reserve · 4.91 ★ Hamburg", 11)]
SCALE = 2


# MARK: - Our engine

def catalog(binary, *args):
    result = subprocess.run([str(binary), "bench-text", *args], capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"bench-text {' '.join(args)} failed: {result.stderr.strip()}")
    return json.loads(result.stdout.strip().splitlines()[-1])


def read_png(path):
    image = skia.Image.open(str(path))
    return np.array(image.toarray(colorType=skia.kRGBA_8888_ColorType,
                                  alphaType=skia.kUnpremul_AlphaType)).astype(np.int32)


# MARK: - Skia

_typefaces = {}


def sk_font(path, size_px):
    if path not in _typefaces:
        _typefaces[path] = skia.Typeface.MakeFromFile(path)
    font = skia.Font(_typefaces[path], size_px)
    font.setHinting(skia.FontHinting.kNone)
    font.setSubpixel(True)
    font.setEdging(skia.Font.Edging.kAntiAlias)
    font.setLinearMetrics(True)
    return font


def sk_paths(glyphs):
    """Each glyph's outline at its pixel size, moved to its origin."""
    paths = []
    for g in glyphs:
        path = sk_font(g["font"], g["size_px"]).getPath(g["id"])
        if path is None:
            continue
        path.offset(g["x"], g["y"])
        paths.append(path)
    return paths


def sk_render_paths(run, scale):
    surface = skia.Surface(run["width"] * scale, run["height"] * scale)
    paint = skia.Paint(AntiAlias=True, Color=skia.ColorBLACK)
    with surface as canvas:
        canvas.clear(skia.ColorWHITE)
        canvas.scale(scale, scale)
        for path in sk_paths(run["glyphs"]):
            canvas.drawPath(path, paint)
    return np.array(surface.makeImageSnapshot().toarray(
        colorType=skia.kRGBA_8888_ColorType, alphaType=skia.kPremul_AlphaType)).astype(np.int32)


def sk_blobs(glyphs):
    """One text blob per font run, positioned glyph by glyph."""
    blobs = []
    start = 0
    while start < len(glyphs):
        end = start
        while end < len(glyphs) and glyphs[end]["font"] == glyphs[start]["font"]:
            end += 1
        chunk = glyphs[start:end]
        font = sk_font(chunk[0]["font"], chunk[0]["size_px"])
        builder = skia.TextBlobBuilder()
        builder.allocRunPos(font, [g["id"] for g in chunk],
                            [skia.Point(g["x"], g["y"]) for g in chunk])
        blobs.append(builder.make())
        start = end
    return blobs


def sk_render_blobs(run):
    surface = skia.Surface(run["width"], run["height"])
    paint = skia.Paint(AntiAlias=True, Color=skia.ColorBLACK)
    with surface as canvas:
        canvas.clear(skia.ColorWHITE)
        for blob in sk_blobs(run["glyphs"]):
            canvas.drawTextBlob(blob, 0, 0, paint)
    return np.array(surface.makeImageSnapshot().toarray(
        colorType=skia.kRGBA_8888_ColorType, alphaType=skia.kPremul_AlphaType)).astype(np.int32)


def sk_time(run, repeat, as_blobs):
    surface = skia.Surface(run["width"], run["height"])
    canvas = surface.getCanvas()
    paint = skia.Paint(AntiAlias=True, Color=skia.ColorBLACK)
    items = sk_blobs(run["glyphs"]) if as_blobs else sk_paths(run["glyphs"])
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        canvas.clear(skia.ColorTRANSPARENT)
        for item in items:
            if as_blobs:
                canvas.drawTextBlob(item, 0, 0, paint)
            else:
                canvas.drawPath(item, paint)
        surface.flushAndSubmit() if hasattr(surface, "flushAndSubmit") else None
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


# MARK: - FreeType

_faces = {}


def ft_render(run):
    """Unhinted grey coverage of each glyph at its subpixel offset, composited in 8 bits."""
    out = np.full((run["height"], run["width"]), 255, np.int32)
    for g in run["glyphs"]:
        if g["font"] not in _faces:
            _faces[g["font"]] = freetype.Face(g["font"])
        face = _faces[g["font"]]
        face.set_char_size(int(round(g["size_px"] * 64)), 0, 72, 72)
        ix, iy = int(np.floor(g["x"])), int(np.floor(g["y"]))
        fx, fy = g["x"] - ix, g["y"] - iy
        matrix = freetype.Matrix(0x10000, 0, 0, 0x10000)
        face.set_transform(matrix, freetype.Vector(int(round(fx * 64)), -int(round(fy * 64))))
        face.load_glyph(g["id"], freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_RENDER)
        slot = face.glyph
        bitmap = slot.bitmap
        if bitmap.width == 0 or bitmap.rows == 0:
            continue
        cov = np.array(bitmap.buffer, np.int32).reshape(bitmap.rows, bitmap.pitch)[:, :bitmap.width]
        x0, y0 = ix + slot.bitmap_left, iy - slot.bitmap_top
        for r in range(bitmap.rows):
            y = y0 + r
            if not 0 <= y < out.shape[0]:
                continue
            for c in range(bitmap.width):
                x = x0 + c
                if 0 <= x < out.shape[1] and cov[r, c]:
                    out[y, x] = (out[y, x] * (255 - cov[r, c]) + 127) // 255
    rgba = np.zeros((run["height"], run["width"], 4), np.int32)
    rgba[:, :, 0] = rgba[:, :, 1] = rgba[:, :, 2] = out
    rgba[:, :, 3] = 255
    return rgba


# MARK: - Comparison

def quality(binary, text, size, tmp):
    glyphs_path, png_path = tmp / f"glyphs-{size}.json", tmp / f"ours-{size}.png"
    catalog(binary, "--case", "label", "--text", text, "--size", str(size), "--scale", str(SCALE),
            "--iterations", "0", "--dump-glyphs", str(glyphs_path), "--output", str(png_path))
    run = json.loads(glyphs_path.read_text())
    ref = downsample(sk_render_paths(run, 8), 8)
    ours = read_png(png_path)
    rows = [("ours", ours), ("freetype", ft_render(run)),
            ("skia paths", sk_render_paths(run, 1)), ("skia text", sk_render_blobs(run))]
    result = [(name, *errors(pixels, ref)[:4]) for name, pixels in rows]
    # Our coverage alone: the reference redrawn at the positions our engine rounds to
    # (GlyphMask.Position: sixteenths of a pixel each way).
    # Halves round away from zero as Swift's `rounded()` does (Python's `round` goes to even).
    def nearest(v, steps):
        return float(np.sign(v) * np.floor(abs(v) * steps + 0.5) / steps)
    rounded = dict(run, glyphs=[dict(g, x=nearest(g["x"], 16), y=nearest(g["y"], 16))
                                for g in run["glyphs"]])
    rounded_ref = downsample(sk_render_paths(rounded, 8), 8)
    result.append(("ours*", *errors(ours, rounded_ref)[:4]))
    return run, result


def main(argv):
    args = list(argv[1:])
    repeat = 200
    if "--repeat" in args:
        i = args.index("--repeat")
        repeat = int(args[i + 1])
        del args[i:i + 2]
    binary = pathlib.Path(args[0]) if args else ROOT / ".build" / "release" / "catalog-bench"
    from importlib.metadata import version
    print(f"skia-python {skia.__version__}, freetype-py {version('freetype-py')} "
          f"(FreeType {'.'.join(map(str, freetype.version()))}); scale {SCALE}x")
    print("quality vs Skia 8x8 box-filtered outlines: renderer max mean >2% >8% "
          "(ours*: against the reference at our rounded glyph positions)")
    with tempfile.TemporaryDirectory() as tmp:
        for text, size in RUNS:
            run, rows = quality(binary, text, size, pathlib.Path(tmp))
            print(f"{text!r} {size} pt ({len(run['glyphs'])} glyphs, "
                  f"{run['width']}x{run['height']} px)")
            for name, mx, mean, p2, p8 in rows:
                print(f"  {name:11} {mx:4d} {mean:6.3f} {p2:6.3f} {p8:6.3f}")
        label_glyphs = pathlib.Path(tmp) / "label.json"
        cold = catalog(binary, "--case", "label", "--cache", "cold", "--iterations", str(repeat),
                       "--dump-glyphs", str(label_glyphs))
        warm = catalog(binary, "--case", "label", "--cache", "warm", "--iterations", str(repeat))
        label = json.loads(label_glyphs.read_text())
    doc_repeat = max(5, repeat // 20)
    doc_cold = catalog(binary, "--case", "document", "--cache", "cold",
                       "--iterations", str(doc_repeat))
    doc_warm = catalog(binary, "--case", "document", "--cache", "warm",
                       "--iterations", str(doc_repeat))
    doc_1x = catalog(binary, "--case", "document", "--cache", "cold", "--scale", "1",
                     "--iterations", str(doc_repeat))
    sk_paths_ms = sk_time(label, repeat, as_blobs=False)
    sk_blob_ms = sk_time(label, repeat, as_blobs=True)
    print(f"speed (median ms, {repeat} runs; document {doc_repeat} runs): "
          "case layout render total | Skia paths, Skia text; ratio ours/Skia paths")
    for name, r in [("label cold", cold), ("label warm", warm)]:
        print(f"  {name:22} {r['layout_ms']:8.3f} {r['render_ms']:8.3f} {r['total_ms']:8.3f} | "
              f"{sk_paths_ms:7.3f} {sk_blob_ms:7.3f}; {r['total_ms'] / sk_paths_ms:5.2f}")
    print(f"  ({cold['glyphs']} glyphs, {label['width']}x{label['height']} px)")
    for name, r in [("document 2x cold", doc_cold), ("document 2x warm", doc_warm),
                    ("document 1x cold", doc_1x)]:
        print(f"  {name:22} {r['layout_ms']:8.3f} {r['render_ms']:8.3f} {r['total_ms']:8.3f} "
              f"({r['glyphs']} glyphs, {r['lines']} lines)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
