import Raster

// MARK: - offset, rotationEffect and scaleEffect

extension View {
  /// Rotates the drawing around the centre, by degrees, without changing layout; a CatalogUI
  /// shorthand for `rotationEffect(.degrees(degrees))`.
  nonisolated public func rotationEffect(degrees: Double) -> some View {
    rotationEffect(.degrees(degrees))
  }

  /// Moves the view when drawn, without changing layout, as SwiftUI's `offset(x:y:)`: what is
  /// modified after it (a `.background`, a `.border`, an `.id` whose frame is queried) keeps
  /// the original frame; what is inside it is drawn, hit and outlined moved.
  nonisolated public func offset(x: Double = 0, y: Double = 0) -> some View {
    modifier(TransformEffectModifier(kind: .offset(x, y)))
  }

  /// Rotates the drawing (and hit testing) by `angle` around `anchor`, without changing layout,
  /// as SwiftUI's `rotationEffect(_:anchor:)`; a non-finite angle draws nothing.
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(TransformEffectModifier(kind: .rotation(angle.radians, anchor)))
  }

  /// Scales the drawing by `s` in both directions around `anchor`, without changing layout, as
  /// SwiftUI's `scaleEffect(_:anchor:)`; a zero or non-finite factor draws nothing.
  nonisolated public func scaleEffect(_ s: Double, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: s, y: s, anchor: anchor)
  }

  /// Scales the drawing by a width and height factor around `anchor`, without changing layout,
  /// as SwiftUI's `scaleEffect(_:anchor:)` taking a size.
  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: Double(scale.width), y: Double(scale.height), anchor: anchor)
  }

  /// Scales the drawing horizontally by `x` and vertically by `y` around `anchor`, without
  /// changing layout, as SwiftUI's `scaleEffect(x:y:anchor:)`.
  nonisolated public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center)
    -> some View
  {
    modifier(TransformEffectModifier(kind: .scale(x, y, anchor)))
  }
}

// MARK: - TransformEffectModifier

/// Moves, rotates or scales the view's drawing and hit testing, not its layout.
nonisolated struct TransformEffectModifier: NodeModifier {
  let kind: TransformNode.Kind

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    TransformNode(kind: kind, child: child, environment: context.environment)
  }
}

// MARK: - TransformNode

/// Moves, rotates or scales its child's drawing (and hit testing) around its centre.
final class TransformNode: WrapperNode {
  enum Kind {
    case offset(Double, Double)
    /// An angle in radians around a unit point of the frame.
    case rotation(Double, UnitPoint)
    /// Horizontal and vertical factors around a unit point of the frame.
    case scale(Double, Double, UnitPoint)
  }

  let kind: Kind

  init(kind: Kind, child: LayoutNode, environment: EnvironmentValues) {
    self.kind = kind
    super.init(child: child, environment: environment)
  }

  override func placeChildren(in rect: Rect) { child.place(in: rect) }

  /// Maps the child's points to where they are drawn. A non-finite angle, factor or anchor
  /// collapses the drawing to nothing rather than spreading NaN through the display list.
  override var contentTransform: Transform? { pointTransform }

  var pointTransform: Transform {
    switch kind {
    case .offset(let x, let y):
      let dx = environment.layoutDirection == .rightToLeft ? -x : x
      return Transform(translationX: dx, y: y)
    case .rotation(let angle, let anchor):
      return around(anchor, angle.isFinite ? Transform(rotation: angle) : nil)
    case .scale(let sx, let sy, let anchor):
      return around(anchor, sx.isFinite && sy.isFinite ? Transform(scaleX: sx, y: sy) : nil)
    }
  }

  /// `transform` applied around the anchor's point in the frame; a collapse to nothing when
  /// `transform` or the anchor is not usable.
  private func around(_ anchor: UnitPoint, _ transform: Transform?) -> Transform {
    let point = anchor.point(in: frame)
    guard let transform, point.x.isFinite, point.y.isFinite else {
      return Transform(scaleX: 0, y: 0)
    }
    return Transform(translationX: -point.x, y: -point.y).concatenating(transform)
      .concatenating(Transform(translationX: point.x, y: point.y))
  }

  override func drawContent(into context: inout DrawContext) {
    let saved = context.transform
    context.transform = pointTransform.concatenating(saved)
    child.draw(into: &context)
    context.transform = saved
  }
}
