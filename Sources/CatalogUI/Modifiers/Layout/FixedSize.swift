import Raster

// MARK: - fixedSize

extension View {
  /// The view at its ideal size in the given dimensions, whatever is proposed.
  nonisolated public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
    modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
  }
}

// MARK: - FixedSizeModifier

/// Proposes nothing (the ideal size) in the chosen dimensions.
nonisolated struct FixedSizeModifier: NodeModifier {
  let horizontal: Bool
  let vertical: Bool

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    FixedSizeNode(
      horizontal: horizontal, vertical: vertical, child: child, environment: context.environment)
  }
}

// MARK: - FixedSizeNode

/// Proposes nothing (the ideal) in the fixed dimensions.
final class FixedSizeNode: WrapperNode {
  let horizontal: Bool, vertical: Bool

  init(horizontal: Bool, vertical: Bool, child: LayoutNode, environment: EnvironmentValues) {
    self.horizontal = horizontal
    self.vertical = vertical
    super.init(child: child, environment: environment)
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    child.measure(
      ProposedViewSize(
        width: horizontal ? nil : proposal.width,
        height: vertical ? nil : proposal.height))
  }

  override func placeChildren(in rect: Rect) {
    let size = sizeThatFits(ProposedViewSize(rect.size))
    child.place(
      in: PixelGrid.round(
        Align.place(child, size: size, in: rect, alignment: .center),
        scale: environment.displayScale))
  }
}
