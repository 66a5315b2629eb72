// MARK: - Arc tangent, arc sine, arc cosine

extension Math {
  /// The arc tangent of `x`, in −π/2...π/2.
  public static func atan(_ x: Double) -> Double {
    if x.isNaN { return x }
    let a = abs(x)
    let angle: Double
    if a <= 1 {
      let (hi, lo) = atanRatio(a, 1)
      angle = hi + lo
    } else {
      let (hi, lo) = atanRatio(1, a)
      let (h, e) = twoSum(pio2Hi, -hi)
      angle = h + (e + (pio2Lo - lo))
    }
    return Double(signOf: x, magnitudeOf: angle)
  }

  /// The angle of the point (`x`, `y`) from the positive x axis, in −π...π, with C's special
  /// values for zeros and infinities (`atan2(±0, -0) == ±π`, `atan2(±inf, +inf) == ±π/4`, …).
  public static func atan2(_ y: Double, _ x: Double) -> Double {
    if x.isNaN || y.isNaN { return x + y }
    let ax = abs(x)
    let ay = abs(y)
    let isLeft = x.sign == .minus
    if ay == 0 || ax.isInfinite && !ay.isInfinite {
      // On the x axis (or infinitely far along it): 0 or π.
      return Double(signOf: y, magnitudeOf: isLeft ? piHi : 0)
    }
    if ax == 0 || ay.isInfinite && !ax.isInfinite {
      return Double(signOf: y, magnitudeOf: pio2Hi)
    }
    if ax.isInfinite {
      // Both infinite: the diagonals.
      let angle = isLeft ? 3 * (pio2Hi / 2) : pio2Hi / 2
      return Double(signOf: y, magnitudeOf: angle)
    }
    // Selections rather than branches: the octant is as likely one way as the other, and
    // with a base of 0 and a sign of +1 each step below returns (hi, lo) unchanged.
    let isSteep = ay > ax
    var (hi, lo) = atanRatio(isSteep ? ax : ay, isSteep ? ay : ax)
    (hi, lo) = fromBase(isSteep ? (pio2Hi, pio2Lo) : (0, 0), minus: isSteep, hi, lo)
    (hi, lo) = fromBase(isLeft ? (piHi, piLo) : (0, 0), minus: isLeft, hi, lo)
    return Double(signOf: y, magnitudeOf: hi + lo)
  }

  /// The arc sine of `x`, in −π/2...π/2; NaN outside −1...1.
  public static func asin(_ x: Double) -> Double {
    guard abs(x) <= 1 else { return .nan }
    return atan2(x, oneLessSquare(x).squareRoot())
  }

  /// The arc cosine of `x`, in 0...π; NaN outside −1...1.
  public static func acos(_ x: Double) -> Double {
    guard abs(x) <= 1 else { return .nan }
    return atan2(oneLessSquare(x).squareRoot(), x)
  }

  /// 1 − x² for |x| ≤ 1, rounded about once: as (1 − |x|)(1 + |x|) from ½ up, where the first
  /// factor is exact, and below ½ with x² formed exactly.
  @inline(__always)
  static func oneLessSquare(_ x: Double) -> Double {
    let a = abs(x)
    if a >= 0.5 { return (1 - a) * (1 + a) }
    let (p, e) = twoProduct(a, a)
    return (1 - p) - e
  }

  /// `base − (hi + lo)` when `minus`, else `base + (hi + lo)`, as a rounded sum and the rest.
  @inline(__always)
  static func fromBase(
    _ base: (hi: Double, lo: Double), minus: Bool, _ hi: Double,
    _ lo: Double
  ) -> (hi: Double, lo: Double) {
    let sign: Double = minus ? -1 : 1
    let (s, e) = twoSum(base.hi, sign * hi)
    return (s, e + (base.lo + sign * lo))
  }

  /// atan(n/d) as `hi + lo` for finite 0 ≤ n ≤ d, d > 0.
  ///
  /// With c = k/8 the nearest eighth to n/d (0 below 3/32), atan(n/d) = atan(c) + atan(u)
  /// where u = (n − c·d) / (d + c·n), |u| ≤ 3/32, and atan(c) comes from a table. c·d is formed
  /// exactly (d's last three bits apart), so the cancelling subtraction rounds only once.
  @inline(__always)
  static func atanRatio(_ n: Double, _ d: Double) -> (hi: Double, lo: Double) {
    // Below 2⁻³⁰ the series' second term is under half an ulp of the first.
    if n <= d * 0x1p-30 { return (n / d, 0) }
    var n = n
    var d = d
    if d > 0x1p500 {
      (n, d) = (n * 0x1p-600, d * 0x1p-600)
    } else if d < 0x1p-500 {
      (n, d) = (n * 0x1p600, d * 0x1p600)
    }
    // Below 3/32 the table's first entry would cancel most of u; the series alone is as
    // accurate there (|u|¹⁶/17 < 2⁻⁵⁸).
    let t = n / d
    let k = t < 0.09375 ? 0 : Int(nearestInteger(8 * t))
    let c = Double(k) * 0.125
    // For k = 0 this is n / d again, without a branch on k.
    let dHigh = Double(bitPattern: d.bitPattern & ~0b111)
    let u = ((n - c * dHigh) - c * (d - dHigh)) / (d + c * n)
    let table = atanEighths(k)
    let z = u * u
    return (table.hi, table.lo + (u + u * z * atanTail(z)))
  }
}
