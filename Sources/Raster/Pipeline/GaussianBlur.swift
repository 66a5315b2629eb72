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
  /// kernel up to `exactSigmaLimit`, three box passes per axis above it.
  static func blurPlane(_ plane: inout [Float], width w: Int, height h: Int, sigma: Double) {
    guard sigma > 0, sigma.isFinite, w > 0, h > 0 else { return }
    if sigma <= exactSigmaLimit {
      convolve(&plane, width: w, height: h, kernel: gaussianKernel(sigma: sigma))
    } else {
      for radius in boxRadii(sigma: sigma) {
        boxBlur(&plane, width: w, height: h, radius: radius)
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
  private static func convolve(
    _ plane: inout [Float], width w: Int, height h: Int,
    kernel: [Float]
  ) {
    let r = kernel.count / 2
    let taps = kernel.count
    var line = [Float](repeating: 0, count: w + 2 * r)
    var out = [Float](repeating: 0, count: w * h)
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
              row.update(repeating: 0, count: w)
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
              dst.update(repeating: 0, count: w)
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

  /// For every row, how many rows directly above it hold the same bits (0 for the first row
  /// and for a row that differs from the one above). Rows of a shadow's silhouette repeat
  /// wherever its sides are straight, and a repeated input row blurs to a repeated output row.
  private static func repeatedRows(_ plane: UnsafePointer<Float>, width w: Int, height h: Int)
    -> [Int]
  {
    var repeats = [Int](repeating: 0, count: h)
    let bytes = w * MemoryLayout<Float>.stride
    for y in 1..<max(h, 1) where memcmp(plane + (y - 1) * w, plane + y * w, bytes) == 0 {
      repeats[y] = repeats[y - 1] + 1
    }
    return repeats
  }

  /// The stretches of columns that differ from their left neighbour in some row, and, in
  /// increasing order, the columns that equal it bit for bit in every row.
  private static func distinctColumns(_ plane: UnsafePointer<Float>, width w: Int, height h: Int)
    -> (stretches: [Range<Int>], copies: [Int])
  {
    var stretches: [Range<Int>] = []
    var copies: [Int] = []
    var start = 0
    for x in 1..<max(w, 1) {
      var same = true
      for y in 0..<h where plane[y * w + x].bitPattern != plane[y * w + x - 1].bitPattern {
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

  private static func boxBlur(_ plane: inout [Float], width w: Int, height h: Int, radius r: Int) {
    guard r > 0 else { return }
    let scale = 1 / Float(2 * r + 1)
    // Rows: a running sum along each row is a chain of dependent additions, so four rows
    // run at once, one per SIMD lane (each lane adds and subtracts exactly as a row alone
    // does). A row that repeats the one above is copied once that one is blurred.
    var lines = [Float](repeating: 0, count: 4 * w)
    plane.withUnsafeMutableBufferPointer { p in
      lines.withUnsafeMutableBufferPointer { l in
        guard let pp = p.baseAddress, let lp = l.baseAddress else { return }
        let repeats = repeatedRows(pp, width: w, height: h)
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
    // Columns: one running sum per column, all columns advanced together row by row; each
    // column sees the same additions in the same order as walking it alone.
    var sums = [Float](repeating: 0, count: w)
    var out = [Float](repeating: 0, count: w * h)
    plane.withUnsafeBufferPointer { p in
      sums.withUnsafeMutableBufferPointer { a in
        out.withUnsafeMutableBufferPointer { o in
          guard let pp = p.baseAddress, let ap = a.baseAddress, let op = o.baseAddress
          else { return }
          for y in 0...min(r, h - 1) {
            let src = pp + y * w
            for x in 0..<w { ap[x] += src[x] }
          }
          for y in 0..<h {
            let dst = op + y * w
            for x in 0..<w { dst[x] = ap[x] * scale }
            let add = y + r + 1
            let sub = y - r
            if add < h {
              let src = pp + add * w
              for x in 0..<w { ap[x] += src[x] }
            }
            if sub >= 0 {
              let src = pp + sub * w
              for x in 0..<w { ap[x] -= src[x] }
            }
          }
        }
      }
    }
    plane = out
  }
}
