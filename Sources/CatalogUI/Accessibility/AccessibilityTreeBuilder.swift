import Raster

// MARK: - AccessibilityTreeBuilder

/// Builds the accessibility tree from a laid-out node tree, as SwiftUI exposes it: text and
/// images are elements, buttons combine their labels, `.ignore` and `.combine` make one
/// element of a subtree, `.contain` groups, hidden subtrees vanish. Frames are where the views
/// are drawn (after their ancestors' offsets, rotations and scales), as VoiceOver outlines them.
@MainActor
struct AccessibilityTreeBuilder {
  /// Drawn frames by node, for nodes whose ancestors move what they draw.
  private var drawnFrames: [ObjectIdentifier: Rect] = [:]

  /// The elements of the tree under `root`.
  static func elements(of root: LayoutNode) -> [AccessibilityElement] {
    var builder = AccessibilityTreeBuilder()
    TreeWalk.visit(root) { node, place, _ in
      if !place.toRoot.isIdentity {
        builder.drawnFrames[ObjectIdentifier(node)] = place.rootRect(node.frame)
      }
      return true
    }
    return builder.elements(of: root)
  }

  private func elements(of node: LayoutNode) -> [AccessibilityElement] {
    let a = node.accessibility
    if a.isHidden { return [] }
    if node.hidesContent { return [] }
    let inner = node.accessibilityChildren.flatMap { elements(of: $0) }
    switch a.childBehavior {
    case .ignore?, .combine?:
      let combinedLabel =
        a.childBehavior == .combine || a.label == nil
        ? ([node.textContent].compactMap { $0 } + inner.map(\.label)).filter { !$0.isEmpty }
          .joined(separator: ", ") : ""
      var traits = a.traits
      if a.childBehavior == .combine { for e in inner { traits.formUnion(e.traits) } }
      traits.remove(.isStaticText)
      traits.subtract(a.removedTraits)
      if node.tapAction == nil, !a.traits.contains(.isButton), traits.contains(.isButton),
        a.childBehavior == .combine
      {
        traits.remove(.isButton)
      }
      return [element(node, label: a.label ?? combinedLabel, traits: traits, children: [])]
    case .contain?:
      // A container is not activated itself: its children carry their actions.
      return [
        element(
          node, label: a.label ?? "", traits: a.traits, children: inner,
          passesOnActions: false)
      ]
    case nil:
      if let text = node.textContent {
        return [
          element(
            node, label: a.label ?? text,
            traits: a.traits.union(.isStaticText)
              .subtracting(a.removedTraits), children: [])
        ]
      }
      if a.label != nil || a.value != nil || !a.traits.isEmpty || a.adjustableAction != nil {
        let label = a.label ?? inner.map(\.label).joined(separator: ", ")
        return [
          element(
            node, label: label, traits: a.traits.subtracting(a.removedTraits),
            children: [])
        ]
      }
      return inner
    }
  }

  /// The element of `node`; it activates `node`'s own tap action or, when `passesOnActions`,
  /// the first one below it (a button's label, a combined row).
  private func element(
    _ node: LayoutNode, label: String, traits: AccessibilityTraits,
    children: [AccessibilityElement], passesOnActions: Bool = true
  )
    -> AccessibilityElement
  {
    let a = node.accessibility
    return AccessibilityElement(
      label: label, value: a.value, hint: a.hint, traits: traits,
      frame: CGRect(drawnFrames[ObjectIdentifier(node)] ?? node.frame),
      identifier: a.identifier, children: children, actionNames: a.actions.map(\.0),
      adjust: a.adjustableAction,
      activate: node.tapAction
        ?? (passesOnActions ? Self.firstAction(below: node) : nil),
      namedActions: a.actions, node: node)
  }

  private static func firstAction(below node: LayoutNode) -> (() -> Void)? {
    for child in node.children {
      if let action = child.tapAction ?? firstAction(below: child) { return action }
    }
    return nil
  }
}
