import Raster

// MARK: - TextLayout

/// A laid-out paragraph: its size, lines, baselines and positioned glyph runs, in points with
/// the origin at the top-left of the text box.
public struct TextLayout: Sendable {
  /// One line of the layout.
  public struct Line: Hashable, Sendable {
    /// The line's box in the layout.
    public var frame: Rect
    /// The baseline's distance from the top of the layout.
    public var baseline: Double
  }

  /// Where one glyph run sits: the span it came from (0 for text in one font), its left and
  /// right edges (its glyphs' advances, tracking included) and its line's baseline.
  public struct RunPlacement: Hashable, Sendable {
    /// The index of the span (`TextSpan`) the run's glyphs came from.
    public var span: Int
    /// The run's left edge in the layout.
    public var minX: Double
    /// The run's right edge in the layout.
    public var maxX: Double
    /// The baseline of the run's line, from the top of the layout.
    public var baseline: Double
  }

  /// The size the text occupies: the widest line by the total height.
  public var size: Size
  public var lines: [Line]
  /// Glyphs grouped by font, positioned in layout coordinates, each line's in visual order
  /// (left to right).
  public var glyphRuns: [GlyphRun]
  /// For each glyph run, its span and where it sits, for decorations drawn along it.
  public var runPlacements: [RunPlacement]
  /// For each glyph of each run, the offset in the text's Unicode scalars of the character
  /// (cluster) it came from; -1 for an ellipsis the layout added.
  public var clusters: [[Int]]
  /// Whether lines or characters were dropped to fit the limit or the width.
  public var isTruncated: Bool
  /// The characters that no font of the layout has (neither the text's font nor a fallback),
  /// each once, in the order they first appear: they draw as the font's missing-glyph box.
  public var missingCharacters: [Unicode.Scalar] = []
  /// The characters whose font draws them as colour glyphs in a format the renderer does not
  /// draw (`COLR` version 1, `SVG `), each once: they draw in one colour, or not at all.
  public var undrawnColorCharacters: [Unicode.Scalar] = []

  /// The first line's baseline, or the ascent of an empty layout.
  public var firstBaseline: Double { lines.first?.baseline ?? 0 }
  /// The last line's baseline.
  public var lastBaseline: Double { lines.last?.baseline ?? 0 }
}
