import CatalogUI

// MARK: - DLSBannerStyle

/// The visual variants of `DLSBanner`.
public protocol DLSBannerStyle: ComponentStyle where Configuration == DLSBannerConfiguration {}

extension View {
  /// The style of every `DLSBanner` inside this view.
  public func dlsBannerStyle(_ style: some DLSBannerStyle) -> some View {
    componentStyle(style)
  }
}

// MARK: - StandardBannerStyle

/// A soft tint of the tone's colour with a hairline border: for messages beside content.
public struct StandardBannerStyle: DLSBannerStyle {
  /// The standard style.
  public init() {}

  public func makeBody(configuration c: DLSBannerConfiguration) -> some View {
    BannerLayout(
      configuration: c, iconColor: c.tone.color, titleColor: DLSColor.textPrimary,
      messageColor: DLSColor.textSecondary
    )
    .background(c.tone.color.opacity(0.1), in: RoundedRectangle(cornerRadius: DLSRadius.m))
    .overlay {
      RoundedRectangle(cornerRadius: DLSRadius.m).strokeBorder(c.tone.color.opacity(0.4))
    }
  }
}

// MARK: - ProminentBannerStyle

/// Filled with the tone's colour: for the one message a screen must not let pass unread.
public struct ProminentBannerStyle: DLSBannerStyle {
  /// The prominent style.
  public init() {}

  public func makeBody(configuration c: DLSBannerConfiguration) -> some View {
    BannerLayout(
      configuration: c, iconColor: DLSColor.onTone, titleColor: DLSColor.onTone,
      messageColor: DLSColor.onTone
    )
    .background(c.tone.color, in: RoundedRectangle(cornerRadius: DLSRadius.m))
  }
}

extension DLSBannerStyle where Self == StandardBannerStyle {
  /// A tinted banner with a border.
  public static var standard: StandardBannerStyle { StandardBannerStyle() }
}

extension DLSBannerStyle where Self == ProminentBannerStyle {
  /// A banner filled with its tone's colour.
  public static var prominent: ProminentBannerStyle { ProminentBannerStyle() }
}

// MARK: - BannerLayout

/// The icon beside the title and the message, shared by the banner styles.
struct BannerLayout: View {
  let configuration: DLSBannerConfiguration
  let iconColor: Color
  let titleColor: Color
  let messageColor: Color

  var body: some View {
    HStack(alignment: .top, spacing: DLSSpacing.m) {
      configuration.tone.icon.image(size: 20).foregroundStyle(iconColor)
      VStack(alignment: .leading, spacing: DLSSpacing.xxs) {
        Text(configuration.title).font(DLSFont.subheadline.weight(.semibold))
          .foregroundStyle(titleColor)
        Text(configuration.message).font(DLSFont.subheadline).foregroundStyle(messageColor)
      }
      Spacer(minLength: 0)
    }
    .padding(DLSSpacing.m)
  }
}
