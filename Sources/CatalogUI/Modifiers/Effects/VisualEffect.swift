import Raster

// MARK: - VisualEffect

/// Effects that change how a view is drawn without changing its layout, as SwiftUI's
/// `VisualEffect`: `visualEffect(_:)` hands its closure an `EmptyVisualEffect`, and the
/// methods below, called on it, return the effects to apply. Each draws as the view modifier
/// of the same name does. You do not conform to this protocol yourself.
///
/// Unlike SwiftUI's, the protocol is not `Animatable` (CatalogUI interpolates no animatable
/// data), and the shader effects (`colorEffect`, `distortionEffect`, `layerEffect`) and
/// `transformEffect` (which takes a `CGAffineTransform`) are missing.
public protocol VisualEffect: Sendable {}

/// The effect of a view drawn as it is, as SwiftUI's `EmptyVisualEffect`: what a
/// `visualEffect(_:)` closure adds its effects to.
public struct EmptyVisualEffect: VisualEffect {
  /// An effect that changes nothing.
  public init() {}
}

/// Effects applied one after another: the first is applied to the view, each next one to the
/// result, as view modifiers in a chain.
struct AppliedVisualEffects: VisualEffect {
  let steps: [any NodeModifier & Sendable]
}

extension VisualEffect {
  /// The modifiers the effect applies, innermost first.
  var steps: [any NodeModifier & Sendable] { (self as? AppliedVisualEffects)?.steps ?? [] }

  /// The effect, then `modifier` on its result.
  private func then(_ modifier: some NodeModifier & Sendable) -> AppliedVisualEffects {
    AppliedVisualEffects(steps: steps + [modifier])
  }

  /// Moves the drawing by `offset`, as `View.offset(_:)`.
  public func offset(_ offset: CGSize) -> some VisualEffect {
    self.offset(x: offset.width, y: offset.height)
  }

  /// Moves the drawing by `x` and `y` points, as `View.offset(x:y:)`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    then(TransformEffectModifier(kind: .offset(x, y)))
  }

  /// Rotates the drawing by `angle` around `anchor`, as `View.rotationEffect(_:anchor:)`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    then(TransformEffectModifier(kind: .rotation(angle.radians, anchor)))
  }

  /// Draws the view rotated in three dimensions, as
  /// `View.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some VisualEffect {
    then(
      Rotation3DModifier(
        rotation: Rotation3D(
          angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)))
  }

  /// Scales the drawing by `s` around `anchor`, as `View.scaleEffect(_:anchor:)`.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    scaleEffect(x: s, y: s, anchor: anchor)
  }

  /// Scales the drawing by a width and height factor around `anchor`, as
  /// `View.scaleEffect(_:anchor:)` taking a size.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }

  /// Scales the drawing by `x` and `y` around `anchor`, as `View.scaleEffect(x:y:anchor:)`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some VisualEffect
  {
    then(TransformEffectModifier(kind: .scale(x, y, anchor)))
  }

  /// Draws the view with an opacity, as `View.opacity(_:)`.
  public func opacity(_ opacity: Double) -> some VisualEffect {
    then(EffectModifier(effect: .opacity(opacity)))
  }

  /// Blurs the view, as `View.blur(radius:opaque:)`.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
    then(EffectModifier(effect: .blur(radius)))
  }

  /// Brightens the view by `amount`, as `View.brightness(_:)`.
  public func brightness(_ amount: Double) -> some VisualEffect {
    then(ColorEffectModifier(effect: .brightness(amount)))
  }

  /// Scales the view's contrast by `amount`, as `View.contrast(_:)`.
  public func contrast(_ amount: Double) -> some VisualEffect {
    then(ColorEffectModifier(effect: .contrast(amount)))
  }

  /// Sets the view's saturation, as `View.saturation(_:)`.
  public func saturation(_ amount: Double) -> some VisualEffect {
    then(ColorEffectModifier(effect: .saturation(amount)))
  }

  /// Turns the view grey by `amount`, as `View.grayscale(_:)`.
  public func grayscale(_ amount: Double) -> some VisualEffect {
    then(ColorEffectModifier(effect: .grayscale(amount)))
  }

  /// Rotates the hue of the view's colours by `angle`, as `View.hueRotation(_:)`.
  public func hueRotation(_ angle: Angle) -> some VisualEffect {
    then(ColorEffectModifier(effect: .hueRotation(angle.radians)))
  }
}

// MARK: - visualEffect

extension View {
  /// Applies the effects `effect` returns, given the view's geometry, as SwiftUI's
  /// `visualEffect(_:)`: the closure runs each time the view is placed, with a proxy of the
  /// view's frame (its size, safe-area insets, and frame in `.local`, `.global`, which is the
  /// host's root, and named coordinate spaces), and the effects change the drawing and hit
  /// testing as the view modifiers of the same names do, never the layout.
  nonisolated public func visualEffect(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> some View {
    modifier(VisualEffectModifier { effect(EmptyVisualEffect(), $0).steps })
  }
}

// MARK: - VisualEffectModifier

/// Puts a node around the view that applies the effects made of its geometry when placed.
nonisolated struct VisualEffectModifier: NodeModifier {
  let effect: @Sendable (GeometryProxy) -> [any NodeModifier & Sendable]

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    VisualEffectNode(base: child, effect: effect, context: context)
  }
}

/// The view's node with the effects made of its geometry around it: the effects' nodes are
/// made again each time it is placed, since the geometry is known only then; they are the
/// nodes of the view modifiers of the same names, so they draw, hit test and dump as those.
final class VisualEffectNode: WrapperNode {
  /// The view's own node, inside the effects.
  let base: LayoutNode
  let effect: @Sendable (GeometryProxy) -> [any NodeModifier & Sendable]
  let context: ResolveContext

  init(
    base: LayoutNode, effect: @escaping @Sendable (GeometryProxy) -> [any NodeModifier & Sendable],
    context: ResolveContext
  ) {
    self.base = base
    self.effect = effect
    self.context = context
    super.init(child: base, environment: context.environment)
  }

  override var debugName: String { "VisualEffect" }

  override func placeChildren(in rect: Rect) {
    var node = base
    for step in effect(GeometryProxy(placedIn: rect, environment: environment)) {
      node = step.node(around: node, in: context)
      if node.identity == nil { node.identity = context.identity }
    }
    children = [node]
    node.place(in: rect)
  }

  override func firstBaseline(in size: Size) -> Double? { base.firstBaseline(in: size) }
  override func lastBaseline(in size: Size) -> Double? { base.lastBaseline(in: size) }
}
