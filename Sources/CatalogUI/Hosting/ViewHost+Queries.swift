import Raster

// MARK: - ViewQuerying

/// Finds views as a tester thinks of them: by text, accessibility label, button name, id or
/// type. A host searches the whole screen; an element searches inside itself
/// (`try host.find(id: "card-2").find(button: "Save")`).
@MainActor
public protocol ViewQuerying {
  /// The host searched.
  var queryHost: ViewHost { get }
  /// The element searched inside, or `nil` for the whole screen.
  var queryScope: ViewElement? { get }
}

extension ViewHost: ViewQuerying {
  /// The host itself.
  public var queryHost: ViewHost { self }
  /// The whole screen.
  public var queryScope: ViewElement? { nil }
}

extension ViewElement: ViewQuerying {
  /// The element's host.
  public var queryHost: ViewHost { host }
  /// The element itself.
  public var queryScope: ViewElement? { self }
}

extension ViewQuerying {
  /// The first view showing exactly `text`; throws listing the texts on screen when none does.
  public func find(text: String) throws(ViewQueryError) -> ViewElement {
    try LargeStack.runThrowing { () throws(ViewQueryError) in
      try first(
        findAll(text: text), missing: "no text \(quoted(text))",
        onScreen: "texts", names: texts())
    }
  }

  /// Every view showing exactly `text`, in reading order of the tree.
  public func findAll(text: String) -> [ViewElement] {
    LargeStack.run {
      nodes(named: "text \(quoted(text))") { $0.textContent == text }
    }
  }

  /// The first link of a `Text` whose words are exactly `text` (a Markdown `[text](url)` or an
  /// `AttributedString` run with a `link`), framed by its first run, so `tap()` opens that link
  /// alone; throws listing the links on screen.
  public func find(link text: String) throws(ViewQueryError) -> ViewElement {
    try LargeStack.runThrowing { () throws(ViewQueryError) in
      try first(
        findAll(link: text), missing: "no link \(quoted(text))", onScreen: "links",
        names: collect { ($0 as? TextNode)?.textLinks.map(\.label) ?? [] })
    }
  }

  /// Every link of a `Text` whose words are exactly `text`, in reading order of the tree.
  public func findAll(link text: String) -> [ViewElement] {
    LargeStack.run {
      let host = queryHost
      return nodes(named: "link \(quoted(text))") {
        ($0 as? TextNode)?.textLinks.contains { $0.label == text } ?? false
      }
      .flatMap { element -> [ViewElement] in
        guard let target = try? host.locate(element), let node = target.node as? TextNode
        else { return [] }
        let place = TreeWalk.drawnPlace(of: node, target.place)
        return node.textLinks.enumerated().compactMap { index, link in
          guard link.label == text, let run = link.frames.first else { return nil }
          return element.link(index, text: link.label, frame: CGRect(place.rootRect(run)))
        }
      }
    }
  }

  /// The first accessibility element labelled `label`; throws listing the labels on screen.
  public func find(label: String) throws(ViewQueryError) -> ViewElement {
    try LargeStack.runThrowing { () throws(ViewQueryError) in
      try first(
        findAll(label: label), missing: "no element labelled \(quoted(label))",
        onScreen: "labels", names: flatElements().map(\.label))
    }
  }

  /// Every accessibility element labelled `label`.
  public func findAll(label: String) -> [ViewElement] {
    LargeStack.run {
      elements(named: { _ in "element \(quoted(label))" }) { $0.label == label }
    }
  }

  /// The first button named `name` (its accessibility label); throws listing the buttons.
  public func find(button name: String) throws(ViewQueryError) -> ViewElement {
    try LargeStack.runThrowing { () throws(ViewQueryError) in
      try first(
        findAll(button: name), missing: "no button named \(quoted(name))",
        onScreen: "buttons",
        names: flatElements().filter { $0.traits.contains(.isButton) }.map(\.label))
    }
  }

  /// Every button named `name`.
  public func findAll(button name: String) -> [ViewElement] {
    LargeStack.run {
      elements(named: { _ in "button \(quoted(name))" }) {
        $0.traits.contains(.isButton) && $0.label == name
      }
    }
  }

