import Raster

// MARK: - shadow

extension View {
  /// A blurred shadow of what the view draws, as SwiftUI's `shadow(color:radius:x:y:)`: a
  /// shape's shadow follows its outline, and the shadow of text, symbols, images or a group of
  /// views follows the alpha of their pixels (the glyphs, not a box around them).
  nonisolated public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: Double,
    x: Double = 0, y: Double = 0
  ) -> some View {
    modifier(EffectModifier(effect: .shadow(color, radius, x, y)))
  }
}

// MARK: - ShadowShape

/// The silhouette of a shadow when the child is one shape (or sits on a shape background):
/// its outline, drawn as one blurred path; `nil` when the shadow must follow drawn pixels.
@MainActor
enum ShadowShape {
  static func outline(of node: LayoutNode) -> Raster.Path? {
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
    return nil
  }
}
