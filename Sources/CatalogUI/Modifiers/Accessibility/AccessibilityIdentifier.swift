// MARK: - accessibilityIdentifier

extension View {
  /// An identifier for tests, not read by VoiceOver.
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(AccessibilityIdentifierModifier(identifier: identifier))
  }
}

// MARK: - AccessibilityIdentifierModifier

/// Sets the accessibility identifier.
nonisolated struct AccessibilityIdentifierModifier: TagModifier {
  let identifier: String

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    tags.accessibility.identifier = identifier
  }
}