  /// The first view marked `.id(id)` or `.accessibilityIdentifier(id)`; throws listing the ids.
  public func find<ID: Hashable>(id: ID) throws(ViewQueryError) -> ViewElement {
    try LargeStack.runThrowing { () throws(ViewQueryError) in
      try first(
        findAll(id: id), missing: "no view with id \(quoted("\(id)"))",
        onScreen: "ids",
        names: collect {
          $0.identifiers.map { "\($0.base)" }
            + [$0.accessibility.identifier]
            .compactMap { $0 }
        })
    }
  }

  /// Every view marked `.id(id)` or `.accessibilityIdentifier(id)`.
  public func findAll<ID: Hashable>(id: ID) -> [ViewElement] {
    LargeStack.run {
      let key = AnyHashable(id)
      let string = id as? String
      return nodes(named: "view with id \(quoted("\(id)"))") {
        $0.identifiers.contains(key) || (string != nil && $0.accessibility.identifier == string)
      }
    }
  }

  /// The first view of type `type` (a component such as `DLSButton.self`, or `Text.self`).
  public func find<V: View>(_ type: V.Type) throws(ViewQueryError) -> ViewElement {
    try LargeStack.runThrowing { () throws(ViewQueryError) in
      try first(findAll(type), missing: "no \(typeName(type)) on screen", onScreen: nil, names: [])
    }
  }

  /// Every view of type `type`, outermost first.
  public func findAll<V: View>(_ type: V.Type) -> [ViewElement] {
    LargeStack.run {
      let key = ObjectIdentifier(type)
      return nodes(named: typeName(type)) { $0.viewTypes.contains(key) }
    }
  }

  // MARK: Building elements

  private func first(
    _ found: [ViewElement], missing: String, onScreen: String?,
    names: @autoclosure () -> [String]
  ) throws(ViewQueryError) -> ViewElement {
    if let element = found.first { return element }
    guard let onScreen else { throw ViewQueryError(missing) }
    var unique: [String] = []
    for name in names() where !unique.contains(name) { unique.append(name) }
    let shown = unique.prefix(20).map(quoted).joined(separator: ", ")
    let more = unique.count > 20 ? " and \(unique.count - 20) more" : ""
    throw ViewQueryError(
      missing + "; "
        + (unique.isEmpty
          ? "no \(onScreen) on screen"
          : "\(onScreen) on screen: \(shown)\(more)"))
  }

  /// The node searched: the scope's view in the current tree, or the root.
  private func searchRoot() -> LayoutNode? {
    guard let scope = queryScope else { return queryHost.currentRoot }
    return try? queryHost.locate(scope).node
  }

  /// The elements for nodes matching `predicate`, in preorder; `accessibility` is the tree's
  /// accessibility elements when the caller has them already.
  private func nodes(
    named name: (LayoutNode) -> String,
    accessibility known: [AccessibilityElement]? = nil,
    _ predicate: (LayoutNode) -> Bool
  ) -> [ViewElement] {
    let host = queryHost
    let tree = host.currentRoot
    guard let scopeRoot = searchRoot() else { return [] }
    var matches: [(LayoutNode, TreeWalk.Place)] = []
    LargeStack.run {
      TreeWalk.visit(tree) { node, place, ancestors in
        let inScope = node === scopeRoot || ancestors.contains { $0 === scopeRoot }
        if inScope, predicate(node) { matches.append((node, place)) }
        return true
      }
    }
    guard !matches.isEmpty else { return [] }
    let elements = known ?? host.flatElements()
    return matches.map { node, place in
      Self.makeElement(
        node, place: place, name: name(node),
        ordinal: host.ordinal(of: node, in: tree), accessibility: elements,
        host: host)
    }
  }

  private func nodes(named name: String, _ predicate: (LayoutNode) -> Bool) -> [ViewElement] {
    nodes(named: { _ in name }, predicate)
  }

