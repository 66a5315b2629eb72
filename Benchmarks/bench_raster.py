#!/usr/bin/env python3
"""Rasterizer speed and quality on rasterscene/1 files, against Skia and Cairo in the same run.

Usage: Benchmarks/bench_raster.py [.build/release/catalog-bench] [--repeat N] [--rounds R]
                                  [--no-pin] [--reference-8bit] [scene.json ...]

Speed: `catalog-bench render-scene --repeat N` prints our median render time; Skia (skia-python)
draws the same parsed scene N times into a raster surface (paths, paints and filters are built
once, outside the timed loop) and its median is taken the same way. `--rounds R` (default 3)
measures ours and Skia alternately R times per scene and reports the median of each, so a
burst of load on a shared machine moves one round rather than one renderer's figure. Both run
pinned to the last CPU this process may use (`--no-pin` leaves scheduling alone): on a shared
two-core machine, threads moved between cores gave single runs two modes 10-60 % apart. Blend2D
is measured when a `blend2d` Python package imports; none installs from PyPI here, so it is
reported as absent.

Quality: the reference is Skia drawing the scene at 8x scale and box-filtering 8x8 down
(premultiplied), which approximates exact-area coverage. It draws into a float surface
(RGBA F32), so blends and layers are exact: drawn into 8 bits, Skia's own rounding of every
blend (0.5 opacity of orange over white gives 201 where the exact value is 201.8) ends up in
the reference's flat areas, and only Skia rounds the same way. Opacities are still quantised
to 8 bits as every renderer here does. `--reference-8bit` measures against the 8-bit one.
Each renderer's output (straight RGBA) is compared with it: max channel difference, mean
absolute error in 8-bit levels, and the share of channel values off by more than 2, 8 and 32
levels. Scenes with `glyphs` or
`image` ops are skipped for the peers (their drawers here do not implement those ops).
"""
import json
import math
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np
import skia

from image_error import downsample, errors

try:
    import cairo
except ImportError:  # pycairo is optional for speed figures
    cairo = None

ROOT = pathlib.Path(__file__).resolve().parent.parent
DEFAULT_SCENES = sorted((ROOT / "Tests" / "RasterTests" / "Fixtures").glob("*.json")) + sorted(
    (ROOT / "Tests" / "RasterTests" / "Fixtures" / "scenes").glob("*.json"))


# MARK: - Scene parsing shared by the peers

def color(text):
    """`#RGB`, `#RRGGBB` or `#RRGGBBAA` to straight (r, g, b, a) bytes."""
    h = text[1:]
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    if len(h) == 6:
        h += "FF"
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4, 6))


def with_opacity(rgba, opacity):
    r, g, b, a = rgba
    return (r, g, b, int(round(a * opacity)))


def sk_color(rgba):
    r, g, b, a = rgba
    return skia.Color(r, g, b, a)


def sk_matrix(t):
    a, b, c, d, e, f = t or [1, 0, 0, 1, 0, 0]
    return skia.Matrix.MakeAll(a, c, e, b, d, f, 0, 0, 1)


def svg_tokens(data):
    """Commands and numbers of SVG path data; arc flags may be packed (`a1 1 0 01 5 5`)."""
    i, n = 0, len(data)
    command, count = "", 0
    while i < n:
        c = data[i]
        if c in " \t\r\n,":
            i += 1
        elif c.isalpha():
            command, count = c, 0
            yield c
            i += 1
        elif command in "Aa" and count % 7 in (3, 4):
            # Arc flags are one digit each, so `01` is two flags.
            count += 1
            yield float(c)
            i += 1
        else:
            count += 1
            j = i + 1 if c in "+-" else i
            seen_dot = seen_e = False
            while j < n:
                ch = data[j]
                if ch.isdigit():
                    j += 1
                elif ch == "." and not seen_dot and not seen_e:
                    seen_dot = True
                    j += 1
                elif ch in "eE" and not seen_e:
                    seen_e = True
                    j += 1
                    if j < n and data[j] in "+-":
                        j += 1
                else:
                    break
            yield float(data[i:j])
            i = j


