import Raster

// MARK: - NavigationBarItem

/// Namespace of the navigation bar's settings, as SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
  /// How a navigation title is shown.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// Inherits the previous screen's mode; large at the root, as on iOS.
    case automatic
    /// Small, centred in the bar.
    case inline
    /// Large, below the bar, leading.
    case large
  }
}

/// Whether a bar or item is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// The system's choice: shown.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}

/// The bars `toolbar(_:for:)` and its kin apply to, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  /// The system's choice.
  public static let automatic = ToolbarPlacement(name: "automatic")
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// The bottom toolbar.
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(name: "tabBar")
}

// MARK: - NavigationItems

/// What a screen declares for its navigation bar, found in its resolved tree: the title, its
/// display mode, the toolbar items, and whether the back button and the bar are hidden.
nonisolated struct NavigationItems {
  var title: AnyView?
  var titleText: String?
  var displayMode: NavigationBarItem.TitleDisplayMode?
  var toolbar: [ToolbarEntry] = []
  var backButtonHidden = false
  var barHidden = false
  /// Whether the screen hides the tab bar of the tab view it is shown in.
  var tabBarHidden = false
  /// Whether the screen hides its bottom toolbar's items.
  var bottomBarHidden = false
  /// The search field `searchable` asks for, drawn below the title.
  var search: NavigationSearchField?
  var destinations: [NavigationDestinationEntry] = []
  /// A destination pushed by `navigationDestination(isPresented:)`, while presented.
  var presented: NavigationPresented?

  /// Adds what `other`, found deeper in the tree, declares: the outermost title and mode win,
  /// toolbar items and destinations add up.
  mutating func merge(_ other: NavigationItems) {
    if title == nil {
      title = other.title
      titleText = other.titleText
    }
    if displayMode == nil { displayMode = other.displayMode }
    toolbar += other.toolbar
    backButtonHidden = backButtonHidden || other.backButtonHidden
    barHidden = barHidden || other.barHidden
    tabBarHidden = tabBarHidden || other.tabBarHidden
    bottomBarHidden = bottomBarHidden || other.bottomBarHidden
    if search == nil { search = other.search }
    destinations += other.destinations
    if presented == nil { presented = other.presented }
  }

  /// The items declared in `nodes` and everything inside them, in tree order; a nested
  /// navigation stack's items are its own.
  @MainActor static func collect(in nodes: [LayoutNode]) -> NavigationItems {
    var items = NavigationItems()
    for node in nodes { collect(node, into: &items) }
    return items
  }

  /// Whether the screen shown in `node` (the top screen of each stack in it, not what it
  /// presents nor a tab view inside it) hides the tab bar.
  @MainActor static func hidesTabBar(in node: LayoutNode) -> Bool {
    if let declared = node as? NavigationItemsNode, declared.items.tabBarHidden { return true }
    if node is TabViewNode { return false }
    return node.children.contains { hidesTabBar(in: $0) }
  }

  @MainActor private static func collect(_ node: LayoutNode, into items: inout NavigationItems) {
    if node is NavigationScreenNode { return }
    if let declared = node as? NavigationItemsNode { items.merge(declared.items) }
    for child in node.children { collect(child, into: &items) }
  }
}

/// A screen `navigationDestination(isPresented:)` pushes, and how to pop it.
nonisolated struct NavigationPresented {
  let view: AnyView
  let dismiss: @MainActor () -> Void
}

/// A registered `navigationDestination(for:)`: which values it shows, and how.
nonisolated struct NavigationDestinationEntry {
  let type: Any.Type
  let make: @MainActor (AnyHashable) -> AnyView?
}

/// A node carrying a view's navigation declarations; it lays out and draws as its child.
final class NavigationItemsNode: WrapperNode {
  var items = NavigationItems()

  override var debugName: String { "NavigationItems" }
  override var dumpAttributes: [String] {
    var attributes: [String] = []
    if let title = items.titleText { attributes.append("title: \(title)") }
    if let mode = items.displayMode { attributes.append("titleDisplayMode: \(mode)") }
    if !items.toolbar.isEmpty { attributes.append("toolbarItems: \(items.toolbar.count)") }
    return attributes
  }
  override func firstBaseline(in size: Size) -> Double? { child.firstBaseline(in: size) }
  override func lastBaseline(in size: Size) -> Double? { child.lastBaseline(in: size) }
}

