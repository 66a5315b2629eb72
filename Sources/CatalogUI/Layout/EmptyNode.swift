import Raster

// MARK: - EmptyNode

/// Takes no space and draws nothing.
final class EmptyNode: LayoutNode {
  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size { .zero }
}