def arc_to_cubics(x0, y0, rx, ry, phi_deg, large, sweep, x, y):
    """SVG endpoint arc as cubic segments of at most 45 degrees (SVG 1.1 appendix F.6)."""
    if (x0, y0) == (x, y):
        return []
    rx, ry = abs(rx), abs(ry)
    if rx == 0 or ry == 0:
        return [("L", (x, y))]
    phi = math.radians(phi_deg % 360)
    cp, sp = math.cos(phi), math.sin(phi)
    dx, dy = (x0 - x) / 2, (y0 - y) / 2
    x1p, y1p = cp * dx + sp * dy, -sp * dx + cp * dy
    lam = (x1p / rx) ** 2 + (y1p / ry) ** 2
    if lam > 1:
        rx, ry = rx * math.sqrt(lam), ry * math.sqrt(lam)
    num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
    den = rx * rx * y1p * y1p + ry * ry * x1p * x1p
    co = math.sqrt(max(0.0, num / den)) if den else 0.0
    if large == sweep:
        co = -co
    cxp, cyp = co * rx * y1p / ry, -co * ry * x1p / rx
    cx = cp * cxp - sp * cyp + (x0 + x) / 2
    cy = sp * cxp + cp * cyp + (y0 + y) / 2

    def angle(ux, uy, vx, vy):
        return math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)

    t1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry)
    dt = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry)
    if not sweep and dt > 0:
        dt -= 2 * math.pi
    elif sweep and dt < 0:
        dt += 2 * math.pi
    segments = max(1, math.ceil(abs(dt) / (math.pi / 4) - 1e-9))
    step = dt / segments
    k = 4 / 3 * math.tan(step / 4)
    out = []

    def point(t):
        ex, ey = rx * math.cos(t), ry * math.sin(t)
        return cp * ex - sp * ey + cx, sp * ex + cp * ey + cy

    def deriv(t):
        ex, ey = -rx * math.sin(t), ry * math.cos(t)
        return cp * ex - sp * ey, sp * ex + cp * ey

    for i in range(segments):
        a, b = t1 + i * step, t1 + (i + 1) * step
        pa, pb = point(a), point(b)
        da, db = deriv(a), deriv(b)
        end = (x, y) if i == segments - 1 else pb
        out.append(("C", (pa[0] + k * da[0], pa[1] + k * da[1]),
                    (pb[0] - k * db[0], pb[1] - k * db[1]), end))
    return out


def svg_path(data):
    """SVG path data as absolute elements: ("M", p), ("L", p), ("Q", c, p), ("C", c1, c2, p),
    ("Z",)."""
    tokens = list(svg_tokens(data))
    out, i = [], 0
    cx = cy = sx = sy = 0.0
    last_c = None  # reflected control point for S and T
    cmd = None
    while i < len(tokens):
        if isinstance(tokens[i], str):
            cmd = tokens[i]
            i += 1
            if cmd in "Zz":
                out.append(("Z",))
                cx, cy, last_c = sx, sy, None
                continue
        rel = cmd.islower()
        c = cmd.upper()
        ox, oy = (cx, cy) if rel else (0.0, 0.0)

        def take(k):
            nonlocal i
            vals = tokens[i:i + k]
            i += k
            return vals
        if c == "M":
            x, y = take(2)
            cx, cy = x + ox, y + oy
            sx, sy = cx, cy
            out.append(("M", (cx, cy)))
            cmd = "l" if rel else "L"
            last_c = None
        elif c == "L":
            x, y = take(2)
            cx, cy = x + ox, y + oy
            out.append(("L", (cx, cy)))
            last_c = None
        elif c == "H":
            (x,) = take(1)
            cx = x + ox
            out.append(("L", (cx, cy)))
            last_c = None
        elif c == "V":
            (y,) = take(1)
            cy = y + oy
            out.append(("L", (cx, cy)))
            last_c = None
        elif c in "CS":
            if c == "C":
                x1, y1, x2, y2, x, y = take(6)
                c1 = (x1 + ox, y1 + oy)
            else:
                x2, y2, x, y = take(4)
                c1 = (2 * cx - last_c[0], 2 * cy - last_c[1]) if last_c and last_c[2] == "C" \
                    else (cx, cy)
            c2 = (x2 + ox, y2 + oy)
            cx, cy = x + ox, y + oy
            out.append(("C", c1, c2, (cx, cy)))
            last_c = (c2[0], c2[1], "C")
        elif c in "QT":
            if c == "Q":
                x1, y1, x, y = take(4)
                q = (x1 + ox, y1 + oy)
            else:
                x, y = take(2)
                q = (2 * cx - last_c[0], 2 * cy - last_c[1]) if last_c and last_c[2] == "Q" \
                    else (cx, cy)
            cx, cy = x + ox, y + oy
            out.append(("Q", q, (cx, cy)))
            last_c = (q[0], q[1], "Q")
        elif c == "A":
            rx, ry, rot = take(3)
            large, sweep = take(2)
            x, y = take(2)
            ex, ey = x + ox, y + oy
            out.extend(arc_to_cubics(cx, cy, rx, ry, rot, bool(large), bool(sweep), ex, ey))
            cx, cy = ex, ey
            last_c = None
        else:
            raise ValueError(f"unknown path command {cmd!r}")
    return out


