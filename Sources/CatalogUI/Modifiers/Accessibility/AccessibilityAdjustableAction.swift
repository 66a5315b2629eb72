// MARK: - accessibilityAdjustableAction(_:)

extension View {
  /// Makes the view adjustable: VoiceOver's swipes up and down call `action`.
  nonisolated public func accessibilityAdjustableAction(
    _ action: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> some View {
    modifier(AccessibilityAdjustableActionModifier(action: action))
  }
}

// MARK: - AccessibilityAdjustableActionModifier

/// Sets the adjust action and the adjustable trait.
nonisolated struct AccessibilityAdjustableActionModifier: TagModifier {
  let action: (AccessibilityAdjustmentDirection) -> Void

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    tags.accessibility.adjustableAction = context.acting(action)
    tags.accessibility.traits.insert(.isAdjustable)
  }
}
