import CatalogUI

// MARK: - TouchTarget

/// The smallest touch area of anything a finger activates: 44 × 44 points, as Apple's Human
/// Interface Guidelines ask and the catalog's target-size audit checks.
enum TouchTarget {
  /// The least width and height of a touch area, in points.
  static let minimumSide = 44.0
}

extension View {
  /// Grows the view's frame, not what it draws, to at least 44 × 44 points, and makes the whole
  /// frame take touches (spacers and padding included).
  ///
  /// Base views put it between their style's drawing and their tap, so every style, the design
  /// system's or an adopter's, is easy to hit; what the style draws stays centred in the frame.
  func minimumTouchTarget() -> some View {
    frame(minWidth: TouchTarget.minimumSide, minHeight: TouchTarget.minimumSide)
      // A minimum frame gives way to a short proposal (a stack measuring its rows), which would
      // leave the touch area shorter than a 48 pt button; at its ideal height it never is.
      .fixedSize(horizontal: false, vertical: true)
      .contentShape(Rectangle())
  }
}
