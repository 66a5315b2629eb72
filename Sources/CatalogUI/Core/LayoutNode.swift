import Raster

// MARK: - LayoutNode

/// One resolved view: it measures itself for a proposal, is placed in a frame, draws itself
/// and describes itself to accessibility and hit testing.
///
/// Subclasses override `sizeThatFits`, `placeChildren` and `drawContent`; everything else has
/// sensible defaults. Frames are in points in the root's coordinates.
@dynamicMemberLookup
@MainActor
class LayoutNode {
  /// The environment the view was resolved with.
  let environment: EnvironmentValues
  /// The child nodes, in declaration order.
  var children: [LayoutNode]
  /// The frame after layout, in root coordinates (points).
  var frame: Rect = .zero
  /// A name for dumps, such as `HStack` or `Text("Title")`.
  var debugName: String { _typeName(type(of: self), qualified: false) }

  /// What modifiers around the view set on its node (priority, identifiers, accessibility,
  /// actions), read and written as `node.zIndex` through `subscript(dynamicMember:)`.
  var tags = NodeTags()
  /// Whether this node is a `Spacer` (stacks space it differently).
  var isSpacer: Bool { false }

  init(environment: EnvironmentValues, children: [LayoutNode] = []) {
    self.environment = environment
    self.children = children
  }

  /// A tag of the node, such as `node.layoutPriority` for `node.tags.layoutPriority`.
  final subscript<Value>(dynamicMember keyPath: WritableKeyPath<NodeTags, Value>) -> Value {
    get { tags[keyPath: keyPath] }
    set { tags[keyPath: keyPath] = newValue }
  }

  /// The size this node wants for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    proposal.replacingUnspecifiedDimensions()
  }

  /// Sizes already measured for recent proposals: stacks ask each child several times
  /// (minimum, maximum, share), so without this nested stacks cost exponential time.
  private var measured: [(ProposedViewSize, Size)] = []

  /// The size for `proposal`, measured once per distinct proposal; parents call this.
  final func measure(_ proposal: ProposedViewSize) -> Size {
    for (known, size) in measured where known == proposal { return size }
    let size = sizeThatFits(proposal)
    if measured.count >= 8 { measured.removeFirst() }
    measured.append((proposal, size))
    return size
  }

  /// Places the node in `frame` (already rounded to the pixel grid), then its children.
  final func place(in rect: Rect) {
    guard let (extended, scope) = safeAreaPlacement(for: rect) else {
      frame = rect
      return placeChildren(in: safeAreaContentRect(for: rect))
    }
    frame = extended
    SafeAreaScope.with(scope) { placeChildren(in: extended) }
  }

  /// Places children inside the node's frame; by default each child fills it.
  func placeChildren(in rect: Rect) {
    for child in children { child.place(in: rect) }
  }

  /// Draws the node and its children; a node tagged with `.transitionID(_:)` draws into an
  /// element of its own when the context collects transition elements.
  final func draw(into context: inout DrawContext) {
    guard context.collectsTransitionElements else { return drawContent(into: &context) }
    if let tag = tags.transitionTag {
      return drawElement(tag, into: &context)
    }
    guard context.isMatchingIdentities, let identity = tags.identity else {
      return drawContent(into: &context)
    }
    // Matched by identity (an animated change): a view that draws is an element of its own;
    // a container is split into its children's elements when it draws nothing else than
    // clips, and is otherwise one element (an opacity, a shadow, a mask, its own fills).
    guard !children.isEmpty else {
      return drawElement(context.matchedTag(for: identity), into: &context)
    }
    let mark = context.mark
    drawContent(into: &context)
    guard !context.drewOnlyClips(since: mark) else { return }
    context.rewind(to: mark)
    drawElement(context.matchedTag(for: identity), into: &context)
  }

  /// Draws the node into an element of its own, tagged `tag`.
  private func drawElement(_ tag: TransitionTag, into context: inout DrawContext) {
    context.beginElement(tag, node: self)
    drawContent(into: &context)
    context.endElement()
  }

  /// Draws what the node shows: by default its children.
  func drawContent(into context: inout DrawContext) {
    for child in children { child.draw(into: &context) }
  }

  /// The baseline of the first line of text inside, measured from the top, if any.
  func firstBaseline(in size: Size) -> Double? {
    children.first?.firstBaseline(in: size)
  }

  /// The baseline of the last line of text inside, measured from the top, if any.
  func lastBaseline(in size: Size) -> Double? {
    children.last?.lastBaseline(in: size)
  }

  /// Explicit alignment-guide values, for `.alignmentGuide(_:computeValue:)`.
  func explicitGuide(_ key: AlignmentKey, in size: Size) -> Double? {
    nil
  }

  /// The text of this view for dumps and accessibility labels, if it shows text.
  var textContent: String? { nil }

  // MARK: What walkers ask (hit testing, accessibility, queries)

  /// The children that take touches, frontmost first; by default later children are in front.
  var hitTestChildren: [LayoutNode] { children.reversed() }

  /// The children whose accessibility elements this node exposes, in order.
  var accessibilityChildren: [LayoutNode] { children }

  /// Whether the node and everything inside it are invisible (`.hidden()`, opacity 0).
  var hidesContent: Bool { false }

  /// Whether the node clips its children to its frame (`.clipped()`, a scroll view).
  var clipsContent: Bool { false }

  /// The transform from this node's drawing to its parent's (offset, rotation, scale), if any.
  var contentTransform: Transform? { nil }

  /// The node's properties for `ViewHost.dump`, such as `padding: 16` or `font: 17 semibold`.
  var dumpAttributes: [String] { [] }
}

// MARK: - Alignment guides

extension LayoutNode {
  /// The horizontal position of a guide in a node of `size`.
  func horizontalGuide(_ alignment: HorizontalAlignment, in size: Size) -> Double {
    if let explicit = explicitGuide(alignment.key, in: size) { return explicit }
    return alignment.defaultValue(size)
  }

  /// The vertical position of a guide in a node of `size`.
  func verticalGuide(_ alignment: VerticalAlignment, in size: Size) -> Double {
    if let explicit = explicitGuide(alignment.key, in: size) { return explicit }
    switch alignment.key {
    case .firstTextBaseline: return firstBaseline(in: size) ?? size.height
    case .lastTextBaseline: return lastBaseline(in: size) ?? size.height
    default: return alignment.defaultValue(size)
    }
  }
}
