import CatalogUI

// MARK: - DLSChipStyle

/// The visual variants of `DLSChip`.
public protocol DLSChipStyle: ComponentStyle where Configuration == DLSChipConfiguration {}

extension View {
  /// The style of every `DLSChip` inside this view.
  public func dlsChipStyle(_ style: some DLSChipStyle) -> some View {
    componentStyle(style)
  }
}

// MARK: - OutlinedChipStyle

/// Filled when selected, outlined otherwise.
public struct OutlinedChipStyle: DLSChipStyle {
  /// The outlined style.
  public init() {}
  public func makeBody(configuration c: DLSChipConfiguration) -> some View {
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
public struct TintedChipStyle: DLSChipStyle {
  /// The tinted style.
  public init() {}
  public func makeBody(configuration c: DLSChipConfiguration) -> some View {
    HStack(spacing: DLSSpacing.xs) {
      if let icon = c.icon { icon.image(size: 14) }
      Text(c.title).font(DLSFont.footnote.weight(.semibold)).lineLimit(1)
    }
    .foregroundStyle(c.isSelected ? DLSColor.onPrimary : DLSColor.primary)
    .padding(.horizontal, DLSSpacing.s)
    .padding(.vertical, DLSSpacing.xs)
    .background(
      c.isSelected ? DLSColor.primary : DLSColor.primary.opacity(0.1),
      in: RoundedRectangle(cornerRadius: DLSRadius.s))
  }
}

extension DLSChipStyle where Self == OutlinedChipStyle {
  /// Outlined, filled when selected.
  public static var outlined: OutlinedChipStyle { OutlinedChipStyle() }
}
extension DLSChipStyle where Self == TintedChipStyle {
  /// A soft tinted tag.
  public static var tinted: TintedChipStyle { TintedChipStyle() }
}
