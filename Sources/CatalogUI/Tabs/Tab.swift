// MARK: - TabContent

/// Tabs of a `TabView`, as SwiftUI's `TabContent` (iOS 18): `Tab`s, or a type of your own
/// whose `body` holds them.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  /// The type of the selection values of the tabs.
  associatedtype TabValue: Hashable
  /// The type of the content's body.
  associatedtype Body: TabContent
  /// The tabs.
  @TabContentBuilder<TabValue> var body: Body { get }
}

extension Never: TabContent {
  /// Never has tabs.
  public typealias TabValue = Never
}

/// One tab as the tab view resolves it: its page, with its tab item, tag and badge around it.
nonisolated struct TabEntry {
  let page: AnyView
}

/// Tab content CatalogUI reads directly.
@MainActor
protocol PrimitiveTabContent {
  var tabEntries: [TabEntry] { get }
}

/// The tabs of any tab content: primitives directly, others through their body.
@MainActor
func tabEntries<C: TabContent>(_ content: C) -> [TabEntry] {
  if let primitive = content as? any PrimitiveTabContent { return primitive.tabEntries }
  if C.Body.self == Never.self { return [] }
  return tabEntries(content.body)
}

// MARK: - Tab

/// A tab of a `TabView`: its page and its tab item, selected when the tab view's selection
/// equals its value, as SwiftUI's `Tab` (iOS 18). A tab without a value is selected by its
/// position.
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
  /// The selection value's type.
  public typealias TabValue = Value

  let value: Value?
  let content: Content
  let label: Label

  /// Primitive: no body.
  public var body: Never { return neverBody(Self.self) }
}

extension Tab {
  /// A tab selected by `value`, with `label` as its tab item.
  public init(
    value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.value = value
    self.content = content()
    self.label = label()
  }
}

extension Tab where Label == EmptyView {
  /// A tab selected by `value`, with an empty tab item.
  public init(value: Value, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content) { EmptyView() }
  }
}

extension Tab where Label == DefaultTabLabel {
  /// A tab selected by `value`, titled with a literal's text and an SF Symbols icon.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) {
      DefaultTabLabel(title: Text(titleKey), systemImage: systemImage)
    }
  }

  /// A tab selected by `value`, titled with a string shown as it is and an SF Symbols icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) {
      DefaultTabLabel(title: Text(title), systemImage: systemImage)
    }
  }

  /// A tab selected by `value` whose tab item comes from its role ("Search" and a magnifying
  /// glass for `.search`).
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content) { DefaultTabLabel(role: role) }
  }
}

extension Tab where Value == Never {
  /// A tab selected by its position, with `label` as its tab item.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.value = nil
    self.content = content()
    self.label = label()
  }
}

extension Tab where Value == Never, Label == EmptyView {
  /// A tab selected by its position, with an empty tab item.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// A tab selected by its position, titled with a literal's text and an SF Symbols icon.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) {
      DefaultTabLabel(title: Text(titleKey), systemImage: systemImage)
    }
  }

  /// A tab selected by its position, titled with a string shown as it is and an SF Symbols
  /// icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) {
      DefaultTabLabel(title: Text(title), systemImage: systemImage)
    }
  }

  /// A tab selected by its position whose tab item comes from its role.
  public init(role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(content: content) { DefaultTabLabel(role: role) }
  }
}

@MainActor
extension Tab: PrimitiveTabContent {
  var tabEntries: [TabEntry] {
    let item = AnyView(content).tabItem { label }
    guard let value else { return [TabEntry(page: AnyView(item))] }
    return [TabEntry(page: AnyView(item.tag(value)))]
  }
}

// MARK: - TabRole

/// What a tab is for, as SwiftUI's `TabRole`; it gives the tab its default label.
public struct TabRole: Hashable, Sendable {
  let name: String

  /// A search tab: "Search" with a magnifying glass.
  public static let search = TabRole(name: "search")
}

// MARK: - DefaultTabLabel

/// The tab item of a `Tab` made from a title and a symbol, as SwiftUI's `DefaultTabLabel`.
nonisolated public struct DefaultTabLabel: View {
  let title: Text
  let systemImage: String

  init(title: Text, systemImage: String) {
    self.title = title
    self.systemImage = systemImage
  }

  init(role: TabRole?) {
    if role == .search {
      self.init(title: Text("Search"), systemImage: "magnifyingglass")
    } else {
      self.init(title: Text(""), systemImage: "")
    }
  }

  /// The symbol over the title, as the tab bar lays out a `Label`.
  @MainActor public var body: some View {
    Label {
      title
    } icon: {
      Image(systemName: systemImage)
    }
  }
}

