// MARK: - accessibilityElement

extension View {
  /// Makes the view one accessibility element, its children ignored, combined or contained.
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  {
    modifier(AccessibilityElementModifier(children: children))
  }
}

// MARK: - AccessibilityElementModifier

/// Sets how the view's children form accessibility elements.
nonisolated struct AccessibilityElementModifier: TagModifier {
  let children: AccessibilityChildBehavior

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    tags.accessibility.childBehavior = children
  }
}
