import Foundation

// MARK: - GaussianBlur

/// Blurs an 8-bit mask with a Gaussian of standard deviation `sigma` pixels.
///
/// Up to `exactSigmaLimit` the separable kernel is sampled exactly (integrated over each pixel);
/// above it three box passes per axis approximate the Gaussian at a cost that does not grow with
/// sigma. The mask grows by 3·sigma on every side so nothing is cut off.
///
/// The grown mask is a buffer like any other, within the pixmap's size limits: a sigma whose
/// growth would pass them is lowered to the largest that stays within them, and a mask
/// with no room to grow at all is returned unblurred.
public enum GaussianBlur {
  /// The largest sigma blurred with the exact kernel.
  public static let exactSigmaLimit = 8.0

  /// The blurred mask; the input unchanged when `sigma` is not positive.
  public static func blur(_ mask: Mask, sigma: Double) -> Mask {
    guard sigma > 0, sigma.isFinite else { return mask }
    var sigma = sigma
    var pad = Int(3 * sigma, rounding: .up, clampedTo: 0...Pixmap.maxDimension) + 1
    let room = largestPad(width: mask.width, height: mask.height)
    if pad > room {
      guard room > 1 else { return mask }
      pad = room
      sigma = Double(room - 1) / 3
    }
    let w = mask.width + 2 * pad
    let h = mask.height + 2 * pad
    var plane = [Float](repeating: 0, count: w * h)
    plane.withUnsafeMutableBufferPointer { p in
      mask.data.withUnsafeBufferPointer { m in
        guard let pp = p.baseAddress, let mp = m.baseAddress else { return }
        for y in 0..<mask.height {
          let dst = pp + (y + pad) * w + pad
          let src = mp + y * mask.width
          for x in 0..<mask.width { dst[x] = Float(src[x]) }
        }
      }
    }
    blurPlane(&plane, width: w, height: h, sigma: sigma)
    var out =
      Mask(width: w, height: h, originX: mask.originX - pad, originY: mask.originY - pad)
      ?? mask
    out.data.withUnsafeMutableBufferPointer { bytes in
      for i in 0..<(w * h) { bytes[i] = Rounding.byte(plane[i]) }
    }
    return out
  }

  /// Blurs a plane of `width` × `height` values in place, zeros beyond its edges: the exact
  /// kernel up to `exactSigmaLimit`, three box passes per axis above it. A plane of pixels
  /// (`SIMD4<Float>`) blurs each channel exactly as a plane of that channel alone would.
  static func blurPlane<P: BlurSample>(
    _ plane: inout [P], width w: Int, height h: Int, sigma: Double
  ) {
    guard sigma > 0, sigma.isFinite, w > 0, h > 0, plane.count == w * h else { return }
    // Every pass writes each value of its output before reading it, so the scratch plane
    // the passes alternate with starts uninitialised.
    var scratch = [P](unsafeUninitializedCapacity: w * h) { _, count in count = w * h }
    if sigma <= exactSigmaLimit {
      convolve(&plane, scratch: &scratch, width: w, height: h, kernel: gaussianKernel(sigma: sigma))
    } else {
      for radius in boxRadii(sigma: sigma) {
        boxBlur(&plane, scratch: &scratch, width: w, height: h, radius: radius)
      }
    }
  }

  /// The largest margin that a `width` × `height` buffer can grow by on every side and stay
  /// within the pixmap's size limits; 0 when it is at them already.
  static func largestPad(width: Int, height: Int) -> Int {
    var fits = 0
    var fails = Pixmap.maxDimension / 2 + 1
    while fails - fits > 1 {
      let pad = (fits + fails) / 2
      if Pixmap.allowsSize(width: width + 2 * pad, height: height + 2 * pad) {
        fits = pad
      } else {
        fails = pad
      }
    }
    return fits
  }

