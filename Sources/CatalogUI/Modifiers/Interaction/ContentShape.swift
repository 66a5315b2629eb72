// MARK: - contentShape

extension View {
  /// Makes the whole frame of the view take touches, not only what it draws.
  ///
  /// Unlike SwiftUI, the shape's outline is not used: the view's whole frame takes touches.
  nonisolated public func contentShape<S: Shape>(_ shape: S) -> some View {
    modifier(ContentShapeModifier())
  }
}

// MARK: - ContentShapeModifier

/// Makes the view's whole frame take touches.
nonisolated struct ContentShapeModifier: TagModifier {
  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    tags.hasContentShape = true
  }
}