def sk_path(data, rule):
    path = skia.Path()
    for element in svg_path(data):
        verb = element[0]
        if verb == "M":
            path.moveTo(*element[1])
        elif verb == "L":
            path.lineTo(*element[1])
        elif verb == "Q":
            path.quadTo(*element[1], *element[2])
        elif verb == "C":
            path.cubicTo(*element[1], *element[2], *element[3])
        else:
            path.close()
    path.setFillType(skia.PathFillType.kEvenOdd if rule == "evenodd" else
                     skia.PathFillType.kWinding)
    return path


def sk_shader(paint, opacity):
    if isinstance(paint, str) or paint.get("type") == "solid":
        return None, with_opacity(color(paint if isinstance(paint, str) else paint["color"]), opacity)
    stops = paint["stops"]
    colors = [sk_color(with_opacity(color(c), opacity)) for _, c in stops]
    positions = [float(t) for t, _ in stops]
    mode = {"pad": skia.TileMode.kClamp, "repeat": skia.TileMode.kRepeat,
            "reflect": skia.TileMode.kMirror}[paint.get("extend", "pad")]
    flags = 0 if paint.get("interpolation") == "unpremultiplied" else 1  # kInterpolateColorsInPremul
    if paint["type"] == "linear":
        pts = [skia.Point(paint["x0"], paint["y0"]), skia.Point(paint["x1"], paint["y1"])]
        return skia.GradientShader.MakeLinear(pts, colors, positions, mode, flags), None
    if paint["type"] == "radial":
        return skia.GradientShader.MakeRadial(
            skia.Point(paint["cx"], paint["cy"]), paint["r"], colors, positions, mode, flags), None
    raise ValueError(f"paint type {paint['type']!r} is not drawn by the Skia peer")


def sk_paint(op, scale_aa=True):
    paint = skia.Paint()
    paint.setAntiAlias(scale_aa)
    shader, solid = sk_shader(op.get("paint", "#000000FF"), op.get("opacity", 1))
    if shader is not None:
        paint.setShader(shader)
    else:
        paint.setColor(sk_color(solid))
    return paint


