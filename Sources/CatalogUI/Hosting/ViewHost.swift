import Raster

// Hosting: what keeps a view alive between renders, and the map of the memory kept across
// them. `ViewHost` (this file; `ViewHost+Queries` for finding and acting on views) owns
// a tree's state, its caches and its passes, on the main actor as SwiftUI's views are;
// `LargeStack` lets the main thread's stack grow as deep as those passes go; `renderImage` is a
// host used once. Every cache CatalogUI keeps (and those of the
// layers below that a render fills) is listed here: a new one is added to this list.
//
// Per host (freed with the host):
// - `TextLayoutCache` (`textLayouts`): text layouts keyed by string, font, width and paragraph
//   style. Filled while a pass resolves and measures `Text`; each `rebuild` starts a new
//   generation, and a layout no pass asked for in the last two renders is dropped.
// - `elementsOfLayout`: the accessibility elements of the latest layout. Filled by the first
//   `accessibilityElements` after a layout; stale (and replaced) once `layoutCount` moves on.
// - `StateGraph.kept`: what each `.equatable()` view resolved to, by view identity. Filled as
//   an `EquatableView` resolves; an entry no pass used is dropped at `endPass`, and one whose
//   value, depth or environment changed is resolved again and replaced.
//
// Per layout node (freed with the tree, that is at the next resolve):
// - `TextNode.cache`: a text's layout per proposed width, so measuring twice shapes once.
//
// Per process (shared by every host and thread, behind a lock):
// - `ColorGlyphs.decoded`: colour-emoji glyph images decoded from their PNGs (each with its
//   halved mipmap levels), by font file and glyph. Filled when a colour glyph is first drawn;
//   emptied whole at 2,048 entries.
// - `DynamicProperties.plainTypes`: view types found to hold no `@State`-like property, so
//   reflection runs once per type. Filled on first resolve of a type; never emptied (bounded
//   by the number of view types).
// - `typeNames` (`ViewIdentity`): each view type's name. Filled on first use; never emptied.
// - `GlyphMaskCache.shared` (Raster): glyph coverage masks by font, glyph, size and subpixel
//   offset. Filled when text is rasterized; past 32 MiB the least recently used half goes.
// - `FontRegistry` (TextEngine): resolved faces and fallback chains by family, weight and
//   style; emptied by any font registration. `FontFace.outlines`: glyph outlines per face,
//   filled on first use, kept for the life of the face.
// - `SymbolRegistry.shared`: registered symbol outlines; a registry, not a cache: nothing is
//   evicted, and a name registered twice must have the same outline.
//
// Outside CatalogUI: Catalog's `TransitionCache` holds a transition while the keyframes that
// use it render, and drops it when the last one is done.

// MARK: - ViewHost

/// Hosts a view as a screen would: lays it out, keeps its state, and shows the new state after
/// every change. It exposes everything about the result: its size, the frames of views, the
/// display list, the rendered pixels, the accessibility tree, queries such as
/// `find(button:)`, and taps through real geometry, so tests use views as a user would.
///
/// A tap, a store action, a binding write or an environment change marks the host stale; the
/// next query or render resolves the tree again from the root (each render is a pure function
/// of the state, so it is byte-identical to a fresh host showing the same state). A host lives
/// on the main actor, as a hosting controller does.
@MainActor
public final class ViewHost {
  /// Body passes after one change before the host stops and reports a view that changes state
  /// whenever its body is computed.
  static let maxPasses = 8

  private let content: AnyView
  private let graph = StateGraph()
  private let textLayouts = TextLayoutCache()
  private var root: LayoutNode
  private var diagnosticsCollector = Diagnostics()
  private var proposal: ProposedViewSize
  private var needsResolve = true
  private(set) var laidOutSize: Size = .zero
  /// The window the view is centred in (`layout(centredIn:)`), `nil` when the host is as
  /// large as the view.
  private var bounds: Size?
  /// The window's safe-area insets (`layout(centredIn:safeAreaInsets:statusBar:)`).
  private var safeAreaInsets = EdgeInsets()
  /// The status bar drawn in the top inset, if any.
  private var statusBar: StatusBar?
  /// The status bar's resolved views, drawn over the root; not part of the tree.
  private var statusBarNode: LayoutNode?
  /// How many times the tree has been laid out: what was derived from one layout holds until
  /// the next.
  private var layoutCount = 0
  /// The accessibility elements of layout `layout`, which queries ask for again and again.
  private var elementsOfLayout: (layout: Int, elements: [AccessibilityElement])?

