// MARK: - Math

/// Transcendental functions that give the same bits on every platform, for every number that
/// reaches geometry, layout, colour, timing or an accessibility verdict.
///
/// The C library's `sin`, `exp`, `pow` and the rest differ between glibc releases, musl, macOS
/// and CPU architectures by an ulp here and there, and an ulp is enough to move an edge pixel
/// or a spring's frame, so a reference recorded on one machine would fail on another. These
/// functions use only what IEEE 754 defines exactly (`+`, `−`, `×`, `÷`, `squareRoot()`,
/// comparisons and bit manipulation), in a fixed order: the same input gives the same result on
/// every machine. Correct rounding is not attempted; the results stay within about one ulp of
/// glibc's (`MathAccuracyTests` measures each function over the ranges the renderer uses).
///
/// Multiply-adds are never fused: Swift does not contract `a * b + c` into an FMA unless asked,
/// and nothing here asks (no `addingProduct`, no `fma`, no `-Ounchecked` tricks), because a
/// fused operation rounds once where the unfused one rounds twice, and only one of the two is
/// on every CPU. Constants and polynomial coefficients come from
/// `scripts/generate-math-constants.py`, written as the nearest Double so no compiler folds
/// arithmetic on them.
///
/// Argument ranges: the trigonometric functions reduce by π/2 in three parts (Cody and Waite)
/// and are accurate for |x| ≤ 2²⁰ · π/2 (about 1.6 million radians); beyond that, up to 2⁵⁰, the
/// result is still the same everywhere but loses about one bit per doubling of |x|, and at 2⁵⁰
/// or more, or for infinities and NaN, it is NaN. The other functions take every Double, with
/// the special values of C's Annex F (`exp(-inf) == 0`, `pow(x, 0) == 1`, `atan2(±0, -0) == ±π`,
/// …). Costs: each call is a few dozen floating-point operations and no memory traffic.
public enum Math {
  /// `x` rounded to the nearest integer, ties to even, for |x| < 2⁵¹: adding and removing
  /// 1.5 · 2⁵² leaves no fraction bits, without a libm call (`rounded()` is one on baseline
  /// x86-64).
  @inline(__always)
  static func nearestInteger(_ x: Double) -> Double {
    (x + 0x1.8p52) - 0x1.8p52
  }

  /// 2ⁿ for n in −1022...1023, built from its bits.
  @inline(__always)
  static func power2(_ n: Int) -> Double {
    Double(bitPattern: UInt64(truncatingIfNeeded: n + 1023) << 52)
  }

  /// `p · 2ᵏ` rounded once, for p in [0.5, 2] and k in −1100...1100: the parts that would
  /// overflow or underflow are applied last, so a subnormal or infinite result is rounded as
  /// IEEE 754 rounds one multiplication.
  @inline(__always)
  static func scaled(_ p: Double, by k: Int) -> Double {
    if k > 1020 { return p * power2(k - 600) * 0x1p600 }
    if k < -1020 { return p * power2(k + 600) * 0x1p-600 }
    return p * power2(k)
  }

  /// `a + b` as a rounded sum and its exact error (Knuth's TwoSum; any order of magnitude).
  @inline(__always)
  static func twoSum(_ a: Double, _ b: Double) -> (sum: Double, error: Double) {
    let s = a + b
    let bb = s - a
    return (s, (a - (s - bb)) + (b - bb))
  }

  /// `a · b` as a rounded product and its exact error, without an FMA (Dekker's product with
  /// Veltkamp's split), for |a|, |b| below 2⁹⁹⁶ and a product that does not underflow.
  @inline(__always)
  static func twoProduct(_ a: Double, _ b: Double) -> (product: Double, error: Double) {
    let p = a * b
    let (ah, al) = split(a)
    let (bh, bl) = split(b)
    return (p, ((ah * bh - p) + ah * bl + al * bh) + al * bl)
  }

  /// `a` as a high part of 26 bits and the rest, both exact.
  @inline(__always)
  static func split(_ a: Double) -> (hi: Double, lo: Double) {
    let c = 134_217_729.0 * a
    let hi = c - (c - a)
    return (hi, a - hi)
  }
}
