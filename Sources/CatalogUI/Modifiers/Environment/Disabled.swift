// MARK: - disabled(_:)

extension View {
  /// Dims interaction: controls inside draw their disabled look and ignore taps.
  public func disabled(_ isDisabled: Bool) -> some View {
    modifier(DisabledModifier(isDisabled: isDisabled))
  }
}

// MARK: - DisabledModifier

/// Turns `isEnabled` off inside; a `disabled(false)` inside a disabled view changes nothing.
struct DisabledModifier: EnvironmentModifier {
  let isDisabled: Bool

  func modify(_ environment: inout EnvironmentValues) {
    environment.isEnabled = environment.isEnabled && !isDisabled
  }
}
