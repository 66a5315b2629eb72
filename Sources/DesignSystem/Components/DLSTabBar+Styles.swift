import CatalogUI

// MARK: - DLSTabBarStyle

/// The visual variants of `DLSTabBar`: the bar that holds the row of tabs (`makeBody`), and
/// how one tab looks (`makeItem`).
///
/// A plain `ComponentStyle` of `DLSTabBarConfiguration` set with `componentStyle(_:)` draws the
/// bar only; its tabs keep the standard look.
public protocol DLSTabBarStyle: ComponentStyle where Configuration == DLSTabBarConfiguration {
  associatedtype Item: View
  /// Draws one tab.
  @ViewBuilder func makeItem(configuration: DLSTabBarItemConfiguration) -> Item
}

extension View {
  /// The style of every `DLSTabBar` inside this view.
  public func dlsTabBarStyle(_ style: some DLSTabBarStyle) -> some View {
    componentStyle(style)
  }
}

// MARK: - StandardTabBarStyle

/// Icons over small labels across the bottom edge, the selected tab in the brand colour.
public struct StandardTabBarStyle: DLSTabBarStyle {
  /// The standard style.
  public init() {}

  public func makeItem(configuration c: DLSTabBarItemConfiguration) -> some View {
    VStack(spacing: DLSSpacing.xxs) {
      c.icon.image(size: 24)
      Text(c.title).font(DLSFont.tabTitle.weight(.medium)).lineLimit(1)
    }
    .foregroundStyle(c.isSelected ? DLSColor.primary : DLSColor.textTertiary)
  }

  public func makeBody(configuration: DLSTabBarConfiguration) -> some View {
    // The tabs' touch areas are 44 pt tall, taller than an icon over a title, so 4 pt around
    // them keeps the icons and titles where 8 pt above and 4 pt below did.
    configuration.items
      .padding(.vertical, DLSSpacing.xs)
      .background(DLSColor.background)
      .overlay(alignment: .top) { Divider() }
  }
}

// MARK: - FloatingTabBarStyle

/// A raised capsule floating above the content, the selected tab on a tinted pill.
public struct FloatingTabBarStyle: DLSTabBarStyle {
  /// The floating style.
  public init() {}

  public func makeItem(configuration c: DLSTabBarItemConfiguration) -> some View {
    VStack(spacing: DLSSpacing.xxs) {
      c.icon.image(size: 22)
      Text(c.title).font(DLSFont.tabTitle.weight(.semibold)).lineLimit(1)
    }
    .foregroundStyle(c.isSelected ? DLSColor.primary : DLSColor.textSecondary)
    .padding(.vertical, DLSSpacing.xs + 2)
    .frame(maxWidth: .infinity)
    .background {
      if c.isSelected { Capsule().fill(DLSColor.primary.opacity(0.1)) }
    }
  }

  public func makeBody(configuration: DLSTabBarConfiguration) -> some View {
    configuration.items
      .padding(DLSSpacing.xs)
      .background(DLSColor.surfaceRaised, in: Capsule())
      .overlay { Capsule().strokeBorder(DLSColor.border) }
      .elevation(.high)
      .padding(.horizontal, DLSSpacing.l)
      .padding(.vertical, DLSSpacing.s)
  }
}

extension DLSTabBarStyle where Self == StandardTabBarStyle {
  /// Labelled icons along the bottom edge.
  public static var standard: StandardTabBarStyle { StandardTabBarStyle() }
}

extension DLSTabBarStyle where Self == FloatingTabBarStyle {
  /// A floating capsule.
  public static var floating: FloatingTabBarStyle { FloatingTabBarStyle() }
}
