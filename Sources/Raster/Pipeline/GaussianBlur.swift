import Foundation

// MARK: - GaussianBlur

/// Blurs an 8-bit mask with a Gaussian of standard deviation `sigma` pixels.
///
/// Up to `exactSigmaLimit` the separable kernel is sampled exactly (integrated over each pixel);
/// above it three box passes per axis approximate the Gaussian at a cost that does not grow with
/// sigma. The mask grows by 3·sigma on every side so nothing is cut off.
public enum GaussianBlur {
  /// The largest sigma blurred with the exact kernel.
  public static let exactSigmaLimit = 8.0

  /// The blurred mask; the input unchanged when `sigma` is not positive.
  public static func blur(_ mask: Mask, sigma: Double) -> Mask {
    guard sigma > 0, sigma.isFinite else { return mask }
    let pad = Int((3 * sigma).rounded(.up)) + 1
    let w = mask.width + 2 * pad, h = mask.height + 2 * pad
    guard w <= Pixmap.maxDimension, h <= Pixmap.maxDimension else { return mask }
    var plane = [Float](repeating: 0, count: w * h)
    for y in 0..<mask.height {
      for x in 0..<mask.width {
        plane[(y + pad) * w + x + pad] = Float(mask.data[y * mask.width + x])
      }
    }
    if sigma <= exactSigmaLimit {
      let kernel = gaussianKernel(sigma: sigma)
      convolve(&plane, width: w, height: h, kernel: kernel)
    } else {
      for radius in boxRadii(sigma: sigma) {
        boxBlur(&plane, width: w, height: h, radius: radius)
      }
    }
    var out = Mask(width: w, height: h, originX: mask.originX - pad, originY: mask.originY - pad)
      ?? mask
    for i in 0..<(w * h) { out.data[i] = UInt8(min(max(plane[i], 0), 255).rounded()) }
    return out
  }

  /// The kernel integrated over each pixel: erf differences, normalised to sum 1.
  static func gaussianKernel(sigma: Double) -> [Float] {
    let radius = Int((3 * sigma).rounded(.up))
    var k: [Double] = []
    for i in -radius...radius {
      let a = (Double(i) - 0.5) / (sigma * 2.0.squareRoot())
      let b = (Double(i) + 0.5) / (sigma * 2.0.squareRoot())
      k.append((erf(b) - erf(a)) / 2)
    }
    let sum = k.reduce(0, +)
    return k.map { Float($0 / sum) }
  }

  private static func convolve(_ plane: inout [Float], width w: Int, height h: Int,
                               kernel: [Float]) {
    let r = kernel.count / 2
    var line = [Float](repeating: 0, count: max(w, h))
    for y in 0..<h {
      for x in 0..<w {
        var s: Float = 0
        for k in -r...r {
          let xx = x + k
          if xx >= 0 && xx < w { s += plane[y * w + xx] * kernel[k + r] }
        }
        line[x] = s
      }
      for x in 0..<w { plane[y * w + x] = line[x] }
    }
    for x in 0..<w {
      for y in 0..<h {
        var s: Float = 0
        for k in -r...r {
          let yy = y + k
          if yy >= 0 && yy < h { s += plane[yy * w + x] * kernel[k + r] }
        }
        line[y] = s
      }
      for y in 0..<h { plane[y * w + x] = line[y] }
    }
  }

  /// Radii of three boxes whose repeated application approximates the Gaussian.
  static func boxRadii(sigma: Double) -> [Int] {
    let n = 3.0
    let ideal = (12 * sigma * sigma / n + 1).squareRoot()
    var wl = Int(ideal.rounded(.down))
    if wl % 2 == 0 { wl -= 1 }
    let wu = wl + 2
    let m = ((12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n)
      / (-4 * Double(wl) - 4)).rounded()
    return (0..<3).map { Double($0) < m ? (wl - 1) / 2 : (wu - 1) / 2 }
  }

  private static func boxBlur(_ plane: inout [Float], width w: Int, height h: Int, radius r: Int) {
    guard r > 0 else { return }
    let scale = 1 / Float(2 * r + 1)
    var line = [Float](repeating: 0, count: max(w, h))
    for y in 0..<h {
      var acc: Float = 0
      for x in -r...r where x >= 0 && x < w { acc += plane[y * w + x] }
      for x in 0..<w {
        line[x] = acc * scale
        let add = x + r + 1, sub = x - r
        if add < w { acc += plane[y * w + add] }
        if sub >= 0 { acc -= plane[y * w + sub] }
      }
      for x in 0..<w { plane[y * w + x] = line[x] }
    }
    for x in 0..<w {
      var acc: Float = 0
      for y in -r...r where y >= 0 && y < h { acc += plane[y * w + x] }
      for y in 0..<h {
        line[y] = acc * scale
        let add = y + r + 1, sub = y - r
        if add < h { acc += plane[add * w + x] }
        if sub >= 0 { acc -= plane[sub * w + x] }
      }
      for y in 0..<h { plane[y * w + x] = line[y] }
    }
  }
}
