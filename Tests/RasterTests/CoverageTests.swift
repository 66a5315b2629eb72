import Foundation
import Raster
import Scenes
import Synchronization
import Testing

/// Exact-area coverage: the analytic cases every renderer must get right.
@Suite struct CoverageTests {
  static func coverage(
    _ path: Path, rule: FillRule = .nonZero, width: Int = 64, height: Int = 64,
    transform: Transform = .identity
  ) -> [UInt8] {
    guard let blank = Pixmap(width: width, height: height) else { return [] }
    var canvas = Painter(pixmap: blank)
    canvas.fill(path, paint: .solid(.black), rule: rule, transform: transform)
    return stride(from: 3, to: canvas.pixmap.data.count, by: 4).map { canvas.pixmap.data[$0] }
  }

  /// A five-pointed star drawn in one stroke around (`cx`, `cy`): its pentagon centre has
  /// winding number 2.
  static func star(cx: Double, cy: Double, radius: Double) -> Path {
    var star = Path()
    for i in 0..<5 {
      let angle = -Double.pi / 2 + Double(i) * 4 * .pi / 5
      let p = Point(x: cx + radius * Math.cos(angle), y: cy + radius * Math.sin(angle))
      if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
    }
    star.closeSubpath()
    return star
  }

  @Test func pixelAlignedRectangleIsExactlyZeroOrFull() {
    let alpha = Self.coverage(Path(rect: Rect(x: 8, y: 4, width: 20, height: 10)))
    for y in 0..<64 {
      for x in 0..<64 {
        let inside = (8..<28).contains(x) && (4..<14).contains(y)
        #expect(alpha[y * 64 + x] == (inside ? 255 : 0), "(\(x), \(y))")
      }
    }
  }

  @Test func edgeThroughPixelCentresCoversHalf() {
    let alpha = Self.coverage(Path(rect: Rect(x: 10.5, y: 10, width: 5, height: 4)))
    #expect(alpha[12 * 64 + 10] == 128)
    #expect(alpha[12 * 64 + 11] == 255)
    #expect(alpha[12 * 64 + 15] == 128)
  }

  @Test func circleCoverageSumsToItsArea() {
    let r = 23.7
    let alpha = Self.coverage(
      Path(ellipseIn: Rect(x: 32 - r, y: 32 - r, width: 2 * r, height: 2 * r)))
    let area = alpha.reduce(0.0) { $0 + Double($1) / 255 }
    #expect(abs(area - Double.pi * r * r) / (Double.pi * r * r) < 0.0005)
  }

  @Test func pathAndItsReverseRenderIdentically() throws {
    let forward = try Path(svgPathData: "M5.3 7.1 L40.2 12.7 L33.9 50.5 C20 60 10 40 5.3 7.1 Z")
    let backward = try Path(svgPathData: "M5.3 7.1 C10 40 20 60 33.9 50.5 L40.2 12.7 L5.3 7.1 Z")
    #expect(Self.coverage(forward) == Self.coverage(backward))
  }

  @Test func nonzeroAndEvenOddDifferExactlyWhereAStarOverlapsItself() throws {
    let star = Self.star(cx: 32, cy: 32, radius: 28)
    let nonzero = Self.coverage(star, rule: .nonZero)
    let evenodd = Self.coverage(star, rule: .evenOdd)
    #expect(nonzero[32 * 64 + 32] == 255)
    #expect(evenodd[32 * 64 + 32] == 0)
    // A point in a tip (winding 1) is the same under both rules.
    #expect(nonzero[8 * 64 + 32] == evenodd[8 * 64 + 32])
    #expect(nonzero[8 * 64 + 32] == 255)
  }