/// Puts navigation declarations around a view.
nonisolated struct NavigationItemsModifier: NodeModifier {
  let items: NavigationItems

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    let node = NavigationItemsNode(child: child, environment: context.environment)
    node.items = items
    return node
  }
}

// MARK: - Modifiers

extension View {
  /// The title of the screen in a navigation stack, as SwiftUI's `navigationTitle(_:)`.
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }

  /// The title of the screen, shown as it is.
  @_disfavoredOverload
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }

  /// The title of the screen, as a `Text`.
  nonisolated public func navigationTitle(_ title: Text) -> some View {
    var items = NavigationItems()
    items.title = AnyView(title)
    items.titleText = title.content
    return modifier(NavigationItemsModifier(items: items))
  }

  /// How the screen's title is shown: large below the bar, or inline in it.
  nonisolated public func navigationBarTitleDisplayMode(
    _ displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    var items = NavigationItems()
    items.displayMode = displayMode
    return modifier(NavigationItemsModifier(items: items))
  }

  /// Hides the back button of a pushed screen.
  nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)
    -> some View
  {
    var items = NavigationItems()
    items.backButtonHidden = hidesBackButton
    return modifier(NavigationItemsModifier(items: items))
  }

  /// Items in the screen's navigation bar or bottom bar, as SwiftUI's `toolbar(content:)`
  /// (which has the same name for views and for toolbar items).
  public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    let built = content()
    return modifier(NavigationToolbarModifier(entries: { toolbarEntries(built) }))
  }

  /// Shows or hides bars, as SwiftUI's: `.hidden` for `.navigationBar` (or `.automatic`, or
  /// no placement) hides the navigation bar of the screen's stack, for `.tabBar` the tab bar of
  /// the tab view the screen is shown in (its page then takes the bar's height), and for
  /// `.bottomBar` the screen's bottom toolbar items.
  nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    toolbarVisibility(visibility, for: bars)
  }

  /// Shows or hides bars: the name iOS 18 gives `toolbar(_:for:)`.
  nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    toolbarVisibility(visibility, for: bars)
  }

  private nonisolated func toolbarVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement])
    -> some View
  {
    var items = NavigationItems()
    let hides = visibility == .hidden
    items.barHidden =
      hides && (bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic))
    items.tabBarHidden = hides && bars.contains(.tabBar)
    items.bottomBarHidden = hides && bars.contains(.bottomBar)
    return modifier(NavigationItemsModifier(items: items))
  }

  /// The navigation bar's background when content scrolls under it. A snapshot shows the
  /// content at its top, where iOS draws the bar transparent, so this changes nothing drawn.
  nonisolated public func toolbarBackground<S: ShapeStyle>(
    _ style: S, for bars: ToolbarPlacement...
  ) -> some View {
    self
  }

  /// Whether the bar's background is shown when content scrolls under it; as
  /// `toolbarBackground(_:for:)`, nothing a snapshot at the top shows.
  nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    self
  }

  /// The colour scheme of a bar's background when content scrolls under it; as
  /// `toolbarBackground(_:for:)`, nothing a snapshot at the top shows.
  nonisolated public func toolbarColorScheme(
    _ colorScheme: ColorScheme?, for bars: ToolbarPlacement...
  )
    -> some View
  {
    self
  }
}

// The overload for views, in an extension of its own: SwiftUI names both `toolbar(content:)`.
extension View {
  /// Views in the screen's navigation bar at its trailing edge, as SwiftUI's
  /// `toolbar(content:)` with views.
  @_disfavoredOverload
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content)
    -> some View
  {
    let built = content()
    return modifier(
      NavigationToolbarModifier(entries: {
        PreviewItem.items(in: built).map { ToolbarEntry(placement: .automatic, view: $0.view) }
      }))
  }
}

/// Puts toolbar items around a view; they are built when the screen's bar is.
nonisolated struct NavigationToolbarModifier: NodeModifier {
  let entries: @MainActor () -> [ToolbarEntry]

  @MainActor func node(around child: LayoutNode, in context: ResolveContext) -> LayoutNode {
    let node = NavigationItemsNode(child: child, environment: context.environment)
    node.items.toolbar = entries()
    return node
  }
}
