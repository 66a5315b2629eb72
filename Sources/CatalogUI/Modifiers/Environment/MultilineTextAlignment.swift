// MARK: - multilineTextAlignment(_:)

extension View {
  /// How lines of multiline text inside line up.
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    modifier(MultilineTextAlignmentModifier(value: alignment))
  }
}

// MARK: - MultilineTextAlignmentModifier

/// Sets how lines of multiline text line up.
nonisolated struct MultilineTextAlignmentModifier: EnvironmentModifier {
  let value: TextAlignment

  @MainActor func modify(_ environment: inout EnvironmentValues) {
    environment.multilineTextAlignment = value
  }
}
