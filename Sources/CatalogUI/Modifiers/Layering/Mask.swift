import Raster

// MARK: - mask(alignment:_:)

extension View {
  /// Shows the view only where `mask` is opaque, scaled by its alpha, as SwiftUI's
  /// `mask(alignment:_:)`: the mask is proposed the view's size and aligned in its bounds, and
  /// its colours do not matter.
  nonisolated public func mask<M: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> M
  )
    -> some View
  {
    modifier(MaskModifier(mask: mask(), alignment: alignment))
  }
}

// MARK: - MaskModifier

/// Shows the view only where the mask view is opaque.
nonisolated struct MaskModifier<Mask: View>: NodeModifier {
  let mask: Mask
  let alignment: Alignment

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    MaskNode(
      content: child, mask: resolveSingle(mask, in: context.inStack(nil)), alignment: alignment,
      environment: context.environment)
  }
}

// MARK: - MaskNode

/// Draws its child in a group, then the mask into a mask layer that keeps the group's pixels
/// only as far as the mask's alpha reaches.
final class MaskNode: WrapperNode {
  let alignment: Alignment
  var mask: LayoutNode { children[1] }

  init(
    content: LayoutNode, mask: LayoutNode, alignment: Alignment,
    environment: EnvironmentValues
  ) {
    self.alignment = alignment
    super.init(child: content, environment: environment)
    children.append(mask)
  }

  override var debugName: String { "Mask" }
  // The mask shapes the content; it takes no touches and says nothing to accessibility.
  override var hitTestChildren: [LayoutNode] { [child] }
  override var accessibilityChildren: [LayoutNode] { [child] }

  override func placeChildren(in rect: Rect) {
    child.place(in: rect)
    let size = mask.measure(ProposedViewSize(rect.size))
    mask.place(
      in: PixelGrid.round(
        Align.place(mask, size: size, in: rect, alignment: alignment),
        scale: environment.displayScale))
  }

  override func drawContent(into context: inout DrawContext) {
    context.append(.pushLayer())
    child.draw(into: &context)
    context.append(.pushMask)
    mask.draw(into: &context)
    context.append(.popLayer)
    context.append(.popLayer)
  }

  override func firstBaseline(in size: Size) -> Double? { child.firstBaseline(in: size) }
  override func lastBaseline(in size: Size) -> Double? { child.lastBaseline(in: size) }
}
