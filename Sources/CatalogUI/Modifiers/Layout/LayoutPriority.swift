// MARK: - layoutPriority

extension View {
  /// Higher priority views are offered space first in stacks.
  nonisolated public func layoutPriority(_ priority: Double) -> some View {
    modifier(LayoutPriorityModifier(priority: priority))
  }
}

// MARK: - LayoutPriorityModifier

/// Sets the view's priority in stacks.
nonisolated struct LayoutPriorityModifier: TagModifier {
  let priority: Double

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    tags.layoutPriority = priority
  }
}
