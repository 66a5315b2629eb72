import Raster

// MARK: - ShapeStyle

/// What fills a shape or colours text: a colour, a gradient, a material or a hierarchical
/// level, as SwiftUI's `ShapeStyle`.
///
/// A style of your own returns a built-in one from `resolve(in:)`, as in SwiftUI:
///
/// ```swift
/// struct Brand: ShapeStyle {
///   func resolve(in environment: EnvironmentValues) -> Color {
///     environment.colorScheme == .dark ? .white : .black
///   }
/// }
/// ```
public protocol ShapeStyle: Sendable {
  /// The style this one stands for; `Never` for the built-in styles, which paint themselves.
  associatedtype Resolved: ShapeStyle = Never

  /// The style this one stands for in `environment`.
  func resolve(in environment: EnvironmentValues) -> Resolved
}

extension ShapeStyle where Resolved == Never {
  /// Never called: a style whose `Resolved` is `Never` paints itself (a built-in style) or,
  /// declared outside CatalogUI without `resolve(in:)`, paints nothing.
  public func resolve(in environment: EnvironmentValues) -> Never {
    preconditionFailure("\(Self.self) has no resolve(in:); CatalogUI never asks a style for it")
  }
}

// MARK: - Never + ShapeStyle

extension Never: ShapeStyle {}

// MARK: - PaintedShapeStyle

/// A built-in style: one that gives the rasterizer's paint for a shape directly.
protocol PaintedShapeStyle: ShapeStyle {
  /// The paint for a shape whose bounds (in points) are `bounds`.
  func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint
}

// MARK: - AnyShapeStyle

/// A type-erased shape style.
public struct AnyShapeStyle: PaintedShapeStyle {
  /// How many `resolve(in:)` steps a style may take before it paints nothing, so a style that
  /// resolves to itself cannot loop.
  static let maxResolveSteps = 16

  private let base: any ShapeStyle

  /// Wraps `style`.
  public init(_ style: some ShapeStyle) {
    if let any = style as? AnyShapeStyle { base = any.base } else { base = style }
  }

  func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    var style = base
    for _ in 0..<Self.maxResolveSteps {
      if let painted = style as? any PaintedShapeStyle {
        return painted.paint(in: bounds, environment: environment)
      }
      guard let next = Self.resolved(style, in: environment) else { break }
      style = next
    }
    return .solid(.transparent)
  }

  /// What `style` resolves to; `nil` for a style that has no `resolve(in:)` of its own.
  private static func resolved<S: ShapeStyle>(_ style: S, in environment: EnvironmentValues)
    -> (any ShapeStyle)?
  {
    guard S.Resolved.self != Never.self else { return nil }
    return style.resolve(in: environment)
  }

  /// Whether both wrap the same style (see `isSameValue`).
  func isSame(as other: AnyShapeStyle) -> Bool { isSameValue(base, other.base) }

  /// The material this style is, which draws a backdrop blur rather than a paint.
  var material: Material? { base as? Material }

  /// The style to keep in the environment when it becomes the foreground style over
  /// `surroundings`: a hierarchical level is pinned to the style it was taken from.
  /// The level of a hierarchical style (1 for `.secondary`); `nil` for any other style.
  var hierarchicalLevel: Int? { (base as? HierarchicalShapeStyle)?.level }

  func settingForeground(over surroundings: AnyShapeStyle?) -> AnyShapeStyle {
    guard let level = base as? HierarchicalShapeStyle else { return self }
    return AnyShapeStyle(level.relative(to: surroundings))
  }
}

// MARK: - UnitPoint

/// A point in a view's unit square: (0, 0) top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
  public var x: Double, y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  func point(in rect: Rect) -> Point {
    Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
  }
}

// MARK: - Gradients

/// Colours at locations along a gradient.
public struct GradientStops: Sendable {
  let stops: [(Color, Double)]
  /// Evenly spaced colours.
  public init(colors: [Color]) {
    let n = max(colors.count - 1, 1)
    stops = colors.enumerated().map { ($0.element, Double($0.offset) / Double(n)) }
  }
  func resolve(_ environment: EnvironmentValues) -> Gradient? {
    Gradient(
      stops: stops.map {
        Gradient.Stop(offset: $0.1, color: $0.0.resolve(in: environment.colorScheme))
      })
  }
}

/// A linear gradient between two unit points of the shape's bounds.
nonisolated public struct LinearGradient: PaintedShapeStyle, View, PrimitiveView {
  let gradient: GradientStops
  let startPoint: UnitPoint, endPoint: UnitPoint
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    gradient = GradientStops(colors: colors)
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
  func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    guard let g = gradient.resolve(environment) else { return .solid(.transparent) }
    return .linearGradient(
      start: startPoint.point(in: bounds), end: endPoint.point(in: bounds),
      gradient: g)
  }
  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    nodes.append(
      ShapeNode(
        shape: Rectangle(), fill: AnyShapeStyle(self), stroke: nil,
        environment: context.environment))
  }
}

/// A radial gradient around a unit point, out to a radius in points.
nonisolated public struct RadialGradient: PaintedShapeStyle, View, PrimitiveView {
  let gradient: GradientStops
  let center: UnitPoint
  let startRadius: Double, endRadius: Double
  public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
    gradient = GradientStops(colors: colors)
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }
  func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    guard var g = gradient.resolve(environment), endRadius > 0 else { return .solid(.transparent) }
    // The scene model has no start radius: map stops into [start/end, 1].
    let inner = min(max(startRadius / endRadius, 0), 1)
    g =
      Gradient(
        stops: g.stops.map {
          Gradient.Stop(offset: inner + $0.offset * (1 - inner), color: $0.color)
        }) ?? g
    return .radialGradient(center: center.point(in: bounds), radius: endRadius, gradient: g)
  }
  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    nodes.append(
      ShapeNode(
        shape: Rectangle(), fill: AnyShapeStyle(self), stroke: nil,
        environment: context.environment))
  }
}

/// An angular (conic) gradient around a unit point.
nonisolated public struct AngularGradient: PaintedShapeStyle, View, PrimitiveView {
  let gradient: GradientStops
  let center: UnitPoint
  let startAngle: Double
  /// `startAngle` in degrees, 0 pointing along +x, growing clockwise.
  public init(colors: [Color], center: UnitPoint, startAngle: Double = 0) {
    gradient = GradientStops(colors: colors)
    self.center = center
    self.startAngle = startAngle
  }
  func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    guard let g = gradient.resolve(environment) else { return .solid(.transparent) }
    return .angularGradient(
      center: center.point(in: bounds), startAngle: startAngle * .pi / 180,
      gradient: g)
  }
  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    nodes.append(
      ShapeNode(
        shape: Rectangle(), fill: AnyShapeStyle(self), stroke: nil,
        environment: context.environment))
  }
}
