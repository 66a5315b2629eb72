// MARK: - Pixmap + Blur

/// A box of pixels, `x0..<x1` × `y0..<y1`.
public struct PixelBox: Hashable, Sendable {
  public var x0: Int, y0: Int, x1: Int, y1: Int

  /// A box from its edges.
  public init(x0: Int, y0: Int, x1: Int, y1: Int) {
    self.x0 = x0
    self.y0 = y0
    self.x1 = x1
    self.y1 = y1
  }

  /// Whether the box holds no pixel.
  public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
}

extension Pixmap {
  /// Blurs the pixels in `box` with a Gaussian of `sigma` pixels, as a layer's
  /// `blur(radius:)` does: everything outside `box` counts as transparent, and the blur
  /// spreads up to 3·sigma beyond it, within the pixmap. Returns the box the blurred pixels
  /// cover. All four premultiplied channels get the same kernel, so colours stay valid.
  ///
  /// The cost does not grow with sigma past `GaussianBlur.exactSigmaLimit` (box passes), and
  /// the spread is cut at the pixmap's edges, so an absurd sigma costs what a large one does.
  @discardableResult
  public mutating func blur(sigma: Double, in box: PixelBox) -> PixelBox {
    let box = PixelBox(x0: max(box.x0, 0), y0: max(box.y0, 0), x1: min(box.x1, width),
                       y1: min(box.y1, height))
    guard sigma > 0, sigma.isFinite, !box.isEmpty else { return box }
    let spread = Int(3 * sigma, rounding: .up, clampedTo: 0...Pixmap.maxDimension) + 1
    let out = PixelBox(x0: max(box.x0 - spread, 0), y0: max(box.y0 - spread, 0),
                       x1: min(box.x1 + spread, width), y1: min(box.y1 + spread, height))
    let w = out.x1 - out.x0, h = out.y1 - out.y0, stride = width
    var planes = [[Float]](repeating: [Float](repeating: 0, count: w * h), count: 4)
    data.withUnsafeBufferPointer { pixels in
      for channel in 0..<4 {
        planes[channel].withUnsafeMutableBufferPointer { plane in
          for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 {
              plane[(y - out.y0) * w + x - out.x0] = Float(pixels[(y * stride + x) * 4 + channel])
            }
          }
        }
      }
    }
    for channel in 0..<4 {
      GaussianBlur.blurPlane(&planes[channel], width: w, height: h, sigma: sigma)
    }
    data.withUnsafeMutableBufferPointer { pixels in
      for y in 0..<h {
        for x in 0..<w {
          let i = y * w + x
          let alpha = Rounding.byte(planes[3][i])
          let p = ((y + out.y0) * stride + x + out.x0) * 4
          pixels[p] = min(Rounding.byte(planes[0][i]), alpha)
          pixels[p + 1] = min(Rounding.byte(planes[1][i]), alpha)
          pixels[p + 2] = min(Rounding.byte(planes[2][i]), alpha)
          pixels[p + 3] = alpha
        }
      }
    }
    return out
  }
}
