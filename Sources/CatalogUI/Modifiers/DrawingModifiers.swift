import Foundation
import Raster

extension View {
  /// Draws `content` behind the view, sized like the view.
  public func background<B: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> B)
    -> some View
  {
    let secondary = content()
    return WrappedView(content: self) { child, context in
      LayeredNode(
        primary: child, secondary: resolveSingle(secondary, in: context),
        alignment: alignment, isOverlay: false, environment: context.environment)
    }
  }

  /// Fills the view's bounds behind it with a style.
  public func background(_ style: some ShapeStyle) -> some View {
    background { Rectangle().fill(style) }
  }

  /// Fills a shape the size of the view behind it.
  public func background<S: Shape>(_ style: some ShapeStyle, in shape: S) -> some View {
    background { shape.fill(style) }
  }

  /// Draws `content` in front of the view, sized like the view.
  public func overlay<O: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> O)
    -> some View
  {
    let secondary = content()
    return WrappedView(content: self) { child, context in
      LayeredNode(
        primary: child, secondary: resolveSingle(secondary, in: context),
        alignment: alignment, isOverlay: true, environment: context.environment)
    }
  }

  /// Draws the view with an opacity, as one group.
  public func opacity(_ opacity: Double) -> some View {
    WrappedView(content: self) { child, context in
      EffectNode(effect: .opacity(opacity), child: child, environment: context.environment)
    }
  }

  /// Blurs the view with a Gaussian, as SwiftUI's `blur(radius:opaque:)`: the standard
  /// deviation is half of `radius` (as for shadows), and the blur spreads beyond the view's
  /// frame. Unlike SwiftUI, `opaque: true` is accepted but edges still fade to transparent.
  /// A radius of zero, negative or not finite draws the view unblurred.
  public func blur(radius: Double, opaque: Bool = false) -> some View {
    WrappedView(content: self) { child, context in
      EffectNode(effect: .blur(radius), child: child, environment: context.environment)
    }
  }

  /// Draws the view and its children as one group before compositing.
  public func compositingGroup() -> some View { opacity(1) }

  /// Clips the view to a shape the size of its bounds.
  public func clipShape<S: Shape>(_ shape: S) -> some View {
    WrappedView(content: self) { child, context in
      EffectNode(effect: .clip(shape), child: child, environment: context.environment)
    }
  }

  /// Clips the view to its bounds.
  public func clipped() -> some View { clipShape(Rectangle()) }

  /// Clips the view to a rounded rectangle.
  public func cornerRadius(_ radius: Double) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
  }

  /// A blurred shadow of the view's shape (its bounds, or `shape` when given).
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: Double,
    x: Double = 0, y: Double = 0
  ) -> some View {
    WrappedView(content: self) { child, context in
      EffectNode(
        effect: .shadow(color, radius, x, y), child: child,
        environment: context.environment)
    }
  }

  /// A line of `width` inside the view's bounds.
  public func border(_ style: some ShapeStyle, width: Double = 1) -> some View {
    overlay { Rectangle().strokeBorder(style, lineWidth: width) }
  }

  /// Rotates the drawing around the centre, by degrees, without changing layout; a CatalogUI
  /// shorthand for `rotationEffect(.degrees(degrees))`.
  public func rotationEffect(degrees: Double) -> some View {
    rotationEffect(.degrees(degrees))
  }

  /// Keeps the view's space but draws nothing.
  public func hidden() -> some View {
    WrappedView(content: self) { child, context in
      EffectNode(effect: .hidden, child: child, environment: context.environment)
    }
  }

  /// Draws the view above its siblings in a ZStack with a lower index.
  public func zIndex(_ value: Double) -> some View {
    TaggedView(content: self) { $0.zIndex = value }
  }
}

// MARK: - LayeredNode

/// A view with a background or overlay that is proposed the view's size.
final class LayeredNode: WrapperNode {
  let isOverlay: Bool
  let alignment: Alignment
  var secondary: LayoutNode { children[1] }

  init(
    primary: LayoutNode, secondary: LayoutNode, alignment: Alignment, isOverlay: Bool,
    environment: EnvironmentValues
  ) {
    self.alignment = alignment
    self.isOverlay = isOverlay
    super.init(child: primary, environment: environment)
    children.append(secondary)
  }

