import Raster

// MARK: - PixelComparator

/// Compares two pixmaps and optionally draws a pixelmatch-style diff image.
public enum PixelComparator {
  /// Compares `expected` with `actual`.
  public static func compare(_ expected: Pixmap, _ actual: Pixmap, options: DiffOptions = .exact)
    -> DiffResult
  {
    var unused: Pixmap?
    return compare(expected, actual, options: options, drawing: false, into: &unused)
  }

  /// Compares and draws the diff image: changed pixels red, anti-aliasing differences yellow,
  /// the rest a faded grey copy of `expected`; no image when the sizes differ.
  public static func diff(_ expected: Pixmap, _ actual: Pixmap, options: DiffOptions = .exact)
    -> (result: DiffResult, image: Pixmap?)
  {
    var image: Pixmap?
    let result = compare(expected, actual, options: options, drawing: true, into: &image)
    return (result, image)
  }

  private static func compare(_ expected: Pixmap, _ actual: Pixmap, options: DiffOptions,
                              drawing: Bool, into diffImage: inout Pixmap?) -> DiffResult {
    guard expected.width == actual.width, expected.height == actual.height else {
      var result = DiffResult(isEqual: false, mismatchedPixels: expected.width * expected.height,
                              mismatchedRatio: 1, maxChannelDelta: 255)
      result.sizeMismatch = ((expected.width, expected.height), (actual.width, actual.height))
      return result
    }
    let total = expected.width * expected.height
    if expected.data == actual.data {
      if drawing { diffImage = fadedCopy(expected) }
      return DiffResult(isEqual: true, mismatchedPixels: 0, mismatchedRatio: 0, maxChannelDelta: 0)
    }
    let a = expected.straightRGBA, b = actual.straightRGBA
    let width = expected.width, height = expected.height
    var output: [UInt8]? = drawing ? fadedBytes(a) : nil
    var mismatched = 0
    var maxDelta = 0
    var minX = width, minY = height, maxX = -1, maxY = -1
    let perceptual: (threshold: Double, includeAA: Bool)? = {
      if case .perceptual(let t, let aa) = options.mode { return (t, aa) }
      return nil
    }()
    let maxYIQ = 35215 * (perceptual?.threshold ?? 0) * (perceptual?.threshold ?? 0)
    a.withUnsafeBufferPointer { pa in
      b.withUnsafeBufferPointer { pb in
        for y in 0..<height {
          for x in 0..<width {
            let i = (y * width + x) * 4
            if pa[i] == pb[i] && pa[i + 1] == pb[i + 1] && pa[i + 2] == pb[i + 2]
              && pa[i + 3] == pb[i + 3]
            {
              continue
            }
            for c in 0..<4 { maxDelta = max(maxDelta, abs(Int(pa[i + c]) - Int(pb[i + c]))) }
            var counts = true
            var isAA = false
            if let perceptual {
              let delta = YIQ.delta(pa, i, pb, i, yOnly: false)
              if abs(delta) <= maxYIQ {
                counts = false
              } else if !perceptual.includeAA
                && (AntiAliasing.isAntialiased(pa, pb, x, y, width, height)
                  || AntiAliasing.isAntialiased(pb, pa, x, y, width, height))
              {
                counts = false
                isAA = true
              }
            }
            if counts {
              mismatched += 1
              minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
              output?.withUnsafeMutableBufferPointer { setColor($0, i, 255, 0, 0) }
            } else if isAA {
              output?.withUnsafeMutableBufferPointer { setColor($0, i, 255, 255, 0) }
            }
          }
        }
      }
    }
    if let output, let image = Pixmap(width: width, height: height, straightRGBA: output) {
      diffImage = image
    }
    let ratio = Double(mismatched) / Double(total)
    let allowed = mismatched <= options.maxDiffPixels
      || (options.maxDiffPixelRatio > 0 && ratio <= options.maxDiffPixelRatio)
    var result = DiffResult(isEqual: mismatched == 0 || allowed, mismatchedPixels: mismatched,
                            mismatchedRatio: ratio, maxChannelDelta: maxDelta)
    if maxX >= 0 { result.bounds = (minX, minY, maxX - minX + 1, maxY - minY + 1) }
    return result
  }

  private static func setColor(_ p: UnsafeMutableBufferPointer<UInt8>, _ i: Int, _ r: UInt8,
                               _ g: UInt8, _ b: UInt8) {
    p[i] = r; p[i + 1] = g; p[i + 2] = b; p[i + 3] = 255
  }