  /// The kernel integrated over each pixel: erf differences, normalised to sum 1.
  static func gaussianKernel(sigma: Double) -> [Float] {
    // `blur` keeps sigma within reach of the pixmap limits.
    let radius = Int(3 * sigma, rounding: .up, clampedTo: 0...Pixmap.maxDimension)
    var k: [Double] = []
    for i in -radius...radius {
      let a = (Double(i) - 0.5) / (sigma * 2.0.squareRoot())
      let b = (Double(i) + 0.5) / (sigma * 2.0.squareRoot())
      k.append((Math.erf(b) - Math.erf(a)) / 2)
    }
    let sum = k.reduce(0, +)
    return k.map { Float($0 / sum) }
  }

  /// Convolves rows, then columns, with `kernel`. Taps outside the plane are zeros; each
  /// output sums its taps in kernel order, so the result does not depend on the loop shape.
  /// `out` is scratch of the plane's size, every value of it written before it is read.
  private static func convolve<P: BlurSample>(
    _ plane: inout [P], scratch out: inout [P], width w: Int, height h: Int,
    kernel: [Float]
  ) {
    let r = kernel.count / 2
    let taps = kernel.count
    var line = [P](repeating: .zero, count: w + 2 * r)
    kernel.withUnsafeBufferPointer { k in
      line.withUnsafeMutableBufferPointer { padded in
        plane.withUnsafeMutableBufferPointer { p in
          out.withUnsafeMutableBufferPointer { o in
            guard let kp = k.baseAddress, let lp = padded.baseAddress, let pp = p.baseAddress,
              let op = o.baseAddress
            else { return }
            // Rows: copy each into a zero-padded line, then accumulate it shifted, tap by tap.
            let inputRepeats = repeatedRows(pp, width: w, height: h)
            for y in 0..<h {
              let row = op + y * w
              if inputRepeats[y] > 0 {
                row.update(from: row - w, count: w)
                continue
              }
              (lp + r).update(from: pp + y * w, count: w)
              if P.sumsInRegisters {
                weightedSums(row, 0..<w, of: lp, tapStride: 1, weights: kp, taps: taps)
                continue
              }
              row.update(repeating: .zero, count: w)
              for t in 0..<taps {
                let src = lp + t
                let kt = kp[t]
                for x in 0..<w { row[x] += src[x] * kt }
              }
            }
            // Columns: each output row accumulates whole input rows, tap by tap.
            // An output row whose whole window, and the previous row's, lies in one stretch of
            // identical rows equals the previous output row.
            // Likewise a column equal to its left neighbour in every row blurs to the same
            // column: only the stretches of distinct columns are summed, the rest copied.
            let rowRepeats = repeatedRows(op, width: w, height: h)
            let (stretches, copies) = distinctColumns(op, width: w, height: h)
            for y in 0..<h {
              let dst = pp + y * w
              if y >= 1, y - 1 - r >= 0, y + r < h, rowRepeats[y + r] >= 2 * r + 1 {
                dst.update(from: dst - w, count: w)
                continue
              }
              if P.sumsInRegisters {
                // The taps that fall inside the plane, in kernel order.
                let first = max(r - y, 0)
                let last = min(h - 1 - y + r, taps - 1)
                let base = op + (y - r + first) * w
                for stretch in stretches {
                  weightedSums(
                    dst, stretch, of: base, tapStride: w, weights: kp + first,
                    taps: last - first + 1)
                }
                for x in copies { dst[x] = dst[x - 1] }
                continue
              }
              dst.update(repeating: .zero, count: w)
              for t in 0..<taps {
                let yy = y + t - r
                guard yy >= 0, yy < h else { continue }
                let src = op + yy * w
                let kt = kp[t]
                for stretch in stretches {
                  for x in stretch { dst[x] += src[x] * kt }
                }
              }
              for x in copies { dst[x] = dst[x - 1] }
            }
          }
        }
      }
    }
  }

