// MARK: - lineSpacing(_:)

extension View {
  /// Extra space between lines of text inside.
  nonisolated public func lineSpacing(_ spacing: Double) -> some View {
    modifier(LineSpacingModifier(value: spacing))
  }
}

// MARK: - LineSpacingModifier

/// Sets the extra space between lines of text.
nonisolated struct LineSpacingModifier: EnvironmentModifier {
  let value: Double

  @MainActor func modify(_ environment: inout EnvironmentValues) { environment.lineSpacing = value }
}
