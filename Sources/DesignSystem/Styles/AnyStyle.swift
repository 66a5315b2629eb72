import CatalogUI

// MARK: - AnyStyle

/// A component style with its type erased, as the environment stores it: one closure from the
/// component's configuration to the view the style draws.
struct AnyStyle<Configuration>: Sendable {
  let makeBody: @Sendable (Configuration) -> AnyView

  init<V: View>(_ makeBody: @escaping @Sendable (Configuration) -> V) {
    self.makeBody = { AnyView(makeBody($0)) }
  }
}
