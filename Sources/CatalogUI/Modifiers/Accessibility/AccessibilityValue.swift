// MARK: - accessibilityValue

extension View {
  /// The view's current value as VoiceOver reads it, such as `50%`; empty for none.
  nonisolated public func accessibilityValue(_ value: String) -> some View {
    modifier(AccessibilityValueModifier(value: value))
  }
}

// MARK: - AccessibilityValueModifier

/// Sets the accessibility value; an empty one removes it.
nonisolated struct AccessibilityValueModifier: TagModifier {
  let value: String

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    tags.accessibility.value = value.isEmpty ? nil : value
  }
}
