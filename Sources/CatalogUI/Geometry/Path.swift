import Raster

// MARK: - Path

/// The outline of a 2D shape, as SwiftUI's `Path`: lines and Bézier curves in `CGPoint`s.
///
/// It wraps the rasterizer's path, which shapes reach the pixels through, so the rasterizer's
/// own types stay behind the module line. SwiftUI members that take a `CGAffineTransform`
/// (which Foundation on Linux lacks) or a `CGPath` are left out.
public struct Path: Equatable, Sendable {
  /// The rasterizer's path with the same elements.
  package var raster: Raster.Path

  /// The path drawn by the rasterizer as `raster`.
  package init(_ raster: Raster.Path) { self.raster = raster }

  /// Creates an empty path.
  public init() { raster = Raster.Path() }

  /// Creates a path holding the closed rectangle `rect`.
  public init(_ rect: CGRect) { raster = Raster.Path(rect: Rect(rect)) }

  /// Creates a path holding a rounded rectangle with circular corners of `cornerRadius`;
  /// continuous (iOS-style) corners by default, as in SwiftUI.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat,
    style: RoundedCornerStyle = .continuous
  ) {
    raster = Raster.Path(
      roundedRect: Rect(rect), radii: CornerRadii(all: Double(cornerRadius)),
      continuous: style == .continuous)
  }

  /// Creates a path holding a rounded rectangle whose corners are `cornerSize.width` wide and
  /// `cornerSize.height` tall (quarter ellipses for `.circular`).
  public init(
    roundedRect rect: CGRect, cornerSize: CGSize,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init()
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// Creates a path holding a rounded rectangle with a radius of its own at each corner.
  public init(
    roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii,
    style: RoundedCornerStyle = .continuous
  ) {
    raster = Raster.Path(
      roundedRect: Rect(rect), radii: cornerRadii.raster, continuous: style == .continuous)
  }

  /// Creates a path holding the ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) { raster = Raster.Path(ellipseIn: Rect(rect)) }

  /// Creates an empty path, then calls `callback` to add its elements, as SwiftUI's
  /// `Path { path in … }`.
  public init(_ callback: (inout Path) -> Void) {
    self.init()
    callback(&self)
  }
}

// MARK: - Path.Element

extension Path {
  /// One drawing command of a path, as SwiftUI's `Path.Element`.
  public enum Element: Equatable, Sendable {
    /// Starts a new subpath at the point.
    case move(to: CGPoint)
    /// A straight line from the current point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve from the current point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve from the current point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A straight line back to the start of the current subpath, which it ends.
    case closeSubpath
  }

  /// Calls `body` with each element of the path, in order.
  public func forEach(_ body: (Element) -> Void) {
    raster.forEach { element in
      switch element {
      case .move(let p): body(.move(to: CGPoint(p)))
      case .line(let p): body(.line(to: CGPoint(p)))
      case .quadCurve(let p, let c): body(.quadCurve(to: CGPoint(p), control: CGPoint(c)))
      case .curve(let p, let c1, let c2):
        body(.curve(to: CGPoint(p), control1: CGPoint(c1), control2: CGPoint(c2)))
      case .closeSubpath: body(.closeSubpath)
      }
    }
  }
}

// MARK: - Building a path

extension Path {
  /// Begins a new subpath at `end`.
  public mutating func move(to end: CGPoint) { raster.move(to: Point(end)) }

  /// Adds a straight line from the current point to `end`.
  public mutating func addLine(to end: CGPoint) { raster.addLine(to: Point(end)) }

