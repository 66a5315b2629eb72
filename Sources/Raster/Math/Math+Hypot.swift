// MARK: - Hypotenuse

extension Math {
  /// √(x² + y²) without overflow or underflow on the way: +inf when either is infinite (even
  /// with a NaN), NaN when either is NaN.
  public static func hypot(_ x: Double, _ y: Double) -> Double {
    let a = abs(x)
    let b = abs(y)
    if a.isInfinite || b.isInfinite { return .infinity }
    if a.isNaN || b.isNaN { return .nan }
    let big = max(a, b)
    let small = min(a, b)
    // Beyond 2⁶⁰ apart the smaller one's square is under half an ulp of the larger one's.
    if small == 0 || big > small * 0x1p60 { return big + small }
    if big > 0x1p500 {
      let (s, t) = (big * 0x1p-600, small * 0x1p-600)
      return (s * s + t * t).squareRoot() * 0x1p600
    }
    if small < 0x1p-500 {
      let (s, t) = (big * 0x1p600, small * 0x1p600)
      return (s * s + t * t).squareRoot() * 0x1p-600
    }
    return (big * big + small * small).squareRoot()
  }
}
