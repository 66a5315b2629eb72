import Raster

// MARK: - shadow

extension View {
  /// A blurred shadow of the view's shape (its bounds, or `shape` when given).
  nonisolated public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: Double,
    x: Double = 0, y: Double = 0
  ) -> some View {
    modifier(EffectModifier(effect: .shadow(color, radius, x, y)))
  }
}

// MARK: - ShadowShape

/// The silhouette a shadow uses: the child's shape when it is one, otherwise its bounds.
@MainActor
enum ShadowShape {
  static func outline(of node: LayoutNode, frame: Rect) -> Raster.Path {
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
    return Raster.Path(rect: frame)
  }
}
