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

  /// `byte` on four lanes at once, with no branch and no conversion to an integer: adding
  /// 2⁵² to a value in 0…255 leaves it rounded to the nearest integer (ties to even) in the
  /// low bits of the sum, and a tie that went down is put up, as `byte` rounds ties away
  /// from zero. Each lane of the result is `byte` of the same lane of `v`.
  @inline(__always)
  static func bytes(_ v: SIMD4<Double>) -> SIMD4<UInt64> {
    let magic = SIMD4<Double>(repeating: 0x1p52)
    let bottom = SIMD4<Double>(repeating: 0)
    let top = SIMD4<Double>(repeating: 255)
    let c = v.replacing(with: bottom, where: v .< bottom).replacing(with: top, where: v .> top)
    let shifted = c + magic
    let tie = (shifted - magic) - c .== SIMD4(repeating: -0.5)
    let rounded = unsafeBitCast(shifted, to: SIMD4<UInt64>.self) & 0xFF
    return rounded &+ SIMD4<UInt64>.zero.replacing(with: 1, where: tie)
  }

  /// `byte` of four `Float` lanes at once: widened to `Double` exactly, where rounding the
  /// same value gives the same byte.
  @inline(__always)
  static func bytes(_ v: SIMD4<Float>) -> SIMD4<UInt64> {
    bytes(SIMD4<Double>(v))
  }
}
