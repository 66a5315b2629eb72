// MARK: - tint(_:)

extension View {
  /// The accent colour of controls inside the view.
  nonisolated public func tint(_ color: Color?) -> some View {
    modifier(TintModifier(value: color))
  }
}

// MARK: - TintModifier

/// Sets the accent colour of controls.
nonisolated struct TintModifier: EnvironmentModifier {
  let value: Color?

  @MainActor func modify(_ environment: inout EnvironmentValues) { environment.tint = value }
}
