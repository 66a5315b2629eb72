/// TextEngine: fonts, shaping (HarfBuzz), line breaking and glyph outlines.
///
/// Design: HarfBuzz loads fonts and shapes text (kerning, ligatures, contextual alternates,
/// per-run features); outlines come from HarfBuzz's draw API, unhinted, and are filled by
/// `Raster` with the same exact-area coverage as every other shape, so text looks the same on
/// every machine that has the same font files. Layout works in points: a paragraph is shaped
/// once, then broken into lines at word boundaries. The built-in families are font files the
/// package ships as resources (`BuiltInFonts`), never the machine's installed fonts, so text
/// does not change with what a machine has installed; a package's own fonts register under the
/// names their files declare.
///
/// Costs: a font keeps its HarfBuzz face and a cache of outlines; a layout shapes its text once.
/// The shared registry checks that the bundled files are there when first used and loads each
/// one on first use; the files add 8 MB to the package and to every build folder.
public enum TextEngineModule {}
