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
  func color(at t: Double) -> PremultipliedColorU8 {
    var t = t
    var out = (UInt8(0), UInt8(0), UInt8(0), UInt8(0))
    withUnsafeMutableBytes(of: &out) { bytes in
      guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
      colors(at: &t, count: 1, into: base)
    }
    return PremultipliedColorU8(r: out.0, g: out.1, b: out.2, a: out.3)
  }

  /// Writes the colour at each of `ts[0..<count]` to `out`, 4 premultiplied bytes each: the
  /// same bytes `color(at:)` gives one by one. A parameter equal to the one before reuses its
  /// colour, and the search for the stops around a parameter starts from the last pair found.
  func colors(at ts: UnsafePointer<Double>, count: Int, into out: UnsafeMutablePointer<UInt8>) {
    guard !firstOffset.isNaN else {
      out.update(repeating: 0, count: count * 4)
      return
    }
    switch spread {
    case .pad: colors(at: ts, count: count, into: out) { min(max($0, 0), 1) }
    case .repeat: colors(at: ts, count: count, into: out) { $0 - $0.rounded(.down) }
    case .reflect:
      colors(at: ts, count: count, into: out) {
        let t = abs($0).truncatingRemainder(dividingBy: 2)
        return t > 1 ? 2 - t : t
      }
    }
  }

  /// `colors(at:count:into:)` with the spread mode's mapping into 0…1 compiled in.
  @inline(__always)
  private func colors(
    at ts: UnsafePointer<Double>, count: Int,
    into out: UnsafeMutablePointer<UInt8>, spread: (Double) -> Double
  ) {
    offsets.withUnsafeBufferPointer { offsets in
      values.withUnsafeBufferPointer { values in
        let last = offsets.count - 1
        var lastRaw = UInt64.max
        var word: UInt32 = 0
        // The stop pair found for the previous parameter: `offsets[i]` is the first offset
        // from index 1 on that is not below the parameter (or the last one).
        var i = 1
        for k in 0..<count {
          let raw = ts[k]
          if raw.bitPattern != lastRaw {
            lastRaw = raw.bitPattern
            if !raw.isFinite {
              word = 0
            } else {
              let t = spread(raw)
              let v: SIMD4<Double>
              if t <= firstOffset {
                v = values[0]
              } else if t >= lastOffset {
                v = values[last]
              } else {
                if i > last || !(i == 1 || offsets[i - 1] < t) || !(i == last || offsets[i] >= t) {
                  i = 1
                  while i < last, offsets[i] < t { i += 1 }
                }
                let span = offsets[i] - offsets[i - 1]
                let f = span > 0 ? (t - offsets[i - 1]) / span : 1
                v = values[i - 1] + (values[i] - values[i - 1]) * f
              }
              word = pack(v)
            }
          }
          UnsafeMutableRawPointer(out + k &* 4).storeBytes(of: word, as: UInt32.self)
        }
      }
    }
  }

  /// The premultiplied bytes of interpolated channels `v` (in 0…255, where `Rounding.byte`
  /// equals `rounded()`), as a pixel word.
  @inline(__always)
  private func pack(_ v: SIMD4<Double>) -> UInt32 {
    let bytes = Rounding.bytes(v)
    let a = UInt8(truncatingIfNeeded: bytes.w)
    let r: UInt8
    let g: UInt8
    let b: UInt8
    if premultiplied {
      let colour = bytes.replacing(with: bytes.w, where: bytes .> bytes.w)
      (r, g, b) = (
        UInt8(truncatingIfNeeded: colour.x), UInt8(truncatingIfNeeded: colour.y),
        UInt8(truncatingIfNeeded: colour.z)
      )
    } else {
      r = mul255(UInt8(truncatingIfNeeded: bytes.x), a)
      g = mul255(UInt8(truncatingIfNeeded: bytes.y), a)
      b = mul255(UInt8(truncatingIfNeeded: bytes.z), a)
    }
    return (UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24).littleEndian
  }
}
