// MARK: - GlyphMask

/// How a glyph becomes a coverage mask: its origin is rounded to a sixteenth of a pixel across
/// and down, the outline is scaled and shifted by the remainder, and the rasterizer's exact-area
/// coverage of it is kept over its covered box.
///
/// Skia and cosmic-text round across to a quarter pixel; that moves edges by up to 1/8 pixel
/// and was most of our error against an exact reference in `Benchmarks/bench_text.py` (mean
/// 1.4–1.6× FreeType's, which places glyphs at 1/64 pixel). Sixteenths cost more masks per
/// glyph, which cold drawing pays once per glyph and offset, and bring the mean well below
/// FreeType's. Down, every glyph of a line shares one baseline, so steps there are cheap.
public enum GlyphMask {
  /// Subpixel steps per pixel across.
  public static let subpixelStepsX = 16
  /// Subpixel steps per pixel down.
  public static let subpixelStepsY = 16

  /// Glyphs at more pixels per em than this are filled as outlines, never cached: their masks
  /// would be large, rarely reused, and mostly outside the canvas.
  public static let largestCachedPixelsPerEm = 256.0

  /// The subpixel remainder of a glyph origin in sixteenths of a pixel (`0..<16` each way).
  public struct Subpixel: Hashable, Sendable {
    /// Sixteenths of a pixel right of the whole pixel.
    public let x: UInt8
    /// Sixteenths of a pixel below the whole pixel.
    public let y: UInt8

    /// A remainder of `x` and `y` sixteenths of a pixel, each taken modulo 16.
    public init(x: UInt8, y: UInt8) {
      self.x = x & UInt8(GlyphMask.subpixelStepsX - 1)
      self.y = y & UInt8(GlyphMask.subpixelStepsY - 1)
    }
  }

  /// A device-space glyph origin split into a whole pixel and a subpixel remainder.
  public struct Position: Hashable, Sendable {
    /// The whole pixel the mask's origin is relative to.
    public let pixelX: Int, pixelY: Int
    /// The remainder the mask was rendered with.
    public let subpixel: Subpixel

    /// Rounds `point` to the nearest sixteenth of a pixel each way; `nil` when it is
    /// not finite or so far off the canvas that no glyph there could be seen.
    public init?(_ point: Point) {
      let limit = Double(1 << 40)
      guard point.x.isFinite, point.y.isFinite, abs(point.x) < limit, abs(point.y) < limit
      else { return nil }
      let stepsX = Double(GlyphMask.subpixelStepsX)
      let stepsY = Double(GlyphMask.subpixelStepsY)
      let qx = Int(point.x * stepsX, rounding: .toNearestOrAwayFromZero)
      let qy = Int(point.y * stepsY, rounding: .toNearestOrAwayFromZero)
      // `>>` and `&` floor towards minus infinity, so negative positions split the same way.
      pixelX = qx >> GlyphMask.subpixelStepsX.trailingZeroBitCount
      pixelY = qy >> GlyphMask.subpixelStepsY.trailingZeroBitCount
      subpixel = Subpixel(
        x: UInt8(qx & (GlyphMask.subpixelStepsX - 1)),
        y: UInt8(qy & (GlyphMask.subpixelStepsY - 1)))
    }
  }

  /// Renders the mask of `glyph` at `scaleX`×`scaleY` pixels per em, shifted by `subpixel`; its
  /// origin is relative to the whole pixel of the glyph origin. `nil` for a blank or unknown
  /// glyph, or one too large for a mask.
  public static func render(
    font: any GlyphOutlineSource, glyph: UInt32, scaleX: Double,
    scaleY: Double, subpixel: Subpixel
  ) -> Mask? {
    render(
      font: font, glyph: glyph, scaleX: scaleX, scaleY: scaleY, subpixel: subpixel,
      rasterizer: CoverageRasterizer())
  }

  /// `render(font:glyph:scaleX:scaleY:subpixel:)` with `rasterizer`'s scratch storage, which a
  /// caller drawing many glyphs on one thread reuses.
  static func render(
    font: any GlyphOutlineSource, glyph: UInt32, scaleX: Double,
    scaleY: Double, subpixel: Subpixel, rasterizer: CoverageRasterizer
  )
    -> Mask?
  {
    guard let outline = font.glyphOutline(glyph), !outline.isEmpty else { return nil }
    return render(
      outline: outline, scaleX: scaleX, scaleY: scaleY, subpixel: subpixel,
      rasterizer: rasterizer)
  }

  /// Renders an outline in em units as `render(font:glyph:scaleX:scaleY:subpixel:)` does.
  static func render(
    outline: Path, scaleX: Double, scaleY: Double, subpixel: Subpixel,
    rasterizer: CoverageRasterizer
  ) -> Mask? {
    guard scaleX > 0, scaleY > 0, scaleX.isFinite, scaleY.isFinite,
      let box = outline.controlPointBounds
    else { return nil }
    let dx = Double(subpixel.x) / Double(subpixelStepsX)
    let dy = Double(subpixel.y) / Double(subpixelStepsY)
    let transform = Transform(scaleX: scaleX, y: scaleY)
      .concatenating(Transform(translationX: dx, y: dy))
    // The control-point box holds the curves, so one pixel of margin holds every covered pixel.
    // An outline too far out for a mask is clamped far enough out to be refused below.
    let far = -(1 << 40)...(1 << 40)
    let x0 = Int(box.minX * scaleX + dx, rounding: .down, clampedTo: far) - 1
    let y0 = Int(box.minY * scaleY + dy, rounding: .down, clampedTo: far) - 1
    let x1 = Int(box.maxX * scaleX + dx, rounding: .up, clampedTo: far) + 1
    let y1 = Int(box.maxY * scaleY + dy, rounding: .up, clampedTo: far) + 1
    let width = x1 - x0
    let height = y1 - y0
    guard Pixmap.allowsSize(width: width, height: height), width * height <= 1 << 24
    else { return nil }
    return rasterizer.mask(
      of: outline, transform: transform, rule: .nonZero,
      bounds: (x0, y0, width, height))
  }
}
