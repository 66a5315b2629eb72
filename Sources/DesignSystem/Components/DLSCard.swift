import CatalogUI

// MARK: - DLSCardConfiguration

/// What a card style receives: the content to place on the card's surface.
public struct DLSCardConfiguration: Equatable {
  /// The card's content, as the caller built it.
  @ExcludedFromEquality public internal(set) var content: AnyView
}

// MARK: - DLSCard

/// A container surface for related content. The base view makes the card one accessibility
/// container of its content; styles only draw the surface.
public struct DLSCard<Content: View>: View {
  let content: Content

  /// A card holding `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View {
    EnvironmentReader { environment in
      environment.componentStyle(default: ElevatedCardStyle())
        .makeBody(configuration: DLSCardConfiguration(content: AnyView(content)))
        .accessibilityElement(children: .contain)
    }
  }
}