  /// The elements for accessibility elements matching `predicate`, in one walk of the tree.
  private func elements(
    named name: @escaping (AccessibilityElement) -> String,
    _ predicate: (AccessibilityElement) -> Bool
  ) -> [ViewElement] {
    let all = queryHost.flatElements()
    let matches = flatElements(from: all).filter(predicate)
    guard !matches.isEmpty else { return [] }
    let byNode = Dictionary(
      matches.compactMap { m in m.node.map { (ObjectIdentifier($0), m) } },
      uniquingKeysWith: { first, _ in first })
    return nodes(
      named: { node in byNode[ObjectIdentifier(node)].map(name) ?? "" },
      accessibility: all
    ) { byNode[ObjectIdentifier($0)] != nil }
  }

  private static func makeElement(
    _ node: LayoutNode, place: TreeWalk.Place, name: String,
    ordinal: Int, accessibility: [AccessibilityElement],
    host: ViewHost
  ) -> ViewElement {
    ViewElement(
      name: name, frame: CGRect(place.rootRect(node.frame)), text: ViewHost.text(of: node),
      accessibility: ViewHost.element(containing: node, in: accessibility),
      identifiers: node.identifiers, host: host, identity: node.identity, ordinal: ordinal)
  }

  /// The accessibility elements inside the scope, containers' children included.
  private func flatElements(from known: [AccessibilityElement]? = nil) -> [AccessibilityElement] {
    let all = known ?? queryHost.flatElements()
    guard queryScope != nil, let scopeRoot = searchRoot() else { return all }
    return all.filter { element in element.node.map { $0.isDescendant(of: scopeRoot) } ?? false }
  }

  private func texts() -> [String] { collect { [$0.textContent].compactMap { $0 } } }

  private func collect(_ names: (LayoutNode) -> [String]) -> [String] {
    guard let scopeRoot = searchRoot() else { return [] }
    var result: [String] = []
    LargeStack.run {
      TreeWalk.visit(scopeRoot) { node, _, _ in
        result += names(node)
        return true
      }
    }
    return result
  }
}

// MARK: - Acting

