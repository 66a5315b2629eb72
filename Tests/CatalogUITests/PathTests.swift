import CatalogUI
import Raster
import Testing

/// `Path` in SwiftUI's API: what it measures, what it holds, and the pixels it draws.
@MainActor @Suite struct PathTests {
  /// The pixels of `path` filled black in a 20×20-point frame (40×40 pixels).
  private func filled(_ path: CatalogUI.Path) -> Pixmap? {
    ViewHost(path.fill(Color.black).frame(width: 20, height: 20)).render()
  }

  /// The alpha of the pixel at `x`, `y` of `pixmap`.
  private func alpha(_ pixmap: Pixmap?, _ x: Int, _ y: Int) -> UInt8? {
    pixmap?.pixel(x: x, y: y)?.a
  }

  // MARK: - Bounds

  @Test func theBoundingRectLeavesOutControlPoints() {
    var cubic = CatalogUI.Path()
    cubic.move(to: CGPoint(x: 0, y: 0))
    cubic.addCurve(
      to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
    // The curve reaches three quarters of the way to its control points at t = 1/2.
    #expect(cubic.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 7.5))

    var quad = CatalogUI.Path()
    quad.move(to: CGPoint(x: 0, y: 0))
    quad.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 4, y: -8))
    #expect(quad.boundingRect == CGRect(x: 0, y: -4, width: 10, height: 4))

