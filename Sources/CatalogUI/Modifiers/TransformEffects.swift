import Raster

// MARK: - Rotation and scale effects

extension View {
  /// Rotates the drawing (and hit testing) by `angle` around `anchor`, without changing layout,
  /// as SwiftUI's `rotationEffect(_:anchor:)`; a non-finite angle draws nothing.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    WrappedView(content: self) { child, context in
      TransformNode(
        kind: .rotation(angle.radians, anchor), child: child,
        environment: context.environment)
    }
  }

  /// Scales the drawing by `s` in both directions around `anchor`, without changing layout, as
  /// SwiftUI's `scaleEffect(_:anchor:)`; a zero or non-finite factor draws nothing.
  public func scaleEffect(_ s: Double, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: s, y: s, anchor: anchor)
  }

  /// Scales the drawing by a width and height factor around `anchor`, without changing layout,
  /// as SwiftUI's `scaleEffect(_:anchor:)` taking a size.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: Double(scale.width), y: Double(scale.height), anchor: anchor)
  }

  /// Scales the drawing horizontally by `x` and vertically by `y` around `anchor`, without
  /// changing layout, as SwiftUI's `scaleEffect(x:y:anchor:)`.
  public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center)
    -> some View
  {
    WrappedView(content: self) { child, context in
      TransformNode(kind: .scale(x, y, anchor), child: child, environment: context.environment)
    }
  }
}
