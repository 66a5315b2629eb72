// MARK: - GlyphOutlineSource

/// A font as the rasterizer sees it: glyph outlines and nothing else.
///
/// The text engine conforms its fonts to this protocol, so `Raster` can draw shaped text
/// without knowing about font files or shaping.
public protocol GlyphOutlineSource: AnyObject, Sendable {
  /// A stable name for dumps and cache keys, such as `Inter-Regular`.
  var name: String { get }
  /// The outline of `glyph` in em units (1 em = 1.0), y pointing down, origin on the baseline;
  /// `nil` for an unknown glyph. A blank glyph (a space) has an empty path.
  func glyphOutline(_ glyph: UInt32) -> Path?
  /// What identifies the outlines, such as a hash of the font file, for rendering keys; `nil`
  /// (the default) when unknown, and a list drawing this font is then never keyed.
  var contentDigest: String? { get }
}

// MARK: - GlyphRun

/// Positioned glyphs of one font at one size, ready to fill.
public struct GlyphRun: Sendable {
  /// One glyph and its origin on the baseline, in user space.
  public struct Glyph: Hashable, Sendable {
    public var id: UInt32
    public var origin: Point
    public init(id: UInt32, origin: Point) {
      self.id = id
      self.origin = origin
    }
  }

  public var font: any GlyphOutlineSource
  /// Pixels (user units) per em.
  public var size: Double
  public var glyphs: [Glyph]
  /// The text the glyphs came from, for dumps only.
  public var text: String

  /// Creates a run.
  public init(font: any GlyphOutlineSource, size: Double, glyphs: [Glyph], text: String = "") {
    self.font = font
    self.size = size
    self.glyphs = glyphs
    self.text = text
  }
}

extension GlyphRun: Equatable {
  /// Whether two runs draw the same glyphs at the same places, size and font object (fonts
  /// are compared by identity) from the same text.
  public static func == (a: GlyphRun, b: GlyphRun) -> Bool {
    a.font === b.font && a.size == b.size && a.glyphs == b.glyphs && a.text == b.text
  }
}
