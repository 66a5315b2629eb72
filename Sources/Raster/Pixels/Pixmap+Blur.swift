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
    // One plane of pixels, the four channels in the lanes of each value: every lane is
    // blurred exactly as a plane of that channel alone would be.
    var plane = [SIMD4<Float>](repeating: .zero, count: w * h)
    data.withUnsafeBufferPointer { pixels in
      plane.withUnsafeMutableBufferPointer { p in
        guard let src = pixels.baseAddress, let dst = p.baseAddress else { return }
        let source = UnsafeRawPointer(src)
        for y in box.y0..<box.y1 {
          let row = dst + (y - out.y0) * w - out.x0
          for x in box.x0..<box.x1 {
            let bytes = source.loadUnaligned(
              fromByteOffset: (y * stride + x) * 4, as: SIMD4<UInt8>.self)
            row[x] = SIMD4<Float>(bytes)
          }
        }
      }
    }
    GaussianBlur.blurPlane(&plane, width: w, height: h, sigma: sigma)
    data.withUnsafeMutableBufferPointer { pixels in
      plane.withUnsafeBufferPointer { p in
        guard let dst = pixels.baseAddress, let src = p.baseAddress else { return }
        let target = UnsafeMutableRawPointer(dst)
        for y in 0..<h {
          let row = src + y * w
          let pixelRow = target + ((y + out.y0) * stride + out.x0) * 4
          for x in 0..<w {
            pixelRow.storeBytes(
              of: Self.blurredPixel(row[x]), toByteOffset: x * 4, as: SIMD4<UInt8>.self)
          }
        }
      }
    }
    return out
  }

  /// The bytes of a blurred pixel: each channel rounded as `Rounding.byte` rounds it, then the
  /// colours kept within alpha.
  ///
  /// `Rounding.bytes` widens to `Double` and adds 2⁵²; here the same rounding happens in
  /// `Float`, adding 2²³: a channel clamped to 0…255 plus 2²³ lies in 2²³…2²⁴, where the
  /// spacing of `Float` is 1, so the sum is the channel rounded to the nearest integer, ties
  /// to even, as in `Double`. The integer sits in the low bits of the sum; taking the channel
  /// back off the integer is exact (the difference is at most ½ and a multiple of the
  /// channel's spacing), so a tie that went down is found and put up alike.
  @inline(__always)
  fileprivate static func blurredPixel(_ v: SIMD4<Float>) -> SIMD4<UInt8> {
    let magic = SIMD4<Float>(repeating: 0x1p23)
    let bottom = SIMD4<Float>(repeating: 0)
    let top = SIMD4<Float>(repeating: 255)
    let c = v.replacing(with: bottom, where: v .< bottom).replacing(with: top, where: v .> top)
    let shifted = c + magic
    let tie = (shifted - magic) - c .== SIMD4(repeating: -0.5)
    let rounded = unsafeBitCast(shifted, to: SIMD4<UInt32>.self) & 0xFF
    let b = rounded &+ SIMD4<UInt32>.zero.replacing(with: 1, where: tie)
    let alpha = SIMD4<UInt32>(repeating: b[3])
    return SIMD4<UInt8>(truncatingIfNeeded: b.replacing(with: alpha, where: b .> alpha))
  }
}
