import Raster

// Presentation: sheets, covers, popovers, alerts and confirmation dialogs, one mechanism for
// all. A presentation modifier whose binding says "presented" resolves what it presents (the
// dimmed backdrop and the card or sheet, laid out over a whole screen) at its own place in the
// tree, so the presented views keep their state there and read the presenter's environment,
// and hangs that layer on a `PresentationNode` around the presenter. After the host resolves
// its root, `PresentationHostNode.presenting(over:diagnostics:)` gathers the layers in tree order
// (one at a time, as iOS presents: the first in tree order, then the first inside it, such as
// an alert over a sheet) and lays each out over the whole window: the screen behind takes no
// touches and is hidden from accessibility, as VoiceOver hides what a modal covers.
// Nothing is added to a tree that presents nothing.

// MARK: - PresentationNode

/// A presenter with what it presents: it lays out and draws as its child; its layers are
/// laid out over the whole host by `PresentationHostNode`.
final class PresentationNode: WrapperNode {
  /// What is presented (`sheet`, `alert` …), for diagnostics.
  let slot: String
  /// The presented layer, filling the host's frame.
  let layer: LayoutNode

  init(child: LayoutNode, slot: String, layer: LayoutNode, environment: EnvironmentValues) {
    self.slot = slot
    self.layer = layer
    super.init(child: child, environment: environment)
  }

  override var debugName: String { "Presenting" }
  override func firstBaseline(in size: Size) -> Double? { child.firstBaseline(in: size) }
  override func lastBaseline(in size: Size) -> Double? { child.lastBaseline(in: size) }
}

// MARK: - PresentationHostNode

/// The host's root while something is presented: the screen, then each presented layer over
/// it, all in the host's frame (the proposed size: a modal covers the window, not the root
/// view). Only the frontmost layer takes touches and is read by
/// accessibility.
final class PresentationHostNode: LayoutNode {
  override var debugName: String { "PresentationHost" }

  private var screen: LayoutNode { children[0] }

  /// `root` with what it presents over it; `root` itself when nothing is presented.
  ///
  /// As on iOS, where a view controller presents one modal at a time, the first presentation
  /// in tree order is shown, then the first one inside it (an alert over a sheet), and so on;
  /// another presented beside one already shown is reported and left out.
  static func presenting(over root: LayoutNode, diagnostics: Diagnostics) -> LayoutNode {
    var layers: [LayoutNode] = []
    var scope = root
    while layers.count < ResolveContext.maxDepth {
      var found: [(slot: String, layer: LayoutNode)] = []
      gather(in: scope, into: &found)
      guard let first = found.first else { break }
      if found.count > 1 {
        diagnostics.report(
          "\(found.count) presentations are presented at once ("
            + found.map(\.slot).joined(separator: ", ")
            + "); only the first, \(first.slot), is shown, as iOS presents one at a time: "
            + "present the others from inside it, or one after another")
      }
      layers.append(first.layer)
      scope = first.layer
    }
    guard !layers.isEmpty else { return root }
    // What a modal covers takes no touches.
    for covered in [root] + layers.dropLast() { covered.tags.allowsHitTesting = false }
    let node = PresentationHostNode(environment: root.environment, children: [root] + layers)
    node.identity = root.identity
    return node
  }

  /// The presentations in `node`'s tree, in tree order, not looking inside what they present.
  private static func gather(
    in node: LayoutNode, into found: inout [(slot: String, layer: LayoutNode)]
  ) {
    if let presenter = node as? PresentationNode {
      found.append((presenter.slot, presenter.layer))
    }
    for child in node.children { gather(in: child, into: &found) }
  }

  /// The proposed size, as a window is the screen's whatever its root view's size; a
  /// dimension left unspecified is the screen's.
  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let size = screen.measure(proposal)
    return Size(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
  }

