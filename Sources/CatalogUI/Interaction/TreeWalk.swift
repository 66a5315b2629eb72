import Raster

// MARK: - TreeWalk

/// Walks a laid-out tree as a user sees it: where each node is drawn in root coordinates (after
/// offsets, rotations and scales of its ancestors), which ancestor clips it, whether it is
/// hidden, and what lies frontmost under a point.
@MainActor
enum TreeWalk {
  /// Where a node is drawn, as its ancestors decide.
  struct Place {
    /// The node's coordinates → root coordinates.
    var toRoot = Transform.identity
    /// The area the node's clipping ancestors leave visible, in root coordinates.
    var visible: Rect?
    /// The innermost ancestor whose clip cuts this node, if any.
    var clippedBy: LayoutNode?
    /// The ancestor (or node) that hides this one, if any.
    var hiddenBy: LayoutNode?

    /// The bounding box of `rect` (node coordinates) in root coordinates.
    func rootRect(_ rect: Rect) -> Rect {
      guard !toRoot.isIdentity else { return rect }
      let corners = [
        Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
        Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
      ]
      .map(toRoot.apply)
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let minX = xs.min() ?? 0
      let minY = ys.min() ?? 0
      return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
  }

  /// The place of `node`'s own frame and of its children, given its parent's place.
  ///
  /// A node's own offset, rotation or scale moves what it draws (its children), not its frame.
  /// Apple documents `offset(x:y:)` as shifting "the displayed contents": "The original
  /// dimensions of the view aren't changed by offsetting the contents", and a `.border` after
  /// it "surrounds the original position". So a modifier after it (an id, a background, an
  /// accessibility label) keeps the layout frame, while what is inside is found where drawn.
  static func place(of node: LayoutNode, in parent: Place) -> (own: Place, children: Place) {
    var own = parent
    if own.hiddenBy == nil, node.hidesContent { own.hiddenBy = node }
    var children = own
    if let transform = node.contentTransform {
      children.toRoot = transform.concatenating(parent.toRoot)
    }
    if node.clipsContent {
      let area = own.rootRect(node.frame)
      children.visible =
        own.visible.map {
          $0.intersection(area)
            ?? Rect(
              x: area.minX,
              y: area.minY, width: 0, height: 0)
        } ?? area
      children.clippedBy = node
    }
    return (own, children)
  }

  /// Where `node` is seen: its place with its own offset, rotation or scale applied, since
  /// VoiceOver outlines (and a finger taps) what is drawn, while a frame query after `.offset`
  /// keeps the layout frame.
  static func drawnPlace(of node: LayoutNode, _ place: Place) -> Place {
    guard let transform = node.contentTransform else { return place }
    var drawn = place
    drawn.toRoot = transform.concatenating(place.toRoot)
    return drawn
  }

  /// Visits every node in preorder with its place and its ancestors (root first); `visit`
  /// returns `false` to skip a node's children.
  static func visit(
    _ root: LayoutNode,
    _ visit: (LayoutNode, Place, [LayoutNode]) -> Bool
  ) {
    var ancestors: [LayoutNode] = []
    func walk(_ node: LayoutNode, _ parent: Place) {
      let places = place(of: node, in: parent)
      guard visit(node, places.own, ancestors) else { return }
      ancestors.append(node)
      for child in node.children { walk(child, places.children) }
      ancestors.removeLast()
    }
    walk(root, Place())
  }

  /// What a touch lands on: the frontmost node, its ancestors (root first), and the point in
  /// the node's coordinates (those of its frame).
  struct Hit {
    let node: LayoutNode
    let ancestors: [LayoutNode]
    let point: Point

    /// The action the touch runs: a link of a text under the point (and nothing elsewhere on
    /// a text with links, as in SwiftUI), else the node's tap action, else the nearest
    /// ancestor's.
    @MainActor var action: (() -> Void)? {
      if let text = node as? TextNode, !text.linkActions.isEmpty {
        if let action = text.linkAction(at: point) { return action }
      } else if let action = node.tapAction {
        return action
      }
      return ancestors.reversed().lazy.compactMap { $0.tapAction }.first
    }
  }

  /// The frontmost node under `point` (root coordinates) for which `accepts` holds (by default,
  /// one that takes touches: drawn content, a `contentShape`, or a view with a tap action),
  /// with its ancestors. Hidden views, views outside their clip and `allowsHitTesting(false)`
  /// subtrees are passed through, as in SwiftUI.
  static func frontmost(
    at point: Point, in root: LayoutNode,
    accepts: @MainActor (LayoutNode) -> Bool = takesTouches
  )
    -> Hit?
  {
    var ancestors: [LayoutNode] = []
    var local = point
    func search(_ node: LayoutNode, _ parent: Place) -> LayoutNode? {
      guard node.allowsHitTesting else { return nil }
      let places = place(of: node, in: parent)
      guard places.own.hiddenBy == nil else { return nil }
      if let visible = places.own.visible, !visible.contains(point) { return nil }
      ancestors.append(node)
      for child in node.hitTestChildren {
        if let found = search(child, places.children) { return found }
      }
      ancestors.removeLast()
      // A touch lands on what the node draws: after its own offset, rotation or scale.
      guard accepts(node), let inverse = places.children.toRoot.inverted(),
        touchArea(of: node, contains: inverse.apply(point))
      else { return nil }
      local = inverse.apply(point)
      return node
    }
    guard let node = search(root, Place()) else { return nil }
    if ancestors.last === node { ancestors.removeLast() }
    return Hit(node: node, ancestors: ancestors, point: local)
  }

  /// Whether a touch on the node stops there: it draws, has a content shape or an action.
  static func takesTouches(_ node: LayoutNode) -> Bool {
    node.hasContentShape || node.tapAction != nil
      || (node.children.isEmpty && !node.isSpacer && !(node is EmptyNode))
  }

  /// Whether a touch at `point` (node coordinates) lands on the node: its frame, except that a
  /// shape that is only stroked takes touches on its outline alone, as in SwiftUI.
  static func touchArea(of node: LayoutNode, contains point: Point) -> Bool {
    guard node.frame.contains(point) else { return false }
    guard !node.hasContentShape, let shape = node as? ShapeNode, shape.fill == nil,
      let stroke = shape.stroke
    else { return true }
    let width = max(stroke.1.lineWidth, 1)
    return !node.frame.insetBy(dx: width, dy: width).contains(point)
  }
}
