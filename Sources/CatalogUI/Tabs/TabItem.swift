// MARK: - tabItem and badge

extension View {
  /// The label of the view's item in the tab bar of the `TabView` around it, as SwiftUI's
  /// `tabItem(_:)`: a `Label`, or an `Image` and a `Text`.
  nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(TabItemModifier(label: AnyView(label())))
  }

  /// A count on the view's tab item, as SwiftUI's `badge(_:)`; zero shows no badge.
  nonisolated public func badge(_ count: Int) -> some View {
    modifier(BadgeModifier(badge: count == 0 ? nil : Text("\(count)")))
  }

  /// A text on the view's tab item; `nil` shows no badge.
  nonisolated public func badge(_ label: Text?) -> some View {
    modifier(BadgeModifier(badge: label))
  }

  /// A literal's text on the view's tab item; `nil` shows no badge.
  nonisolated public func badge(_ key: LocalizedStringKey?) -> some View {
    modifier(BadgeModifier(badge: key.map { Text($0) }))
  }

  /// A string on the view's tab item, shown as it is; `nil` shows no badge.
  @_disfavoredOverload
  nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View {
    modifier(BadgeModifier(badge: label.map { Text($0) }))
  }
}

// MARK: - TabItemNode

/// A view carrying its tab item's label, where its `TabView` finds it; it lays out and draws
/// as its child.
final class TabItemNode: WrapperNode {
  let label: AnyView

  init(label: AnyView, child: LayoutNode, environment: EnvironmentValues) {
    self.label = label
    super.init(child: child, environment: environment)
  }

  override var debugName: String { "TabItem" }
}

/// Puts a `TabItemNode` around the view.
nonisolated struct TabItemModifier: NodeModifier {
  let label: AnyView

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    TabItemNode(label: label, child: child, environment: context.environment)
  }
}

// MARK: - TabBadgeNode

/// A view carrying the badge of its tab item; outside a `TabView` nothing shows it, as in
/// SwiftUI.
final class TabBadgeNode: WrapperNode {
  let badge: Text?

  init(badge: Text?, child: LayoutNode, environment: EnvironmentValues) {
    self.badge = badge
    super.init(child: child, environment: environment)
  }

  override var debugName: String { "Badge" }
  override var dumpAttributes: [String] { badge.map { ["badge: \($0.content)"] } ?? [] }
}

/// A badge where SwiftUI shows one: at the trailing edge of a `List` or `Form` row, in the
/// secondary colour (before the chevron of a `NavigationLink` row, as iOS draws it); elsewhere
/// on the view's tab item (`TabBadgeNode`).
nonisolated struct BadgeModifier: PrimitiveModifier {
  let badge: Text?

  @MainActor func resolve<V: View>(
    _ content: V, in context: ResolveContext, into nodes: inout [LayoutNode]
  ) {
    guard context.environment.isInListRow, let badge else {
      CatalogUI.resolve(content.modifier(TabBadgeModifier(badge: badge)), in: context, into: &nodes)
      return
    }
    // A navigation link in the row draws the badge itself, before its chevron.
    let slot = ListRowBadgeSlot(badge: badge)
    var inner = context.child(.index(0))
    inner.environment.listRowBadge = slot
    let node = resolveSingle(content, in: inner)
    let row = context.child(.index(1))
    if slot.isDrawn {
      CatalogUI.resolve(
        PlacedNode(node: node).modifier(TabBadgeModifier(badge: badge)), in: row, into: &nodes)
    } else {
      CatalogUI.resolve(
        HStack(spacing: 8) {
          PlacedNode(node: node).frame(maxWidth: .infinity, alignment: .leading)
          badge.foregroundStyle(.secondary)
        }
        .modifier(TabBadgeModifier(badge: badge)), in: row, into: &nodes)
    }
  }
}

/// A list row's badge, handed to what draws it: a `NavigationLink` in the row takes it to draw
/// before its chevron, else the row draws it at its trailing edge.
@MainActor final class ListRowBadgeSlot {
  let badge: Text
  /// Whether a navigation link took the badge.
  private(set) var isDrawn = false

  init(badge: Text) { self.badge = badge }

  /// The badge, now drawn by the caller.
  func take() -> Text {
    isDrawn = true
    return badge
  }
}

struct ListRowBadgeKey: EnvironmentKey {
  static var defaultValue: ListRowBadgeSlot? { nil }
}

extension EnvironmentValues {
  /// The badge of the list row a view is in, for a `NavigationLink` to draw.
  var listRowBadge: ListRowBadgeSlot? {
    get { self[ListRowBadgeKey.self] }
    set { self[ListRowBadgeKey.self] = newValue }
  }
}

/// Puts a `TabBadgeNode` around the view.
nonisolated struct TabBadgeModifier: NodeModifier {
  let badge: Text?

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    TabBadgeNode(badge: badge, child: child, environment: context.environment)
  }
}

// MARK: - TabPage

/// What a tab's resolved page declares: its selection tag, its tab item's label and badge,
/// found on the page's outer wrappers in whatever order the modifiers were applied.
struct TabPage {
  let node: LayoutNode
  let tag: AnyHashable?
  let label: AnyView?
  let badge: Text?

  @MainActor init(_ node: LayoutNode) {
    self.node = node
    var tag: AnyHashable?
    var label: AnyView?
    var badge: Text??
    var current: LayoutNode? = node
    while let candidate = current {
      if tag == nil, let tagged = candidate as? TagNode { tag = tagged.tag }
      if label == nil, let item = candidate as? TabItemNode { label = item.label }
      if badge == nil, let badged = candidate as? TabBadgeNode { badge = .some(badged.badge) }
      current = (candidate as? WrapperNode)?.child
    }
    self.tag = tag
    self.label = label
    self.badge = badge ?? nil
  }
}
