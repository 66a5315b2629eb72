// MARK: - zIndex

extension View {
  /// Draws the view above its siblings in a ZStack with a lower index.
  public func zIndex(_ value: Double) -> some View {
    modifier(ZIndexModifier(value: value))
  }
}

// MARK: - ZIndexModifier

/// Sets the view's drawing order among ZStack siblings.
struct ZIndexModifier: TagModifier {
  let value: Double

  func tag(_ tags: inout NodeTags, in context: ResolveContext) { tags.zIndex = value }
}
