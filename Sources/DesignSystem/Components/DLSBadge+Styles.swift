import CatalogUI

// MARK: - DLSBadgeStyle

/// The visual variants of `DLSBadge`.
public protocol DLSBadgeStyle: ComponentStyle where Configuration == DLSBadgeConfiguration {}

extension View {
  /// The style of every `DLSBadge` inside this view.
  public func dlsBadgeStyle(_ style: some DLSBadgeStyle) -> some View {
    componentStyle(style)
  }
}

// MARK: - FilledBadgeStyle

/// A capsule filled with the kind's colour: counts and strong statuses.
public struct FilledBadgeStyle: DLSBadgeStyle {
  /// The filled style.
  public init() {}

  public func makeBody(configuration c: DLSBadgeConfiguration) -> some View {
    Text(c.text).font(DLSFont.caption.weight(.semibold)).lineLimit(1)
      .foregroundStyle(DLSColor.onTone)
      .padding(.horizontal, DLSSpacing.s)
      .padding(.vertical, DLSSpacing.xxs)
      .frame(minWidth: 20)
      .background(c.kind.color, in: Capsule())
  }
}

// MARK: - TintedBadgeStyle

/// The kind's colour as text on a soft tint of it: statuses that sit quietly in a list.
public struct TintedBadgeStyle: DLSBadgeStyle {
  /// The tinted style.
  public init() {}

  public func makeBody(configuration c: DLSBadgeConfiguration) -> some View {
    Text(c.text).font(DLSFont.caption.weight(.semibold)).lineLimit(1)
      .foregroundStyle(c.kind.color)
      .padding(.horizontal, DLSSpacing.s)
      .padding(.vertical, DLSSpacing.xxs)
      .frame(minWidth: 20)
      .background(c.kind.color.opacity(0.1), in: RoundedRectangle(cornerRadius: DLSRadius.s))
  }
}

extension DLSBadgeStyle where Self == FilledBadgeStyle {
  /// A filled capsule.
  public static var filled: FilledBadgeStyle { FilledBadgeStyle() }
}

extension DLSBadgeStyle where Self == TintedBadgeStyle {
  /// Coloured text on a soft tint.
  public static var tinted: TintedBadgeStyle { TintedBadgeStyle() }
}