  /// Sets `dst[x]`, for each `x` in `range`, to the sum over `taps` taps of
  /// `base[x + t·tapStride] * weights[t]`, accumulated from zero in tap order (as adding each
  /// tap's product to a zeroed output does), four outputs at a time in registers.
  @inline(__always)
  private static func weightedSums<P: BlurSample>(
    _ dst: UnsafeMutablePointer<P>, _ range: Range<Int>, of base: UnsafePointer<P>,
    tapStride: Int, weights: UnsafePointer<Float>, taps: Int
  ) {
    var x = range.lowerBound
    while x + 4 <= range.upperBound {
      var (a0, a1, a2, a3) = (P.zero, P.zero, P.zero, P.zero)
      var src = base + x
      for t in 0..<taps {
        let k = weights[t]
        a0 += src[0] * k
        a1 += src[1] * k
        a2 += src[2] * k
        a3 += src[3] * k
        src += tapStride
      }
      dst[x] = a0
      dst[x + 1] = a1
      dst[x + 2] = a2
      dst[x + 3] = a3
      x += 4
    }
    while x < range.upperBound {
      var a = P.zero
      var src = base + x
      for t in 0..<taps {
        a += src[0] * weights[t]
        src += tapStride
      }
      dst[x] = a
      x += 1
    }
  }

  /// For every row, how many rows directly above it hold the same bits (0 for the first row
  /// and for a row that differs from the one above). Rows of a shadow's silhouette repeat
  /// wherever its sides are straight, and a repeated input row blurs to a repeated output row.
  fileprivate static func repeatedRows<P: BlurSample>(
    _ plane: UnsafePointer<P>, width w: Int, height h: Int
  ) -> [Int] {
    var repeats = [Int](repeating: 0, count: h)
    let bytes = w * MemoryLayout<P>.stride
    for y in 1..<max(h, 1) where memcmp(plane + (y - 1) * w, plane + y * w, bytes) == 0 {
      repeats[y] = repeats[y - 1] + 1
    }
    return repeats
  }

  /// The stretches of columns that differ from their left neighbour in some row, and, in
  /// increasing order, the columns that equal it bit for bit in every row.
  private static func distinctColumns<P: BlurSample>(
    _ plane: UnsafePointer<P>, width w: Int, height h: Int
  ) -> (stretches: [Range<Int>], copies: [Int]) {
    var stretches: [Range<Int>] = []
    var copies: [Int] = []
    var start = 0
    for x in 1..<max(w, 1) {
      var same = true
      for y in 0..<h where !plane[y * w + x].hasSameBits(as: plane[y * w + x - 1]) {
        same = false
        break
      }
      guard same else { continue }
      if start < x { stretches.append(start..<x) }
      copies.append(x)
      start = x + 1
    }
    if start < w { stretches.append(start..<w) }
    return (stretches, copies)
  }

  /// Radii of three boxes whose repeated application approximates the Gaussian.
  static func boxRadii(sigma: Double) -> [Int] {
    let n = 3.0
    let ideal = (12 * sigma * sigma / n + 1).squareRoot()
    var wl = Int(ideal, rounding: .down, clampedTo: 1...Pixmap.maxDimension)
    if wl % 2 == 0 { wl -= 1 }
    let wu = wl + 2
    let m =
      ((12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n)
      / (-4 * Double(wl) - 4)).rounded()
    return (0..<3).map { Double($0) < m ? (wl - 1) / 2 : (wu - 1) / 2 }
  }

