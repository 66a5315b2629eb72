// MARK: - PatternSampler

/// Samples an image pattern at a point in image pixels (pixel centres at +0.5).
enum PatternSampler {
  static func sample(_ pattern: ImagePattern, x: Double, y: Double) -> PremultipliedColorU8 {
    let image = pattern.image
    // A transform that all but collapses the image maps pixels absurdly far out in image
    // space, even to infinity or NaN; such points sample the texel at the clamped position
    // (with weights clamped in `mix`) instead of trapping.
    let far = -(1 << 40)...(1 << 40)
    switch pattern.sampling {
    case .nearest:
      return texel(
        image, Int(x, rounding: .down, clampedTo: far),
        Int(y, rounding: .down, clampedTo: far), pattern.spread)
    case .linear:
      let fx = x - 0.5
      let fy = y - 0.5
      let x0 = Int(fx, rounding: .down, clampedTo: far)
      let y0 = Int(fy, rounding: .down, clampedTo: far)
      let tx = fx - Double(x0)
      let ty = fy - Double(y0)
      let c00 = texel(image, x0, y0, pattern.spread)
      let c10 = texel(image, x0 + 1, y0, pattern.spread)
      let c01 = texel(image, x0, y0 + 1, pattern.spread)
      let c11 = texel(image, x0 + 1, y0 + 1, pattern.spread)
      func mix(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> UInt8 {
        let top = Double(a) + (Double(b) - Double(a)) * tx
        let bottom = Double(c) + (Double(d) - Double(c)) * tx
        return UInt8(top + (bottom - top) * ty, rounding: .toNearestOrAwayFromZero)
      }
      return PremultipliedColorU8(
        r: mix(c00.r, c10.r, c01.r, c11.r), g: mix(c00.g, c10.g, c01.g, c11.g),
        b: mix(c00.b, c10.b, c01.b, c11.b), a: mix(c00.a, c10.a, c01.a, c11.a))
    }
  }

  private static func texel(_ image: Pixmap, _ x: Int, _ y: Int, _ spread: Gradient.Spread)
    -> PremultipliedColorU8
  {
    func wrap(_ v: Int, _ n: Int) -> Int {
      switch spread {
      case .pad: return min(max(v, 0), n - 1)
      case .repeat: return ((v % n) + n) % n
      case .reflect:
        let m = ((v % (2 * n)) + 2 * n) % (2 * n)
        return m < n ? m : 2 * n - 1 - m
      }
    }
    let i = (wrap(y, image.height) * image.width + wrap(x, image.width)) * 4
    let d = image.data
    return PremultipliedColorU8(r: d[i], g: d[i + 1], b: d[i + 2], a: d[i + 3])
  }
}