  /// The environment the view is resolved with; changing it renders the view again.
  public var environment: EnvironmentValues {
    didSet { needsResolve = true }
  }

  /// Resolves `view` in `environment` and lays it out for `proposal`.
  public init<V: View>(
    _ view: V, environment: EnvironmentValues = EnvironmentValues(),
    proposal: ProposedViewSize = .unspecified
  ) {
    content = AnyView(view)
    self.environment = environment
    self.proposal = proposal
    root = EmptyNode(environment: environment)
    refresh()
  }

  /// Lays the view out again for another proposal.
  public func layout(_ proposal: ProposedViewSize) {
    self.proposal = proposal
    bounds = nil
    safeAreaInsets = EdgeInsets()
    if statusBar != nil {
      statusBar = nil
      needsResolve = true
    }
    relayout()
  }

  /// Lays the view out in a window of `size` points, as a hosting view of that size does: the
  /// view is offered the window's safe area (the whole window when `safeAreaInsets` are zero)
  /// and centred in it (snapped to whole pixels) when it takes less or more; views that ignore
  /// the safe area, scroll views and bars extend into the insets. `statusBar`, when given, is
  /// drawn in the top inset over everything. The host's `size` is then the window's.
  public func layout(
    centredIn size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), statusBar: StatusBar? = nil
  ) {
    func length(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
    let insets = EdgeInsets(
      top: length(safeAreaInsets.top), leading: length(safeAreaInsets.leading),
      bottom: length(safeAreaInsets.bottom), trailing: length(safeAreaInsets.trailing))
    proposal = ProposedViewSize(
      width: max(size.width - insets.leading - insets.trailing, 0),
      height: max(size.height - insets.top - insets.bottom, 0))
    bounds = Size(size)
    self.safeAreaInsets = insets
    if statusBar != self.statusBar {
      self.statusBar = statusBar
      needsResolve = true
    }
    relayout()
  }

  private func relayout() {
    if needsResolve || graph.isInvalid {
      refresh()
    } else {
      LargeStack.run { PlacementScope.reporting(to: diagnosticsCollector) { layOut() } }
      // A new size can change the values `onPreferenceChange` watches.
      if !LargeStack.run({ PreferenceDelivery.deliver(in: root) }).isEmpty { refresh() }
    }
  }

  /// The root's size after layout, in points (rounded up to whole pixels).
  public var size: CGSize {
    refresh()
    return CGSize(laidOutSize)
  }

  /// Problems found while resolving and drawing (too deep, missing images, font errors, state
  /// that changes on every render).
  public var diagnostics: [String] {
    refresh()
    return diagnosticsCollector.messages
  }

  /// The number of view identities holding state (`@State`, `@StateObject`); state of views
  /// that left the tree is dropped.
  public var stateCount: Int {
    refresh()
    return graph.storedIdentityCount
  }

  /// Resolves and lays out again if anything changed since the last time.
  func refresh() {
    guard needsResolve || graph.isInvalid else { return }
    LargeStack.run {
      // Preferences are known once the tree is placed; the state their `onPreferenceChange`
      // actions set is shown by resolving again, a bounded number of times.
      for pass in 1...Self.maxPasses {
        rebuild()
        PlacementScope.reporting(to: diagnosticsCollector) { layOut() }
        let changed = PreferenceDelivery.deliver(in: root)
        guard graph.isInvalid else { return }
        if pass == Self.maxPasses {
          diagnosticsCollector.report(PreferenceDelivery.unsettled(changed, passes: pass))
          graph.acceptChanges()
        }
      }
    }
  }

  private func rebuild() {
    diagnosticsCollector = Diagnostics()
    textLayouts.beginPass()
    var rootEnvironment = environment
    rootEnvironment.textLayouts = textLayouts
    for pass in 1...Self.maxPasses {
      graph.beginPass()
      let context = ResolveContext(
        environment: rootEnvironment,
        diagnostics: diagnosticsCollector, graph: graph)
      root = PresentationHostNode.presenting(
        over: resolveSingle(content, in: context), diagnostics: diagnosticsCollector)
      statusBarNode = statusBar.map {
        resolveSingle(StatusBarView(layout: $0.layout), in: context.child(.explicit("statusBar")))
      }
      let writer = graph.writerDuringPass
      let appeared = graph.endPass()
      needsResolve = false
      for action in appeared { action() }
      guard graph.isInvalid else { return }
      if pass == Self.maxPasses {
        diagnosticsCollector.report(
          "state changed while computing the body of \(writer ?? "a view") on each of "
            + "\(Self.maxPasses) renders in a row; change state in actions "
            + "(onTapGesture, onAppear, a store's handle), not in body")
        graph.acceptChanges()
      }
    }
  }

  private func layOut() {
    // The screen's safe area (or the snapshot's proposal) is the outermost container
    // `containerRelativeFrame` measures against.
    ContainerSize.with(proposal) { layOutRoot() }
  }

  private func layOutRoot() {
    let scale = max(environment.displayScale, 1)
    func up(_ v: Double) -> Double { v.isFinite ? (max(v, 0) * scale).rounded(.up) / scale : 0 }
    let measured = root.measure(proposal)
    let size = Size(width: up(measured.width), height: up(measured.height))
    guard let bounds else {
      laidOutSize = size
      root.place(in: Rect(origin: .zero, size: size))
      layoutCount += 1
      return
    }
    laidOutSize = Size(width: up(bounds.width), height: up(bounds.height))
    func centred(_ free: Double) -> Double { (free / 2 * scale).rounded(.down) / scale }
    let insets = safeAreaInsets
    let isRightToLeft = environment.layoutDirection == .rightToLeft
    let left = isRightToLeft ? insets.trailing : insets.leading
    let right = isRightToLeft ? insets.leading : insets.trailing
    let screen = Rect(origin: .zero, size: laidOutSize)
    let safe = Rect(
      x: left, y: insets.top, width: max(laidOutSize.width - left - right, 0),
      height: max(laidOutSize.height - insets.top - insets.bottom, 0))
    let scope = safe == screen ? nil : SafeAreaScope(bounds: screen, safe: safe)
    if let statusBarNode {
      let bar = Rect(x: 0, y: 0, width: laidOutSize.width, height: insets.top)
      _ = statusBarNode.measure(ProposedViewSize(bar.size))
      statusBarNode.place(in: bar)
    }
    SafeAreaScope.with(scope) {
      root.place(
        in: Rect(
          x: safe.minX + centred(safe.width - size.width),
          y: safe.minY + centred(safe.height - size.height),
          width: size.width, height: size.height))
    }
    layoutCount += 1
  }

  /// The current laid-out tree, after any pending change.
  var currentRoot: LayoutNode {
    refresh()
    return root
  }

  // MARK: - Inspection

  /// The frame, in points in the root's coordinates, of the first view marked with `id`, where
  /// it is drawn (after the offsets, rotations and scales of its ancestors).
  public func frame<ID: Hashable>(of id: ID) -> CGRect? {
    try? find(id: id).frame
  }

  /// An indented dump of the laid-out tree: one line per node with its frame.
  public var treeDescription: String {
    var lines: [String] = []
    func visit(_ node: LayoutNode, _ depth: Int) {
      lines.append(String(repeating: "  ", count: depth) + "\(node.debugName) \(node.frame)")
      for child in node.children { visit(child, depth + 1) }
    }
    let root = currentRoot
    LargeStack.run { visit(root, 0) }
    return lines.joined(separator: "\n")
  }

  /// A deterministic dump of the laid-out tree, one line per node: its name, its frame, the
  /// properties that matter (text and font, padding, frame limits, spacing), its ids,
  /// accessibility label and whether it takes taps; stable enough to store and compare.
  ///
  /// ```
  /// VStack (0, 0, 120×44) spacing: 8
  ///   Padding (0, 0, 120×21) padding: 0 16 0 16
  ///     Text("Count 0") (16, 0, 88×21) text: "Count 0", font: Inter 17 regular, tappable
  /// ```
  ///
  /// With `components`, the first node of each custom view of the app names it (`view:
  /// DLSButton`: the framework's own views left out, module prefixes and generic arguments
  /// dropped), so a change can be named by the component a user wrote; the nodes below belong
  /// to it until one names another.
  public func dump(components: Bool = false) -> String {
    var lines: [String] = []
    var instances: [ViewIdentity?] = []
    func visit(_ node: LayoutNode, _ depth: Int) {
      var attributes = node.dumpAttributes
      if components {
        let owner = node.identity?.appComponent
        let outer = instances.last ?? nil
        if let owner, owner.instance != outer {
          attributes.insert("view: " + owner.name, at: 0)
        }
        instances.append(owner?.instance ?? outer)
      }
      defer { if components { instances.removeLast() } }
      if !node.identifiers.isEmpty {
        attributes.append("id: " + node.identifiers.map { "\($0.base)" }.joined(separator: " "))
      }
      if let label = node.accessibility.label {
        attributes.append("label: \(String(reflecting: label))")
      }
      if node.tapAction != nil { attributes.append("tappable") }
      if !node.environment.isEnabled { attributes.append("disabled") }
      let suffix = attributes.isEmpty ? "" : " " + attributes.joined(separator: ", ")
      lines.append(
        String(repeating: "  ", count: depth) + "\(node.debugName) \(node.frame)"
          + suffix)
      for child in node.children { visit(child, depth + 1) }
    }
    let root = currentRoot
    LargeStack.run { visit(root, 0) }
    return lines.joined(separator: "\n")
  }

  // MARK: - Drawing

  /// The display list in device pixels at the environment's display scale.
  package func displayList(background: ColorU8 = .transparent) -> DisplayList {
    let root = currentRoot
    let scale = max(environment.displayScale, 1)
    var context = DrawContext(scale: scale)
    LargeStack.run {
      root.draw(into: &context)
      statusBarNode?.draw(into: &context)
    }
    // A layout size too large for a pixmap stays too large, so `render` refuses it.
    let sides = 0...Int(Int32.max)
    return DisplayList(
      width: Int(laidOutSize.width * scale, rounding: .toNearestOrAwayFromZero, clampedTo: sides),
      height: Int(
        laidOutSize.height * scale, rounding: .toNearestOrAwayFromZero,
        clampedTo: sides),
      background: background, items: context.items)
  }

  /// The rendered pixels; `nil` when the view has no area or is larger than a pixmap can be.
  package func render(background: ColorU8 = .transparent) -> Pixmap? {
    displayList(background: background).render()
  }

  // MARK: - Interaction

  /// The frontmost view under `point` (points, root coordinates) that handles taps, or else the
  /// frontmost view marked with `.id(_:)` there; `nil` when nothing is.
  public func hitTest(at point: CGPoint) -> HitTarget? {
    hitTest(at: Point(point))
  }

  /// `hitTest(at:)` in the rasterizer's geometry, for the package's own callers.
  @_disfavoredOverload
  package func hitTest(at point: Point) -> HitTarget? {
    let root = currentRoot
    let node = LargeStack.run {
      TreeWalk.frontmost(at: point, in: root) { $0.tapAction != nil }?.node
        ?? TreeWalk.frontmost(at: point, in: root) { !$0.identifiers.isEmpty }?.node
    }
    return node.map {
      HitTarget(
        name: $0.debugName, frame: CGRect($0.frame), identifiers: $0.identifiers,
        action: $0.tapAction)
    }
  }

  /// Taps `point` (points, root coordinates) as a finger would: the frontmost view there that
  /// takes touches receives it, and the nearest action on it or its ancestors runs. Returns
  /// whether an action ran.
  @discardableResult
  public func tap(at point: CGPoint) -> Bool {
    tap(at: Point(point))
  }

  /// `tap(at:)` in the rasterizer's geometry, for the package's own callers.
  @_disfavoredOverload
  @discardableResult
  package func tap(at point: Point) -> Bool {
    let root = currentRoot
    guard
      let action = LargeStack.run({ TreeWalk.frontmost(at: point, in: root)?.action })
    else { return false }
    action()
    return true
  }

  /// Taps the centre of the view marked with `id`; returns whether an action ran.
  @discardableResult
  public func tap<ID: Hashable>(id: ID) -> Bool {
    guard let frame = frame(of: id) else { return false }
    return tap(at: Point(x: frame.midX, y: frame.midY))
  }

  // MARK: - Accessibility

  /// The accessibility elements in reading order (top to bottom, leading to trailing).
  public var accessibilityElements: [AccessibilityElement] {
    let root = currentRoot
    if let known = elementsOfLayout, known.layout == layoutCount { return known.elements }
    let elements = LargeStack.run { AccessibilityTreeBuilder.elements(of: root) }
    elementsOfLayout = (layoutCount, elements)
    return elements
  }

  /// The views that handle taps but whose action no accessibility element activates (a
  /// `Circle().onTapGesture { }` with no label and no button trait), in drawing order.
  public var unreachableTapTargets: [UnreachableTapTarget] {
    let root = currentRoot
    return LargeStack.run { AccessibilityTreeBuilder.unreachableTapTargets(of: root) }
  }
}
