import Raster

// MARK: - Shape

/// A 2D shape that fills the space it is offered, as SwiftUI's `Shape`.
public protocol Shape: View, Sendable {
  /// The outline in a rectangle of the shape's size whose origin is zero, as in SwiftUI.
  nonisolated func path(in rect: CGRect) -> Path

  /// The size the shape takes for a proposal: the whole proposal (10 points where
  /// unspecified) unless the shape says otherwise, as SwiftUI's `Shape.sizeThatFits(_:)`.
  nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  public var body: Never { neverBody(Self.self) }

  /// A bare shape fills with the foreground style, as in SwiftUI.
  public static func _resolve(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs)
    -> Bool
  {
    outputs.nodes.append(
      ShapeNode(shape: view, fill: nil, stroke: nil, environment: inputs.context.environment))
    return false
  }

  /// The whole proposal, with unspecified dimensions replaced by 10 points.
  nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    CGSize(proposal.replacingUnspecifiedDimensions())
  }

  /// The outline for a view placed at `frame` (root coordinates): the shape draws in its own
  /// coordinates, as in SwiftUI, and is then moved to the frame's origin.
  nonisolated func path(framedBy frame: Rect) -> Raster.Path {
    path(in: CGRect(x: 0, y: 0, width: frame.width, height: frame.height)).raster
      .applying(Transform(translationX: frame.minX, y: frame.minY))
  }

  /// Fills the shape with a style.
  nonisolated public func fill(_ style: some ShapeStyle) -> some View {
    ShapeView(shape: self, fill: AnyShapeStyle(style), stroke: nil)
  }

  /// Strokes the shape's outline, centred on the edge.
  nonisolated public func stroke(_ style: some ShapeStyle, lineWidth: Double = 1) -> some View {
    ShapeView(
      shape: self, fill: nil,
      stroke: (AnyShapeStyle(style), StrokeStyle(lineWidth: lineWidth), false))
  }

  /// Strokes the shape's outline with a full stroke style.
  nonisolated public func stroke(_ style: some ShapeStyle, style strokeStyle: StrokeStyle)
    -> some View
  {
    ShapeView(shape: self, fill: nil, stroke: (AnyShapeStyle(style), strokeStyle, false))
  }

  /// Strokes the shape's outline with the foreground style and a full stroke style; SwiftUI
  /// returns a shape here, CatalogUI a view.
  nonisolated public func stroke(style strokeStyle: StrokeStyle) -> some View {
    ShapeView(shape: self, fill: nil, stroke: (nil, strokeStyle, false))
  }

  /// Strokes the shape's outline with the foreground style; SwiftUI returns a shape here,
  /// CatalogUI a view.
  nonisolated public func stroke(lineWidth: Double = 1) -> some View {
    ShapeView(shape: self, fill: nil, stroke: (nil, StrokeStyle(lineWidth: lineWidth), false))
  }

  /// Strokes inside the shape's bounds, so the whole line is visible.
  nonisolated public func strokeBorder(_ style: some ShapeStyle, lineWidth: Double = 1) -> some View
  {
    ShapeView(
      shape: self, fill: nil,
      stroke: (AnyShapeStyle(style), StrokeStyle(lineWidth: lineWidth), true))
  }

  /// Strokes inside the shape's bounds with a full stroke style, so the whole line is visible.
  ///
  /// SwiftUI offers this on `InsettableShape`; CatalogUI insets any shape's frame by half the
  /// line width, which is the same for the built-in shapes.
  nonisolated public func strokeBorder(_ style: some ShapeStyle, style strokeStyle: StrokeStyle)
    -> some View
  {
    ShapeView(shape: self, fill: nil, stroke: (AnyShapeStyle(style), strokeStyle, true))
  }

  /// The part of the shape's outline between two fractions of its length, as SwiftUI's
  /// `Shape.trim(from:to:)`; bounds are clamped to 0…1 and a NaN bound trims everything.
  nonisolated public func trim(from startFraction: Double = 0, to endFraction: Double = 1)
    -> some Shape
  {
    TrimmedShape(base: self, from: startFraction, to: endFraction)
  }
}

// MARK: - TrimmedShape

