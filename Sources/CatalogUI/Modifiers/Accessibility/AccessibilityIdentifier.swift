// MARK: - accessibilityIdentifier

extension View {
  /// An identifier for tests, not read by VoiceOver.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(AccessibilityIdentifierModifier(identifier: identifier))
  }
}

// MARK: - AccessibilityIdentifierModifier

/// Sets the accessibility identifier.
struct AccessibilityIdentifierModifier: TagModifier {
  let identifier: String

  func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    tags.accessibility.identifier = identifier
  }
}
