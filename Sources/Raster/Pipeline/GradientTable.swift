// MARK: - GradientTable

/// A gradient ready for evaluation: stops in the interpolation space and the spread mode.
///
/// Colours are interpolated exactly per pixel (no lookup table), in premultiplied space by
/// default, so a transparent stop adds no tint.
struct GradientTable {
  private let offsets: [Double]
  /// Per stop: r, g, b, a in 0…255, premultiplied when `premultiplied` is set.
  private let values: [SIMD4<Double>]
  private let premultiplied: Bool
  private let spread: Gradient.Spread
  /// The first and last offsets, or NaN without stops.
  private let firstOffset: Double, lastOffset: Double

  init(_ gradient: Gradient) {
    offsets = gradient.stops.map(\.offset)
    premultiplied = gradient.interpolation == .premultiplied
    values = gradient.stops.map { stop in
      let c = stop.color
      let a = Double(c.a)
      if gradient.interpolation == .premultiplied {
        return SIMD4(Double(c.r) * a / 255, Double(c.g) * a / 255, Double(c.b) * a / 255, a)
      }
      return SIMD4(Double(c.r), Double(c.g), Double(c.b), a)
    }
    spread = gradient.spread
    firstOffset = offsets.first ?? .nan
    lastOffset = offsets.last ?? .nan
  }

  /// The colour at parameter `t`, after the spread mode maps it into 0…1.
  func color(at rawT: Double) -> PremultipliedColorU8 {
    guard rawT.isFinite, !firstOffset.isNaN else { return .transparent }
    var t = rawT
    switch spread {
    case .pad:
      t = min(max(t, 0), 1)
    case .repeat:
      t -= t.rounded(.down)
    case .reflect:
      t = abs(t).truncatingRemainder(dividingBy: 2)
      if t > 1 { t = 2 - t }
    }
    let v: SIMD4<Double>
    if t <= firstOffset {
      v = values[0]
    } else if t >= lastOffset {
      v = values[values.count - 1]
    } else {
      var i = 1
      while i < offsets.count - 1, offsets[i] < t { i += 1 }
      let span = offsets[i] - offsets[i - 1]
      let f = span > 0 ? (t - offsets[i - 1]) / span : 1
      v = values[i - 1] + (values[i] - values[i - 1]) * f
    }
    // Interpolated channels lie in 0…255, where `Rounding.byte` equals `rounded()`.
    let a = Rounding.byte(v.w)
    if premultiplied {
      return PremultipliedColorU8(
        r: min(Rounding.byte(v.x), a), g: min(Rounding.byte(v.y), a),
        b: min(Rounding.byte(v.z), a), a: a)
    }
    return PremultipliedColorU8(
      r: mul255(Rounding.byte(v.x), a), g: mul255(Rounding.byte(v.y), a),
      b: mul255(Rounding.byte(v.z), a), a: a)
  }
}
