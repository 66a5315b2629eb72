// MARK: - Blender

/// Composites premultiplied source colours onto a premultiplied destination row, scaled by
/// 8-bit coverage, with a blend mode; integer math with exact rounding.
enum Blender {
  /// Blends one solid colour over `count` pixels with per-pixel coverage.
  @inline(__always)
  static func blendSolid(_ c: PremultipliedColorU8, coverage: UnsafePointer<UInt8>, count: Int,
                         into dst: UnsafeMutablePointer<UInt8>, mode: BlendMode) {
    if mode == .normal {
      for i in 0..<count {
        let cov = coverage[i]
        if cov == 0 { continue }
        let p = dst + i * 4
        if cov == 255 && c.a == 255 {
          p[0] = c.r; p[1] = c.g; p[2] = c.b; p[3] = 255
          continue
        }
        let sa = mul255(c.a, cov)
        let inv = 255 - sa
        p[0] = mul255(c.r, cov) &+ mul255(p[0], inv)
        p[1] = mul255(c.g, cov) &+ mul255(p[1], inv)
        p[2] = mul255(c.b, cov) &+ mul255(p[2], inv)
        p[3] = sa &+ mul255(p[3], inv)
      }
    } else {
      for i in 0..<count {
        let cov = coverage[i]
        if cov == 0 { continue }
        blendPixel(
          r: mul255(c.r, cov), g: mul255(c.g, cov), b: mul255(c.b, cov), a: mul255(c.a, cov),
          into: dst + i * 4, mode: mode)
      }
    }
  }

  /// Blends a row of source colours (4 bytes each) with per-pixel coverage.
  @inline(__always)
  static func blendRow(_ src: UnsafePointer<UInt8>, coverage: UnsafePointer<UInt8>?, count: Int,
                       into dst: UnsafeMutablePointer<UInt8>, mode: BlendMode) {
    for i in 0..<count {
      let cov = coverage?[i] ?? 255
      if cov == 0 { continue }
      let s = src + i * 4
      let a = mul255(s[3], cov)
      if a == 0 && mode == .normal { continue }
      blendPixel(
        r: mul255(s[0], cov), g: mul255(s[1], cov), b: mul255(s[2], cov), a: a,
        into: dst + i * 4, mode: mode)
    }
  }

  @inline(__always)
  static func blendPixel(r: UInt8, g: UInt8, b: UInt8, a: UInt8,
                         into p: UnsafeMutablePointer<UInt8>, mode: BlendMode) {
    switch mode {
    case .normal:
      let inv = 255 - a
      p[0] = min(r &+ mul255(p[0], inv), 255)
      p[1] = min(g &+ mul255(p[1], inv), 255)
      p[2] = min(b &+ mul255(p[2], inv), 255)
      p[3] = a &+ mul255(p[3], inv)
    case .multiply:
      // Cs·Cd + Cs·(1 − αd) + Cd·(1 − αs)
      let da = p[3], ia = 255 - a, ida = 255 - da
      func m(_ s: UInt8, _ d: UInt8) -> UInt8 {
        UInt8(min(255, Int(mul255(s, d)) + Int(mul255(s, ida)) + Int(mul255(d, ia))))
      }
      p[0] = m(r, p[0]); p[1] = m(g, p[1]); p[2] = m(b, p[2])
      p[3] = a &+ mul255(da, ia)
    case .screen:
      // Cs + Cd − Cs·Cd
      func s(_ s: UInt8, _ d: UInt8) -> UInt8 { UInt8(Int(s) + Int(d) - Int(mul255(s, d))) }
      p[0] = s(r, p[0]); p[1] = s(g, p[1]); p[2] = s(b, p[2]); p[3] = s(a, p[3])
    }
  }
}