extension ViewHost {
  /// The text a node shows: its own, or its descendants' joined with ", ".
  static func text(of node: LayoutNode) -> String? {
    if let text = node.textContent { return text }
    let parts = node.children.compactMap { text(of: $0) }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// Every accessibility element, containers' children included, in reading order.
  func flatElements() -> [AccessibilityElement] {
    func flatten(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
      elements.flatMap { [$0] + flatten($0.children) }
    }
    return flatten(accessibilityElements)
  }

  /// The innermost accessibility element whose view is `node` or an ancestor of it.
  static func element(containing node: LayoutNode, in elements: [AccessibilityElement])
    -> AccessibilityElement?
  {
    // The view itself is an element (a label or button query's match): no subtree search.
    if let own = elements.first(where: { $0.node === node }) { return own }
    var best: AccessibilityElement?
    for element in elements {
      guard let owner = element.node, node.isDescendant(of: owner) else { continue }
      if let current = best?.node, !owner.isDescendant(of: current) { continue }
      best = element
    }
    return best
  }

  func accessibilityElement(containing node: LayoutNode) -> AccessibilityElement? {
    Self.element(containing: node, in: flatElements())
  }

  /// How many nodes before `node`, in preorder, share its identity (wrappers share their
  /// content's), so an element finds the same node again after a re-render.
  func ordinal(of node: LayoutNode, in tree: LayoutNode) -> Int {
    guard let identity = node.identity else { return 0 }
    var count = 0
    var done = false
    LargeStack.run {
      TreeWalk.visit(tree) { other, _, _ in
        if done || other === node {
          done = true
          return false
        }
        if other.identity == identity { count += 1 }
        return true
      }
    }
    return count
  }

  /// The element's view in the current tree, with where it is drawn and its ancestors.
  func locate(_ element: ViewElement) throws(ViewQueryError)
    -> (node: LayoutNode, place: TreeWalk.Place, ancestors: [LayoutNode])
  {
    let root = currentRoot
    var match: (LayoutNode, TreeWalk.Place, [LayoutNode])?
    var seen = 0
    LargeStack.run {
      TreeWalk.visit(root) { node, place, ancestors in
        guard match == nil else { return false }
        if node.identity == element.identity {
          if seen == element.ordinal { match = (node, place, ancestors) }
          seen += 1
        }
        return true
      }
    }
    guard let match else {
      throw ViewQueryError("\(element.name) is no longer on screen")
    }
    return match
  }

  /// Checks that a user could act on the element: shown, with an area, enabled, on screen.
  func checkUsable(
    _ element: ViewElement,
    _ target: (node: LayoutNode, place: TreeWalk.Place, ancestors: [LayoutNode])
  )
    throws(ViewQueryError)
  {
    let name = element.name
    if let hider = target.place.hiddenBy {
      throw ViewQueryError("cannot use \(name): it is hidden (by \(hider.debugName))")
    }
    let frame = TreeWalk.drawnPlace(of: target.node, target.place).rootRect(target.node.frame)
    guard frame.width > 0, frame.height > 0 else {
      throw ViewQueryError("cannot use \(name): it has no area (its frame is \(frame))")
    }
    let disabled =
      !target.node.environment.isEnabled
      || ([target.node] + target.ancestors).contains {
        $0.accessibility.traits.contains(.isNotEnabled)
      }
    if disabled { throw ViewQueryError("cannot use \(name): it is disabled") }
    let centre = Point(x: frame.midX, y: frame.midY)
    guard Rect(origin: .zero, size: laidOutSize).contains(centre) else {
      throw ViewQueryError(
        "cannot use \(name): it is off screen (\(frame), the screen is "
          + "\(Rect(origin: .zero, size: laidOutSize)))")
    }
    if let visible = target.place.visible, !visible.contains(centre) {
      let clipper = target.place.clippedBy?.debugName ?? "an ancestor"
      throw ViewQueryError(
        "cannot use \(name): it is clipped away by \(clipper), which shows "
          + "\(visible); its centre is at \(format(centre))")
    }
  }

  /// The action a tap on the element's centre runs, after the checks a user would face.
  func tapAction(for element: ViewElement) throws(ViewQueryError) -> () -> Void {
    let target = try locate(element)
    try checkUsable(element, target)
    var area = target.node.frame
    if let link = element.link {
      // A link is tapped at the centre of its first run, wherever it sits in its text.
      guard let text = target.node as? TextNode, link < text.textLinks.count,
        let run = text.textLinks[link].frames.first
      else { throw ViewQueryError("\(element.name) is no longer on screen") }
      area = run
    }
    let frame = TreeWalk.drawnPlace(of: target.node, target.place).rootRect(area)
    let centre = Point(x: frame.midX, y: frame.midY)
    let root = currentRoot
    guard let hit = LargeStack.run({ TreeWalk.frontmost(at: centre, in: root) }) else {
      throw ViewQueryError(
        "cannot tap \(element.name): nothing at its centre "
          + "\(format(centre)) takes touches; give it content or .contentShape(Rectangle())")
    }
    // The touch lands on the element, inside it, or on a view around it (a button's frame).
    let isTarget =
      hit.node === target.node || hit.ancestors.contains { $0 === target.node }
      || target.ancestors.contains { $0 === hit.node }
    guard isTarget else {
      let owner = hit.node.identity?.componentName.map { " in \($0)" } ?? ""
      throw ViewQueryError(
        "cannot tap \(element.name): it is covered by "
          + "\(hit.node.debugName)\(owner) at \(hit.node.frame)")
    }
    guard let action = hit.action else {
      if let text = hit.node as? TextNode, !text.linkActions.isEmpty {
        let links = text.textLinks.map { quoted($0.label) }.joined(separator: ", ")
        throw ViewQueryError(
          "cannot tap \(element.name): its centre \(format(centre)) is not on a link, and a "
            + "text opens only the link under the finger; tap one with find(link:) (links: "
            + "\(links))")
      }
      throw ViewQueryError(
        "cannot tap \(element.name): nothing handles a tap there "
          + "(no Button or onTapGesture on it or around it)")
    }
    return action
  }

  private func format(_ point: Point) -> String {
    "(\(formatPoints(point.x)), \(formatPoints(point.y)))"
  }
}

/// `text` in double quotes, for messages.
func quoted(_ text: String) -> String { "\"\(text)\"" }
