import Raster

// MARK: - RectangleCornerRadii

/// The radius of each corner of a rectangle, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
  /// The radius of the top-leading corner.
  public var topLeading: CGFloat
  /// The radius of the bottom-leading corner.
  public var bottomLeading: CGFloat
  /// The radius of the bottom-trailing corner.
  public var bottomTrailing: CGFloat
  /// The radius of the top-trailing corner.
  public var topTrailing: CGFloat

  /// Radii for each corner; a corner left out is square.
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }

  /// The rasterizer's radii, leading on the left as in a left-to-right layout.
  var raster: CornerRadii {
    CornerRadii(
      topLeft: Double(topLeading), topRight: Double(topTrailing),
      bottomRight: Double(bottomTrailing), bottomLeft: Double(bottomLeading))
  }
}
