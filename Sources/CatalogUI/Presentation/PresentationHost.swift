import Raster

// Presentation: sheets, covers, popovers, alerts and confirmation dialogs, one mechanism for
// all. A presentation modifier whose binding says "presented" resolves what it presents (the
// dimmed backdrop and the card or sheet, laid out over a whole screen) at its own place in the
// tree, so the presented views keep their state there and read the presenter's environment,
// and hangs that layer on a `PresentationNode` around the presenter. After the host resolves
// its root, `PresentationHostNode.presenting(over:)` gathers every layer in tree order
// (layers found inside a layer, such as an alert over a sheet, come after it) and lays each
// out over the whole root, as iOS presents a modal over the window: the screen behind takes
// no touches and is hidden from accessibility, as VoiceOver hides what a modal covers.
// Nothing is added to a tree that presents nothing.

// MARK: - PresentationNode

/// A presenter with what it presents: it lays out and draws as its child; its layers are
/// laid out over the whole host by `PresentationHostNode`.
final class PresentationNode: WrapperNode {
  /// The presented layers, each filling the host's frame.
  var layers: [LayoutNode] = []

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

  /// `root` with the layers presented anywhere in it over it; `root` itself when nothing is
  /// presented.
  static func presenting(over root: LayoutNode) -> LayoutNode {
    var layers: [LayoutNode] = []
    collect(in: root, into: &layers)
    guard !layers.isEmpty else { return root }
    let node = PresentationHostNode(environment: root.environment, children: [root] + layers)
    node.identity = root.identity
    return node
  }

  private static func collect(in node: LayoutNode, into layers: inout [LayoutNode]) {
    if let presenter = node as? PresentationNode {
      for layer in presenter.layers {
        layers.append(layer)
        collect(in: layer, into: &layers)
      }
    }
    for child in node.children { collect(in: child, into: &layers) }
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
    for layer in children.dropFirst() { layer.place(in: rect) }
  }

  override var hitTestChildren: [LayoutNode] { [children[children.count - 1]] }
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
    let node = PresentationNode(child: child, environment: context.environment)
    node.layers = [layer(presented)]
    return node
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
