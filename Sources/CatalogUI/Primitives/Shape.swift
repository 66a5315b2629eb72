import Raster

// MARK: - Shape

/// A 2D shape that fills the space it is offered, as SwiftUI's `Shape`.
public protocol Shape: View, Sendable {
  /// The outline in a rectangle (points).
  func path(in rect: Rect) -> Path
}

extension Shape {
  public var body: Never { neverBody(Self.self) }

  /// Fills the shape with a style.
  public func fill(_ style: some ShapeStyle) -> some View {
    ShapeView(shape: self, fill: AnyShapeStyle(style), stroke: nil)
  }

  /// Strokes the shape's outline, centred on the edge.
  public func stroke(_ style: some ShapeStyle, lineWidth: Double = 1) -> some View {
    ShapeView(shape: self, fill: nil,
              stroke: (AnyShapeStyle(style), StrokeStyle(lineWidth: lineWidth), false))
  }

  /// Strokes the shape's outline with a full stroke style.
  public func stroke(_ style: some ShapeStyle, style strokeStyle: StrokeStyle) -> some View {
    ShapeView(shape: self, fill: nil, stroke: (AnyShapeStyle(style), strokeStyle, false))
  }

  /// Strokes inside the shape's bounds, so the whole line is visible.
  public func strokeBorder(_ style: some ShapeStyle, lineWidth: Double = 1) -> some View {
    ShapeView(shape: self, fill: nil,
              stroke: (AnyShapeStyle(style), StrokeStyle(lineWidth: lineWidth), true))
  }
}


/// A shape with its fill or stroke.
struct ShapeView<S: Shape>: View, PrimitiveView {
  let shape: S
  let fill: AnyShapeStyle?
  let stroke: (AnyShapeStyle, StrokeStyle, Bool)?

  func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    let node = ShapeNode(shape: shape, fill: fill, stroke: stroke.map { ($0.0, $0.1) },
                         environment: context.environment)
    node.insetStroke = stroke?.2 ?? false
    nodes.append(node)
  }
}

// MARK: - ShapeNode

/// Lays out like SwiftUI shapes (take the proposal, 10×10 when unspecified) and draws the
/// shape's path filled or stroked.
final class ShapeNode: LayoutNode {
  let shape: any Shape
  let fill: AnyShapeStyle?
  let stroke: (AnyShapeStyle, StrokeStyle)?
  var insetStroke = false

  init(shape: any Shape, fill: AnyShapeStyle?, stroke: (AnyShapeStyle, StrokeStyle)?,
       environment: EnvironmentValues) {
    self.shape = shape
    self.fill = fill
    self.stroke = stroke
    super.init(environment: environment)
  }

  /// What dumps call the node when it is not a plain shape (a `Color` is a filled rectangle).
  var name: String?

  override var debugName: String { name ?? "\(type(of: shape))" }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    if let fixed = (shape as? any FixedAspectShape)?.size(for: proposal) { return fixed }
    return proposal.replacingUnspecifiedDimensions()
  }

  override func draw(into context: inout DrawContext) {
    if let stroke {
      let inset = insetStroke ? stroke.1.lineWidth / 2 : 0
      let rect = frame.insetBy(dx: inset, dy: inset)
      let paint = stroke.0.paint(in: frame, environment: environment)
      context.append(.stroke(shape.path(in: rect), style: stroke.1, paint: paint,
                             transform: context.transform))
      return
    }
    let style = fill ?? environment.foregroundStyle ?? AnyShapeStyle(Color.primary)
    context.append(.fill(shape.path(in: frame), paint: style.paint(in: frame, environment: environment),
                         transform: context.transform))
  }
}

/// Shapes whose size depends on the proposal in a fixed way (a circle is as big as the smaller
/// side); by default shapes take the whole proposal.
protocol FixedAspectShape {
  func size(for proposal: ProposedViewSize) -> Size?
}

// MARK: - Built-in shapes

/// A rectangle.
public struct Rectangle: Shape {
  public init() {}
  public func path(in rect: Rect) -> Path { Path(rect: rect) }
}

/// Corner shapes of rounded rectangles.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// The smooth, continuous curvature iOS uses.
  case continuous
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
  public var cornerRadius: Double
  public var style: RoundedCornerStyle
  public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
    self.style = style
  }
  public func path(in rect: Rect) -> Path {
    Path(roundedRect: rect, radii: CornerRadii(all: cornerRadius), continuous: style == .continuous)
  }
}

/// A rectangle with a different radius at each corner.
public struct UnevenRoundedRectangle: Shape {
  public var radii: CornerRadii
  public var style: RoundedCornerStyle
  public init(topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0,
              bottomTrailingRadius: Double = 0, topTrailingRadius: Double = 0,
              style: RoundedCornerStyle = .continuous) {
    radii = CornerRadii(topLeft: topLeadingRadius, topRight: topTrailingRadius,
                        bottomRight: bottomTrailingRadius, bottomLeft: bottomLeadingRadius)
    self.style = style
  }
  public func path(in rect: Rect) -> Path {
    Path(roundedRect: rect, radii: radii, continuous: style == .continuous)
  }
}

/// A rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: Shape {
  public init() {}
  public func path(in rect: Rect) -> Path {
    Path(roundedRect: rect, radii: CornerRadii(all: min(rect.width, rect.height) / 2),
         continuous: false)
  }
}

/// A circle centred in the rectangle, as wide as its shorter side.
public struct Circle: Shape {
  public init() {}
  public func path(in rect: Rect) -> Path {
    let d = min(rect.width, rect.height)
    return Path(ellipseIn: Rect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
  }
}

/// An ellipse filling the rectangle.
public struct Ellipse: Shape {
  public init() {}
  public func path(in rect: Rect) -> Path { Path(ellipseIn: rect) }
}

extension Path: Shape {
  public typealias Body = Never

  /// The path itself, placed at the rectangle's origin.
  public func path(in rect: Rect) -> Path {
    applying(Transform(translationX: rect.minX, y: rect.minY))
  }
}
