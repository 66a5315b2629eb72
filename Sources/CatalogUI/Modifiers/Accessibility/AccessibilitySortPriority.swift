// MARK: - accessibilitySortPriority

extension View {
  /// Asks that the view be read before siblings of lower priority, as SwiftUI's
  /// `accessibilitySortPriority(_:)`.
  ///
  /// Not applied: the catalog's accessibility tree keeps the layout order, so a priority other
  /// than 0 is reported with the snapshot's problems rather than silently ignored.
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    modifier(AccessibilitySortPriorityModifier(priority: sortPriority))
  }
}

/// Reports a sort priority, which the accessibility tree does not apply.
nonisolated struct AccessibilitySortPriorityModifier: TagModifier {
  let priority: Double

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    guard priority != 0 else { return }
    context.diagnostics.report(
      "accessibilitySortPriority(\(priority)) is not applied: accessibility elements keep "
        + "their layout order")
  }
}
