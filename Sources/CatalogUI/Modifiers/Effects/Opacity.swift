// MARK: - opacity and compositingGroup

extension View {
  /// Draws the view with an opacity, as one group.
  nonisolated public func opacity(_ opacity: Double) -> some View {
    modifier(EffectModifier(effect: .opacity(opacity)))
  }

  /// Draws the view and its children as one group before compositing.
  nonisolated public func compositingGroup() -> some View { opacity(1) }
}
