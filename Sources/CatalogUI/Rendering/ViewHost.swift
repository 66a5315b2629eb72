import Raster

// MARK: - ViewHost

/// Lays out a view and exposes everything about the result: its size, the frames of views
/// marked with `.id(_:)`, the display list, the rendered pixels, the accessibility tree, and
/// taps, so tests can inspect views as a user would see and use them.
public final class ViewHost {
  private var root: LayoutNode
  private let diagnosticsCollector: Diagnostics
  /// The environment the view was resolved with.
  public let environment: EnvironmentValues
  /// The root's size after `layout`, in points (rounded up to whole pixels).
  public private(set) var size: Size = .zero

  /// Resolves `view` in `environment` and lays it out for `proposal`.
  public init<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues(),
                       proposal: ProposedViewSize = .unspecified) {
    self.environment = environment
    diagnosticsCollector = Diagnostics()
    let context = ResolveContext(environment: environment, diagnostics: diagnosticsCollector)
    root = EmptyNode(environment: environment)
    // One large-stack pass for both resolution and the first layout.
    LargeStack.run {
      root = resolveSingle(view, in: context)
      layOut(proposal)
    }
  }

  /// Lays the view out again for another proposal.
  public func layout(_ proposal: ProposedViewSize) {
    LargeStack.run { layOut(proposal) }
  }

  private func layOut(_ proposal: ProposedViewSize) {
    let scale = max(environment.displayScale, 1)
    func up(_ v: Double) -> Double { v.isFinite ? (max(v, 0) * scale).rounded(.up) / scale : 0 }
    let measured = root.measure(proposal)
    size = Size(width: up(measured.width), height: up(measured.height))
    root.place(in: Rect(origin: .zero, size: size))
  }

  /// Problems found while resolving and drawing (too deep, missing images, font errors).
  public var diagnostics: [String] { diagnosticsCollector.messages }

  // MARK: - Inspection

  /// The frame, in points in the root's coordinates, of the first view marked with `id`.
  public func frame<ID: Hashable>(of id: ID) -> Rect? {
    find { $0.identifiers.contains(AnyHashable(id)) }?.frame
  }

  private func find(_ predicate: (LayoutNode) -> Bool) -> LayoutNode? {
    var stack = [root]
    while let node = stack.popLast() {
      if predicate(node) { return node }
      stack.append(contentsOf: node.children.reversed())
    }
    return nil
  }

  /// An indented dump of the laid-out tree: one line per node with its frame.
  public var treeDescription: String {
    var lines: [String] = []
    func visit(_ node: LayoutNode, _ depth: Int) {
      lines.append(String(repeating: "  ", count: depth) + "\(node.debugName) \(node.frame)")
      for child in node.children { visit(child, depth + 1) }
    }
    LargeStack.run { visit(root, 0) }
    return lines.joined(separator: "\n")
  }

  // MARK: - Drawing

  /// The display list in device pixels at the environment's display scale.
  public func displayList(background: ColorU8 = .transparent) -> DisplayList {
    let scale = max(environment.displayScale, 1)
    var context = DrawContext(scale: scale)
    LargeStack.run { root.draw(into: &context) }
    // A layout size too large for a pixmap stays too large, so `render` refuses it.
    let sides = 0...Int(Int32.max)
    return DisplayList(
      width: Int(size.width * scale, rounding: .toNearestOrAwayFromZero, clampedTo: sides),
      height: Int(size.height * scale, rounding: .toNearestOrAwayFromZero, clampedTo: sides),
      background: background, items: context.items)
  }

  /// The rendered pixels; `nil` when the view has no area or is larger than a pixmap can be.
  public func render(background: ColorU8 = .transparent) -> Pixmap? {
    displayList(background: background).render()
  }

  // MARK: - Interaction

  /// The frontmost view under `point` (points, root coordinates) that handles taps, or else the
  /// frontmost view marked with `.id(_:)` there; `nil` when nothing is.
  public func hitTest(at point: Point) -> HitTarget? {
    let node = LargeStack.run {
      HitTester.find(point, in: root) { $0.tapAction != nil }
        ?? HitTester.find(point, in: root) { !$0.identifiers.isEmpty }
    }
    return node.map {
      HitTarget(name: $0.debugName, frame: $0.frame, identifiers: $0.identifiers,
                action: $0.tapAction)
    }
  }

  /// Taps the frontmost enabled view with an action under `point` (points, root coordinates);
  /// returns whether something handled the tap.
  @discardableResult
  public func tap(at point: Point) -> Bool {
    let target = LargeStack.run { HitTester.find(point, in: root) { $0.tapAction != nil } }
    guard let action = target?.tapAction
    else { return false }
    action()
    return true
  }

  /// Taps the centre of the view marked with `id`; returns whether something handled it.
  @discardableResult
  public func tap<ID: Hashable>(id: ID) -> Bool {
    guard let frame = frame(of: id) else { return false }
    return tap(at: Point(x: frame.midX, y: frame.midY))
  }

  // MARK: - Accessibility

  /// The accessibility elements in reading order (top to bottom, leading to trailing).
  public var accessibilityElements: [AccessibilityElement] {
    LargeStack.run { AccessibilityTreeBuilder.elements(of: root) }
  }
}