  /// Begins a new subpath at the first of `lines` and adds straight lines through the rest.
  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for point in lines.dropFirst() { addLine(to: point) }
  }

  /// Adds a quadratic Bézier curve from the current point to `end`.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    raster.addQuadCurve(to: Point(end), control: Point(control))
  }

  /// Adds a cubic Bézier curve from the current point to `end`.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    raster.addCurve(to: Point(end), control1: Point(control1), control2: Point(control2))
  }

  /// Adds a circular arc as SwiftUI does: angles from +x, `clockwise` in a y-up sense, so
  /// `clockwise: true` runs counter-clockwise on screen, exactly as in SwiftUI; a line joins
  /// the current point to the arc's start.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle,
    endAngle: Angle, clockwise: Bool
  ) {
    raster.addArc(
      center: Point(center), radius: Double(radius), startAngle: startAngle.radians,
      endAngle: endAngle.radians, clockwise: clockwise)
  }

  /// Adds a circular arc of `delta` from `startAngle`; a positive `delta` turns
  /// counter-clockwise in a y-up sense (clockwise on screen), as in SwiftUI.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle
  ) {
    guard delta.radians.isFinite else { return }
    addArc(
      center: center, radius: radius, startAngle: startAngle,
      endAngle: Angle(radians: startAngle.radians + delta.radians),
      clockwise: delta.radians < 0)
  }

  /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and
  /// to the line from there to `tangent2End`, with a straight line from the current point to
  /// the arc's start, as CoreGraphics does; a straight line to `tangent1End` when the three
  /// points are in line or `radius` is zero, and a move there when the path is empty.
  public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    let p1 = Point(tangent1End)
    let p2 = Point(tangent2End)
    guard let current = currentPoint else {
      raster.move(to: p1)
      return
    }
    let p0 = Point(current)
    let r = Double(radius)
    let ax = p0.x - p1.x
    let ay = p0.y - p1.y
    let bx = p2.x - p1.x
    let by = p2.y - p1.y
    let la = Math.hypot(ax, ay)
    let lb = Math.hypot(bx, by)
    let cross = ax * by - ay * bx
    guard r > 0, r.isFinite, la > 0, lb > 0, cross != 0, cross.isFinite else {
      raster.addLine(to: p1)
      return
    }
    // The angle at `p1` between the two lines; the arc touches each line `distance` from it.
    let (ux, uy) = (ax / la, ay / la)
    let (vx, vy) = (bx / lb, by / lb)
    let half = Math.acos(min(max(ux * vx + uy * vy, -1), 1)) / 2
    let distance = r / Math.tan(half)
    let toCenter = r / Math.sin(half)
    let (mx, my) = (ux + vx, uy + vy)
    let lm = Math.hypot(mx, my)
    guard distance.isFinite, toCenter.isFinite, lm > 0 else {
      raster.addLine(to: p1)
      return
    }
    let center = Point(x: p1.x + mx / lm * toCenter, y: p1.y + my / lm * toCenter)
    let start = Point(x: p1.x + ux * distance, y: p1.y + uy * distance)
    let end = Point(x: p1.x + vx * distance, y: p1.y + vy * distance)
    let startAngle = Math.atan2(start.y - center.y, start.x - center.x)
    let endAngle = Math.atan2(end.y - center.y, end.x - center.x)
    // The arc is the short one, turning the way the corner turns.
    raster.addArc(
      center: center, radius: r, startAngle: startAngle, endAngle: endAngle,
      clockwise: cross > 0)
  }

  /// Closes the current subpath with a straight line back to its start.
  public mutating func closeSubpath() { raster.closeSubpath() }

  /// Adds the closed rectangle `rect` as a new subpath.
  public mutating func addRect(_ rect: CGRect) { raster.addRect(Rect(rect)) }

  /// Adds each of `rects` as a closed subpath.
  public mutating func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  /// Adds a rounded rectangle as a new subpath, with corners `cornerSize.width` wide and
  /// `cornerSize.height` tall (quarter ellipses for `.circular`).
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize,
    style: RoundedCornerStyle = .continuous
  ) {
    let rx = Double(cornerSize.width)
    let ry = Double(cornerSize.height)
    let continuous = style == .continuous
    guard rx != ry, rx > 0, ry > 0, rx.isFinite, ry.isFinite else {
      // Equal sizes are circular corners; a zero or unusable size, a plain rectangle.
      let radius = rx == ry ? rx : 0
      raster.addPath(
        Raster.Path(
          roundedRect: Rect(rect), radii: CornerRadii(all: radius), continuous: continuous))
      return
    }
    // Elliptical corners are circular ones in a rectangle stretched so that `ry` becomes `rx`,
    // stretched back.
    let stretch = rx / ry
    let r = Rect(rect)
    let stretched = Rect(x: r.minX, y: r.minY * stretch, width: r.width, height: r.height * stretch)
    raster.addPath(
      Raster.Path(roundedRect: stretched, radii: CornerRadii(all: rx), continuous: continuous),
      transform: Transform(scaleX: 1, y: 1 / stretch))
  }

  /// Adds a rounded rectangle with a radius of its own at each corner as a new subpath.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii,
    style: RoundedCornerStyle = .continuous
  ) {
    raster.addPath(
      Raster.Path(
        roundedRect: Rect(rect), radii: cornerRadii.raster, continuous: style == .continuous))
  }

  /// Adds the ellipse inscribed in `rect` as a closed subpath.
  public mutating func addEllipse(in rect: CGRect) { raster.addEllipse(in: Rect(rect)) }

  /// Adds every subpath of `path`.
  public mutating func addPath(_ path: Path) { raster.addPath(path.raster) }
}

