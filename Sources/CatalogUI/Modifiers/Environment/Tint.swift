// MARK: - tint(_:)

extension View {
  /// The accent colour of controls inside the view.
  public func tint(_ color: Color?) -> some View {
    modifier(TintModifier(value: color))
  }
}

// MARK: - TintModifier

/// Sets the accent colour of controls.
struct TintModifier: EnvironmentModifier {
  let value: Color?

  func modify(_ environment: inout EnvironmentValues) { environment.tint = value }
}
