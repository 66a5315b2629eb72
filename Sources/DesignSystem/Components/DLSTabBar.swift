import CatalogUI

// MARK: - DLSTabBarItemConfiguration

/// What a tab bar style receives for one tab.
public struct DLSTabBarItemConfiguration: Sendable {
  public let title: String
  public let icon: DLSIcon
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
      let binding = selection
      let selected = selection.wrappedValue
      let style = environment.tabBarStyle
      style.makeBody(AnyView(HStack(spacing: 0) {
        ForEach(Array(items.enumerated())) { pair in
          let isSelected = pair.offset == selected
          style.makeItem(DLSTabBarItemConfiguration(
            title: pair.element.title, icon: pair.element.icon, isSelected: isSelected))
            .frame(maxWidth: .infinity)
            .onTapGesture { binding.wrappedValue = pair.offset }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(pair.element.title)
            .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
            .id("tab-\(pair.offset)")
        }
      }))
    }
  }
}