// MARK: - Reading a path

extension Path {
  /// Whether the path has no elements.
  public var isEmpty: Bool { raster.isEmpty }

  /// The point the next element starts from: the last point added, or the start of the last
  /// subpath after it was closed; `nil` for an empty path.
  public var currentPoint: CGPoint? {
    var current: CGPoint?
    var subpathStart: CGPoint?
    forEach { element in
      switch element {
      case .move(let p):
        current = p
        subpathStart = p
      case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
      case .closeSubpath: current = subpathStart ?? current
      }
    }
    return current
  }

  /// The smallest rectangle holding every point the path passes through, curves' extremes
  /// included and their control points not, as SwiftUI's; `.null` for an empty path.
  public var boundingRect: CGRect {
    var bounds = PathBounds()
    var current = Point.zero
    raster.forEach { element in
      switch element {
      case .move(let p), .line(let p):
        bounds.add(p)
        current = p
      case .quadCurve(let p, let c):
        bounds.addQuad(current, c, p)
        current = p
      case .curve(let p, let c1, let c2):
        bounds.addCubic(current, c1, c2, p)
        current = p
      case .closeSubpath: break
      }
    }
    return bounds.rect
  }

  /// Whether `p` is inside the path filled with the nonzero rule, or the even-odd rule when
  /// `eoFill`; curves are measured on chords within 1/1000 of a point of them.
  public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
    let winding = PathWinding.number(of: raster, at: Point(p))
    return eoFill ? winding & 1 != 0 : winding != 0
  }

  /// The path moved by `dx` and `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    Path(raster.applying(Transform(translationX: Double(dx), y: Double(dy))))
  }

  /// The outline of the path stroked with `style`, to be filled with the nonzero rule;
  /// curves come out as chords within the rasterizer's flattening tolerance.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    Path(Stroker.outline(of: raster, style: style.raster, transform: .identity))
  }

  /// The part of the path between two fractions of its length; fractions are clamped to 0…1,
  /// and an empty range or a NaN bound gives an empty path.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    Path(raster.trimmedPath(from: Double(from), to: Double(to)))
  }
}

// MARK: - PathBounds

/// The running bounds of the points a path passes through.
private struct PathBounds {
  private var minX = Double.infinity, minY = Double.infinity
  private var maxX = -Double.infinity, maxY = -Double.infinity

