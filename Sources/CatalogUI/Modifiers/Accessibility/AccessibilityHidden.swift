// MARK: - accessibilityHidden

extension View {
  /// Hides the view and everything inside it from accessibility when `hidden` is true.
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    modifier(AccessibilityHiddenModifier(hidden: hidden))
  }
}

// MARK: - AccessibilityHiddenModifier

/// Hides the view from accessibility, or shows it again.
struct AccessibilityHiddenModifier: TagModifier {
  let hidden: Bool

  func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    tags.accessibility.isHidden = hidden
  }
}
