// MARK: - font(_:)

extension View {
  /// The default font of text inside the view.
  nonisolated public func font(_ font: Font?) -> some View {
    modifier(FontModifier(value: font))
  }
}

// MARK: - FontModifier

/// Sets the default font of text.
nonisolated struct FontModifier: EnvironmentModifier {
  let value: Font?

  @MainActor func modify(_ environment: inout EnvironmentValues) { environment.font = value }
}
