// MARK: - hidden

extension View {
  /// Keeps the view's space but draws nothing.
  public func hidden() -> some View {
    modifier(EffectModifier(effect: .hidden))
  }
}
