import CatalogUI

// MARK: - CardStyle

/// The visual variants of `DLSCard`.
public protocol CardStyle: Sendable {
  associatedtype Body: View
  @ViewBuilder func makeBody(content: AnyView) -> Body
}

// MARK: - ElevatedCardStyle

/// A raised surface with a soft shadow.
public struct ElevatedCardStyle: CardStyle {
  public init() {}
  public func makeBody(content: AnyView) -> some View {
    content.padding(DLSSpacing.l)
      .background(DLSColor.surfaceRaised, in: RoundedRectangle(cornerRadius: DLSRadius.l))
      .elevation(.low)
  }
}

// MARK: - OutlinedCardStyle

/// A flat surface with a hairline border.
public struct OutlinedCardStyle: CardStyle {
  public init() {}
  public func makeBody(content: AnyView) -> some View {
    content.padding(DLSSpacing.l)
      .background(DLSColor.background, in: RoundedRectangle(cornerRadius: DLSRadius.l))
      .overlay { RoundedRectangle(cornerRadius: DLSRadius.l).strokeBorder(DLSColor.border) }
  }
}

extension CardStyle where Self == ElevatedCardStyle {
  public static var elevated: ElevatedCardStyle { ElevatedCardStyle() }
}
extension CardStyle where Self == OutlinedCardStyle {
  public static var outlined: OutlinedCardStyle { OutlinedCardStyle() }
}

// MARK: - Environment

struct CardStyleKey: EnvironmentKey {
  static let defaultValue = AnyStyle<AnyView> {
    ElevatedCardStyle().makeBody(content: $0)
  }
}

extension EnvironmentValues {
  var cardStyle: AnyStyle<AnyView> {
    get { self[CardStyleKey.self] }
    set { self[CardStyleKey.self] = newValue }
  }
}

extension View {
  /// The style of every `DLSCard` inside this view.
  public func cardStyle<S: CardStyle>(_ style: S) -> some View {
    environment(\.cardStyle, AnyStyle { style.makeBody(content: $0) })
  }
}
