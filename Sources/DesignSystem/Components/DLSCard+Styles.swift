import CatalogUI

// MARK: - DLSCardStyle

/// The visual variants of `DLSCard`: the surface under its content.
public protocol DLSCardStyle: ComponentStyle where Configuration == DLSCardConfiguration {}

extension View {
  /// The style of every `DLSCard` inside this view.
  public func dlsCardStyle(_ style: some DLSCardStyle) -> some View {
    componentStyle(style)
  }
}

// MARK: - ElevatedCardStyle

/// A raised surface with a soft shadow.
public struct ElevatedCardStyle: DLSCardStyle {
  /// The elevated style.
  public init() {}
  public func makeBody(configuration: DLSCardConfiguration) -> some View {
    configuration.content.padding(DLSSpacing.l)
      .background(DLSColor.surfaceRaised, in: RoundedRectangle(cornerRadius: DLSRadius.l))
      .elevation(.low)
  }
}

// MARK: - OutlinedCardStyle

/// A flat surface with a hairline border.
public struct OutlinedCardStyle: DLSCardStyle {
  /// The outlined style.
  public init() {}
  public func makeBody(configuration: DLSCardConfiguration) -> some View {
    configuration.content.padding(DLSSpacing.l)
      .background(DLSColor.background, in: RoundedRectangle(cornerRadius: DLSRadius.l))
      .overlay { RoundedRectangle(cornerRadius: DLSRadius.l).strokeBorder(DLSColor.border) }
  }
}

extension DLSCardStyle where Self == ElevatedCardStyle {
  /// A raised surface.
  public static var elevated: ElevatedCardStyle { ElevatedCardStyle() }
}
extension DLSCardStyle where Self == OutlinedCardStyle {
  /// A bordered surface.
  public static var outlined: OutlinedCardStyle { OutlinedCardStyle() }
}
