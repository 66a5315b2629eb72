import CatalogUI

// MARK: - ChipStyle

/// The visual variants of `DLSChip`.
public protocol ChipStyle: Sendable {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: ChipConfiguration) -> Body
}

// MARK: - OutlinedChipStyle

/// Filled when selected, outlined otherwise.
public struct OutlinedChipStyle: ChipStyle {
  public init() {}
  public func makeBody(configuration c: ChipConfiguration) -> some View {
    HStack(spacing: DLSSpacing.xs) {
      if let icon = c.icon { icon.image(size: 16) }
      Text(c.title).font(DLSFont.subheadline).lineLimit(1)
    }
    .foregroundStyle(c.isSelected ? DLSColor.background : DLSColor.textPrimary)
    .padding(.horizontal, DLSSpacing.m)
    .padding(.vertical, DLSSpacing.s - 2)
    .background(c.isSelected ? DLSColor.textPrimary : DLSColor.background, in: Capsule())
    .overlay { Capsule().strokeBorder(c.isSelected ? DLSColor.textPrimary : DLSColor.border) }
  }
}

// MARK: - TintedChipStyle

/// A soft tinted tag.
public struct TintedChipStyle: ChipStyle {
  public init() {}
  public func makeBody(configuration c: ChipConfiguration) -> some View {
    HStack(spacing: DLSSpacing.xs) {
      if let icon = c.icon { icon.image(size: 14) }
      Text(c.title).font(DLSFont.footnote.weight(.semibold)).lineLimit(1)
    }
    .foregroundStyle(c.isSelected ? DLSColor.onPrimary : DLSColor.primary)
    .padding(.horizontal, DLSSpacing.s)
    .padding(.vertical, DLSSpacing.xs)
    .background(c.isSelected ? DLSColor.primary : DLSColor.primary.opacity(0.12),
                in: RoundedRectangle(cornerRadius: DLSRadius.s))
  }
}

extension ChipStyle where Self == OutlinedChipStyle {
  public static var outlined: OutlinedChipStyle { OutlinedChipStyle() }
}
extension ChipStyle where Self == TintedChipStyle {
  public static var tinted: TintedChipStyle { TintedChipStyle() }
}

// MARK: - Environment

struct ChipStyleKey: EnvironmentKey {
  static let defaultValue = AnyStyle<ChipConfiguration> {
    OutlinedChipStyle().makeBody(configuration: $0)
  }
}

extension EnvironmentValues {
  var chipStyle: AnyStyle<ChipConfiguration> {
    get { self[ChipStyleKey.self] }
    set { self[ChipStyleKey.self] = newValue }
  }
}

extension View {
  /// The style of every `DLSChip` inside this view.
  public func chipStyle<S: ChipStyle>(_ style: S) -> some View {
    environment(\.chipStyle, AnyStyle { style.makeBody(configuration: $0) })
  }
}
