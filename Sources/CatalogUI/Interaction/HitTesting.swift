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

/// Finds what lies under a point, front to back in drawing order: overlays before the view,
/// the view before its background, higher `zIndex` first; hidden views are never hit.
enum HitTester {
  /// The frontmost node containing `point` for which `accepts` holds.
  static func find(_ point: Point, in node: LayoutNode, accepts: (LayoutNode) -> Bool)
    -> LayoutNode?
  {
    if let effect = node as? EffectNode, case .hidden = effect.effect { return nil }
    var local = point
    if let transform = node as? TransformNode, let inverse = transform.pointTransform.inverted() {
      local = inverse.apply(point)
    }
    for child in frontToBack(node) {
      if let found = find(local, in: child, accepts: accepts) { return found }
    }
    return accepts(node) && node.frame.contains(local) ? node : nil
  }

  static func frontToBack(_ node: LayoutNode) -> [LayoutNode] {
    if let layered = node as? LayeredNode {
      return layered.isOverlay ? [layered.secondary, layered.child] : [layered.child, layered.secondary]
    }
    if node is ZStackNode {
      return node.children.enumerated().sorted {
        $0.element.zIndex != $1.element.zIndex ? $0.element.zIndex > $1.element.zIndex
          : $0.offset > $1.offset
      }.map(\.element)
    }
    return node.children.reversed()
  }
}