def build_skia(scene, scale):
    """The scene as a list of closures over prebuilt Skia objects."""
    steps = []
    for op in scene["ops"]:
        kind = op["op"]
        matrix = sk_matrix(op.get("transform"))
        if kind == "fill":
            path, paint = sk_path(op["path"], op.get("fillRule")), sk_paint(op)
            steps.append(("draw", matrix, path, paint))
        elif kind == "stroke":
            s = op["stroke"]
            path, paint = sk_path(op["path"], None), sk_paint(op)
            paint.setStyle(skia.Paint.kStroke_Style)
            paint.setStrokeWidth(s["width"])
            paint.setStrokeJoin({"miter": skia.Paint.kMiter_Join, "round": skia.Paint.kRound_Join,
                                 "bevel": skia.Paint.kBevel_Join}[s.get("join", "miter")])
            paint.setStrokeCap({"butt": skia.Paint.kButt_Cap, "round": skia.Paint.kRound_Cap,
                                "square": skia.Paint.kSquare_Cap}[s.get("cap", "butt")])
            paint.setStrokeMiter(s.get("miterLimit", 4))
            dash = s.get("dash") or []
            if dash:
                if len(dash) % 2:
                    dash = dash * 2
                paint.setPathEffect(skia.DashPathEffect.Make(dash, s.get("dashOffset", 0)))
            steps.append(("draw", matrix, path, paint))
        elif kind == "shadow":
            path = sk_path(op["path"], op.get("fillRule"))
            paint = skia.Paint(AntiAlias=True, Color=sk_color(color(op["color"])))
            if op["sigma"] > 0:
                paint.setMaskFilter(skia.MaskFilter.MakeBlur(
                    skia.kNormal_BlurStyle, op["sigma"] * scale, False))
            ox, oy = op.get("offset", [0, 0])
            steps.append(("shadow", matrix, path, paint, ox, oy))
        elif kind == "pushClip":
            steps.append(("clip", matrix, sk_path(op["path"], op.get("fillRule"))))
        elif kind == "pushLayer":
            steps.append(("layer", op.get("opacity", 1)))
        elif kind in ("popClip", "popLayer"):
            steps.append(("restore",))
        else:
            return None
    return steps


def draw_skia(canvas, scene, steps, scale):
    canvas.clear(sk_color(color(scene.get("background", "#00000000"))))
    canvas.save()
    canvas.scale(scale, scale)
    for step in steps:
        kind = step[0]
        if kind == "draw":
            canvas.save()
            canvas.concat(step[1])
            canvas.drawPath(step[2], step[3])
            canvas.restore()
        elif kind == "shadow":
            canvas.save()
            canvas.translate(step[4], step[5])
            canvas.concat(step[1])
            canvas.drawPath(step[2], step[3])
            canvas.restore()
        elif kind == "clip":
            canvas.save()
            canvas.concat(step[1])
            canvas.clipPath(step[2], skia.ClipOp.kIntersect, True)
            canvas.setMatrix(skia.Matrix.Scale(scale, scale))
        elif kind == "layer":
            canvas.saveLayerAlpha(None, int(round(step[1] * 255)))
        else:
            canvas.restore()
    canvas.restore()
    canvas.flush() if hasattr(canvas, "flush") else None


def skia_render(scene, scale=1):
    steps = build_skia(scene, scale)
    if steps is None:
        return None, None
    w, h = scene["width"] * scale, scene["height"] * scale
    surface = skia.Surface(w, h)
    with surface as canvas:
        draw_skia(canvas, scene, steps, scale)
    pixels = np.array(surface.makeImageSnapshot().toarray(
        colorType=skia.kRGBA_8888_ColorType, alphaType=skia.kPremul_AlphaType))
    return pixels, (surface, steps)


