// MARK: - zIndex

extension View {
  /// Draws the view above its siblings in a ZStack with a lower index.
  nonisolated public func zIndex(_ value: Double) -> some View {
    modifier(ZIndexModifier(value: value))
  }
}

// MARK: - ZIndexModifier

/// Sets the view's drawing order among ZStack siblings.
nonisolated struct ZIndexModifier: TagModifier {
  let value: Double

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) { tags.zIndex = value }
}
