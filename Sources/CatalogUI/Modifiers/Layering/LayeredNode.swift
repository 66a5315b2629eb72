import Raster

// MARK: - LayerModifier

/// Puts a view behind (`background`) or in front of (`overlay`) the view, proposed its size.
nonisolated struct LayerModifier<Layer: View>: NodeModifier {
  let layer: Layer
  let alignment: Alignment
  let isOverlay: Bool

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    LayeredNode(
      primary: child, secondary: resolveSingle(layer, in: context.inStack(nil)),
      alignment: alignment,
      isOverlay: isOverlay, environment: context.environment)
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
