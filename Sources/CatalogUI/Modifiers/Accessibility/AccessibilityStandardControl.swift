// MARK: - accessibilityStandardControl

extension View {
  /// Marks the view as the stock control `name` drawn in iOS's own look, `standardSize` points
  /// when iOS draws it at a fixed size; built-in styles call it so audit presets can tell
  /// Apple's design from the app's. A `nil` name (the style was given the app's own colour)
  /// marks nothing, and the view's structure stays the same either way.
  nonisolated func accessibilityStandardControl(_ name: String?, standardSize: CGSize? = nil)
    -> some View
  {
    modifier(AccessibilityStandardControlModifier(name: name, standardSize: standardSize))
  }
}

// MARK: - AccessibilityStandardControlModifier

/// Tags a view as a stock control; the accessibility tree builder measures it as drawn.
nonisolated struct AccessibilityStandardControlModifier: TagModifier {
  let name: String?
  let standardSize: CGSize?

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    guard let name else { return }
    tags.accessibility.standardControl = StandardControl(
      name: name, standardSize: standardSize, layoutSize: .zero, drawnSize: .zero)
  }
}
