import Raster

// MARK: - HitTarget

/// The view a point falls on and whether it handles taps, as `ViewHost.hitTest(at:)` finds it.
public struct HitTarget: CustomStringConvertible {
  /// The view's name in dumps, such as `Frame` or `Text("Add")`.
  public let name: String
  /// The view's frame in points, in the root's coordinates.
  public let frame: Rect
  /// Identifiers given to the view with `.id(_:)`.
  public let identifiers: [AnyHashable]
  /// The tap action, if the view handles taps (`Button`, `onTapGesture`, not disabled).
  public let action: (() -> Void)?

  /// One line such as `Frame (0, 0, 44×44) tappable`.
  public var description: String {
    "\(name) \(frame)" + (action == nil ? "" : " tappable")
  }
}

// MARK: - HitTester

/// Finds what lies under a point, front to back in drawing order (each node names its
/// children front to back: overlays before the view, higher `zIndex` first); hidden views are
/// never hit.
enum HitTester {
  /// The frontmost node containing `point` for which `accepts` holds.
  static func find(_ point: Point, in node: LayoutNode, accepts: (LayoutNode) -> Bool)
    -> LayoutNode?
  {
    if node.hidesContent { return nil }
    var local = point
    if let inverse = node.contentTransform?.inverted() { local = inverse.apply(point) }
    for child in node.hitTestChildren {
      if let found = find(local, in: child, accepts: accepts) { return found }
    }
    return accepts(node) && node.frame.contains(local) ? node : nil
  }
}
