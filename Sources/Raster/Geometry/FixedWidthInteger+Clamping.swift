// MARK: - Converting numbers that came from input

extension FixedWidthInteger {
  /// `value` rounded by `rule`, then clamped into `range`; NaN gives `range.lowerBound`.
  ///
  /// `Int(_:)` traps on NaN, on infinities and on anything it cannot represent, and a number
  /// from a scene file, a path or a layout can be any of those. Every conversion of such a
  /// number to an integer goes through here; `range` bounds what the caller goes on to compute,
  /// so arithmetic on the result cannot overflow either. For a value already in range the
  /// result is the same as `Self(value.rounded(rule))`.
  @inlinable @inline(__always)
  public init<Source: BinaryFloatingPoint>(
    _ value: Source, rounding rule: FloatingPointRoundingRule,
    clampedTo range: ClosedRange<Self> = .min ... .max
  ) {
    let rounded = value.rounded(rule)
    // `Source(bound)` is the nearest representable value, possibly just past the bound, so
    // a value strictly inside both converted bounds converts exactly and lands inside `range`.
    if rounded.isNaN || rounded <= Source(range.lowerBound) {
      self = range.lowerBound
    } else if rounded >= Source(range.upperBound) {
      self = range.upperBound
    } else {
      self = Self(rounded)
    }
  }
}
