// MARK: - Sine, cosine, tangent

extension Math {
  /// The sine of `x` radians; NaN for |x| ≥ 2⁵⁰, infinities and NaN.
  public static func sin(_ x: Double) -> Double {
    // Below 2⁻²⁷ the cube term is under half an ulp of x.
    if abs(x) < 0x1p-27 { return x }
    guard let (quadrant, hi, lo) = reduce(x) else { return .nan }
    switch quadrant {
    case 0: return sinKernel(hi, lo)
    case 1: return cosKernel(hi, lo)
    case 2: return -sinKernel(hi, lo)
    default: return -cosKernel(hi, lo)
    }
  }

  /// The cosine of `x` radians; NaN for |x| ≥ 2⁵⁰, infinities and NaN.
  public static func cos(_ x: Double) -> Double {
    if abs(x) < 0x1p-27 { return 1 }
    guard let (quadrant, hi, lo) = reduce(x) else { return .nan }
    switch quadrant {
    case 0: return cosKernel(hi, lo)
    case 1: return -sinKernel(hi, lo)
    case 2: return -cosKernel(hi, lo)
    default: return sinKernel(hi, lo)
    }
  }

  /// The tangent of `x` radians; NaN for |x| ≥ 2⁵⁰, infinities and NaN.
  public static func tan(_ x: Double) -> Double {
    if abs(x) < 0x1p-27 { return x }
    guard let (quadrant, hi, lo) = reduce(x) else { return .nan }
    let s = sinParts(hi, lo)
    let c = cosParts(hi, lo)
    return quadrant & 1 == 0 ? quotient(s, c) : -quotient(c, s)
  }

  /// (n.head + n.tail) / (d.head + d.tail) for parts whose tails are below a fifth of their
  /// heads: the rounded quotient plus one correction from its exact remainder, so the
  /// division's rounding and the parts' sums do not add up to two ulps.
  @inline(__always)
  static func quotient(
    _ n: (head: Double, tail: Double),
    _ d: (head: Double, tail: Double)
  ) -> Double {
    let denominator = d.head + d.tail
    let q = (n.head + n.tail) / denominator
    let (p, e) = twoProduct(q, d.head)
    let remainder = (((n.head - p) - e) + n.tail) - q * d.tail
    return q + remainder / denominator
  }

  /// `x − k · π/2` as `hi + lo` with |hi| ≤ π/4 (a hair more where rounding puts it), and
  /// `k mod 4`; nil when |x| ≥ 2⁵⁰ or x is not finite.
  ///
  /// π/2 is split into 33 + 33 + 53 bits (Cody and Waite): for |k| < 2²⁰ the first two
  /// products are exact and the first subtraction cancels exactly, which leaves about 118 bits
  /// of π/2 in the result. Beyond, the products round and the error grows with k.
  @inline(__always)
  static func reduce(_ x: Double) -> (quadrant: Int, hi: Double, lo: Double)? {
    guard abs(x) < 0x1p50 else { return nil }
    let k = nearestInteger(x * twoOverPi)
    let a = x - k * pio2Part1
    let (t, e) = twoSum(a, -(k * pio2Part2))
    let lo = e - k * pio2Part3
    let hi = t + lo
    return (Int(k) & 3, hi, lo - (hi - t))
  }

  /// sin(hi + lo) for |hi| ≤ π/4 and |lo| ≤ ulp(hi): sin(hi) + lo · cos(hi), with cos(hi)
  /// taken as 1 − hi²/2, which is all of it that reaches the result.
  @inline(__always)
  static func sinKernel(_ hi: Double, _ lo: Double) -> Double {
    let (head, tail) = sinParts(hi, lo)
    return head + tail
  }

  /// `sinKernel` before its last addition.
  @inline(__always)
  static func sinParts(_ hi: Double, _ lo: Double) -> (head: Double, tail: Double) {
    let z = hi * hi
    let cube = z * hi * sinTail(z)
    return (hi, cube + (lo - lo * z * 0.5))
  }

  /// cos(hi + lo) for |hi| ≤ π/4: 1 − hi²/2 + hi⁴ · tail, the first subtraction's rounding
  /// error carried into the rest, less lo · sin(hi) taken as lo · hi.
  @inline(__always)
  static func cosKernel(_ hi: Double, _ lo: Double) -> Double {
    let (head, tail) = cosParts(hi, lo)
    return head + tail
  }

  /// `cosKernel` before its last addition.
  @inline(__always)
  static func cosParts(_ hi: Double, _ lo: Double) -> (head: Double, tail: Double) {
    let z = hi * hi
    let half = 0.5 * z
    let w = 1 - half
    return (w, ((1 - w) - half) + (z * z * cosTail(z) - hi * lo))
  }
}
