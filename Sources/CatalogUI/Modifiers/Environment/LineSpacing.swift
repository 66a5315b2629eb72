// MARK: - lineSpacing(_:)

extension View {
  /// Extra space between lines of text inside.
  public func lineSpacing(_ spacing: Double) -> some View {
    modifier(LineSpacingModifier(value: spacing))
  }
}

// MARK: - LineSpacingModifier

/// Sets the extra space between lines of text.
struct LineSpacingModifier: EnvironmentModifier {
  let value: Double

  func modify(_ environment: inout EnvironmentValues) { environment.lineSpacing = value }
}