  @Test func onePixelLineOnAPixelRowCoversExactlyThatRow() {
    var line = Path()
    line.move(to: Point(x: 4, y: 10.5))
    line.addLine(to: Point(x: 60, y: 10.5))
    guard let blank = Pixmap(width: 64, height: 64) else { return }
    var canvas = Painter(pixmap: blank)
    canvas.stroke(line, style: Stroke(lineWidth: 1), paint: .solid(.black))
    for y in 8...12 {
      let a = canvas.pixmap.data[(y * 64 + 30) * 4 + 3]
      #expect(a == (y == 10 ? 255 : 0), "row \(y)")
    }
  }

  @Test func nonFiniteGeometryDrawsNothing() {
    var path = Path()
    path.move(to: Point(x: .nan, y: 3))
    path.addLine(to: Point(x: 10, y: .infinity))
    path.addLine(to: Point(x: 1e300, y: 5))
    #expect(Self.coverage(path).allSatisfy { $0 == 0 })
  }

  @Test func coverageMasksHoldTheSameBytesAsFills() throws {
    // Masks resolve rows straight into bytes while fills take runs; both must sum alike.
    let paths = [
      Self.star(cx: 30.2, cy: 30.7, radius: 27.3),
      try Path(svgPathData: "M5.3 7.1 L40.2 12.7 L33.9 50.5 C20 60 10 40 5.3 7.1 Z"),
      try Path(svgPathData: "M-20 3.5 L90 3.5 L90 40.25 L-20 40.25 Z M10 10 h30 v20 h-30 Z"),
      try Path(svgPathData: "M2 2 L62 2 L32 62 Z M32 8 A20 20 0 1 0 32.1 8 Z"),
    ]
    let rotation = Transform(rotation: 0.3).concatenating(Transform(translationX: 6, y: -2))
    for (index, path) in paths.enumerated() {
      for rule in [FillRule.nonZero, .evenOdd] {
        for transform in [Transform.identity, rotation] {
          let blank = try #require(Pixmap(width: 64, height: 64))
          let canvas = Painter(pixmap: blank)
          let filled = Self.coverage(path, rule: rule, transform: transform)
          let mask = try #require(canvas.coverageMask(of: path, rule: rule, transform: transform))
          var fromMask = [UInt8](repeating: 0, count: 64 * 64)
          for y in 0..<mask.height {
            for x in 0..<mask.width {
              fromMask[(mask.originY + y) * 64 + mask.originX + x] = mask.data[y * mask.width + x]
            }
          }
          #expect(fromMask == filled, "path \(index), \(rule), \(transform)")
        }
      }
    }
  }

  @Test func thinStrokedCirclesCoverTheirRingsArea() throws {
    // A ring of radius r and width w has area 2πrw. The pieces of a flattened circle turn
    // slightly at every vertex; if the stroke's inner side detoured through the centre there,
    // it would overlap itself and overstate the coverage of the pixels it crosses.
    for (radius, width) in [(20.3, 1.0), (11.7, 0.5), (25.0, 2.5)] {
      let blank = try #require(Pixmap(width: 64, height: 64))
      var canvas = Painter(pixmap: blank)
      let circle = Path(
        ellipseIn: Rect(
          x: 32 - radius, y: 32 - radius, width: 2 * radius,
          height: 2 * radius))
      canvas.stroke(circle, style: Stroke(lineWidth: width), paint: .solid(.black))
      let covered = stride(from: 3, to: canvas.pixmap.data.count, by: 4)
        .reduce(0.0) { $0 + Double(canvas.pixmap.data[$1]) / 255 }
      let ring = 2 * Double.pi * radius * width
      #expect(abs(covered - ring) / ring < 0.002, "r \(radius), w \(width): \(covered) ≠ \(ring)")
    }
  }

  @Test func renderingIsTheSameFromManyThreads() throws {
    let data = try Data(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/c_circles_arcs.json"))
    let list = try SceneReader().read(data).displayList
    let reference = list.render()
    let mismatches = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      if list.render() != reference { mismatches.withLock { $0 += 1 } }
    }
    #expect(mismatches.withLock { $0 } == 0)
  }
}
