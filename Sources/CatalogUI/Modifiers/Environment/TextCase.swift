// MARK: - textCase(_:)

extension View {
  /// Shows the text inside in `textCase` (`nil`: as written), as SwiftUI's `textCase(_:)`.
  /// Letters change case by Unicode's default rules, whatever the locale.
  nonisolated public func textCase(_ textCase: Text.Case?) -> some View {
    environment(\.textCase, textCase)
  }
}