  /// One box pass of radius `r` along rows, then columns; `scratch` is a plane of the same
  /// size whose values need not be set, swapped with `plane` at the end.
  private static func boxBlur<P: BlurSample>(
    _ plane: inout [P], scratch: inout [P], width w: Int, height h: Int, radius r: Int
  ) {
    guard r > 0 else { return }
    let scale = 1 / Float(2 * r + 1)
    plane.withUnsafeMutableBufferPointer { p in
      guard let pp = p.baseAddress else { return }
      P.boxBlurRows(pp, width: w, height: h, radius: r, scale: scale)
    }
    // Columns: one running sum per column, all columns advanced together row by row; each
    // column sees the same additions in the same order as walking it alone. One sweep per
    // row reads a sum, stores its average, then adds the row entering and subtracts the row
    // leaving the window.
    var sums = [P](repeating: .zero, count: w)
    plane.withUnsafeBufferPointer { p in
      sums.withUnsafeMutableBufferPointer { a in
        scratch.withUnsafeMutableBufferPointer { o in
          guard let pp = p.baseAddress, let ap = a.baseAddress, let op = o.baseAddress
          else { return }
          for y in 0...min(r, h - 1) {
            let src = pp + y * w
            for x in 0..<w { ap[x] += src[x] }
          }
          for y in 0..<h {
            let dst = op + y * w
            let add = y + r + 1
            let sub = y - r
            let entering = pp + (add < h ? add : 0) * w
            let leaving = pp + (sub >= 0 ? sub : 0) * w
            switch (add < h, sub >= 0) {
            case (true, true):
              for x in 0..<w {
                var sum = ap[x]
                dst[x] = sum * scale
                sum += entering[x]
                sum -= leaving[x]
                ap[x] = sum
              }
            case (true, false):
              for x in 0..<w {
                var sum = ap[x]
                dst[x] = sum * scale
                sum += entering[x]
                ap[x] = sum
              }
            case (false, true):
              for x in 0..<w {
                var sum = ap[x]
                dst[x] = sum * scale
                sum -= leaving[x]
                ap[x] = sum
              }
            case (false, false):
              for x in 0..<w { dst[x] = ap[x] * scale }
            }
          }
        }
      }
    }
    swap(&plane, &scratch)
  }
}

// MARK: - BlurSample

/// A value of a blur plane: one channel (`Float`), or the four channels of a pixel
/// (`SIMD4<Float>`), each lane then blurred with exactly the operations a plane of that
/// channel alone goes through.
protocol BlurSample {
  /// Zero in every lane.
  static var zero: Self { get }

  /// Adds `rhs` lane by lane.
  static func += (lhs: inout Self, rhs: Self)

  /// Subtracts `rhs` lane by lane.
  static func -= (lhs: inout Self, rhs: Self)

  /// Every lane times `rhs`.
  static func * (lhs: Self, rhs: Float) -> Self

  /// Whether a convolution sums each output in registers, tap after tap (a whole pixel per
  /// value), rather than adding each tap's products to a row in memory (where a vectorised
  /// loop runs four one-channel values at once).
  static var sumsInRegisters: Bool { get }

  /// Whether every lane holds the same bits as in `other`.
  func hasSameBits(as other: Self) -> Bool

  /// Replaces each row of the `width` × `height` plane with its running box average of
  /// radius `radius` (`scale` is 1 / (2·radius + 1)), zeros beyond the row's ends.
  static func boxBlurRows(
    _ plane: UnsafeMutablePointer<Self>, width w: Int, height h: Int, radius r: Int,
    scale: Float)
}

extension Float: BlurSample {
  static var sumsInRegisters: Bool { false }

  func hasSameBits(as other: Float) -> Bool { bitPattern == other.bitPattern }

