import CatalogUI

// MARK: - ChipStyle

/// What a chip style receives.
public struct ChipConfiguration: Sendable {
  public let title: String
  public let icon: DLSIcon?
  public let isSelected: Bool
}

/// The visual variants of `DLSChip`.
public protocol ChipStyle: Sendable {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: ChipConfiguration) -> Body
}

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

struct AnyChipStyle: Sendable {
  let makeBody: @Sendable (ChipConfiguration) -> AnyView
  init<S: ChipStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

struct ChipStyleKey: EnvironmentKey { static let defaultValue = AnyChipStyle(OutlinedChipStyle()) }

extension EnvironmentValues {
  var chipStyle: AnyChipStyle {
    get { self[ChipStyleKey.self] }
    set { self[ChipStyleKey.self] = newValue }
  }
}

extension View {
  /// The style of every `DLSChip` inside this view.
  public func chipStyle<S: ChipStyle>(_ style: S) -> some View {
    environment(\.chipStyle, AnyChipStyle(style))
  }
}

// MARK: - DLSChip

/// A tag or filter chip; selectable chips announce their state.
public struct DLSChip: View {
  let title: String
  let icon: DLSIcon?
  let isSelected: Bool

  public init(_ title: String, icon: DLSIcon? = nil, isSelected: Bool = false) {
    self.title = title
    self.icon = icon
    self.isSelected = isSelected
  }

  public var body: some View {
    EnvironmentReader { environment in
      environment.chipStyle.makeBody(
        ChipConfiguration(title: title, icon: icon, isSelected: isSelected))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(title)
        .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
    }
  }
}