  /// pixelmatch's background: each pixel's luma blended with white at alpha 0.1.
  private static func fadedBytes(_ straight: [UInt8]) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: straight.count)
    straight.withUnsafeBufferPointer { src in
      out.withUnsafeMutableBufferPointer { dst in
        var i = 0
        while i < src.count {
          let y = YIQ.luma(src, i)
          let v = UInt8(min(max((255 + (y - 255) * 0.1).rounded(), 0), 255))
          dst[i] = v; dst[i + 1] = v; dst[i + 2] = v; dst[i + 3] = 255
          i += 4
        }
      }
    }
    return out
  }

  private static func fadedCopy(_ image: Pixmap) -> Pixmap? {
    Pixmap(width: image.width, height: image.height, straightRGBA: fadedBytes(image.straightRGBA))
  }
}

// MARK: - YIQ

/// pixelmatch's colour distance: YIQ of colours blended over white.
enum YIQ {
  @inline(__always)
  static func blend(_ c: UInt8, _ a: Double) -> Double { 255 + (Double(c) - 255) * a }

  @inline(__always)
  static func luma(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> Double {
    let a = Double(p[i + 3]) / 255
    let r = blend(p[i], a), g = blend(p[i + 1], a), b = blend(p[i + 2], a)
    return r * 0.29889531 + g * 0.58662247 + b * 0.11448223
  }

  /// The squared YIQ distance, negative when the second pixel is darker (pixelmatch's sign).
  @inline(__always)
  static func delta(_ p1: UnsafeBufferPointer<UInt8>, _ i: Int, _ p2: UnsafeBufferPointer<UInt8>,
                    _ j: Int, yOnly: Bool) -> Double {
    let a1 = Double(p1[i + 3]) / 255, a2 = Double(p2[j + 3]) / 255
    let r1 = blend(p1[i], a1), g1 = blend(p1[i + 1], a1), b1 = blend(p1[i + 2], a1)
    let r2 = blend(p2[j], a2), g2 = blend(p2[j + 1], a2), b2 = blend(p2[j + 2], a2)
    let y1 = r1 * 0.29889531 + g1 * 0.58662247 + b1 * 0.11448223
    let y2 = r2 * 0.29889531 + g2 * 0.58662247 + b2 * 0.11448223
    let y = y1 - y2
    if yOnly { return y }
    let iq1 = r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189
    let iq2 = r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189
    let q1 = r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694
    let q2 = r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694
    let iD = iq1 - iq2, qD = q1 - q2
    let delta = 0.5053 * y * y + 0.299 * iD * iD + 0.1957 * qD * qD
    return y1 > y2 ? -delta : delta
  }
}

// MARK: - AntiAliasing

/// pixelmatch's anti-aliasing detector (after Vysniauskas 2009).
enum AntiAliasing {
  static func isAntialiased(_ img: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>,
                            _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
    let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
    let pos = (y1 * width + x1) * 4
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    var minDelta = 0.0, maxDelta = 0.0
    var minX = 0, minY = 0, maxX = 0, maxY = 0
    for x in x0...x2 {
      for y in y0...y2 {
        if x == x1 && y == y1 { continue }
        let delta = YIQ.delta(img, pos, img, (y * width + x) * 4, yOnly: true)
        if delta == 0 {
          zeroes += 1
          if zeroes > 2 { return false }
        } else if delta < minDelta {
          minDelta = delta; minX = x; minY = y
        } else if delta > maxDelta {
          maxDelta = delta; maxX = x; maxY = y
        }
      }
    }
    if minDelta == 0 || maxDelta == 0 { return false }
    return (hasManySiblings(img, minX, minY, width, height)
      && hasManySiblings(other, minX, minY, width, height))
      || (hasManySiblings(img, maxX, maxY, width, height)
        && hasManySiblings(other, maxX, maxY, width, height))
  }

  static func hasManySiblings(_ img: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int,
                              _ width: Int, _ height: Int) -> Bool {
    let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
    let pos = (y1 * width + x1) * 4
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    for x in x0...x2 {
      for y in y0...y2 {
        if x == x1 && y == y1 { continue }
        let p = (y * width + x) * 4
        if img[pos] == img[p] && img[pos + 1] == img[p + 1] && img[pos + 2] == img[p + 2]
          && img[pos + 3] == img[p + 3]
        {
          zeroes += 1
        }
        if zeroes > 2 { return true }
      }
    }
    return false
  }
}
