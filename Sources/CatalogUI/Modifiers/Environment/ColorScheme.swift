// MARK: - colorScheme(_:)

extension View {
  /// Draws the view and everything inside in `colorScheme`, as SwiftUI's `colorScheme(_:)`
  /// (deprecated there in favour of `preferredColorScheme`, still common in components).
  nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }
}
