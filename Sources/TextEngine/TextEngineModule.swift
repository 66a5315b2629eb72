/// TextEngine: fonts, shaping (HarfBuzz), line breaking and glyph outlines.
///
/// Design: HarfBuzz loads fonts and shapes text (kerning, ligatures, contextual alternates,
/// per-run features); outlines come from HarfBuzz's draw API, unhinted, and are filled by
/// `Raster` with the same exact-area coverage as every other shape, so text looks the same on
/// every machine that has the same font files. Layout works in points: a paragraph is shaped
/// once, then broken into lines at word boundaries.
///
/// Costs: a font keeps its HarfBuzz face and a cache of outlines; a layout shapes its text once.
public enum TextEngineModule {}
