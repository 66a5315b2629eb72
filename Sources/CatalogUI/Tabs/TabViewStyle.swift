// MARK: - TabViewStyle

/// How a `TabView` shows its tabs, as SwiftUI's `TabViewStyle`: a tab bar (`.automatic`,
/// `.tabBarOnly`, `.sidebarAdaptable`, all a tab bar on iPhone) or swiped pages (`.page`). As
/// in SwiftUI, only the built-in styles exist.
public protocol TabViewStyle {}

/// The platform's default: a tab bar on iPhone, as SwiftUI's `DefaultTabViewStyle`.
public struct DefaultTabViewStyle: TabViewStyle {
  /// The default style.
  public init() {}
}

/// A tab bar, never a sidebar, as SwiftUI's `TabBarOnlyTabViewStyle`.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
  /// The tab-bar-only style.
  public init() {}
}

/// A tab bar that becomes a sidebar on iPad, as SwiftUI's `SidebarAdaptableTabViewStyle`; a
/// tab bar on iPhone, where the catalog draws.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// The sidebar-adaptable style.
  public init() {}
}

/// Pages swiped sideways with page dots over their bottom edge, as SwiftUI's
/// `PageTabViewStyle`: the selected page fills the tab view, and no tab bar is drawn.
///
/// The dots are drawn as `UIPageControl` draws them over a page (iOS 14 and later): 7 pt
/// circles on a 16 pt pitch, centred in a 26 pt strip at the bottom edge, the current page's
/// white and the others white at 30 % (they are meant for dark or photographic pages, and are
/// invisible on white, as on iOS). These numbers are CatalogUI's reading of iOS's look, not
/// Apple's published values. The dots are one adjustable accessibility element valued
/// "Page 1 of 3", whose increment and decrement turn the page.
public struct PageTabViewStyle: TabViewStyle {
  /// When the page dots are shown.
  public struct IndexDisplayMode: Hashable, Sendable {
    enum Mode: Hashable, Sendable { case automatic, always, never }
    let mode: Mode

    /// Shown when there is more than one page, as `UIPageControl.hidesForSinglePage`.
    public static let automatic = IndexDisplayMode(mode: .automatic)
    /// Always shown.
    public static let always = IndexDisplayMode(mode: .always)
    /// Never shown.
    public static let never = IndexDisplayMode(mode: .never)
  }

  /// When the page dots are shown.
  public let indexDisplayMode: IndexDisplayMode

  /// The page style, with the dots shown as `indexDisplayMode` says.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The platform's default: a tab bar on iPhone.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// A tab bar, never a sidebar.
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A tab bar on iPhone, a sidebar on iPad.
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Swiped pages with page dots shown when there is more than one page.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Swiped pages with page dots shown as `indexDisplayMode` says.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode)
    -> PageTabViewStyle
  {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

private struct TabViewStyleKey: EnvironmentKey {
  static var defaultValue: any TabViewStyle { DefaultTabViewStyle() }
}

extension EnvironmentValues {
  /// The tab view style set with `tabViewStyle(_:)`; `.automatic` by default.
  var tabViewStyle: any TabViewStyle {
    get { self[TabViewStyleKey.self] }
    set { self[TabViewStyleKey.self] = newValue }
  }
}

extension View {
  /// The style of every `TabView` inside the view, as SwiftUI's `tabViewStyle(_:)`.
  nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environment(\.tabViewStyle, style)
  }
}

// MARK: - PageIndex

/// The page dots of the page style, documented on `PageTabViewStyle`.
struct PageIndex: View {
  let count: Int
  let selected: Int
  let displayMode: PageTabViewStyle.IndexDisplayMode
  let select: @MainActor (Int) -> Void

  private var isShown: Bool {
    switch displayMode.mode {
    case .automatic: count > 1
    case .always: count > 0
    case .never: false
    }
  }

  var body: some View {
    let selected = selected
    let count = count
    let select = select
    HStack(spacing: 9) {
      ForEach(0..<(isShown ? count : 0), id: \.self) { index in
        Circle()
          .fill(index == selected ? Color.white : Color.white.opacity(0.3))
          .frame(width: 7, height: 7)
      }
    }
    .frame(maxWidth: .infinity)
    .frame(height: isShown ? 26 : 0)
    .accessibilityElement(children: .ignore)
    .accessibilityValue(isShown ? "Page \(selected + 1) of \(count)" : "")
    .accessibilityAdjustableAction { direction in
      switch direction {
      case .increment: if selected + 1 < count { select(selected + 1) }
      case .decrement: if selected > 0 { select(selected - 1) }
      }
    }
    .accessibilityHidden(!isShown)
  }
}
