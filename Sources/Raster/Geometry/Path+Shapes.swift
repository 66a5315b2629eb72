import Foundation

// MARK: - CornerRadii

/// The radius of each corner of a rounded rectangle, in the rectangle's units.
public struct CornerRadii: Hashable, Sendable {
  public var topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double

  public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The same radius at every corner.
  public init(all radius: Double) {
    self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
  }
}

// MARK: - Shape builders

extension Path {
  /// The ellipse inscribed in `rect`, as four cubic Béziers, clockwise from the right.
  public init(ellipseIn rect: Rect) {
    self.init()
    guard !rect.isEmpty, rect.isFinite else { return }
    let k = 0.5522847498307936
    let cx = rect.midX
    let cy = rect.midY
    let rx = rect.width / 2
    let ry = rect.height / 2
    move(to: Point(x: cx + rx, y: cy))
    addCurve(
      to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry),
      control2: Point(x: cx + k * rx, y: cy + ry))
    addCurve(
      to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry),
      control2: Point(x: cx - rx, y: cy + k * ry))
    addCurve(
      to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry),
      control2: Point(x: cx - k * rx, y: cy - ry))
    addCurve(
      to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry),
      control2: Point(x: cx + rx, y: cy - k * ry))
    closeSubpath()
  }

  /// A rounded rectangle with per-corner radii, in circular or continuous (iOS) corner style.
  ///
  /// Radii are clamped to half the shorter side. Continuous corners extend 1.528× the radius
  /// along each edge and blend into the edge with matched curvature, like
  /// `RoundedRectangle(style: .continuous)`; when the sides are too short for that extent the
  /// corner falls back towards circular.
  public init(roundedRect rect: Rect, radii: CornerRadii, continuous: Bool) {
    self.init()
    guard !rect.isEmpty, rect.isFinite else { return }
    let limit = min(rect.width, rect.height) / 2
    func clamp(_ r: Double) -> Double { r.isFinite ? min(max(r, 0), limit) : 0 }
    let r = [
      clamp(radii.topLeft), clamp(radii.topRight), clamp(radii.bottomRight),
      clamp(radii.bottomLeft),
    ]
    guard r.contains(where: { $0 > 0 }) else {
      self = Path(rect: rect)
      return
    }
    // Each corner is drawn in a local frame: from the point on the incoming edge to the point
    // on the outgoing edge, with `extent` the distance of those points from the corner.
    let corners: [(corner: Point, inDir: Point, outDir: Point)] = [
      (Point(x: rect.maxX, y: rect.minY), Point(x: 1, y: 0), Point(x: 0, y: 1)),
      (Point(x: rect.maxX, y: rect.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0)),
      (Point(x: rect.minX, y: rect.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1)),
      (Point(x: rect.minX, y: rect.minY), Point(x: 0, y: -1), Point(x: 1, y: 0)),
    ]
    let radiusFor = [r[1], r[2], r[3], r[0]]
    let extents: [Double] = radiusFor.map { radius in
      guard continuous else { return radius }
      return min(radius * 1.528665, limit)
    }
    let startExtent = extents[3]
    move(to: Point(x: rect.minX + startExtent, y: rect.minY))
    for (i, c) in corners.enumerated() {
      let radius = radiusFor[i]
      let extent = extents[i]
      let entry = c.corner - c.inDir * extent
      addLine(to: entry)
      guard radius > 0 else { continue }
      let exit = c.corner + c.outDir * extent
      if continuous && extent > radius * 1.0001 {
        addContinuousCorner(
          corner: c.corner, inDir: c.inDir, outDir: c.outDir, radius: radius,
          extent: extent)
      } else {
        let k = 0.5522847498307936 * radius
        addCurve(to: exit, control1: entry + c.inDir * k, control2: exit - c.outDir * k)
      }
    }
    closeSubpath()
  }

  /// A smooth corner: a cubic easing from the edge into a circular arc of `radius` and back,
  /// the shape iOS draws for continuous corners (three curves per corner).
  private mutating func addContinuousCorner(
    corner: Point, inDir: Point, outDir: Point,
    radius: Double, extent: Double
  ) {
    // Coefficients of the widely published reconstruction of the iOS 7 corner, for a corner
    // whose straight edges end 1.528665·r from the corner; scaled down with the extent.
    let s = extent / 1.528665
    func p(_ along: Double, _ across: Double) -> Point {
      // `along` measured back from the corner on the incoming edge, `across` towards outDir.
      corner - inDir * (along * s) + outDir * (across * s)
    }
    // Incoming half, mirrored for the outgoing half.
    addCurve(to: p(0.63149, 0.07491), control1: p(1.08849, 0), control2: p(0.86840, 0))
    addCurve(
      to: p(0.07491, 0.63149), control1: p(0.37282, 0.16951),
      control2: p(0.16951, 0.37282))
    addCurve(to: p(0, 1.528665), control1: p(0, 0.86840), control2: p(0, 1.08849))
    _ = radius
  }
}

extension Point {
  fileprivate static prefix func - (p: Point) -> Point { Point(x: -p.x, y: -p.y) }
}