/// A shape cut to a fraction of its outline's length; sized like the shape it cuts.
nonisolated struct TrimmedShape<Base: Shape>: Shape {
  let base: Base
  let from: Double
  let to: Double

  func path(in rect: CGRect) -> Path {
    base.path(in: rect).trimmedPath(from: from, to: to)
  }

  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

/// A shape with its fill or stroke.
nonisolated struct ShapeView<S: Shape>: View, PrimitiveView {
  let shape: S
  let fill: AnyShapeStyle?
  /// The style (the foreground style when `nil`), the stroke, and whether it is inset.
  let stroke: (AnyShapeStyle?, StrokeStyle, Bool)?

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    let node = ShapeNode(
      shape: shape, fill: fill, stroke: stroke.map { ($0.0, $0.1) },
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
  let stroke: (AnyShapeStyle?, StrokeStyle)?
  var insetStroke = false

  init(
    shape: any Shape, fill: AnyShapeStyle?, stroke: (AnyShapeStyle?, StrokeStyle)?,
    environment: EnvironmentValues
  ) {
    self.shape = shape
    self.fill = fill
    self.stroke = stroke
    super.init(environment: environment)
  }

  /// What dumps call the node when it is not a plain shape (a `Color` is a filled rectangle).
  var name: String?

  override var debugName: String { name ?? "\(type(of: shape))" }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    Size(shape.sizeThatFits(proposal))
  }

  override func drawContent(into context: inout DrawContext) {
    if let stroke {
      let inset = insetStroke ? Double(stroke.1.lineWidth) / 2 : 0
      let rect = frame.insetBy(dx: inset, dy: inset)
      let style = stroke.0 ?? environment.foregroundStyle ?? AnyShapeStyle(Color.primary)
      let paint = style.paint(in: frame, environment: environment)
      context.append(
        .stroke(
          shape.path(framedBy: rect), style: stroke.1.raster, paint: paint,
          transform: context.transform))
      return
    }
    let style = fill ?? environment.foregroundStyle ?? AnyShapeStyle(Color.primary)
    if let material = style.material {
      material.draw(shape.path(framedBy: frame), environment: environment, into: &context)
      return
    }
    context.append(
      .fill(
        shape.path(framedBy: frame), paint: style.paint(in: frame, environment: environment),
        transform: context.transform))
  }
}

// MARK: - Built-in shapes

/// A rectangle.
nonisolated public struct Rectangle: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// Corner shapes of rounded rectangles.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// The smooth, continuous curvature iOS uses.
  case continuous
}

/// A rectangle with rounded corners.
nonisolated public struct RoundedRectangle: Shape {
  public var cornerRadius: Double
  public var style: RoundedCornerStyle
  public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
    self.style = style
  }
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: cornerRadius, style: style)
  }
}

/// A rectangle with a different radius at each corner.
nonisolated public struct UnevenRoundedRectangle: Shape {
  /// The radius of each corner.
  public var cornerRadii: RectangleCornerRadii
  /// The shape of the corners.
  public var style: RoundedCornerStyle

  /// A rectangle with the corners of `cornerRadii`.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with the radius of each corner given; a corner left out is square.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }

  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
  }
}

/// A rounded rectangle whose corner radius is half its shorter side.
nonisolated public struct Capsule: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: .circular)
  }
}

/// A circle centred in the rectangle, as wide as its shorter side.
nonisolated public struct Circle: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path {
    let d = min(rect.width, rect.height)
    return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
  }

  /// The largest square that fits the proposal (10 points where unspecified), as SwiftUI's
  /// circle since iOS 16; an unbounded proposal gives an unbounded square.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let size = proposal.replacingUnspecifiedDimensions()
    let side = min(size.width, size.height)
    return CGSize(width: side, height: side)
  }
}

/// An ellipse filling the rectangle.
nonisolated public struct Ellipse: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Path: Shape {
  public typealias Body = Never

  /// The path itself, as in SwiftUI: a path ignores the rectangle it is drawn in.
  public func path(in rect: CGRect) -> Path { self }
}

// MARK: - Shape shorthands

extension Shape where Self == Rectangle {
  /// A rectangle, as SwiftUI's `.rect`: `.clipShape(.rect)`.
  nonisolated public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle, as SwiftUI's `.rect(cornerRadius:style:)`.
  nonisolated public static func rect(
    cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: Double(cornerRadius), style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with a radius per corner, as SwiftUI's `.rect(cornerRadii:style:)`.
  nonisolated public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }

  /// A rectangle with the radius of each corner given, as SwiftUI's
  /// `.rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`.
  nonisolated public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
      style: style)
  }
}

extension Shape where Self == Circle {
  /// A circle, as SwiftUI's `.circle`.
  nonisolated public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  /// A capsule, as SwiftUI's `.capsule`.
  nonisolated public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
  /// An ellipse, as SwiftUI's `.ellipse`.
  nonisolated public static var ellipse: Ellipse { Ellipse() }
}
