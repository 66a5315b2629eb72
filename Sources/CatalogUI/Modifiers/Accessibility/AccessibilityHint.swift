// MARK: - accessibilityHint

extension View {
  /// What activating the view does, as VoiceOver reads it after the label.
  nonisolated public func accessibilityHint(_ hint: String) -> some View {
    modifier(AccessibilityHintModifier(hint: hint))
  }
}

// MARK: - AccessibilityHintModifier

/// Sets the accessibility hint.
nonisolated struct AccessibilityHintModifier: TagModifier {
  let hint: String

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    tags.accessibility.hint = hint
  }
}
