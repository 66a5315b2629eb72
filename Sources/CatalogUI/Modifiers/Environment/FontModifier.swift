// MARK: - font(_:)

extension View {
  /// The default font of text inside the view.
  public func font(_ font: Font?) -> some View {
    modifier(FontModifier(value: font))
  }
}

// MARK: - FontModifier

/// Sets the default font of text.
struct FontModifier: EnvironmentModifier {
  let value: Font?

  func modify(_ environment: inout EnvironmentValues) { environment.font = value }
}
