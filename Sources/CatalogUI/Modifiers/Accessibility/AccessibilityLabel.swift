// MARK: - accessibilityLabel

extension View {
  /// The text VoiceOver reads for the view.
  nonisolated public func accessibilityLabel(_ label: String) -> some View {
    modifier(AccessibilityLabelModifier(label: label))
  }
}

// MARK: - AccessibilityLabelModifier

/// Sets the accessibility label; `nil` (a label not known) leaves it as it is.
nonisolated struct AccessibilityLabelModifier: TagModifier {
  let label: String?

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    if let label { tags.accessibility.label = label }
  }
}
