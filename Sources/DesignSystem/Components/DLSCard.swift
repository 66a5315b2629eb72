import CatalogUI

// MARK: - CardStyle

/// The visual variants of `DLSCard`.
public protocol CardStyle: Sendable {
  associatedtype Body: View
  @ViewBuilder func makeBody(content: AnyView) -> Body
}

/// A raised surface with a soft shadow.
public struct ElevatedCardStyle: CardStyle {
  public init() {}
  public func makeBody(content: AnyView) -> some View {
    content.padding(DLSSpacing.l)
      .background(DLSColor.surfaceRaised, in: RoundedRectangle(cornerRadius: DLSRadius.l))
      .elevation(.low)
  }
}

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

struct AnyCardStyle: Sendable {
  let makeBody: @Sendable (AnyView) -> AnyView
  init<S: CardStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(content: $0)) } }
}

struct CardStyleKey: EnvironmentKey { static let defaultValue = AnyCardStyle(ElevatedCardStyle()) }

extension EnvironmentValues {
  var cardStyle: AnyCardStyle {
    get { self[CardStyleKey.self] }
    set { self[CardStyleKey.self] = newValue }
  }
}

extension View {
  /// The style of every `DLSCard` inside this view.
  public func cardStyle<S: CardStyle>(_ style: S) -> some View {
    environment(\.cardStyle, AnyCardStyle(style))
  }
}

// MARK: - DLSCard

/// A container surface for related content.
public struct DLSCard<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View {
    EnvironmentReader { environment in
      environment.cardStyle.makeBody(AnyView(content))
        .accessibilityElement(children: .contain)
    }
  }
}
