import Raster
import Testing

/// Work carried over gives the bytes fresh work would: a canvas draws the same whatever
/// canvases drew before it (their rasterizers' storage is handed on), a horizontal gradient's
/// colours are the same in every row (worked out once per column), and a layer leaves the
/// pixels it never drew on exactly as they were.
@Suite struct PainterReuseTests {
  /// A star that overlaps itself, a dashed stroke with round caps and a large rectangle: the
  /// overlap search, the stroker and the biggest accumulation buffer all take part.
  static func draw(on canvas: inout Painter) {
    canvas.fill(CoverageTests.star(cx: 40.3, cy: 38.6, radius: 30), paint: .solid(.black))
    let line = Path(elements: [
      .move(to: Point(x: 5.5, y: 70.25)),
      .line(to: Point(x: 90.5, y: 20.75)),
    ])
    canvas.stroke(
      line, style: Stroke(lineWidth: 3, lineCap: .round, dash: [7, 4]),
      paint: .solid(ColorU8(r: 0, g: 122, b: 255, a: 200)))
    canvas.fill(
      Path(rect: Rect(x: 2.25, y: 3.5, width: 95.5, height: 92.75)),
      paint: .solid(ColorU8(r: 255, g: 59, b: 48, a: 90)))
  }

  static func render(width: Int = 100, height: Int = 100) -> [UInt8] {
    guard let blank = Pixmap(width: width, height: height) else { return [] }
    var canvas = Painter(pixmap: blank)
    draw(on: &canvas)
    return canvas.pixmap.data
  }

  @Test func aCanvasDrawsTheSameBytesWhateverCanvasesCameBefore() throws {
    let first = Self.render()
    #expect(first.contains { $0 != 0 })
    // A larger canvas and many paths in between grow and reuse the storage handed on.
    for size in [400, 37, 250] {
      _ = Self.render(width: size, height: size)
    }
    #expect(Self.render() == first)
  }

  @Test func aHorizontalGradientHasTheSameColoursInEveryRow() throws {
    let gradient = try #require(
      Gradient(
        stops: [
          .init(offset: 0, color: ColorU8(r: 255, g: 59, b: 48)),
          .init(offset: 0.4, color: ColorU8(r: 255, g: 204, b: 0)),
          .init(offset: 1, color: ColorU8(r: 0, g: 122, b: 255)),
        ],
        spread: .reflect))
    let paint = Paint.linearGradient(
      start: Point(x: 3.3, y: 7), end: Point(x: 21.9, y: 7),
      gradient: gradient)
    // A triangle widens row by row, so each row reuses the columns before and adds new ones.
    let blank = try #require(Pixmap(width: 64, height: 48))
    var triangle = Painter(pixmap: blank)
    triangle.fill(try Path(svgPathData: "M30 2 L62 46 L1 46 Z"), paint: paint)
    // One row: every column worked out in one stretch.
    var row = Painter(pixmap: blank)
    row.fill(Path(rect: Rect(x: 0, y: 44, width: 64, height: 1)), paint: paint)
    var compared = 0
    for y in 0..<48 {
      // Opaque stops: a fully covered pixel is opaque, an edge pixel is not.
      for x in 0..<64 where triangle.pixmap.pixel(x: x, y: y)?.a == 255 {
        #expect(
          triangle.pixmap.pixel(x: x, y: y) == row.pixmap.pixel(x: x, y: 44),
          "(\(x), \(y))")
        compared += 1
      }
    }
    #expect(compared > 1000)
  }

  @Test func aLayerCompositesOnlyWhatWasDrawnIntoIt() throws {
    let background = ColorU8(r: 200, g: 100, b: 50)
    let blank = try #require(Pixmap(width: 20, height: 20, filledWith: background))
    var canvas = Painter(pixmap: blank)
    canvas.pushLayer(opacity: 0.5, blendMode: .multiply)
    canvas.fill(
      Path(rect: Rect(x: 5, y: 5, width: 4, height: 3)),
      paint: .solid(ColorU8(r: 255, g: 0, b: 0)))
    canvas.popLayer()
    let pixmap = canvas.pixmap
    // Red at half opacity, multiplied: Cs·Cd + Cs·(1 − αd) + Cd·(1 − αs) with αs = 128/255.
    let inside = PremultipliedColorU8(r: 200, g: 50, b: 25, a: 255)
    let outside = PremultipliedColorU8(r: 200, g: 100, b: 50, a: 255)
    for y in 0..<20 {
      for x in 0..<20 {
        let drawn = (5..<9).contains(x) && (5..<8).contains(y)
        #expect(pixmap.pixel(x: x, y: y) == (drawn ? inside : outside), "(\(x), \(y))")
      }
    }
  }
}
