import Raster

/// A two-dimensional outline of lines and curves, as SwiftUI's `Path`; the rasterizer's own
/// path type, so shapes reach the pixels without conversion.
public typealias Path = Raster.Path

// MARK: - SwiftUI's builders in Foundation geometry

// `Raster` declares the same builders with its own `Point` and `Rect`, marked as disfavoured so
// `move(to: .zero)` and `addLine(to: .init(x:y:))` pick these, as in SwiftUI code.
extension Path {
  /// A closed rectangle.
  public init(_ rect: CGRect) { self.init(rect: Rect(rect)) }

  /// A rounded rectangle; continuous (iOS-style) corners by default, as in SwiftUI.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      roundedRect: Rect(rect), radii: CornerRadii(all: Double(cornerRadius)),
      continuous: style == .continuous)
  }

  /// A rounded rectangle with elliptical corners of `cornerSize`; drawn with the smaller of
  /// the two radii, since the rasterizer's corners are circular (SwiftUI draws ellipses).
  public init(
    roundedRect rect: CGRect, cornerSize: CGSize,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height),
      style: style)
  }

  /// The ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) { self.init(ellipseIn: Rect(rect)) }

  /// A path built by `build`, as SwiftUI's `Path { path in … }`.
  public init(_ build: (inout Path) -> Void) {
    self.init()
    build(&self)
  }

  /// Begins a new subpath at `point`.
  public mutating func move(to point: CGPoint) { move(to: Point(point)) }

  /// Adds a straight line from the current point to `point`.
  public mutating func addLine(to point: CGPoint) { addLine(to: Point(point)) }

  /// Adds straight lines through `points`, starting a new subpath at the first one.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a quadratic Bézier curve from the current point to `point`.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    addQuadCurve(to: Point(point), control: Point(control))
  }

  /// Adds a cubic Bézier curve from the current point to `point`.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    addCurve(to: Point(point), control1: Point(control1), control2: Point(control2))
  }

  /// Adds a circular arc as SwiftUI does: angles from +x, `clockwise` in a y-up sense, so
  /// `clockwise: true` runs counter-clockwise on screen, exactly as in SwiftUI.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle,
    endAngle: Angle, clockwise: Bool
  ) {
    addArc(
      center: Point(center), radius: Double(radius), startAngle: startAngle.radians,
      endAngle: endAngle.radians, clockwise: clockwise)
  }

  /// Adds a closed rectangle as a new subpath.
  public mutating func addRect(_ rect: CGRect) { addRect(Rect(rect)) }

  /// Adds the ellipse inscribed in `rect` as a new subpath.
  public mutating func addEllipse(in rect: CGRect) { addEllipse(in: Rect(rect)) }

  /// Adds a rounded rectangle as a new subpath; corners as in `init(roundedRect:cornerSize:)`.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize,
    style: RoundedCornerStyle = .continuous
  ) {
    addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style))
  }

  /// The smallest rectangle holding every point of the path, control points included;
  /// `.zero` for an empty path (SwiftUI returns `.null`).
  public var boundingRect: CGRect { controlPointBounds.map(CGRect.init) ?? .zero }
}
