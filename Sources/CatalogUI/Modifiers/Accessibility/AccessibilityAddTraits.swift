// MARK: - accessibilityAddTraits

extension View {
  /// Adds traits to the view's accessibility element, such as `.isHeader`.
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    modifier(AccessibilityAddTraitsModifier(traits: traits))
  }
}

// MARK: - AccessibilityAddTraitsModifier

/// Adds accessibility traits.
nonisolated struct AccessibilityAddTraitsModifier: TagModifier {
  let traits: AccessibilityTraits

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    tags.accessibility.traits.formUnion(traits)
  }
}
