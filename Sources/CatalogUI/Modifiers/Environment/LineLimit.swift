// MARK: - lineLimit(_:)

extension View {
  /// The most lines text inside may use.
  nonisolated public func lineLimit(_ limit: Int?) -> some View {
    modifier(LineLimitModifier(value: limit, reserved: nil))
  }

  /// The most lines text may use; with `reservesSpace`, text takes the height of that many
  /// lines even when it needs fewer, as SwiftUI's `lineLimit(_:reservesSpace:)`.
  nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    modifier(LineLimitModifier(value: limit, reserved: reservesSpace ? limit : nil))
  }

  /// Text takes at least `limits.lowerBound` lines' height and at most `limits.upperBound`
  /// lines, as SwiftUI's `lineLimit(_:)` with a range.
  nonisolated public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
    modifier(LineLimitModifier(value: limits.upperBound, reserved: limits.lowerBound))
  }

  /// Text takes at least `limits.lowerBound` lines' height, with no most.
  nonisolated public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
    modifier(LineLimitModifier(value: nil, reserved: limits.lowerBound))
  }

  /// Text uses at most `limits.upperBound` lines.
  nonisolated public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
    modifier(LineLimitModifier(value: limits.upperBound, reserved: nil))
  }
}

// MARK: - LineLimitModifier

/// Sets the most lines text may use.
nonisolated struct LineLimitModifier: EnvironmentModifier {
  let value: Int?
  let reserved: Int?

  @MainActor func modify(_ environment: inout EnvironmentValues) {
    environment.lineLimit = value
    environment[ReservedLinesKey.self] = reserved.map { max($0, 0) }
  }
}

/// How many lines' height text takes at least (`lineLimit(_:reservesSpace:)`, a range).
struct ReservedLinesKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}
