import Raster

// MARK: - TabView

/// Pages chosen from a tab bar, as SwiftUI's `TabView` on iPhone: the selected tab's page is
/// shown above iOS's tab bar (`TabBar`), and the other pages are not drawn. A page is a view
/// with `.tabItem { Label(…) }` and `.tag(_:)` (an untagged page is tagged with its index),
/// or a `Tab` of the iOS 18 API. `.tabViewStyle(.page)` shows the selected page with page
/// dots instead of a bar.
///
/// Tapping a tab item in a behavioural test selects it: the selection binding is set to its
/// tag (without a binding the tab view remembers it). A selection matching no tab shows the
/// first, as iOS does.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content
  @State private var chosen: AnyHashable?

  /// A tab view whose selected tab is the one tagged with `selection`'s value.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// The selected page and the tab bar (or page dots), with the tabs' selection actions.
  @MainActor public var body: some View {
    let selection = selection
    let chosen = $chosen
    return TabViewContent(
      pages: AnyView(content),
      selected: selection.map { AnyHashable($0.wrappedValue) } ?? chosen.wrappedValue,
      select: { tag in
        if let selection, let value = tag.base as? SelectionValue {
          selection.wrappedValue = value
        } else if selection == nil {
          chosen.wrappedValue = tag
        }
      })
  }
}

extension TabView where SelectionValue == Int {
  /// A tab view that starts on its first tab and remembers the tab tapped.
  public init(@ViewBuilder content: () -> Content) {
    self.init(selection: nil, content: content)
  }
}

extension TabView {
  /// A tab view of `Tab`s whose selected tab is the one whose value is `selection`'s.
  public init<C: TabContent>(
    selection: Binding<SelectionValue>,
    @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C> {
    self.init(selection: selection) {
      TabContentBuilder<SelectionValue>.Content(content: content())
    }
  }

  /// A tab view of `Tab`s without values, starting on the first.
  public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
  where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C> {
    self.init(selection: nil) { TabContentBuilder<Never>.Content(content: content()) }
  }
}

// MARK: - TabViewContent

/// Resolves every page (their state lives on while another tab is shown), reads their tags
/// and tab items, and shows the selected page with the bar or the page dots.
struct TabViewContent: View, PrimitiveView {
  let pages: AnyView
  let selected: AnyHashable?
  let select: @MainActor (AnyHashable) -> Void

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    var resolved: [LayoutNode] = []
    pages.resolve(in: context.child(.index(0)), into: &resolved)
    let pages = resolved.map(TabPage.init)
    let tags = pages.enumerated().map { index, page in page.tag ?? AnyHashable(index) }
    let index = selected.flatMap { tags.firstIndex(of: $0) } ?? 0
    let select = select
    let chrome: AnyView
    let overlays: Bool
    if let page = context.environment.tabViewStyle as? PageTabViewStyle {
      overlays = true
      chrome = AnyView(
        PageIndex(
          count: pages.count, selected: index, displayMode: page.indexDisplayMode,
          select: { select(tags[$0]) }))
    } else {
      overlays = false
      chrome = AnyView(
        TabBar(
          items: pages.enumerated().map { offset, page in
            TabBar.Item(label: page.label, badge: page.badge, isSelected: offset == index)
          },
          select: { select(tags[$0]) }))
    }
    let content =
      pages.indices.contains(index)
      ? pages[index].node
      : EmptyNode(
        environment: context.environment)
    // `toolbar(.hidden, for: .tabBar)` on the shown screen hides the bar; its page takes the
    // bar's place.
    let barHidden = !overlays && NavigationItems.hidesTabBar(in: content)
    let chromeNode =
      barHidden
      ? EmptyNode(environment: context.environment)
      : resolveSingle(chrome, in: context.child(.explicit("tabBar")))
    let node = TabViewNode(
      content: content, chrome: chromeNode, overlays: overlays, environment: context.environment)
    node.identity = context.identity
    nodes.append(node)
  }
}

// MARK: - TabViewNode

/// The selected page with the tab bar below it, or with the page dots over its bottom edge:
/// the bar takes its height at the bottom, the page the rest, centred when it is smaller (as
/// the hosting view of a tab centres its root).
final class TabViewNode: LayoutNode {
  let overlays: Bool

  init(content: LayoutNode, chrome: LayoutNode, overlays: Bool, environment: EnvironmentValues) {
    self.overlays = overlays
    super.init(environment: environment, children: [content, chrome])
  }

  override var debugName: String { overlays ? "TabView(page)" : "TabView" }

  private var content: LayoutNode { children[0] }
  private var chrome: LayoutNode { children[1] }

  private func chromeHeight(width: Double?) -> Double {
    chrome.measure(ProposedViewSize(width: width, height: nil)).height
  }

  private func reserved(width: Double?) -> Double { overlays ? 0 : chromeHeight(width: width) }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let reserved = reserved(width: proposal.width)
    // A tab's page, above the bar, is the container `containerRelativeFrame` measures
    // against, as in SwiftUI.
    let page = ProposedViewSize(
      width: proposal.width, height: proposal.height.map { max($0 - reserved, 0) })
    let contentSize = ContainerSize.with(page) { content.measure(page) }
    let chromeWidth = chrome.measure(ProposedViewSize(width: proposal.width, height: nil)).width
    return Size(
      width: proposal.width ?? max(chromeWidth, contentSize.width),
      height: proposal.height ?? max(reserved + contentSize.height, chromeHeight(width: nil)))
  }

  override func placeChildren(in rect: Rect) {
    let chromeHeight = chromeHeight(width: rect.width)
    let reserved = overlays ? 0 : chromeHeight
    let height = max(rect.height - reserved, 0)
    let page = ProposedViewSize(width: rect.width, height: height)
    let size = ContainerSize.with(page) { content.measure(page) }
    let scope = SafeAreaScope.current
    let above = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: height)
    // The tab bar takes the bottom of the screen: above it, content has no bottom inset.
    SafeAreaScope.with(reserved == 0 ? scope : scope?.consuming(.bottom, by: above)) {
      ContainerSize.with(page) {
        content.place(
          in: Rect(
            x: rect.origin.x + (rect.width - size.width) / 2,
            y: rect.origin.y + (height - size.height) / 2,
            width: size.width, height: size.height))
      }
    }
    chrome.place(
      in: Rect(
        x: rect.origin.x, y: rect.origin.y + rect.height - chromeHeight, width: rect.width,
        height: chromeHeight))
  }
}
