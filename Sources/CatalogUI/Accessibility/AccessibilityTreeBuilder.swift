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
  /// The nodes whose tap action an element activates.
  private var reached: Set<ObjectIdentifier> = []
  /// The nodes that are one element with everything inside them (`.ignore`, `.combine`, a
  /// labelled view): their author chose what the element offers (its activation, an
  /// adjustable action, named actions) for every tap target inside.
  private var swallowing: Set<ObjectIdentifier> = []

  /// The elements of the tree under `root`.
  static func elements(of root: LayoutNode) -> [AccessibilityElement] {
    var builder = AccessibilityTreeBuilder(root)
    return builder.elements(of: root)
  }

  private init(_ root: LayoutNode) {
    TreeWalk.visit(root) { node, place, _ in
      let drawn = TreeWalk.drawnPlace(of: node, place)
      if !drawn.toRoot.isIdentity {
        drawnFrames[ObjectIdentifier(node)] = drawn.rootRect(node.frame)
      }
      return true
    }
  }

  /// The views under `root` that handle taps but whose action no accessibility element
  /// activates, in drawing order; hidden views (`.accessibilityHidden(true)`, `.hidden()`,
  /// opacity 0) and views that take no touches (`.allowsHitTesting(false)`) are left out, as
  /// nobody can tap them or their author chose to hide them.
  static func unreachableTapTargets(of root: LayoutNode) -> [UnreachableTapTarget] {
    var builder = AccessibilityTreeBuilder(root)
    _ = builder.elements(of: root)
    var out: [UnreachableTapTarget] = []
    TreeWalk.visit(root) { node, place, _ in
      if node.accessibility.isHidden || place.hiddenBy != nil || !node.allowsHitTesting {
        return false
      }
      if builder.swallowing.contains(ObjectIdentifier(node)) { return false }
      if node.tapAction != nil, !builder.reached.contains(ObjectIdentifier(node)) {
        out.append(
          UnreachableTapTarget(
            frame: CGRect(TreeWalk.drawnPlace(of: node, place).rootRect(node.frame)),
            text: Self.texts(in: node)))
      }
      return true
    }
    return out
  }

  /// The texts shown in `node`'s subtree, joined as a combined label joins them.
  private static func texts(in node: LayoutNode) -> String {
    if let text = node.textContent { return text }
    return node.accessibilityChildren.map(texts(in:)).filter { !$0.isEmpty }
      .joined(separator: ", ")
  }

  private mutating func elements(of node: LayoutNode) -> [AccessibilityElement] {
    let a = node.accessibility
    if a.isHidden { return [] }
    if node.hidesContent { return [] }
    var inner = node.accessibilityChildren.flatMap { elements(of: $0) }
    if let list = node as? ListNode { Self.outlineButtonRows(of: list, in: &inner) }
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

  /// Gives the elements of a list's button rows their whole cells' frames, as VoiceOver
  /// outlines a row that is a button (a `Button` or a `NavigationLink`).
  private static func outlineButtonRows(
    of list: ListNode, in elements: inout [AccessibilityElement]
  ) {
    let cells = list.buttonRowCells
    guard !cells.isEmpty else { return }
    for index in elements.indices {
      guard let node = elements[index].node,
        let cell = cells.first(where: { $0.button === node })?.cell
      else { continue }
      elements[index].frame = CGRect(cell)
    }
  }

  /// The element of `node`; it activates `node`'s own tap action or, when `passesOnActions`,
  /// the first one below it (a button's label, a combined row).
  private mutating func element(
    _ node: LayoutNode, label: String, traits: AccessibilityTraits,
    children: [AccessibilityElement], passesOnActions: Bool = true
  )
    -> AccessibilityElement
  {
    let a = node.accessibility
    if children.isEmpty, passesOnActions { swallowing.insert(ObjectIdentifier(node)) }
    let acting =
      node.tapAction != nil ? node : (passesOnActions ? Self.firstActing(below: node) : nil)
    if let acting { reached.insert(ObjectIdentifier(acting)) }
    return AccessibilityElement(
      label: label, value: a.value, hint: a.hint, traits: traits,
      frame: CGRect(drawnFrames[ObjectIdentifier(node)] ?? node.frame),
      identifier: a.identifier, children: children, actionNames: a.actions.map(\.0),
      adjust: a.adjustableAction,
      activate: acting?.tapAction, namedActions: a.actions,
      standardControl: standardControl(in: node, searchesInside: children.isEmpty), node: node)
  }

  /// The stock control tagged on `node` or, for an element that stands for everything inside
  /// it, on the first node inside it (preorder), measured as laid out and as drawn.
  private func standardControl(in node: LayoutNode, searchesInside: Bool) -> StandardControl? {
    if var control = node.accessibility.standardControl {
      let drawn = drawnFrames[ObjectIdentifier(node)] ?? node.frame
      control.layoutSize = CGSize(width: node.frame.width, height: node.frame.height)
      control.drawnSize = CGSize(width: drawn.width, height: drawn.height)
      return control
    }
    guard searchesInside else { return nil }
    for child in node.children {
      if let found = standardControl(in: child, searchesInside: true) { return found }
    }
    return nil
  }

  /// The first node below `node` (preorder) with a tap action.
  private static func firstActing(below node: LayoutNode) -> LayoutNode? {
    for child in node.children {
      if child.tapAction != nil { return child }
      if let found = firstActing(below: child) { return found }
    }
    return nil
  }
}
