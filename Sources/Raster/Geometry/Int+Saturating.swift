// MARK: - Int(saturating:)

extension Int {
  /// `value` rounded toward zero, clamped to ±2⁶² and with NaN as 0: a conversion that cannot
  /// trap, for counts and pixel positions computed from geometry that may be any number (a
  /// scene file's arc of radius 1e300, a shadow's sigma of 1e300), where `Int(_:)` would stop
  /// the process.
  @inline(__always)
  public init(saturating value: Double) {
    let limit = 4.611_686_018_427_387_904e18  // 2^62, exactly representable
    if value.isNaN {
      self = 0
    } else if value >= limit {
      self = 1 << 62
    } else if value <= -limit {
      self = -(1 << 62)
    } else {
      self = Int(value)
    }
  }
}
