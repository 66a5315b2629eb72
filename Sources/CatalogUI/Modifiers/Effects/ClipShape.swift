// MARK: - clipShape, clipped and cornerRadius

extension View {
  /// Clips the view to a shape the size of its bounds.
  nonisolated public func clipShape<S: Shape>(_ shape: S) -> some View {
    modifier(EffectModifier(effect: .clip(shape)))
  }

  /// Clips the view to its bounds.
  nonisolated public func clipped() -> some View { clipShape(Rectangle()) }

  /// Clips the view to a rounded rectangle.
  nonisolated public func cornerRadius(_ radius: Double) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
  }
}