    let ellipse = CatalogUI.Path(ellipseIn: CGRect(x: 2, y: 3, width: 8, height: 6))
    #expect(ellipse.boundingRect == CGRect(x: 2, y: 3, width: 8, height: 6))
  }

  @Test func anEmptyPathHasANullBoundingRectAndNoCurrentPoint() {
    #expect(CatalogUI.Path().boundingRect == .null)
    #expect(CatalogUI.Path().isEmpty)
    #expect(CatalogUI.Path().currentPoint == nil)
    #expect(CatalogUI.Path(ellipseIn: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4)).isEmpty)
  }

  @Test func offsetMovesTheBoundsExactly() {
    let moved = CatalogUI.Path(CGRect(x: 1, y: 2, width: 3, height: 4)).offsetBy(dx: 10, dy: -2)
    #expect(moved.boundingRect == CGRect(x: 11, y: 0, width: 3, height: 4))
    #expect(moved == CatalogUI.Path(CGRect(x: 11, y: 0, width: 3, height: 4)))
  }

  // MARK: - Current point and elements

  @Test func theCurrentPointReturnsToTheSubpathStartWhenClosed() {
    var path = CatalogUI.Path()
    path.addLines([CGPoint(x: 1, y: 1), CGPoint(x: 5, y: 1), CGPoint(x: 5, y: 5)])
    #expect(path.currentPoint == CGPoint(x: 5, y: 5))
    path.closeSubpath()
    #expect(path.currentPoint == CGPoint(x: 1, y: 1))
  }

  @Test func elementsComeBackInFoundationGeometry() {
    let path = CatalogUI.Path { path in
      path.move(to: CGPoint(x: 1, y: 2))
      path.addLine(to: CGPoint(x: 3, y: 4))
      path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
      path.closeSubpath()
    }
    var elements: [CatalogUI.Path.Element] = []
    path.forEach { elements.append($0) }
    #expect(
      elements == [
        .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 3, y: 4)),
        .quadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8)), .closeSubpath,
      ])
  }

  @Test func rectsAreAddedAsClosedSubpaths() {
    var path = CatalogUI.Path()
    path.addRects([
      CGRect(x: 0, y: 0, width: 2, height: 2), CGRect(x: 4, y: 4, width: 2, height: 2),
    ])
    var two = CatalogUI.Path(CGRect(x: 0, y: 0, width: 2, height: 2))
    two.addPath(CatalogUI.Path(CGRect(x: 4, y: 4, width: 2, height: 2)))
    #expect(path == two)
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 6, height: 6))
  }

  // MARK: - Containment

  @Test func containsFollowsTheFillRule() {
    var rings = CatalogUI.Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    rings.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
    // Both squares run the same way: the hole is filled by nonzero, empty by even-odd.
    #expect(rings.contains(CGPoint(x: 5, y: 5)))
    #expect(!rings.contains(CGPoint(x: 5, y: 5), eoFill: true))
    #expect(rings.contains(CGPoint(x: 1, y: 5), eoFill: true))
    #expect(!rings.contains(CGPoint(x: 11, y: 5)))
    #expect(!rings.contains(CGPoint(x: CGFloat.nan, y: 5)))
    #expect(!CatalogUI.Path().contains(.zero))
  }

  @Test func containsMeasuresCurvesClosely() {
    let circle = CatalogUI.Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(circle.contains(CGPoint(x: 5 + 4.99, y: 5)))
    #expect(!circle.contains(CGPoint(x: 5 + 5.01, y: 5)))
    let diagonal = 4.99 / 2.0.squareRoot()
    #expect(circle.contains(CGPoint(x: 5 + diagonal, y: 5 + diagonal)))
    // The corner of the circle's box, inside its control polygon, is outside the circle.
    #expect(!circle.contains(CGPoint(x: 9.5, y: 9.5)))
  }

  @Test func unequalCornerSizesDrawEllipticalCorners() {
    let path = CatalogUI.Path(
      roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10),
      cornerSize: CGSize(width: 6, height: 3), style: .circular)
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
    // Outside the 6×3 quarter ellipse, though inside a circular corner of radius 3.
    #expect(!path.contains(CGPoint(x: 0.5, y: 1.5)))
    #expect(path.contains(CGPoint(x: 2, y: 0.8)))
    // Equal sizes are the circular corners of `cornerRadius`.
    #expect(
      CatalogUI.Path(
        roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10),
        cornerSize: CGSize(width: 3, height: 3))
        == CatalogUI.Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 3))
  }

  // MARK: - Derived paths

  @Test func aStrokedSquareIsARingAroundItsEdge() {
    let square = CatalogUI.Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    let ring = square.strokedPath(StrokeStyle(lineWidth: 2))
    #expect(ring.boundingRect == CGRect(x: -1, y: -1, width: 12, height: 12))
    #expect(ring.contains(CGPoint(x: 0, y: 5)))
    #expect(ring.contains(CGPoint(x: 10.5, y: 10.5)))
    #expect(!ring.contains(CGPoint(x: 5, y: 5)))
    #expect(square.strokedPath(StrokeStyle(lineWidth: .nan)).isEmpty)
  }

  @Test func trimmedPathsHaveTheBoundsOfTheirPart() {
    let square = CatalogUI.Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(square.trimmedPath(from: 0, to: 0.5).boundingRect == square.boundingRect)
    #expect(
      square.trimmedPath(from: 0.25, to: 0.5).boundingRect
        == CGRect(x: 10, y: 0, width: 0, height: 10))
    #expect(
      square.trimmedPath(from: 0.125, to: 0.375).boundingRect
        == CGRect(x: 5, y: 0, width: 5, height: 5))
    #expect(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    #expect(square.trimmedPath(from: .nan, to: 1).isEmpty)
  }

  // MARK: - Arcs

  @Test func aRelativeArcIsTheArcBetweenItsAngles() {
    var relative = CatalogUI.Path()
    relative.addRelativeArc(
      center: CGPoint(x: 10, y: 10), radius: 8, startAngle: .degrees(30), delta: .degrees(-200))
    var absolute = CatalogUI.Path()
    absolute.addArc(
      center: CGPoint(x: 10, y: 10), radius: 8, startAngle: .degrees(30),
      endAngle: .radians(Angle.degrees(30).radians + Angle.degrees(-200).radians),
      clockwise: true)
    #expect(relative == absolute)
  }

  @Test func aHalfDiscArcFillsExactlyItsHalf() throws {
    // Clockwise in SwiftUI's y-up sense: from +x over the top to -x on screen.
    let path = CatalogUI.Path { path in
      path.addArc(
        center: CGPoint(x: 10, y: 10), radius: 8, startAngle: .zero,
        endAngle: .degrees(180), clockwise: true)
      path.closeSubpath()
    }
    let bounds = path.boundingRect
    #expect(abs(bounds.minX - 2) < 1e-9 && abs(bounds.maxX - 18) < 1e-9)
    #expect(abs(bounds.minY - 2) < 1e-9 && abs(bounds.maxY - 10) < 1e-9)
    let pixels = try #require(filled(path))
    #expect(alpha(pixels, 20, 10) == 255)  // above the centre
    #expect(alpha(pixels, 20, 30) == 0)  // below the centre
    #expect(alpha(pixels, 20, 2) == 0)  // above the arc
  }

  @Test func aTangentArcRoundsTheCornerItIsGiven() throws {
    let path = CatalogUI.Path { path in
      path.move(to: CGPoint(x: 0, y: 2))
      path.addArc(tangent1End: CGPoint(x: 18, y: 2), tangent2End: CGPoint(x: 18, y: 20), radius: 8)
      path.addLine(to: CGPoint(x: 18, y: 20))
      path.addLine(to: CGPoint(x: 0, y: 20))
      path.closeSubpath()
    }
    // The arc leaves the top edge 8 points before the corner and meets the right edge 8 below.
    var lines: [CGPoint] = []
    path.forEach { if case .line(let p) = $0 { lines.append(p) } }
    #expect(lines.first.map { abs($0.x - 10) < 1e-9 && abs($0.y - 2) < 1e-9 } == true)
    let pixels = try #require(filled(path))
    #expect(alpha(pixels, 35, 5) == 0)  // the cut-off corner
    #expect(alpha(pixels, 35, 20) == 255)  // below the arc
    #expect(alpha(pixels, 10, 5) == 255)  // left of the arc
    #expect(alpha(pixels, 10, 2) == 0)  // above the top edge
  }

  @Test func aTangentArcOnALineOrAnEmptyPathIsALineOrAMove() {
    var straight = CatalogUI.Path()
    straight.move(to: .zero)
    straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 9, y: 0), radius: 2)
    var line = CatalogUI.Path()
    line.move(to: .zero)
    line.addLine(to: CGPoint(x: 5, y: 0))
    #expect(straight == line)

    var empty = CatalogUI.Path()
    empty.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 9, y: 3), radius: 2)
    #expect(empty.currentPoint == CGPoint(x: 5, y: 0))

    var absurd = CatalogUI.Path()
    absurd.move(to: .zero)
    absurd.addArc(
      tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 5, y: 5), radius: .infinity)
    #expect(absurd == line)
  }

  // MARK: - Drawing

  @Test func aPathIsAShapeThatIgnoresItsFrame() throws {
    let square = CatalogUI.Path(CGRect(x: 5, y: 5, width: 10, height: 10))
    #expect(square.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)) == square)
    let pixels = try #require(filled(square))
    #expect(alpha(pixels, 9, 20) == 0)
    #expect(alpha(pixels, 10, 20) == 255)
    #expect(alpha(pixels, 29, 20) == 255)
    #expect(alpha(pixels, 30, 20) == 0)
  }
}
