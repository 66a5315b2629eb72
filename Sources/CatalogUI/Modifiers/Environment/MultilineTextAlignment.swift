// MARK: - multilineTextAlignment(_:)

extension View {
  /// How lines of multiline text inside line up.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    modifier(MultilineTextAlignmentModifier(value: alignment))
  }
}

// MARK: - MultilineTextAlignmentModifier

/// Sets how lines of multiline text line up.
struct MultilineTextAlignmentModifier: EnvironmentModifier {
  let value: TextAlignment

  func modify(_ environment: inout EnvironmentValues) { environment.multilineTextAlignment = value }
}
