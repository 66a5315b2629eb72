import CatalogUI

// MARK: - DLSNavigationBarStyle

/// The visual variants of `DLSNavigationBar`.
public protocol DLSNavigationBarStyle: ComponentStyle
where Configuration == DLSNavigationBarConfiguration {}

extension View {
  /// The style of every `DLSNavigationBar` inside this view.
  public func dlsNavigationBarStyle(_ style: some DLSNavigationBarStyle) -> some View {
    componentStyle(style)
  }
}

// MARK: - InlineNavigationBarStyle

/// One row: the back button leading, the title centred on one line, the action trailing.
public struct InlineNavigationBarStyle: DLSNavigationBarStyle {
  /// The inline style.
  public init() {}

  public func makeBody(configuration c: DLSNavigationBarConfiguration) -> some View {
    // Equal slots on both sides keep the title centred on the bar whichever buttons are there,
    // and the row reads back, title, action, in that order.
    HStack(spacing: 0) {
      ZStack { if let back = c.backButton { back } }
        .frame(width: 48, alignment: .leading)
      c.title.font(DLSFont.headline).foregroundStyle(DLSColor.textPrimary).lineLimit(1)
        .frame(maxWidth: .infinity)
      ZStack { if let trailing = c.trailingButton { trailing } }
        .frame(width: 48, alignment: .trailing)
    }
    .padding(.horizontal, DLSSpacing.s)
    .frame(height: 56)
    .background(DLSColor.background)
    .overlay(alignment: .bottom) { Divider() }
  }
}

// MARK: - LargeTitleNavigationBarStyle

/// The buttons on a row of their own and a large title under them, leading, wrapping to two
/// lines: the top of a screen's main page.
public struct LargeTitleNavigationBarStyle: DLSNavigationBarStyle {
  /// The large-title style.
  public init() {}

  public func makeBody(configuration c: DLSNavigationBarConfiguration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      NavigationBarButtons(configuration: c).frame(height: 56)
      c.title.font(DLSFont.largeTitle).foregroundStyle(DLSColor.textPrimary).lineLimit(2)
        .padding(.horizontal, DLSSpacing.l)
        .padding(.bottom, DLSSpacing.m)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
    .background(DLSColor.background)
  }
}

extension DLSNavigationBarStyle where Self == InlineNavigationBarStyle {
  /// A centred title between the buttons.
  public static var inline: InlineNavigationBarStyle { InlineNavigationBarStyle() }
}

extension DLSNavigationBarStyle where Self == LargeTitleNavigationBarStyle {
  /// A large title under the buttons.
  public static var largeTitle: LargeTitleNavigationBarStyle { LargeTitleNavigationBarStyle() }
}

// MARK: - NavigationBarButtons

/// The back button leading and the trailing action, shared by the navigation bar styles.
struct NavigationBarButtons: View {
  let configuration: DLSNavigationBarConfiguration

  var body: some View {
    HStack {
      if let back = configuration.backButton { back }
      Spacer(minLength: 0)
      if let trailing = configuration.trailingButton { trailing }
    }
    .padding(.horizontal, DLSSpacing.s)
  }
}
