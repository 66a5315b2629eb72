#!/usr/bin/env python3
"""Generates Tests/TestSupport/Fonts/ColorLayers.ttf, the colour-font fixture of the tests.

A tiny TrueType font (fontTools, `pip install fonttools`; the product never needs it) with:
- U+1F534 🔴: a COLR version 0 glyph of two layers, a blue square under a red diamond, over a
  monochrome base outline (a bar) that must never draw;
- U+2B50 ⭐: one layer in the text's own colour (palette index 0xFFFF);
- U+1F642 🙂: a COLR version 1 glyph (a linear gradient) with a monochrome fallback outline,
  which the renderer cannot draw and must report;
- U+0041 A: a plain outline glyph.
Run it again only to change the fixture; the font's bytes are committed.
"""
from pathlib import Path

from fontTools.colorLib.builder import buildCOLR, buildCPAL
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.tables.otTables import PaintFormat

OUTPUT = Path(__file__).resolve().parent.parent / "Tests/TestSupport/Fonts/ColorLayers.ttf"


def polygon(points):
    pen = TTGlyphPen(None)
    pen.moveTo(points[0])
    for p in points[1:]:
        pen.lineTo(p)
    pen.closePath()
    return pen.glyph()


def empty():
    return TTGlyphPen(None).glyph()


glyphs = {
    ".notdef": empty(),
    "A": polygon([(100, 0), (500, 700), (900, 0)]),
    "circleBase": polygon([(100, 300), (900, 300), (900, 400), (100, 400)]),
    "square": polygon([(100, 0), (100, 800), (900, 800), (900, 0)]),
    "diamond": polygon([(500, 0), (100, 400), (500, 800), (900, 400)]),
    "star": empty(),
    "starLayer": polygon([(500, 800), (200, 0), (900, 500), (100, 500), (800, 0)]),
    "smile": polygon([(200, 200), (200, 600), (800, 600), (800, 200)]),
}
order = list(glyphs)
fb = FontBuilder(1000, isTTF=True)
fb.setupGlyphOrder(order)
fb.setupCharacterMap({0x41: "A", 0x1F534: "circleBase", 0x2B50: "star", 0x1F642: "smile"})
fb.setupGlyf(glyphs)
# The left side bearing is each outline's xMin, as a font editor writes it; HarfBuzz moves
# outlines whose bearing disagrees.
glyf = fb.font["glyf"]
fb.setupHorizontalMetrics({name: (1000, getattr(glyf[name], "xMin", 0)) for name in order})
fb.setupHorizontalHeader(ascent=900, descent=-100)
fb.setupNameTable({"familyName": "Color Layers", "styleName": "Regular"})
fb.setupOS2(sTypoAscender=900, sTypoDescender=-100, usWinAscent=900, usWinDescent=100)
fb.setupPost()
fb.font["CPAL"] = buildCPAL([[(1.0, 0.0, 0.0, 1.0), (0.0, 0.0, 1.0, 1.0)]])
fb.font["COLR"] = buildCOLR(
    {
        "circleBase": [("square", 1), ("diamond", 0)],
        "star": [("starLayer", 0xFFFF)],
        "smile": {
            "Format": PaintFormat.PaintGlyph,
            "Glyph": "smile",
            "Paint": {
                "Format": PaintFormat.PaintLinearGradient,
                "ColorLine": {
                    "ColorStop": [
                        {"StopOffset": 0, "PaletteIndex": 0, "Alpha": 1.0},
                        {"StopOffset": 1, "PaletteIndex": 1, "Alpha": 1.0},
                    ]
                },
                "x0": 0, "y0": 0, "x1": 1000, "y1": 0, "x2": 0, "y2": 1000,
            },
        },
    }
)
OUTPUT.parent.mkdir(parents=True, exist_ok=True)
fb.save(str(OUTPUT))
print(f"wrote {OUTPUT} ({OUTPUT.stat().st_size} bytes)")
