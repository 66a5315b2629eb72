import Raster

// MARK: - HitTarget

/// The view a point falls on and whether it handles taps, as `ViewHost.hitTest(at:)` finds it.
public struct HitTarget: CustomStringConvertible {
  /// The view's name in dumps, such as `Frame` or `Text("Add")`.
  public let name: String
  /// The view's frame in points, in the root's coordinates.
  public let frame: CGRect
  /// Identifiers given to the view with `.id(_:)`.
  public let identifiers: [AnyHashable]
  /// The tap action, if the view handles taps (`Button`, `onTapGesture`, not disabled).
  public let action: (() -> Void)?

  /// One line such as `Frame (0, 0, 44×44) tappable`.
  public var description: String {
    "\(name) \(Rect(frame))" + (action == nil ? "" : " tappable")
  }
}