def skia_reference(scene, scale=8):
    """The scene drawn by Skia at `scale`x into a float surface and box-filtered down, as
    straight RGBA bytes (rounded half up); `None` when Skia cannot draw it."""
    steps = build_skia(scene, scale)
    if steps is None:
        return None
    w, h = scene["width"] * scale, scene["height"] * scale
    info = skia.ImageInfo.Make(w, h, skia.kRGBA_F32_ColorType, skia.kPremul_AlphaType)
    surface = skia.Surface.MakeRaster(info)
    with surface as canvas:
        draw_skia(canvas, scene, steps, scale)
    pixels = np.array(surface.makeImageSnapshot().toarray(
        colorType=skia.kRGBA_F32_ColorType, alphaType=skia.kPremul_AlphaType), dtype=np.float64)
    q = pixels.reshape(h // scale, scale, w // scale, scale, 4).mean(axis=(1, 3))
    alpha = q[:, :, 3:4]
    rgb = np.where(alpha > 0, q[:, :, :3] / np.maximum(alpha, 1e-12), 0)
    return np.floor(np.concatenate([rgb, alpha], axis=2) * 255 + 0.5).astype(np.int32)


def skia_time(scene, repeat):
    steps = build_skia(scene, 1)
    if steps is None:
        return None
    surface = skia.Surface(scene["width"], scene["height"])
    canvas = surface.getCanvas()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        draw_skia(canvas, scene, steps, 1)
        surface.flushAndSubmit() if hasattr(surface, "flushAndSubmit") else None
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


# MARK: - Cairo peer (quality only)

def cairo_path(ctx, data):
    for element in svg_path(data):
        verb = element[0]
        if verb == "M":
            ctx.move_to(*element[1])
        elif verb == "L":
            ctx.line_to(*element[1])
        elif verb == "Q":
            (x0, y0), (qx, qy), (x, y) = ctx.get_current_point(), element[1], element[2]
            ctx.curve_to(x0 + 2 / 3 * (qx - x0), y0 + 2 / 3 * (qy - y0),
                         x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y), x, y)
        elif verb == "C":
            ctx.curve_to(*element[1], *element[2], *element[3])
        else:
            ctx.close_path()


def cairo_render(scene):
    """Fills and strokes with solid paints only; `None` for scenes with anything else."""
    if cairo is None:
        return None
    ops = scene["ops"]
    if any(o["op"] not in ("fill", "stroke") or not isinstance(o.get("paint", ""), str)
           for o in ops):
        return None
    w, h = scene["width"], scene["height"]
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, w, h)
    ctx = cairo.Context(surface)
    ctx.set_operator(cairo.OPERATOR_SOURCE)
    r, g, b, a = color(scene.get("background", "#00000000"))
    ctx.set_source_rgba(r / 255, g / 255, b / 255, a / 255)
    ctx.paint()
    ctx.set_operator(cairo.OPERATOR_OVER)
    for op in ops:
        ctx.save()
        a_, b_, c_, d_, e_, f_ = op.get("transform") or [1, 0, 0, 1, 0, 0]
        ctx.transform(cairo.Matrix(a_, b_, c_, d_, e_, f_))
        cairo_path(ctx, op["path"])
        r, g, b, a = with_opacity(color(op["paint"]), op.get("opacity", 1))
        ctx.set_source_rgba(r / 255, g / 255, b / 255, a / 255)
        if op["op"] == "fill":
            ctx.set_fill_rule(cairo.FILL_RULE_EVEN_ODD if op.get("fillRule") == "evenodd"
                              else cairo.FILL_RULE_WINDING)
            ctx.fill()
        else:
            s = op["stroke"]
            ctx.set_line_width(s["width"])
            ctx.set_line_join({"miter": cairo.LINE_JOIN_MITER, "round": cairo.LINE_JOIN_ROUND,
                               "bevel": cairo.LINE_JOIN_BEVEL}[s.get("join", "miter")])
            ctx.set_line_cap({"butt": cairo.LINE_CAP_BUTT, "round": cairo.LINE_CAP_ROUND,
                              "square": cairo.LINE_CAP_SQUARE}[s.get("cap", "butt")])
            ctx.set_miter_limit(s.get("miterLimit", 4))
            if s.get("dash"):
                ctx.set_dash(s["dash"], s.get("dashOffset", 0))
            ctx.stroke()
        ctx.restore()
    surface.flush()
    # Cairo stores premultiplied BGRA in native (little-endian) order.
    bgra = np.ndarray((h, w, 4), np.uint8, surface.get_data()).copy()
    return bgra[:, :, [2, 1, 0, 3]]


# MARK: - Comparison