  override var debugName: String { isOverlay ? "Overlay" : "Background" }
  override var hitTestChildren: [LayoutNode] {
    isOverlay ? [secondary, child] : [child, secondary]
  }

  override func placeChildren(in rect: Rect) {
    child.place(in: rect)
    let size = secondary.measure(ProposedViewSize(rect.size))
    secondary.place(
      in: PixelGrid.round(
        Align.place(secondary, size: size, in: rect, alignment: alignment),
        scale: environment.displayScale))
  }

  override func drawContent(into context: inout DrawContext) {
    if isOverlay {
      child.draw(into: &context)
      secondary.draw(into: &context)
    } else {
      secondary.draw(into: &context)
      child.draw(into: &context)
    }
  }

  override func firstBaseline(in size: Size) -> Double? { child.firstBaseline(in: size) }
  override func lastBaseline(in size: Size) -> Double? { child.lastBaseline(in: size) }
}

// MARK: - EffectNode

/// Draws its child inside a layer, a clip, after a shadow, or not at all.
final class EffectNode: WrapperNode {
  enum Effect {
    case opacity(Double)
    case clip(any Shape)
    case shadow(Color, Double, Double, Double)
    case blur(Double)
    case hidden
  }

  let effect: Effect

  init(effect: Effect, child: LayoutNode, environment: EnvironmentValues) {
    self.effect = effect
    super.init(child: child, environment: environment)
  }

  override var hidesContent: Bool {
    switch effect {
    case .hidden: true
    case .opacity(let opacity): !(opacity > 0)
    case .clip, .shadow, .blur: false
    }
  }

  override var clipsContent: Bool {
    if case .clip = effect { return true }
    return false
  }

  override var debugName: String {
    switch effect {
    case .opacity(let o): "Opacity(\(formatPoints(o)))"
    case .clip(let shape): "Clip(\(type(of: shape)))"
    case .shadow: "Shadow"
    case .blur(let radius): "Blur(\(formatPoints(radius)))"
    case .hidden: "Hidden"
    }
  }

  override func placeChildren(in rect: Rect) { child.place(in: rect) }
  override func firstBaseline(in size: Size) -> Double? { child.firstBaseline(in: size) }
  override func lastBaseline(in size: Size) -> Double? { child.lastBaseline(in: size) }

  override func drawContent(into context: inout DrawContext) {
    switch effect {
    case .opacity(let opacity):
      context.append(.pushLayer(opacity: min(max(opacity.isFinite ? opacity : 0, 0), 1)))
      child.draw(into: &context)
      context.append(.popLayer)
    case .clip(let shape):
      context.append(.pushClip(shape.path(framedBy: frame), transform: context.transform))
      child.draw(into: &context)
      context.append(.popClip)
    case .shadow(let color, let radius, let x, let y):
      // SwiftUI's radius is the blur radius; as in CSS, sigma is half of it.
      let scale = context.scale
      context.append(
        .shadow(
          ShadowShape.outline(of: child, frame: frame),
          color: color.resolve(in: environment.colorScheme),
          sigma: max(radius, 0) / 2 * scale, offset: Point(x: x * scale, y: y * scale),
          transform: context.transform))
      child.draw(into: &context)
    case .blur(let radius):
      // As for shadows and materials, sigma is half the radius.
      let sigma = radius.isFinite ? max(radius, 0) / 2 * context.scale : 0
      guard sigma > 0 else { return child.draw(into: &context) }
      context.append(.pushBlur(sigma: sigma))
      child.draw(into: &context)
      context.append(.popLayer)
    case .hidden:
      return
    }
  }
}

/// The silhouette a shadow uses: the child's shape when it is one, otherwise its bounds.
enum ShadowShape {
  static func outline(of node: LayoutNode, frame: Rect) -> Path {
    var current: LayoutNode? = node
    while let n = current {
      if let shape = n as? ShapeNode { return shape.shape.path(framedBy: shape.frame) }
      if let layered = n as? LayeredNode, !layered.isOverlay {
        if let shape = layered.secondary as? ShapeNode {
          return shape.shape.path(framedBy: shape.frame)
        }
      }
      current = (n as? WrapperNode)?.child
    }
    return Path(rect: frame)
  }
}
