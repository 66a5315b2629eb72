import Raster
import Testing
import TextEngine

// MARK: - OutlineOrderTests

/// Glyph outlines are drawn in one canonical order whatever order HarfBuzz reports them in, so
/// a HarfBuzz release that starts a contour at another point (11.0 and later do, for TrueType
/// contours that begin off the curve) cannot move a coverage byte.
@Suite struct OutlineOrderTests {
  /// Every subpath of the first glyphs of each bundled TrueType face starts at its lowest point
  /// (greatest y, y pointing down), the leftmost of those, and ends with a curve or a close.
  @Test(arguments: ["DejaVuSans.ttf", "NotoSansHebrew-Regular.ttf", "NotoSansArabic-Bold.ttf"])
  func everyContourStartsAtItsLowestPoint(file: String) throws {
    let face = try FontFace(
      contentsOf: BuiltInFontsTests.folder.appendingPathComponent(file))
    var contours = 0
    for glyph in UInt32(1)..<400 {
      guard let outline = face.glyphOutline(glyph) else { continue }
      for contour in Self.contours(of: outline) {
        contours += 1
        let lowest = try #require(
          contour.starts.min { $0.y != $1.y ? $0.y > $1.y : $0.x < $1.x })
        #expect(
          contour.starts[0] == lowest, "glyph \(glyph) of \(file) starts at \(contour.starts[0])")
        #expect(!contour.endsWithLine, "glyph \(glyph) of \(file) draws its closing line")
      }
    }
    #expect(contours > 200)
  }

  /// The start point of each segment of each contour, and whether its last segment is a line
  /// back to the start (which the canonical order leaves to the close).
  static func contours(of path: Path) -> [(starts: [Point], endsWithLine: Bool)] {
    var result: [(starts: [Point], endsWithLine: Bool)] = []
    var starts: [Point] = []
    var current = Point(x: 0, y: 0)
    var lastIsLineToStart = false
    for element in path.elements {
      switch element {
      case .move(let to):
        starts = []
        current = to
      case .line(let to):
        starts.append(current)
        lastIsLineToStart = to == starts.first
        current = to
      case .quadCurve(let to, _), .curve(let to, _, _):
        starts.append(current)
        lastIsLineToStart = false
        current = to
      case .closeSubpath:
        if !starts.isEmpty { result.append((starts, lastIsLineToStart)) }
        starts = []
      }
    }
    return result
  }
}
