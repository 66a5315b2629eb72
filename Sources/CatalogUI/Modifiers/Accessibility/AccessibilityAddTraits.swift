// MARK: - accessibilityAddTraits

extension View {
  /// Adds traits to the view's accessibility element, such as `.isHeader`.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    modifier(AccessibilityAddTraitsModifier(traits: traits))
  }
}

// MARK: - AccessibilityAddTraitsModifier

/// Adds accessibility traits.
struct AccessibilityAddTraitsModifier: TagModifier {
  let traits: AccessibilityTraits

  func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    tags.accessibility.traits.formUnion(traits)
  }
}
