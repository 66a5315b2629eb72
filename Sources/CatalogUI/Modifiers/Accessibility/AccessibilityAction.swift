// MARK: - accessibilityAction(named:_:)

extension View {
  /// Adds a named custom action to the view's accessibility element.
  nonisolated public func accessibilityAction(named name: String, _ action: @escaping () -> Void)
    -> some View
  {
    modifier(AccessibilityActionModifier(name: name, action: action))
  }
}

// MARK: - AccessibilityActionModifier

/// Appends a named custom action.
nonisolated struct AccessibilityActionModifier: TagModifier {
  let name: String
  let action: () -> Void

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    tags.accessibility.actions.append((name, context.acting(action)))
  }
}
