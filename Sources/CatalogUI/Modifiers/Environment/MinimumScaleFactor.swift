// MARK: - minimumScaleFactor

private struct MinimumScaleFactorKey: EnvironmentKey {
  static let defaultValue: CGFloat = 1
}

extension EnvironmentValues {
  /// The smallest fraction of its font size text inside may shrink to so it fits; 1 by default.
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }
}

extension View {
  /// Lets text inside shrink its font, down to `factor` of its size, to fit the proposed width
  /// in its allowed lines, as SwiftUI's `minimumScaleFactor(_:)`.
  ///
  /// The factor is clamped to `TextScaling.smallestFactor`…1 (NaN counts as 1). The scale is
  /// the largest that fits, found by bisection to 1/1024; text that does not fit at the
  /// smallest scale is truncated there. Unlike SwiftUI, only the width (and line limit) is
  /// fitted, not a proposed height.
  nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    modifier(MinimumScaleFactorModifier(factor: factor))
  }
}

// MARK: - MinimumScaleFactorModifier

/// Sets the smallest fraction of its font size text may shrink to.
nonisolated struct MinimumScaleFactorModifier: EnvironmentModifier {
  let factor: CGFloat

  @MainActor func modify(_ environment: inout EnvironmentValues) {
    environment.minimumScaleFactor = factor
  }
}

/// The rules `minimumScaleFactor` follows.
enum TextScaling {
  /// The smallest factor used; a smaller one (0 included) is raised to it.
  static let smallestFactor = 0.01

  /// The factor in `environment`, clamped to `smallestFactor`…1.
  static func factor(in environment: EnvironmentValues) -> Double {
    let raw = Double(environment.minimumScaleFactor)
    guard !raw.isNaN else { return 1 }
    return min(max(raw, smallestFactor), 1)
  }
}
