// MARK: - accessibilityHidden

extension View {
  /// Hides the view and everything inside it from accessibility when `hidden` is true.
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View {
    modifier(AccessibilityHiddenModifier(hidden: hidden))
  }
}

// MARK: - AccessibilityHiddenModifier

/// Hides the view from accessibility, or shows it again.
nonisolated struct AccessibilityHiddenModifier: TagModifier {
  let hidden: Bool

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    tags.accessibility.isHidden = hidden
  }
}