  static func boxBlurRows(
    _ pp: UnsafeMutablePointer<Float>, width w: Int, height h: Int, radius r: Int,
    scale: Float
  ) {
    // A running sum along a row is a chain of dependent additions, so four rows run at
    // once, one per SIMD lane (each lane adds and subtracts exactly as a row alone does).
    // A row that repeats the one above is copied once that one is blurred.
    var lines = [Float](repeating: 0, count: 4 * w)
    lines.withUnsafeMutableBufferPointer { l in
      guard let lp = l.baseAddress else { return }
      let repeats = GaussianBlur.repeatedRows(pp, width: w, height: h)
      let distinct = (0..<h).filter { repeats[$0] == 0 }
      var k = 0
      while k < distinct.count {
        let n = min(4, distinct.count - k)
        // Missing lanes repeat the last row; their results are not stored.
        let rows = (0..<4).map { pp + distinct[k + min($0, n - 1)] * w }
        let (r0, r1, r2, r3) = (rows[0], rows[1], rows[2], rows[3])
        @inline(__always) func column(_ x: Int) -> SIMD4<Float> {
          SIMD4(r0[x], r1[x], r2[x], r3[x])
        }
        var acc = SIMD4<Float>(repeating: 0)
        for x in 0...min(r, w - 1) { acc += column(x) }
        for x in 0..<w {
          let v = acc * scale
          lp[x] = v[0]
          lp[w + x] = v[1]
          lp[2 * w + x] = v[2]
          lp[3 * w + x] = v[3]
          let add = x + r + 1
          let sub = x - r
          if add < w { acc += column(add) }
          if sub >= 0 { acc -= column(sub) }
        }
        for lane in 0..<n { rows[lane].update(from: lp + lane * w, count: w) }
        k += n
      }
      for y in 0..<h where repeats[y] > 0 {
        (pp + y * w).update(from: pp + (y - 1) * w, count: w)
      }
    }
  }
}

extension SIMD4: BlurSample where Scalar == Float {
  static var sumsInRegisters: Bool { true }

  func hasSameBits(as other: SIMD4<Float>) -> Bool {
    unsafeBitCast(self, to: SIMD4<UInt32>.self) == unsafeBitCast(other, to: SIMD4<UInt32>.self)
  }

  static func boxBlurRows(
    _ pp: UnsafeMutablePointer<SIMD4<Float>>, width w: Int, height h: Int, radius r: Int,
    scale: Float
  ) {
    // The four channels of a pixel are the four lanes of one running sum. A running sum is
    // a chain of dependent additions, so four rows run at once, each with its own sum (each
    // adds and subtracts exactly as a row alone does). A row that repeats the one above is
    // copied once that one is blurred.
    var lines = [SIMD4<Float>](repeating: .zero, count: 4 * w)
    lines.withUnsafeMutableBufferPointer { l in
      guard let l0 = l.baseAddress else { return }
      let (l1, l2, l3) = (l0 + w, l0 + 2 * w, l0 + 3 * w)
      let repeats = GaussianBlur.repeatedRows(pp, width: w, height: h)
      let distinct = (0..<h).filter { repeats[$0] == 0 }
      var k = 0
      while k < distinct.count {
        let n = Swift.min(4, distinct.count - k)
        // Missing rows repeat the last one; their results are not stored.
        let rows = (0..<4).map { pp + distinct[k + Swift.min($0, n - 1)] * w }
        let (r0, r1, r2, r3) = (rows[0], rows[1], rows[2], rows[3])
        var (a0, a1, a2, a3) = (
          SIMD4<Float>.zero, SIMD4<Float>.zero, SIMD4<Float>.zero, SIMD4<Float>.zero
        )
        for x in 0...Swift.min(r, w - 1) {
          a0 += r0[x]
          a1 += r1[x]
          a2 += r2[x]
          a3 += r3[x]
        }
        for x in 0..<w {
          l0[x] = a0 * scale
          l1[x] = a1 * scale
          l2[x] = a2 * scale
          l3[x] = a3 * scale
          let add = x + r + 1
          let sub = x - r
          if add < w {
            a0 += r0[add]
            a1 += r1[add]
            a2 += r2[add]
            a3 += r3[add]
          }
          if sub >= 0 {
            a0 -= r0[sub]
            a1 -= r1[sub]
            a2 -= r2[sub]
            a3 -= r3[sub]
          }
        }
        for lane in 0..<n { rows[lane].update(from: l0 + lane * w, count: w) }
        k += n
      }
      for y in 0..<h where repeats[y] > 0 {
        (pp + y * w).update(from: pp + (y - 1) * w, count: w)
      }
    }
  }
}
