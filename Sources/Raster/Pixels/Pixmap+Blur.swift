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
    let box = PixelBox(
      x0: max(box.x0, 0), y0: max(box.y0, 0), x1: min(box.x1, width),
      y1: min(box.y1, height))
    guard sigma > 0, sigma.isFinite, !box.isEmpty else { return box }
    let spread = Int(3 * sigma, rounding: .up, clampedTo: 0...Pixmap.maxDimension) + 1
    let out = PixelBox(
      x0: max(box.x0 - spread, 0), y0: max(box.y0 - spread, 0),
      x1: min(box.x1 + spread, width), y1: min(box.y1 + spread, height))
    let w = out.x1 - out.x0
    let h = out.y1 - out.y0
    let stride = width
    var red = [Float](repeating: 0, count: w * h)
    var (green, blue, alpha) = (red, red, red)
    data.withUnsafeBufferPointer { pixels in
      red.withUnsafeMutableBufferPointer { p0 in
        green.withUnsafeMutableBufferPointer { p1 in
          blue.withUnsafeMutableBufferPointer { p2 in
            alpha.withUnsafeMutableBufferPointer { p3 in
              for y in box.y0..<box.y1 {
                for x in box.x0..<box.x1 {
                  let i = (y - out.y0) * w + x - out.x0
                  let p = (y * stride + x) * 4
                  p0[i] = Float(pixels[p])
                  p1[i] = Float(pixels[p + 1])
                  p2[i] = Float(pixels[p + 2])
                  p3[i] = Float(pixels[p + 3])
                }
              }
            }
          }
        }
      }
    }
    GaussianBlur.blurPlane(&red, width: w, height: h, sigma: sigma)
    GaussianBlur.blurPlane(&green, width: w, height: h, sigma: sigma)
    GaussianBlur.blurPlane(&blue, width: w, height: h, sigma: sigma)
    GaussianBlur.blurPlane(&alpha, width: w, height: h, sigma: sigma)
    data.withUnsafeMutableBufferPointer { pixels in
      red.withUnsafeBufferPointer { p0 in
        green.withUnsafeBufferPointer { p1 in
          blue.withUnsafeBufferPointer { p2 in
            alpha.withUnsafeBufferPointer { p3 in
              for y in 0..<h {
                for x in 0..<w {
                  let i = y * w + x
                  // Each channel rounded as `Rounding.byte`, colours kept within alpha.
                  var b = Rounding.bytes(SIMD4(p0[i], p1[i], p2[i], p3[i]))
                  b = b.replacing(with: SIMD4(repeating: b[3]), where: b .> b[3])
                  let p = ((y + out.y0) * stride + x + out.x0) * 4
                  pixels[p] = UInt8(truncatingIfNeeded: b[0])
                  pixels[p + 1] = UInt8(truncatingIfNeeded: b[1])
                  pixels[p + 2] = UInt8(truncatingIfNeeded: b[2])
                  pixels[p + 3] = UInt8(truncatingIfNeeded: b[3])
                }
              }
            }
          }
        }
      }
    }
    return out
  }
}