  var rect: CGRect {
    guard minX <= maxX, minY <= maxY else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  mutating func add(_ p: Point) {
    minX = min(minX, p.x)
    minY = min(minY, p.y)
    maxX = max(maxX, p.x)
    maxY = max(maxY, p.y)
  }

  /// Adds the end and the extremes of a quadratic curve (where its derivative is zero).
  mutating func addQuad(_ p0: Point, _ p1: Point, _ p2: Point) {
    add(p2)
    for t in PathBounds.quadRoots(p0.x, p1.x, p2.x) + PathBounds.quadRoots(p0.y, p1.y, p2.y) {
      let u = 1 - t
      add(
        Point(
          x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
          y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y))
    }
  }

  /// Adds the end and the extremes of a cubic curve (where its derivative is zero).
  mutating func addCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
    add(p3)
    let roots =
      PathBounds.cubicRoots(p0.x, p1.x, p2.x, p3.x) + PathBounds.cubicRoots(p0.y, p1.y, p2.y, p3.y)
    for t in roots {
      let u = 1 - t
      let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
      add(
        Point(
          x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
          y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
    }
  }

  /// The parameter in 0…1 where a quadratic's coordinate turns, if any.
  private static func quadRoots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
    let denominator = a - 2 * b + c
    guard denominator != 0 else { return [] }
    let t = (a - b) / denominator
    return t > 0 && t < 1 ? [t] : []
  }

  /// The parameters in 0…1 where a cubic's coordinate turns.
  private static func cubicRoots(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double)
    -> [Double]
  {
    // The derivative over 3 is a·t² + b·t + c.
    let a = -p0 + 3 * p1 - 3 * p2 + p3
    let b = 2 * (p0 - 2 * p1 + p2)
    let c = p1 - p0
    var roots: [Double] = []
    if a == 0 {
      if b != 0 { roots.append(-c / b) }
    } else {
      let discriminant = b * b - 4 * a * c
      if discriminant >= 0 {
        let s = discriminant.squareRoot()
        roots.append((-b + s) / (2 * a))
        roots.append((-b - s) / (2 * a))
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
  }
}

// MARK: - PathWinding

/// How many times a path winds around a point, every subpath closed as when it is filled.
private enum PathWinding {
  /// The largest distance allowed between a curve and the chords that stand for it.
  static let tolerance = 0.001

  static func number(of path: Raster.Path, at p: Point) -> Int {
    guard p.isFinite else { return 0 }
    var winding = 0
    var current = Point.zero
    var start = Point.zero
    func edge(_ a: Point, _ b: Point) {
      guard a.isFinite, b.isFinite else { return }
      if a.y <= p.y {
        if b.y > p.y, side(a, b) > 0 { winding += 1 }
      } else if b.y <= p.y, side(a, b) < 0 {
        winding -= 1
      }
    }
    func side(_ a: Point, _ b: Point) -> Double {
      (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
    func chords(_ count: Int, _ point: (Double) -> Point, to end: Point) {
      var previous = current
      for i in 1..<count {
        let next = point(Double(i) / Double(count))
        edge(previous, next)
        previous = next
      }
      edge(previous, end)
    }
    path.forEach { element in
      switch element {
      case .move(let q):
        edge(current, start)
        current = q
        start = q
      case .line(let q):
        edge(current, q)
        current = q
      case .quadCurve(let q, let c):
        let p0 = current
        chords(chordCount(p0, c, c, q), { t in quadPoint(p0, c, q, t) }, to: q)
        current = q
      case .curve(let q, let c1, let c2):
        let p0 = current
        chords(chordCount(p0, c1, c2, q), { t in cubicPoint(p0, c1, c2, q, t) }, to: q)
        current = q
      case .closeSubpath:
        edge(current, start)
        current = start
      }
    }
    edge(current, start)
    return winding
  }

  /// Enough chords for a curve to stay within `tolerance` of them (from the bound on a cubic's
  /// second derivative), at most 4096.
  private static func chordCount(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> Int {
    let ddx = max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
    let ddy = max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
    let bound = 6 * Math.hypot(ddx, ddy)
    guard bound.isFinite, bound > 0 else { return 1 }
    let count = (bound / (8 * tolerance)).squareRoot().rounded(.up)
    return Int(min(max(count, 1), 4096))
  }

  private static func quadPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ t: Double) -> Point {
    let u = 1 - t
    return Point(
      x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
      y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
  }

  private static func cubicPoint(
    _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double
  ) -> Point {
    let u = 1 - t
    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return Point(
      x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
      y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
  }
}
