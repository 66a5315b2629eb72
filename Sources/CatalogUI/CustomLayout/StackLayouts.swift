import Raster

// The stacks and the grid as `Layout` values, for `AnyLayout` and for switching layouts with
// the same content. Each makes the very node its container view makes (`StackNode`,
// `ZStackNode`, `GridNode`): one layout algorithm, whichever way it is written.

// MARK: - BuiltInLayout

/// A layout CatalogUI runs with its own node rather than through `Layout`'s methods.
protocol BuiltInLayout: Sendable {
  /// The axis its content is laid out along, for `Spacer` and `Divider`; `nil` for none.
  var stackAxis: Axis? { get }
  /// The node that lays out `children`.
  @MainActor func node(children: [LayoutNode], environment: EnvironmentValues) -> LayoutNode
}

extension BuiltInLayout {
  /// The size of the node over the subviews.
  func builtInSize(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
    let nodes = subviews.elements.map(\.node)
    // Layout methods run inside a layout pass, on the main actor.
    return MainActor.assumeIsolated {
      let node = node(children: nodes, environment: nodes.first?.environment ?? .init())
      return CGSize(node.measure(proposal))
    }
  }

  /// Places the subviews where the node over them places them.
  func builtInPlace(in bounds: CGRect, subviews: LayoutSubviews) {
    let nodes = subviews.elements.map(\.node)
    let frames = MainActor.assumeIsolated {
      let node = node(children: nodes, environment: nodes.first?.environment ?? .init())
      _ = node.measure(ProposedViewSize(bounds.size))
      node.place(in: Rect(bounds))
      return nodes.map { CGRect($0.frame) }
    }
    for (subview, frame) in zip(subviews, frames) {
      subview.place(at: frame.origin, proposal: ProposedViewSize(frame.size))
    }
  }
}

// MARK: - HStackLayout

/// `HStack`'s layout as a value.
public struct HStackLayout: Layout, BuiltInLayout {
  /// How subviews line up vertically.
  public var alignment: VerticalAlignment
  /// The space between subviews; `nil` is the standard spacing.
  public var spacing: CGFloat?

  /// A horizontal stack layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  var stackAxis: Axis? { .horizontal }

  func node(children: [LayoutNode], environment: EnvironmentValues) -> LayoutNode {
    StackNode(
      axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
      spacing: spacing.map { Double($0) }, children: children, environment: environment)
  }

  /// The stack's size for `proposal`.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    builtInSize(proposal: proposal, subviews: subviews)
  }

  /// Places the subviews as the stack does.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    builtInPlace(in: bounds, subviews: subviews)
  }
}

// MARK: - VStackLayout

/// `VStack`'s layout as a value.
public struct VStackLayout: Layout, BuiltInLayout {
  /// How subviews line up horizontally.
  public var alignment: HorizontalAlignment
  /// The space between subviews; `nil` is the standard spacing.
  public var spacing: CGFloat?

  /// A vertical stack layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  var stackAxis: Axis? { .vertical }

  func node(children: [LayoutNode], environment: EnvironmentValues) -> LayoutNode {
    StackNode(
      axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
      spacing: spacing.map { Double($0) }, children: children, environment: environment)
  }

  /// The stack's size for `proposal`.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    builtInSize(proposal: proposal, subviews: subviews)
  }

  /// Places the subviews as the stack does.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    builtInPlace(in: bounds, subviews: subviews)
  }
}

// MARK: - ZStackLayout

/// `ZStack`'s layout as a value.
public struct ZStackLayout: Layout, BuiltInLayout {
  /// How subviews line up.
  public var alignment: Alignment

  /// An overlapping layout.
  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  var stackAxis: Axis? { nil }

  func node(children: [LayoutNode], environment: EnvironmentValues) -> LayoutNode {
    ZStackNode(alignment: alignment, children: children, environment: environment)
  }

  /// The stack's size for `proposal`.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    builtInSize(proposal: proposal, subviews: subviews)
  }

  /// Places the subviews as the stack does.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    builtInPlace(in: bounds, subviews: subviews)
  }
}

// MARK: - GridLayout

/// `Grid`'s layout as a value: `GridRow`s in shared columns.
public struct GridLayout: Layout, BuiltInLayout {
  /// How cells line up in their column and row.
  public var alignment: Alignment
  /// The space between columns; `nil` is 8 points.
  public var horizontalSpacing: CGFloat?
  /// The space between rows; `nil` is 8 points.
  public var verticalSpacing: CGFloat?

  /// A grid layout.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  var stackAxis: Axis? { nil }

  func node(children: [LayoutNode], environment: EnvironmentValues) -> LayoutNode {
    GridNode(
      alignment: alignment,
      spacing: Size(width: Double(horizontalSpacing ?? 8), height: Double(verticalSpacing ?? 8)),
      children: children, environment: environment)
  }

  /// The grid's size for `proposal`.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    builtInSize(proposal: proposal, subviews: subviews)
  }

  /// Places the subviews as the grid does.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    builtInPlace(in: bounds, subviews: subviews)
  }
}

// MARK: - AnyLayout

/// A layout whose type is erased, so one view can switch between layouts (an `HStackLayout`
/// on a wide screen, a `VStackLayout` on a narrow one) and keep its content's identity.
public struct AnyLayout: Layout {
  /// The wrapped layout's cache.
  public struct Cache {
    var value: Any
  }

  /// Makes the node for the wrapped layout, whose type it knows.
  let maker: any LayoutNodeMaking
  private let size: (ProposedViewSize, LayoutSubviews, inout Cache) -> CGSize
  private let place: (CGRect, ProposedViewSize, LayoutSubviews, inout Cache) -> Void
  private let cache: (LayoutSubviews) -> Cache

  /// Wraps `layout`.
  public init<L: Layout>(_ layout: L) {
    maker = TypedLayout(layout: layout)
    cache = { Cache(value: layout.makeCache(subviews: $0)) }
    size = { proposal, subviews, cache in
      guard var typed = cache.value as? L.Cache else { return .zero }
      defer { cache.value = typed }
      return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
    }
    place = { bounds, proposal, subviews, cache in
      guard var typed = cache.value as? L.Cache else { return }
      defer { cache.value = typed }
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
    }
  }

  /// Creates the wrapped layout's cache.
  public func makeCache(subviews: Subviews) -> Cache { cache(subviews) }

  /// The wrapped layout's size for `proposal`.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    size(proposal, subviews, &cache)
  }

  /// Places the subviews as the wrapped layout does.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    place(bounds, proposal, subviews, &cache)
  }
}

// MARK: - LayoutNodeMaking

/// Makes the node of a layout whose type `AnyLayout` erased.
protocol LayoutNodeMaking {
  /// The axis the content is laid out along.
  var stackAxis: Axis? { get }
  /// The node that lays out `children`.
  @MainActor func node(children: [LayoutNode], environment: EnvironmentValues) -> LayoutNode
}

/// A layout with its type known.
private struct TypedLayout<L: Layout>: LayoutNodeMaking {
  let layout: L

  var stackAxis: Axis? { (layout as? any BuiltInLayout)?.stackAxis }

  @MainActor func node(children: [LayoutNode], environment: EnvironmentValues) -> LayoutNode {
    if let builtIn = layout as? any BuiltInLayout {
      return builtIn.node(children: children, environment: environment)
    }
    return CustomLayoutNode(layout: layout, children: children, environment: environment)
  }
}
