// MARK: - truncationMode(_:)

extension View {
  /// Where text inside is cut when it does not fit.
  nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    modifier(TruncationModeModifier(value: mode))
  }
}

// MARK: - TruncationModeModifier

/// Sets where text is cut when it does not fit.
nonisolated struct TruncationModeModifier: EnvironmentModifier {
  let value: Text.TruncationMode

  @MainActor func modify(_ environment: inout EnvironmentValues) {
    environment.truncationMode = value
  }
}
