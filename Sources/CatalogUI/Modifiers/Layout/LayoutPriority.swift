// MARK: - layoutPriority

extension View {
  /// Higher priority views are offered space first in stacks.
  public func layoutPriority(_ priority: Double) -> some View {
    modifier(LayoutPriorityModifier(priority: priority))
  }
}

// MARK: - LayoutPriorityModifier

/// Sets the view's priority in stacks.
struct LayoutPriorityModifier: TagModifier {
  let priority: Double

  func tag(_ tags: inout NodeTags, in context: ResolveContext) { tags.layoutPriority = priority }
}
