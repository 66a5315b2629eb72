// MARK: - accessibilityRemoveTraits

extension View {
  /// Removes traits the view's accessibility element would otherwise have.
  nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    modifier(AccessibilityRemoveTraitsModifier(traits: traits))
  }
}

// MARK: - AccessibilityRemoveTraitsModifier

/// Removes accessibility traits.
nonisolated struct AccessibilityRemoveTraitsModifier: TagModifier {
  let traits: AccessibilityTraits

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    tags.accessibility.removedTraits.formUnion(traits)
  }
}
