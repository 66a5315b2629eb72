// MARK: - onTapGesture

extension View {
  /// Performs `action` when the view is tapped (unless it is disabled).
  nonisolated public func onTapGesture(perform action: @escaping () -> Void) -> some View {
    modifier(OnTapGestureModifier(action: action))
  }
}

// MARK: - OnTapGestureModifier

/// Gives the view a tap action; a disabled environment drops the action and marks the element
/// not enabled.
nonisolated struct OnTapGestureModifier: TagModifier {
  let action: () -> Void

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    if context.environment.isEnabled {
      tags.tapAction = context.acting(action)
    } else {
      tags.accessibility.traits.insert(.isNotEnabled)
    }
  }
}
