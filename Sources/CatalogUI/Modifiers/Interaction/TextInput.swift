// MARK: - textInput

extension View {
  /// Marks the view as the one typing goes into.
  nonisolated func textInput(_ input: @escaping (String) -> Void) -> some View {
    modifier(TextInputModifier(input: input))
  }
}

// MARK: - TextInputModifier

/// Sets what typing into the view does.
nonisolated struct TextInputModifier: TagModifier {
  let input: (String) -> Void

  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    tags.textInput = context.acting(input)
  }
}
