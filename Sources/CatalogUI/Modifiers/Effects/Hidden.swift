// MARK: - hidden

extension View {
  /// Keeps the view's space but draws nothing.
  nonisolated public func hidden() -> some View {
    modifier(EffectModifier(effect: .hidden))
  }
}
