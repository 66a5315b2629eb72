// MARK: - Exponential, logarithm, power

extension Math {
  /// e raised to `x`: +inf above about 709.78, 0 below about −745.13.
  public static func exp(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 710 { return .infinity }
    if x < -746 { return 0 }
    // Below 2⁻⁵⁴ the square term is under half an ulp of 1.
    if abs(x) < 0x1p-54 { return 1 + x }
    return expKernel(x, 0)
  }

  /// The natural logarithm of `x`: −inf at ±0, NaN below 0.
  public static func log(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x < 0 { return .nan }
    if x == 0 { return -.infinity }
    if x.isInfinite { return x }
    let (hi, lo) = logKernel(x)
    return hi + lo
  }

  /// `x` raised to `y`, with C's special values (`pow(x, 0) == 1`, `pow(1, y) == 1`,
  /// `pow(-8, 1.0 / 3)` is NaN, `pow(-2, 3) == -8`, `pow(0, -1) == inf`, …).
  ///
  /// eʸ ˡⁿ ˣ with ln x and the product carried to about 65 bits, so the result stays within an
  /// ulp even where y · ln x is large.
  public static func pow(_ x: Double, _ y: Double) -> Double {
    if y == 0 || x == 1 { return 1 }
    if x.isNaN || y.isNaN { return x + y }
    let ax = abs(x)
    if y.isInfinite {
      if ax == 1 { return 1 }
      return (ax > 1) == (y > 0) ? .infinity : 0
    }
    let (isInteger, isOdd) = integerKind(y)
    let negative = x.sign == .minus && isOdd
    if x < 0 && !isInteger && x.isFinite { return .nan }
    if ax == 0 {
      let magnitude: Double = y < 0 ? .infinity : 0
      return negative ? -magnitude : magnitude
    }
    if ax.isInfinite {
      let magnitude: Double = y < 0 ? 0 : .infinity
      return negative ? -magnitude : magnitude
    }
    if ax == 1 { return negative ? -1 : 1 }
    // ax ≠ 1 makes |ln ax| at least about 2⁻⁵³, so beyond |y| = 2⁶⁴ the exponent is far out
    // of range: only its sign matters.
    let (lh, ll) = logKernel(ax)
    let magnitude: Double
    if abs(y) > 0x1p64 || abs(y * lh) > 746 {
      magnitude = (y > 0) == (lh > 0) ? .infinity : 0
    } else {
      let (zh, e) = twoProduct(y, lh)
      let zl = e + y * ll
      magnitude = expKernel(zh + zl, zl - ((zh + zl) - zh))
    }
    return negative ? -magnitude : magnitude
  }

  /// Whether `y` is an integer and whether it is odd, from its bits.
  @inline(__always)
  static func integerKind(_ y: Double) -> (isInteger: Bool, isOdd: Bool) {
    let a = abs(y)
    guard a.isFinite else { return (false, false) }
    if a >= 0x1p53 { return (true, false) }
    if a >= 0x1p52 { return (true, a.bitPattern & 1 == 1) }
    let whole = (a + 0x1p52) - 0x1p52
    guard whole == a else { return (false, false) }
    return (true, Int64(whole) & 1 == 1)
  }

  /// e raised to `hi + lo`, for hi in −746...710 and |lo| ≤ ulp(hi).
  ///
  /// x = k · ln 2 + r with |r| ≤ ln2/2 and ln 2 in two parts, the first exact times k; eʳ by
  /// its Taylor series, the reduction's rounding error added back; then scaled by 2ᵏ.
  @inline(__always)
  static func expKernel(_ hi: Double, _ lo: Double) -> Double {
    let k = nearestInteger(hi * log2e)
    let a = hi - k * ln2Hi
    let b = k * ln2Lo - lo
    let r = a - b
    // |a| ≥ |b| except where r is so small that this error is far below the result's ulp.
    let rError = (a - r) - b
    let p = r + r * r * expTail(r)
    return scaled(1 + (p + rError), by: Int(k))
  }

  /// ln x as `hi + lo` to about 65 bits, for finite x > 0.
  ///
  /// x = 2ᵉ · m with m in [√2/2, √2), c = j/16 the nearest sixteenth to m, and
  /// ln m = ln c + 2 atanh(s) with s = (m − c)/(m + c), |s| < 0.0224: ln c from a table, s
  /// carried as two Doubles, and the series past its first term, below 2⁻¹⁶ of the result,
  /// evaluated in one.
  @inline(__always)
  static func logKernel(_ x: Double) -> (hi: Double, lo: Double) {
    var v = x
    var e = 0
    if v < 0x1p-1022 {
      v *= 0x1p54
      e = -54
    }
    let bits = v.bitPattern
    e += Int((bits >> 52) & 0x7FF) - 1023
    var m = Double(bitPattern: (bits & 0x000F_FFFF_FFFF_FFFF) | 0x3FF0_0000_0000_0000)
    if m > sqrt2 {
      m *= 0.5
      e += 1
    }
    let j = Int(nearestInteger(16 * m))
    let c = Double(j) * 0.0625
    // m − c is exact (m and c are within 5 % of each other); m + c is dh + dl exactly, and
    // the quotient's remainder is kept in sl.
    let f = m - c
    let (dh, dl) = twoSum(m, c)
    let sh = f / dh
    let (ph, pl) = twoProduct(sh, dh)
    let sl = (((f - ph) - pl) - sh * dl) / dh
    let z = sh * sh
    let tail = sh * z * logTail(z)
    let table = logSixteenths(j)
    let (a, aError) = twoSum(Double(e) * ln2Hi, table.hi)
    let (b, bError) = twoSum(a, 2 * sh)
    let lo = (aError + bError) + ((2 * sl + tail) + (Double(e) * ln2Lo + table.lo))
    let hi = b + lo
    return (hi, lo - (hi - b))
  }
}
