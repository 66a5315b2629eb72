import CatalogUI

// MARK: - DLSButtonStyle

/// The visual variants of `DLSButton`: primary, secondary, tertiary, or your own.
public protocol DLSButtonStyle: ComponentStyle where Configuration == DLSButtonConfiguration {}

extension View {
  /// The style of every `DLSButton` inside this view.
  public func dlsButtonStyle(_ style: some DLSButtonStyle) -> some View {
    componentStyle(style)
  }
}

// MARK: - PrimaryButtonStyle

/// Filled with the brand colour: the main action of a screen.
public struct PrimaryButtonStyle: DLSButtonStyle {
  /// The primary style.
  public init() {}
  public func makeBody(configuration: DLSButtonConfiguration) -> some View {
    ButtonChrome(
      configuration: configuration,
      fill: configuration.isEnabled ? DLSColor.primary : DLSColor.disabled,
      foreground: configuration.isEnabled ? DLSColor.onPrimary : DLSColor.textTertiary,
      border: nil)
  }
}

// MARK: - SecondaryButtonStyle

/// Outlined: a secondary action beside a primary one.
public struct SecondaryButtonStyle: DLSButtonStyle {
  /// The secondary style.
  public init() {}
  public func makeBody(configuration: DLSButtonConfiguration) -> some View {
    ButtonChrome(
      configuration: configuration, fill: DLSColor.background,
      foreground: configuration.isEnabled ? DLSColor.textPrimary : DLSColor.textTertiary,
      border: configuration.isEnabled ? DLSColor.textPrimary : DLSColor.disabled)
  }
}

// MARK: - TertiaryButtonStyle

/// Text only, underlined: the least prominent action.
public struct TertiaryButtonStyle: DLSButtonStyle {
  /// The tertiary style.
  public init() {}
  public func makeBody(configuration: DLSButtonConfiguration) -> some View {
    HStack(spacing: DLSSpacing.xs) {
      Text(configuration.title).font(DLSFont.headline)
      if configuration.isLoading { LoadingDots() }
    }
    .foregroundStyle(configuration.isEnabled ? DLSColor.textPrimary : DLSColor.textTertiary)
    .overlay(alignment: .bottom) {
      Rectangle().fill(configuration.isEnabled ? DLSColor.textPrimary : DLSColor.textTertiary)
        .frame(height: 1)
    }
    .padding(.vertical, DLSSpacing.s)
  }
}

extension DLSButtonStyle where Self == PrimaryButtonStyle {
  /// Filled with the brand colour.
  public static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
}
extension DLSButtonStyle where Self == SecondaryButtonStyle {
  /// Outlined.
  public static var secondary: SecondaryButtonStyle { SecondaryButtonStyle() }
}
extension DLSButtonStyle where Self == TertiaryButtonStyle {
  /// Underlined text.
  public static var tertiary: TertiaryButtonStyle { TertiaryButtonStyle() }
}

// MARK: - ButtonChrome

/// The shared shape of filled and outlined buttons.
struct ButtonChrome: View {
  let configuration: DLSButtonConfiguration
  let fill: Color
  let foreground: Color
  let border: Color?

  var body: some View {
    HStack(spacing: DLSSpacing.s) {
      if configuration.isLoading {
        LoadingDots()
      } else {
        if let icon = configuration.icon { icon.image(size: 18) }
        Text(configuration.title).font(DLSFont.headline).lineLimit(1)
      }
    }
    .foregroundStyle(foreground)
    .padding(.horizontal, DLSSpacing.xl)
    // At accessibility text sizes the title outgrows the minimum height; keep air around it.
    .padding(.vertical, DLSSpacing.s)
    .frame(minWidth: 64, minHeight: 48)
    .background(fill, in: RoundedRectangle(cornerRadius: DLSRadius.m))
    .overlay {
      if let border {
        RoundedRectangle(cornerRadius: DLSRadius.m).strokeBorder(border, lineWidth: 1)
      }
    }
  }
}

// MARK: - LoadingDots

/// Three dots shown while an action is in progress.
struct LoadingDots: View {
  var body: some View {
    HStack(spacing: 5) {
      Circle().frame(width: 7, height: 7)
      Circle().frame(width: 7, height: 7).opacity(0.6)
      Circle().frame(width: 7, height: 7).opacity(0.3)
    }
    .frame(height: 20)
  }
}
