import Raster

// MARK: - ViewDimensions

/// A view's size and its alignment guides, as `alignmentGuide` closures and custom layouts see
/// them.
public struct ViewDimensions {
  /// The view's width in points.
  public let width: CGFloat
  /// The view's height in points.
  public let height: CGFloat
  let node: LayoutNode?

  init(size: Size, node: LayoutNode?) {
    width = size.width
    height = size.height
    self.node = node
  }

  private var size: Size { Size(width: Double(width), height: Double(height)) }

  /// The position of a horizontal guide, from the view's leading edge.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    guard let node else { return guide.defaultValue(size) }
    // Dimensions exist only while a layout pass, which runs on the main actor, measures.
    let size = size
    return MainActor.assumeIsolated { node.horizontalGuide(guide, in: size) }
  }

  /// The position of a vertical guide, from the view's top edge.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    guard let node else { return guide.defaultValue(size) }
    let size = size
    return MainActor.assumeIsolated { node.verticalGuide(guide, in: size) }
  }
}