// MARK: - Badges on tabs

extension TabContent {
  /// A count on the tab's item, as SwiftUI's `badge(_:)`; zero shows no badge.
  nonisolated public func badge(_ count: Int) -> some TabContent<TabValue> {
    BadgedTabContent(content: self, badge: count == 0 ? nil : Text("\(count)"))
  }

  /// A text on the tab's item; `nil` shows no badge.
  nonisolated public func badge(_ label: Text?) -> some TabContent<TabValue> {
    BadgedTabContent(content: self, badge: label)
  }

  /// A literal's text on the tab's item; `nil` shows no badge.
  nonisolated public func badge(_ key: LocalizedStringKey?) -> some TabContent<TabValue> {
    BadgedTabContent(content: self, badge: key.map { Text($0) })
  }

  /// A string on the tab's item, shown as it is; `nil` shows no badge.
  @_disfavoredOverload
  nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some TabContent<TabValue> {
    BadgedTabContent(content: self, badge: label.map { Text($0) })
  }
}

/// Tab content with a badge on each of its tabs' items.
nonisolated struct BadgedTabContent<C: TabContent>: TabContent {
  typealias TabValue = C.TabValue

  let content: C
  let badge: Text?

  var body: Never { return neverBody(Self.self) }
}

@MainActor
extension BadgedTabContent: PrimitiveTabContent {
  var tabEntries: [TabEntry] {
    CatalogUI.tabEntries(content).map { entry in
      TabEntry(page: AnyView(entry.page.modifier(TabBadgeModifier(badge: badge))))
    }
  }
}

// MARK: - TabContentBuilder

/// Builds the tabs of a `TabView`, all with selection values of one type, as SwiftUI's
/// `TabContentBuilder`.
@resultBuilder
nonisolated public struct TabContentBuilder<TabValue: Hashable> {
  /// A tab, whose value must be of the tab view's selection type.
  public static func buildExpression<C: TabContent>(_ content: C) -> C
  where C.TabValue == TabValue {
    content
  }

  /// Tabs side by side.
  public static func buildBlock<each C: TabContent>(_ content: repeat each C)
    -> TupleTabContent<TabValue, repeat each C>
  {
    TupleTabContent(content: (repeat each content))
  }

  /// Tabs shown only when a condition holds.
  public static func buildIf<C: TabContent>(_ content: C?) -> OptionalTabContent<C> {
    OptionalTabContent(content: content)
  }

  /// The first branch of an `if`/`else`.
  public static func buildEither<A: TabContent, B: TabContent>(first: A)
    -> EitherTabContent<A, B>
  {
    EitherTabContent(first: first, second: nil)
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<A: TabContent, B: TabContent>(second: B)
    -> EitherTabContent<A, B>
  {
    EitherTabContent(first: nil, second: second)
  }

  /// The tabs of a tab view as a view: each tab's page with its tab item, tag and badge.
  nonisolated public struct Content<C: TabContent>: View, PrimitiveView {
    let content: C

    @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
      for (index, entry) in tabEntries(content).enumerated() {
        entry.page.resolve(in: context.child(.index(index)), into: &nodes)
      }
    }
  }
}

/// Several tab contents in order.
nonisolated public struct TupleTabContent<TabValue: Hashable, each C: TabContent>: TabContent {
  let content: (repeat each C)

  /// Primitive: no body.
  public var body: Never { return neverBody(Self.self) }
}

@MainActor
extension TupleTabContent: PrimitiveTabContent {
  var tabEntries: [TabEntry] {
    var all: [TabEntry] = []
    for item in repeat each content { all += CatalogUI.tabEntries(item) }
    return all
  }
}

/// Tab content that may be absent.
nonisolated public struct OptionalTabContent<C: TabContent>: TabContent {
  /// The selection value's type.
  public typealias TabValue = C.TabValue

  let content: C?

  /// Primitive: no body.
  public var body: Never { return neverBody(Self.self) }
}

@MainActor
extension OptionalTabContent: PrimitiveTabContent {
  var tabEntries: [TabEntry] { content.map { CatalogUI.tabEntries($0) } ?? [] }
}

/// One of two tab contents.
nonisolated public struct EitherTabContent<A: TabContent, B: TabContent>: TabContent {
  /// The selection value's type.
  public typealias TabValue = A.TabValue

  let first: A?
  let second: B?

  /// Primitive: no body.
  public var body: Never { return neverBody(Self.self) }
}

@MainActor
extension EitherTabContent: PrimitiveTabContent {
  var tabEntries: [TabEntry] {
    if let first { return CatalogUI.tabEntries(first) }
    return second.map { CatalogUI.tabEntries($0) } ?? []
  }
}
