// MARK: - Backdrop blur

extension Painter {
  /// The largest sigma, in device pixels, a backdrop blur uses; a larger one is lowered to it,
  /// so the pixels read around the path stay within a bounded margin.
  public static let largestBackdropSigma = 128.0

  /// Replaces the pixels under `path` with a Gaussian blur (standard deviation `sigma` device
  /// pixels) of the pixels drawn so far into the innermost layer, as a backdrop filter does.
  ///
  /// The blur reads up to 3·sigma pixels around the path's box; outside the canvas it repeats
  /// the edge pixels, so a backdrop at the canvas edge does not darken. Each premultiplied
  /// channel is blurred on its own by `GaussianBlur`, in a fixed order, so the result does not
  /// depend on threads. The path's anti-aliased coverage (times the clip) mixes the blurred
  /// pixels with the ones below. A non-positive or non-finite sigma changes nothing. The
  /// buffers it needs (a byte a channel over the box grown by the margin) count against
  /// `layerAndClipByteLimit` like a layer: past it, nothing is blurred.
  public mutating func drawBackdropBlur(
    _ path: Path, sigma: Double, rule: FillRule = .nonZero,
    transform: Transform = .identity
  ) {
    guard sigma > 0, sigma.isFinite, !hidesEverything, transform.isInvertible,
      let cover = coverageMask(of: path, rule: rule, transform: transform)
    else { return }
    let sigma = min(sigma, Painter.largestBackdropSigma)
    let pad = Int(3 * sigma, rounding: .up, clampedTo: 0...Pixmap.maxDimension) + 1
    let regionWidth = cover.width + 2 * pad
    let regionHeight = cover.height + 2 * pad
    let cost = 4 * regionWidth * regionHeight
    guard heldBytes + cost <= Painter.layerAndClipByteLimit,
      Pixmap.allowsSize(width: regionWidth, height: regionHeight)
    else { return }
    let regionX = cover.originX - pad
    let regionY = cover.originY - pad
    var target = targets.removeLast()
    defer { targets.append(target) }
    var blurred = [UInt8](repeating: 0, count: cover.width * cover.height * 4)
    for channel in 0..<4 {
      guard
        var plane = Mask(
          width: regionWidth, height: regionHeight, originX: regionX,
          originY: regionY)
      else { return }
      let w = width
      let h = height
      target.data.withUnsafeBufferPointer { src in
        plane.data.withUnsafeMutableBufferPointer { dst in
          for y in 0..<regionHeight {
            let sy = min(max(regionY + y, 0), h - 1)
            for x in 0..<regionWidth {
              let sx = min(max(regionX + x, 0), w - 1)
              dst[y * regionWidth + x] = src[(sy * w + sx) * 4 + channel]
            }
          }
        }
      }
      let result = GaussianBlur.blur(plane, sigma: sigma)
      for y in 0..<cover.height {
        for x in 0..<cover.width {
          blurred[(y * cover.width + x) * 4 + channel] =
            result.coverage(x: cover.originX + x, y: cover.originY + y)
        }
      }
    }
    let clip = clipMask
    let w = width
    target.data.withUnsafeMutableBufferPointer { dst in
      for y in 0..<cover.height {
        for x in 0..<cover.width {
          let canvasIndex = (cover.originY + y) * w + cover.originX + x
          var coverage = cover.data[y * cover.width + x]
          if let clip { coverage = mul255(coverage, clip[canvasIndex]) }
          guard coverage > 0 else { continue }
          let b = (y * cover.width + x) * 4
          // Channels blurred apart can round a colour a step above alpha; clamp it back so
          // the pixel stays valid premultiplied.
          let alpha = blurred[b + 3]
          for c in 0..<4 {
            let value = c == 3 ? alpha : min(blurred[b + c], alpha)
            let p = canvasIndex * 4 + c
            dst[p] = mix(value, dst[p], coverage)
          }
        }
      }
    }
    markDrawn(
      x0: cover.originX, y0: cover.originY, x1: cover.originX + cover.width,
      y1: cover.originY + cover.height, keepsValid: true)
  }
}

/// `a·t + b·(1 − t)` on bytes, rounded to nearest.
private func mix(_ a: UInt8, _ b: UInt8, _ t: UInt8) -> UInt8 {
  let sum = Int(a) * Int(t) + Int(b) * (255 - Int(t))
  return UInt8((sum + 127) / 255)
}
