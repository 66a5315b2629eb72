// MARK: - disabled(_:)

extension View {
  /// Dims interaction: controls inside draw their disabled look and ignore taps.
  nonisolated public func disabled(_ isDisabled: Bool) -> some View {
    modifier(DisabledModifier(isDisabled: isDisabled))
  }
}

// MARK: - DisabledModifier

/// Turns `isEnabled` off inside; a `disabled(false)` inside a disabled view changes nothing.
nonisolated struct DisabledModifier: EnvironmentModifier {
  let isDisabled: Bool

  @MainActor func modify(_ environment: inout EnvironmentValues) {
    environment.isEnabled = environment.isEnabled && !isDisabled
  }
}
