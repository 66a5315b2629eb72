/// TextEngine: fonts, shaping (HarfBuzz), line breaking and glyph outlines.
///
/// Design: HarfBuzz loads fonts and shapes text (kerning, ligatures, contextual alternates,
/// per-run features); outlines come from HarfBuzz's draw API, unhinted, and are filled by
/// `Raster` with the same exact-area coverage as every other shape, so text looks the same on
/// every machine that has the same font files. Layout works in points: a paragraph is shaped
/// once, then broken into lines at word boundaries. The built-in families are found through
/// fontconfig by exact family, weight and style, in path order, so the same files give the same
/// choice; a package's own fonts register under the names their files declare.
///
/// Costs: a font keeps its HarfBuzz face and a cache of outlines; a layout shapes its text once.
/// The shared registry asks fontconfig once, when first used (it reads fontconfig's caches).
public enum TextEngineModule {}
