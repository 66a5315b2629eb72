// MARK: - Error function

extension Math {
  /// The error function, 2/√π ∫₀ˣ e^(−t²) dt: odd, ±1 beyond |x| of about 5.9.
  ///
  /// Below 1, x plus x times a fit of erf(x)/x − 1 in x²; from 1 to 6, 1 − e^(−x²) times a fit of
  /// erfc(x) · e^(x²) on one of three pieces, with x² carried exactly into the exponential.
  public static func erf(_ x: Double) -> Double {
    if x.isNaN { return x }
    let a = abs(x)
    let r: Double
    if a < 1 {
      r = a + a * erfOverXLessOne(a * a)
    } else if a < 6 {
      let scaledComplement: Double
      if a < 2 {
        scaledComplement = erfcScaled0(a - 1.5)
      } else if a < 3.5 {
        scaledComplement = erfcScaled1(a - 2.75)
      } else {
        scaledComplement = erfcScaled2(a - 4.75)
      }
      let (square, error) = twoProduct(a, a)
      r = 1 - expKernel(-square, -error) * scaledComplement
    } else {
      r = 1
    }
    return Double(signOf: x, magnitudeOf: r)
  }
}
