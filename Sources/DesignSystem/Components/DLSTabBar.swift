import CatalogUI

// MARK: - DLSTabBarConfiguration

/// What a tab bar style receives for the whole bar: the row of tabs, drawn and made tappable
/// and accessible by the base view, for the style to set on its bar.
public struct DLSTabBarConfiguration: Equatable {
  /// The row of tabs.
  @ExcludedFromEquality public internal(set) var items: AnyView
}

// MARK: - DLSTabBarItemConfiguration

/// What a tab bar style receives for one tab.
public struct DLSTabBarItemConfiguration: Equatable, Sendable {
  /// The tab's title.
  public let title: String
  /// The tab's icon.
  public let icon: DLSIcon
  /// Whether this is the selected tab.
  public let isSelected: Bool
}

// MARK: - DLSTabBar

/// The bottom tab bar. The base view owns interaction (tapping a tab selects it) and
/// accessibility (each tab a button, the selected one also selected); styles draw a tab and the
/// bar around the tabs.
public struct DLSTabBar: View {
  /// One tab.
  public struct Item: Sendable {
    public let title: String
    public let icon: DLSIcon

    /// A tab titled `title` with `icon`.
    public init(_ title: String, icon: DLSIcon) {
      self.title = title
      self.icon = icon
    }
  }

  let items: [Item]
  let selection: Binding<Int>

  /// Tabs for `items`, the selected index bound to `selection`.
  public init(items: [Item], selection: Binding<Int>) {
    self.items = items
    self.selection = selection
  }

  public var body: some View {
    EnvironmentReader { environment in
      let style = environment.componentStyle(default: StandardTabBarStyle())
      style.makeBody(configuration: DLSTabBarConfiguration(items: AnyView(row(style: style))))
    }
  }

  /// The tabs side by side, each drawn by the style.
  func row(style: AnyComponentStyle<DLSTabBarConfiguration>) -> some View {
    SelectionRow(
      items: items, selection: selection, label: \.title,
      idPrefix: "tab"
    ) { item, isSelected in
      style.drawing { base in
        let itemStyle = base as? any DLSTabBarStyle ?? StandardTabBarStyle()
        AnyView(
          itemStyle.makeItem(
            configuration: DLSTabBarItemConfiguration(
              title: item.title, icon: item.icon, isSelected: isSelected)))
      }
    }
  }
}