  /// The screen at its size, centred as a hosting view centres its root; each layer over all.
  override func placeChildren(in rect: Rect) {
    let size = screen.measure(ProposedViewSize(width: rect.width, height: rect.height))
    let scale = max(environment.displayScale, 1)
    func snapped(_ value: Double) -> Double { (value * scale).rounded() / scale }
    screen.place(
      in: Rect(
        x: rect.minX + snapped((rect.width - size.width) / 2),
        y: rect.minY + snapped((rect.height - size.height) / 2),
        width: size.width, height: size.height))
    // A modal covers the whole window, the status bar and home indicator included.
    let window = SafeAreaScope.current?.bounds ?? rect
    for layer in children.dropFirst() { layer.place(in: window) }
    let safeTop = SafeAreaScope.current.map { max($0.safe.minY - window.minY, 0) } ?? 0
    screenCard =
      shrinksScreen
      ? PresentationMetrics.presentingCard(window: window, safeTop: safeTop) : nil
  }

  /// Whether the first layer is a sheet at its large detent, behind which iOS shrinks the
  /// screen into a card.
  private var shrinksScreen: Bool {
    guard let sheet = children.dropFirst().first as? SheetLayerNode else { return false }
    return sheet.style == .sheet && sheet.detent == .large
  }

  /// Where the screen is drawn behind a large sheet, from the last layout; `nil` when it is
  /// drawn as it is.
  private var screenCard: PresentationMetrics.PresentingCard?

  override func drawContent(into context: inout DrawContext) {
    guard let card = screenCard else { return super.drawContent(into: &context) }
    let scheme = environment.colorScheme
    // Behind the card, the window is black, as iOS shows it around a shrunk screen.
    context.append(
      .fill(
        Raster.Path(rect: card.window),
        paint: .solid(Color.black.resolve(in: scheme)), transform: context.transform))
    let saved = context.transform
    context.transform = card.transform.concatenating(saved)
    context.append(
      .pushClip(
        Raster.Path(
          roundedRect: card.window, cornerRadius: card.cornerRadius / max(card.scale, 1e-6),
          continuous: true),
        transform: context.transform))
    screen.draw(into: &context)
    context.append(.popClip)
    context.transform = saved
    for layer in children.dropFirst() { layer.draw(into: &context) }
  }

  override var accessibilityChildren: [LayoutNode] { [children[children.count - 1]] }
}

// MARK: - PresentationModifier

/// Presents a layer over the host while `layer` makes one: the one modifier behind every
/// `sheet`, `fullScreenCover`, `popover`, `alert` and `confirmationDialog`.
nonisolated struct PresentationModifier: NodeModifier {
  /// A name for the presented views' place in the tree, apart from the presenter's own views.
  let slot: String
  /// The layer, built in the context it is given (the presented views' place, with `dismiss`
  /// set); `nil` while nothing is presented.
  let layer: (@MainActor (ResolveContext) -> LayoutNode)?
  /// What dismisses the presentation: sets its binding to `false` or `nil`.
  let dismiss: @MainActor () -> Void

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    guard let layer else { return child }
    var presented = context.child(.explicit("presentation." + slot)).inStack(nil)
    presented.environment.dismiss = DismissAction(dismiss)
    // What places views inside the presenter's containers does not reach a presentation,
    // which starts a screen of its own, outside any navigation stack or list.
    presented.environment.navigationActions = nil
    presented.environment[ListRowsKey.self] = ListRowsKey.defaultValue
    presented.environment[ListContextKey.self] = ListContextKey.defaultValue
    return PresentationNode(
      child: child, slot: slot, layer: layer(presented), environment: context.environment)
  }
}

extension View {
  /// Presents the layer `layer` builds while `isPresented`, and runs `onDismiss` when the
  /// presentation ends (its binding turns `false` or `nil`, whoever changes it).
  func presentation(
    slot: String, isPresented: Bool, onDismiss: (() -> Void)?,
    dismiss: @escaping @MainActor () -> Void,
    layer: @escaping @MainActor (ResolveContext) -> LayoutNode
  ) -> some View {
    onChange(of: isPresented) { wasPresented, presented in
      if wasPresented, !presented { onDismiss?() }
    }
    .modifier(
      PresentationModifier(slot: slot, layer: isPresented ? layer : nil, dismiss: dismiss))
  }
}
