import CatalogUI

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
