// MARK: - allowsHitTesting

extension View {
  /// Whether the view and everything inside it take touches; with `false`, taps pass through to
  /// the views behind, as in SwiftUI.
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(AllowsHitTestingModifier(enabled: enabled))
  }
}

// MARK: - AllowsHitTestingModifier

/// Lets touches through the view; `true` leaves a node that already refuses them as it is.
nonisolated struct AllowsHitTestingModifier: TagModifier {
  let enabled: Bool

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    if !enabled { tags.allowsHitTesting = false }
  }
}
