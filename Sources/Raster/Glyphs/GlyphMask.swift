// MARK: - GlyphMask

/// How a glyph becomes a coverage mask: its origin is rounded to a quarter pixel across and a
/// sixteenth of a pixel down, the outline is scaled and shifted by the remainder, and the
/// rasterizer's exact-area coverage of it is kept over its pixel box.
///
/// Quarter pixels across are what Skia and cosmic-text use (at most 1/8 pixel of error). Down,
/// every glyph of a line shares one baseline, so finer steps cost few extra masks while a
/// quarter-pixel baseline error shifts every glyph's top and bottom edges (it doubled the mean
/// error against an exact reference in `Benchmarks/bench_text.py`).
public enum GlyphMask {
  /// Subpixel steps per pixel across.
  public static let subpixelStepsX = 4
  /// Subpixel steps per pixel down.
  public static let subpixelStepsY = 16

  /// Glyphs at more pixels per em than this are filled as outlines, never cached: their masks
  /// would be large, rarely reused, and mostly outside the canvas.
  public static let largestCachedPixelsPerEm = 256.0

  /// The subpixel remainder of a glyph origin: `x` in quarter pixels (`0..<4`), `y` in
  /// sixteenths (`0..<16`).
  public struct Subpixel: Hashable, Sendable {
    /// Quarter pixels right of the whole pixel.
    public let x: UInt8
    /// Sixteenths of a pixel below the whole pixel.
    public let y: UInt8

    /// A remainder of `x` quarter and `y` sixteenth pixels, taken modulo 4 and 16.
    public init(x: UInt8, y: UInt8) {
      self.x = x & 3
      self.y = y & 15
    }
  }

  /// A device-space glyph origin split into a whole pixel and a subpixel remainder.
  public struct Position: Hashable, Sendable {
    /// The whole pixel the mask's origin is relative to.
    public let pixelX: Int, pixelY: Int
    /// The remainder the mask was rendered with.
    public let subpixel: Subpixel

    /// Rounds `point` to the nearest quarter pixel across and sixteenth down; `nil` when it is
    /// not finite or so far off the canvas that no glyph there could be seen.
    public init?(_ point: Point) {
      let limit = Double(1 << 40)
      guard point.x.isFinite, point.y.isFinite, abs(point.x) < limit, abs(point.y) < limit
      else { return nil }
      let qx = Int((point.x * Double(GlyphMask.subpixelStepsX)).rounded())
      let qy = Int((point.y * Double(GlyphMask.subpixelStepsY)).rounded())
      // `>>` and `&` floor towards minus infinity, so negative positions split the same way.
      pixelX = qx >> 2
      pixelY = qy >> 4
      subpixel = Subpixel(x: UInt8(qx & 3), y: UInt8(qy & 15))
    }
  }

  /// Renders the mask of `glyph` at `scaleX`×`scaleY` pixels per em, shifted by `subpixel`; its
  /// origin is relative to the whole pixel of the glyph origin. `nil` for a blank or unknown
  /// glyph, or one too large for a mask.
  public static func render(font: any GlyphOutlineSource, glyph: UInt32, scaleX: Double,
                            scaleY: Double, subpixel: Subpixel) -> Mask? {
    guard let outline = font.glyphOutline(glyph), !outline.isEmpty else { return nil }
    return render(outline: outline, scaleX: scaleX, scaleY: scaleY, subpixel: subpixel)
  }

  /// Renders an outline in em units as `render(font:glyph:scaleX:scaleY:subpixel:)` does.
  static func render(outline: Path, scaleX: Double, scaleY: Double, subpixel: Subpixel)
    -> Mask?
  {
    guard scaleX > 0, scaleY > 0, scaleX.isFinite, scaleY.isFinite,
      let box = outline.controlPointBounds
    else { return nil }
    let dx = Double(subpixel.x) / Double(subpixelStepsX)
    let dy = Double(subpixel.y) / Double(subpixelStepsY)
    let transform = Transform(scaleX: scaleX, y: scaleY)
      .concatenating(Transform(translationX: dx, y: dy))
    // The control-point box holds the curves, so one pixel of margin holds every covered pixel.
    let x0 = Int((box.minX * scaleX + dx).rounded(.down)) - 1
    let y0 = Int((box.minY * scaleY + dy).rounded(.down)) - 1
    let x1 = Int((box.maxX * scaleX + dx).rounded(.up)) + 1
    let y1 = Int((box.maxY * scaleY + dy).rounded(.up)) + 1
    let width = x1 - x0, height = y1 - y0
    guard width > 0, height > 0, width <= Pixmap.maxDimension, height <= Pixmap.maxDimension,
      width * height <= 1 << 24
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: width * height)
    // Rows are placed by the coordinates the rasterizer reports, so the mask does not depend
    // on how it walks the box.
    let span = CoverageRasterizer().rasterize(
      outline, transform: transform, rule: .nonZero, clip: (x0, y0, width, height)
    ) { y, x, coverage in
      let base = (y - y0) * width + (x - x0)
      for i in 0..<coverage.count { bytes[base + i] = coverage[i] }
    }
    guard let span else { return nil }
    var cropped = [UInt8]()
    cropped.reserveCapacity(span.width * span.height)
    for row in (span.y - y0)..<(span.y - y0 + span.height) {
      let start = row * width + (span.x - x0)
      cropped += bytes[start..<(start + span.width)]
    }
    return Mask(width: span.width, height: span.height, originX: span.x, originY: span.y,
                data: cropped)
  }
}
