// MARK: - Blender

/// Composites premultiplied source colours onto a premultiplied destination row, scaled by
/// 8-bit coverage, with a blend mode; integer math with exact rounding.
enum Blender {
  /// Blends one solid colour over `count` pixels with per-pixel coverage.
  @inline(__always)
  static func blendSolid(
    _ c: PremultipliedColorU8, coverage: UnsafePointer<UInt8>, count: Int,
    into dst: UnsafeMutablePointer<UInt8>, mode: BlendMode
  ) {
    if mode == .normal {
      let color = c.word
      let colors = SIMD4<UInt32>(repeating: color)
      packedOver(count: count, coverage: coverage, into: dst, source4: { _ in colors }) { _ in
        color
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

  /// Blends one solid colour over a coverage run: per-pixel `coverage`, or `alpha` for every
  /// pixel when it is `nil`.
  @inline(__always)
  static func blendSolid(
    _ c: PremultipliedColorU8, coverage: UnsafePointer<UInt8>?,
    alpha: UInt8, count: Int, into dst: UnsafeMutablePointer<UInt8>,
    mode: BlendMode
  ) {
    if let coverage {
      blendSolid(c, coverage: coverage, count: count, into: dst, mode: mode)
    } else {
      blendSolid(c, alpha: alpha, count: count, into: dst, mode: mode)
    }
  }

  /// Blends one solid colour over `count` pixels that all have coverage `alpha`; the same
  /// arithmetic as the per-pixel form, with an opaque full-coverage run stored as a fill.
  @inline(__always)
  static func blendSolid(
    _ c: PremultipliedColorU8, alpha: UInt8, count: Int,
    into dst: UnsafeMutablePointer<UInt8>, mode: BlendMode
  ) {
    guard alpha != 0 else { return }
    guard mode == .normal else {
      let r = mul255(c.r, alpha)
      let g = mul255(c.g, alpha)
      let b = mul255(c.b, alpha)
      let a = mul255(c.a, alpha)
      for i in 0..<count { blendPixel(r: r, g: g, b: b, a: a, into: dst + i * 4, mode: mode) }
      return
    }
    let raw = UnsafeMutableRawPointer(dst)
    if alpha == 255 && c.a == 255 {
      Pixmap.store(c.word, into: UnsafeMutableRawBufferPointer(start: raw, count: count * 4))
      return
    }
    let src = scaleBytes(c.word, by: UInt32(alpha))
    let src4 = SIMD4<UInt32>(repeating: src)
    var i = 0
    while i &+ 4 <= count {
      let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
      raw.storeBytes(of: over(src4, d), toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
      i &+= 4
    }
    while i < count {
      let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
      raw.storeBytes(of: over(src, d), toByteOffset: i &* 4, as: UInt32.self)
      i &+= 1
    }
  }

  /// Source-over of valid premultiplied pixel words (no colour byte above alpha), each scaled
  /// by its coverage, on packed words: `mul255` and the sum on all four channels at once.
  ///
  /// A valid source scaled by coverage stays valid, and then each byte of
  /// source + destination·(1 − αs) stays within 255, so the packed sum never carries: the
  /// same bytes as `blendPixel`. No branches per pixel: coverage 0 scales the source to 0 and
  /// keeps the destination (x·255/255 = x exactly), coverage 255 gives the source itself.
  /// Four pixels at a time in 16-bit lanes (`source4(i)` gives the words of pixels
  /// `i..<i + 4`), then the rest one by one.
  @inline(__always)
  private static func packedOver(
    count: Int, coverage: UnsafePointer<UInt8>,
    into dst: UnsafeMutablePointer<UInt8>,
    source4: (Int) -> SIMD4<UInt32>,
    source: (Int) -> UInt32
  ) {
    let raw = UnsafeMutableRawPointer(dst)
    let cov = UnsafeRawPointer(coverage)
    var i = 0
    while i &+ 4 <= count {
      let factors = SIMD4<UInt32>(
        truncatingIfNeeded:
          cov.loadUnaligned(fromByteOffset: i, as: SIMD4<UInt8>.self))
      let src = scaleBytes(source4(i), by: factors)
      let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
      raw.storeBytes(of: over(src, d), toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
      i &+= 4
    }
    while i < count {
      let src = scaleBytes(source(i), by: UInt32(coverage[i]))
      let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
      raw.storeBytes(of: over(src, d), toByteOffset: i &* 4, as: UInt32.self)
      i &+= 1
    }
  }

  /// `over` on four pixels.
  @inline(__always)
  static func over(_ src: SIMD4<UInt32>, _ dst: SIMD4<UInt32>) -> SIMD4<UInt32> {
    src &+ scaleBytes(dst, by: 255 &- (src &>> 24))
  }

  /// `scaleBytes` on four pixels, each by its own factor, in 16-bit lanes (a word's red and
  /// blue, then its green and alpha, are two lanes each): every product and sum of the packed
  /// form stays within its 16 bits (at most 255 · 255 + 128 + 254), so the lanes give exactly
  /// its bytes, with one 16-bit multiply for eight channels.
  @inline(__always)
  static func scaleBytes(_ pixels: SIMD4<UInt32>, by factors: SIMD4<UInt32>) -> SIMD4<UInt32> {
    let f = unsafeBitCast(factors | (factors &<< 16), to: SIMD8<UInt16>.self)
    let p = unsafeBitCast(pixels, to: SIMD8<UInt16>.self)
    var rb = (p & 0x00FF) &* f &+ 0x0080
    rb = (rb &+ (rb &>> 8)) &>> 8
    var ag = (p &>> 8) &* f &+ 0x0080
    ag = (ag &+ (ag &>> 8)) & 0xFF00
    return unsafeBitCast(rb | ag, to: SIMD4<UInt32>.self)
  }

  /// A valid premultiplied word `src` over `dst`: src + dst·(1 − αs), per byte.
  @inline(__always)
  static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
    src &+ scaleBytes(dst, by: 255 &- (src >> 24))
  }

  /// Each byte of `pixel` times `factor` (0...255) / 255, rounded to nearest: `mul255` on all
  /// four channels at once, two 16-bit lanes per multiply.
  @inline(__always)
  static func scaleBytes(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
    var rb = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ag = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
    ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ag
  }

  /// Blends a row of valid premultiplied pixels (no colour channel above alpha, as
  /// `PremultipliedColorU8` guarantees for shader colours and source-over keeps for layers),
  /// with per-pixel coverage: for the normal mode `packedOver`, the same bytes as `blendRow`.
  @inline(__always)
  static func blendShaded(
    _ src: UnsafePointer<UInt8>, coverage: UnsafePointer<UInt8>,
    count: Int, into dst: UnsafeMutablePointer<UInt8>, mode: BlendMode
  ) {
    guard mode == .normal else {
      blendRow(src, coverage: coverage, count: count, into: dst, mode: mode)
      return
    }
    let words = UnsafeRawPointer(src)
    packedOver(
      count: count, coverage: coverage, into: dst,
      source4: {
        words.loadUnaligned(fromByteOffset: $0 &* 4, as: SIMD4<UInt32>.self)
      }
    ) {
      words.loadUnaligned(fromByteOffset: $0 &* 4, as: UInt32.self)
    }
  }

  /// Blends a row of source colours (4 bytes each) with per-pixel coverage.
  @inline(__always)
  static func blendRow(
    _ src: UnsafePointer<UInt8>, coverage: UnsafePointer<UInt8>?, count: Int,
    into dst: UnsafeMutablePointer<UInt8>, mode: BlendMode
  ) {
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
  static func blendPixel(
    r: UInt8, g: UInt8, b: UInt8, a: UInt8,
    into p: UnsafeMutablePointer<UInt8>, mode: BlendMode
  ) {
    switch mode {
    case .normal:
      let inv = 255 - a
      p[0] = min(r &+ mul255(p[0], inv), 255)
      p[1] = min(g &+ mul255(p[1], inv), 255)
      p[2] = min(b &+ mul255(p[2], inv), 255)
      p[3] = a &+ mul255(p[3], inv)
    case .multiply:
      // Cs·Cd + Cs·(1 − αd) + Cd·(1 − αs)
      let da = p[3]
      let ia = 255 - a
      let ida = 255 - da
      func m(_ s: UInt8, _ d: UInt8) -> UInt8 {
        UInt8(min(255, Int(mul255(s, d)) + Int(mul255(s, ida)) + Int(mul255(d, ia))))
      }
      p[0] = m(r, p[0])
      p[1] = m(g, p[1])
      p[2] = m(b, p[2])
      p[3] = a &+ mul255(da, ia)
    case .screen:
      // Cs + Cd − Cs·Cd
      func s(_ s: UInt8, _ d: UInt8) -> UInt8 { UInt8(Int(s) + Int(d) - Int(mul255(s, d))) }
      p[0] = s(r, p[0])
      p[1] = s(g, p[1])
      p[2] = s(b, p[2])
      p[3] = s(a, p[3])
    default:
      ExtendedBlend.blend(r: r, g: g, b: b, a: a, into: p, mode: mode)
    }
  }
}