def unpremultiply(p):
    p = p.astype(np.int32)
    a = p[:, :, 3:4]
    out = np.where(a > 0, (p[:, :, :3] * 255 + a // 2) // np.maximum(a, 1), 0)
    return np.concatenate([out, a], axis=2)


def read_png(path):
    image = skia.Image.open(str(path))
    return np.array(image.toarray(colorType=skia.kRGBA_8888_ColorType,
                                  alphaType=skia.kUnpremul_AlphaType)).astype(np.int32)


def ours(binary, scene_path, repeat, out):
    result = subprocess.run([str(binary), "render-scene", str(scene_path), "--output", str(out),
                             "--repeat", str(repeat)], capture_output=True, text=True)
    if result.returncode != 0:
        return None
    last = result.stdout.strip().splitlines()[-1]
    return float(last.split("=", 1)[1]) if last.startswith("median_ms=") else None


def main(argv):
    args = [a for a in argv[1:]]
    repeat = 30
    if "--repeat" in args:
        i = args.index("--repeat")
        repeat = int(args[i + 1])
        del args[i:i + 2]
    rounds = 3
    if "--rounds" in args:
        i = args.index("--rounds")
        rounds = max(1, int(args[i + 1]))
        del args[i:i + 2]
    pinned = "not pinned"
    if "--no-pin" in args:
        args.remove("--no-pin")
    elif hasattr(os, "sched_setaffinity"):
        # The catalog subprocess inherits the affinity.
        cpu = max(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {cpu})
        pinned = f"pinned to CPU {cpu}"
    eight_bit = "--reference-8bit" in args
    if eight_bit:
        args.remove("--reference-8bit")
    binary = pathlib.Path(args.pop(0)) if args and not args[0].endswith(".json") else \
        ROOT / ".build" / "release" / "catalog-bench"
    scenes = [pathlib.Path(a) for a in args] or DEFAULT_SCENES
    try:
        import blend2d  # noqa: F401
        blend = "blend2d package imported but no drawer is written for it"
    except ImportError:
        blend = "absent (no blend2d package on PyPI installs here)"
    print(f"skia-python {skia.__version__}, pycairo {cairo.version if cairo else 'absent'}, "
          f"blend2d {blend}; repeat {repeat}, rounds {rounds}, {pinned}")
    kind = "8-bit" if eight_bit else "float"
    print(f"{'scene':28} {'ours ms':>8} {'skia ms':>8} {'ratio':>6} | quality vs 8x8 Skia "
          f"({kind}): renderer max mean >2% >8% >32%")
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        for path in scenes:
            scene = json.loads(path.read_text())
            out = pathlib.Path(tmp) / (path.stem + ".png")
            ours_ms, skia_ms = [], []
            for _ in range(rounds):
                ours_ms.append(ours(binary, path, repeat, out))
                skia_ms.append(skia_time(scene, repeat))
            if None in ours_ms:
                print(f"{path.stem:28} render-scene failed")
                failed = True
                continue
            ms = statistics.median(ours_ms)
            sk_ms = None if None in skia_ms else statistics.median(skia_ms)
            ratio = f"{ms / sk_ms:6.2f}" if sk_ms else "   n/a"
            sk_text = f"{sk_ms:8.3f}" if sk_ms else "     n/a"
            print(f"{path.stem:28} {ms:8.3f} {sk_text} {ratio} |")
            if eight_bit:
                ref, _ = skia_render(scene, 8)
                ref = None if ref is None else unpremultiply(downsample(ref, 8))
            else:
                ref = skia_reference(scene)
            if ref is None:
                continue
            rows = [("ours", read_png(out))]
            sk1, _ = skia_render(scene, 1)
            rows.append(("skia", unpremultiply(np.array(sk1))))
            cr = cairo_render(scene)
            if cr is not None:
                rows.append(("cairo", unpremultiply(cr)))
            for name, pixels in rows:
                mx, mean, p2, p8, p32 = errors(pixels, ref)
                print(f"{'':55} {name:6} {mx:4d} {mean:6.3f} {p2:6.3f} {p8:6.3f} {p32:6.3f}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
