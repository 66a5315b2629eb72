import CatalogUI

// MARK: - PushedScreen

/// A screen as the app shows it once pushed: on a `NavigationStack` over a root screen titled
/// `rootTitle`, so the bar shows the screen's own title and toolbar with a back button named
/// after the root. The path is fixed, so the back button leaves the screen where it is.
public struct PushedScreen<Screen: View>: View {
  let rootTitle: String
  let screen: Screen

  /// `screen` pushed over a root titled `rootTitle`.
  public init(over rootTitle: String, @ViewBuilder screen: () -> Screen) {
    self.rootTitle = rootTitle
    self.screen = screen()
  }

  public var body: some View {
    NavigationStack(path: .constant([0])) {
      Color.clear
        .navigationTitle(rootTitle)
        .navigationDestination(for: Int.self) { _ in screen }
    }
  }
}
