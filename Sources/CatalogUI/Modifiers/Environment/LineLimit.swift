// MARK: - lineLimit(_:)

extension View {
  /// The most lines text inside may use.
  nonisolated public func lineLimit(_ limit: Int?) -> some View {
    modifier(LineLimitModifier(value: limit))
  }
}

// MARK: - LineLimitModifier

/// Sets the most lines text may use.
nonisolated struct LineLimitModifier: EnvironmentModifier {
  let value: Int?

  @MainActor func modify(_ environment: inout EnvironmentValues) { environment.lineLimit = value }
}
