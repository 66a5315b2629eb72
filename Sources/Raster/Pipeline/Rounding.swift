// MARK: - Rounding to bytes

/// Conversions from a channel value to a byte, rounding half away from zero exactly as
/// `rounded()` does, but without a libm call per pixel: the baseline x86-64 instruction set has
/// no rounding instruction, so `rounded()` costs a function call on the hottest loops.
///
/// For a value clamped to 0…255, rounding half away from zero is truncation plus one when the
/// fraction is at least ½; the subtraction that finds the fraction is exact in that range.
enum Rounding {
  /// `UInt8(min(max(v, 0), 255).rounded())`.
  @inline(__always)
  static func byte(_ v: Float) -> UInt8 {
    let c = min(max(v, 0), 255)
    let t = Int(c)
    return UInt8(truncatingIfNeeded: c - Float(t) >= 0.5 ? t &+ 1 : t)
  }

  /// `UInt8(min(max(v, 0), 255).rounded())`.
  @inline(__always)
  static func byte(_ v: Double) -> UInt8 {
    let c = min(max(v, 0), 255)
    let t = Int(c)
    return UInt8(truncatingIfNeeded: c - Double(t) >= 0.5 ? t &+ 1 : t)
  }
}
