import Raster
import Testing

// MARK: - Shape builders

@Suite struct ShapeBuilderTests {
  private let rect = Rect(x: 10, y: 20, width: 100, height: 60)

  @Test func rectIsFourLinesClosed() {
    var path = Path()
    path.addRect(rect)
    #expect(path.svgPathData == "M10 20L110 20L110 80L10 80Z")
  }

  @Test func ellipseTouchesItsRectOnFourCubics() throws {
    let path = Path(ellipseIn: rect)
    #expect(path.elements.count == 6)
    #expect(try #require(path.controlPointBounds) == rect)
  }

  @Test func circleIsTheEllipseInItsSquare() {
    #expect(
      Path(circleCenter: Point(x: 5, y: 6), radius: 4)
        == Path(ellipseIn: Rect(x: 1, y: 2, width: 8, height: 8)))
  }

  @Test func circularRoundedRectHasFourLinesAndFourCubics() throws {
    let path = Path(roundedRect: rect, cornerRadius: 10)
    let elements = path.elements
    #expect(elements.count == 10)
    #expect(elements.filter { if case .curve = $0 { true } else { false } }.count == 4)
    #expect(try #require(path.controlPointBounds) == rect)
    #expect(elements[0] == .move(to: Point(x: 20, y: 20)))
  }

  @Test func continuousCornersReachFurtherAlongTheEdges() throws {
    let path = Path(roundedRect: rect, cornerRadius: 10, continuous: true)
    #expect(try #require(path.controlPointBounds) == rect)
    // The straight top edge ends 1.528665 radii before the corner.
    guard case .move(let start) = path.elements[0] else {
      Issue.record("a rounded rectangle starts with a move")
      return
    }
    #expect(abs(start.x - (10 + 15.28665)) < 1e-9 && start.y == 20)
    // Three cubics per corner.
    #expect(path.elements.filter { if case .curve = $0 { true } else { false } }.count == 12)
  }

  @Test func radiiAreClampedToHalfTheShorterSide() {
    let clamped = Path(roundedRect: rect, cornerRadius: 500)
    #expect(clamped == Path(roundedRect: rect, cornerRadius: 30))
    #expect(Path(capsuleIn: rect) == clamped)
  }

  @Test func perCornerRadiiLeaveSquareCornersWhereZero() {
    let radii = CornerRadii(topLeft: 0, topRight: 8, bottomRight: 0, bottomLeft: 4)
    let path = Path(roundedRect: rect, radii: radii, continuous: false)
    #expect(path.elements.filter { if case .curve = $0 { true } else { false } }.count == 2)
    #expect(path.elements.contains(.line(to: Point(x: 110, y: 80))))
    #expect(path.elements.contains(.line(to: Point(x: 10, y: 20))))
  }

  @Test func emptyOrNonFiniteRectsGiveEmptyPaths() {
    #expect(Path(ellipseIn: Rect(x: 0, y: 0, width: 0, height: 5)).isEmpty)
    #expect(Path(roundedRect: Rect(x: .nan, y: 0, width: 5, height: 5), cornerRadius: 1).isEmpty)
  }

  @Test func swiftUIArcGoesCounterClockwiseOnScreenWhenClockwiseIsTrue() throws {
    var path = Path()
    path.addArc(
      center: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi / 2,
      clockwise: true)
    // From +x to +y the short way is clockwise on a y-down screen; `clockwise: true` takes
    // the long way round (270°), through negative y.
    let bounds = try #require(path.controlPointBounds)
    #expect(bounds.minY < -9 && bounds.minX < -9)
    #expect(path.elements.count == 1 + 6)
  }

  @Test func circleEnclosesPiRSquaredWithinFiveHundredthsOfAPercent() {
    let radius = 40.0
    let area = exactArea(Path(circleCenter: Point(x: 50.3, y: 49.7), radius: radius))
    let exact = Double.pi * radius * radius
    #expect(abs(area - exact) / exact < 0.0005)
  }

  /// The exact area enclosed by lines and cubics (Green's theorem, closed form per segment).
  private func exactArea(_ path: Path) -> Double {
    func cross(_ a: Point, _ b: Point) -> Double { a.x * b.y - a.y * b.x }
    var twice = 0.0
    var current = Point.zero
    var start = Point.zero
    path.forEach { element in
      switch element {
      case .move(let p):
        current = p
        start = p
      case .line(let p):
        twice += cross(current, p)
        current = p
      case .quadCurve(let p, let c):
        twice += (2 * cross(current, c) + cross(current, p) + 2 * cross(c, p)) / 3
        current = p
      case .curve(let p, let c1, let c2):
        twice +=
          (6 * cross(current, c1) + 3 * cross(current, c2) + cross(current, p)
            + 3 * cross(c1, c2) + 3 * cross(c1, p) + 6 * cross(c2, p)) / 10
        current = p
      case .closeSubpath:
        twice += cross(current, start)
        current = start
      }
    }
    return abs(twice) / 2
  }
}
