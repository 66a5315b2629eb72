import Foundation

// MARK: - SpritePlacement

/// Where a sprite (a pixmap rendered once) is composited: its top-left corner on the canvas
/// and its scale, in device pixels. Axis-aligned: sprites move and resize, never rotate.
public struct SpritePlacement: Hashable, Sendable {
  /// The canvas position of the sprite's top-left corner.
  public var x: Double, y: Double
  /// Canvas pixels per sprite pixel, horizontally and vertically.
  public var scaleX: Double, scaleY: Double

  /// A placement from its corner and scale.
  public init(x: Double, y: Double, scaleX: Double = 1, scaleY: Double = 1) {
    self.x = x
    self.y = y
    self.scaleX = scaleX
    self.scaleY = scaleY
  }

  /// Whether the placement is finite with a positive scale, so something can be drawn.
  var isDrawable: Bool {
    x.isFinite && y.isFinite && scaleX.isFinite && scaleY.isFinite && scaleX > 0 && scaleY > 0
  }

  /// Whether sprite pixels land exactly on canvas pixels, so they are copied, not sampled.
  var isPixelAligned: Bool {
    scaleX == 1 && scaleY == 1 && x == x.rounded() && y == y.rounded()
  }

  /// The canvas pixels a sprite of `width` × `height` covers, clamped to the canvas.
  func box(width: Int, height: Int, canvasWidth: Int, canvasHeight: Int) -> PixelBox {
    func clamp(_ v: Double, _ limit: Int) -> Int {
      Int(v, rounding: .towardZero, clampedTo: 0...limit)
    }
    return PixelBox(
      x0: clamp(x.rounded(.down), canvasWidth), y0: clamp(y.rounded(.down), canvasHeight),
      x1: clamp((x + Double(width) * scaleX).rounded(.up), canvasWidth),
      y1: clamp((y + Double(height) * scaleY).rounded(.up), canvasHeight))
  }
}

// MARK: - Pixmap + Sprites

extension Pixmap {
  /// Composites `sprite` source-over at `placement` with `opacity`: pixel-aligned placements
  /// copy the sprite's pixels, others sample it bilinearly (transparent beyond its edges).
  /// A placement that is not finite or has no area, or an opacity that is not positive,
  /// draws nothing.
  public mutating func composite(
    _ sprite: Pixmap, at placement: SpritePlacement,
    opacity: Double = 1
  ) {
    compositeCrossfade(sprite, at: placement, sprite, at: placement, mix: 0, opacity: opacity)
  }

  /// Composites the crossfade of two sprites source-over with `opacity`: each pixel is
  /// `(1 − mix)·a + mix·b` of the premultiplied sprites at their placements, so content the
  /// two share stays as it is while the rest fades from `a` to `b`.
  public mutating func compositeCrossfade(
    _ a: Pixmap, at placementA: SpritePlacement,
    _ b: Pixmap, at placementB: SpritePlacement,
    mix: Double, opacity: Double = 1
  ) {
    let mix = mix.isFinite ? min(max(mix, 0), 1) : 0
    let opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 0
    let alpha = UInt8(opacity * 255, rounding: .toNearestOrAwayFromZero)
    guard alpha > 0 else { return }
    var layers: [(Pixmap, SpritePlacement, Float)] = []
    if mix < 1, placementA.isDrawable { layers.append((a, placementA, Float(1 - mix))) }
    if mix > 0, placementB.isDrawable { layers.append((b, placementB, Float(mix))) }
    guard !layers.isEmpty else { return }
    var box = PixelBox(x0: Int.max, y0: Int.max, x1: Int.min, y1: Int.min)
    for (sprite, placement, _) in layers {
      let own = placement.box(
        width: sprite.width, height: sprite.height, canvasWidth: width,
        canvasHeight: height)
      guard !own.isEmpty else { continue }
      box = PixelBox(
        x0: min(box.x0, own.x0), y0: min(box.y0, own.y0), x1: max(box.x1, own.x1),
        y1: max(box.y1, own.y1))
    }
    guard !box.isEmpty else { return }
    let count = box.x1 - box.x0
    if layers.count == 1, layers[0].1.isPixelAligned {
      blendAligned(layers[0].0, at: layers[0].1, box: box, alpha: alpha)
      return
    }
    if layers.count == 2, placementA == placementB, placementA.isPixelAligned,
      a.width == b.width, a.height == b.height
    {
      // Two sprites over the same pixels: mixed byte by byte.
      var mixed = a
      mixed.mix(with: b, weight: mix, in: PixelBox(x0: 0, y0: 0, x1: a.width, y1: a.height))
      blendAligned(mixed, at: placementA, box: box, alpha: alpha)
      return
    }
    var row = [Float](repeating: 0, count: count * 4)
    var bytes = [UInt8](repeating: 0, count: count * 4)
    let coverage = [UInt8](repeating: alpha, count: count)
    let samplers = layers.map { Sampler(sprite: $0.0, placement: $0.1, weight: $0.2, box: box) }
    let stride = rowStride
    for y in box.y0..<box.y1 {
      for i in row.indices { row[i] = 0 }
      for sampler in samplers { sampler.accumulate(row: y, into: &row) }
      for i in 0..<count {
        let alpha = Rounding.byte(row[i * 4 + 3])
        bytes[i * 4] = min(Rounding.byte(row[i * 4]), alpha)
        bytes[i * 4 + 1] = min(Rounding.byte(row[i * 4 + 1]), alpha)
        bytes[i * 4 + 2] = min(Rounding.byte(row[i * 4 + 2]), alpha)
        bytes[i * 4 + 3] = alpha
      }
      data.withUnsafeMutableBufferPointer { dst in
        bytes.withUnsafeBufferPointer { src in
          coverage.withUnsafeBufferPointer { cov in
            guard let d = dst.baseAddress, let s = src.baseAddress, let c = cov.baseAddress
            else { return }
            Blender.blendShaded(
              s, coverage: c, count: count, into: d + y * stride + box.x0 * 4,
              mode: .normal)
          }
        }
      }
    }
  }

  /// Replaces the pixels in `box` with `(1 − weight)·self + weight·other` (premultiplied, in
  /// 256ths), which keeps them valid; `other` must have this pixmap's size.
  public mutating func mix(with other: Pixmap, weight: Double, in box: PixelBox) {
    guard other.width == width, other.height == height else { return }
    let weight = weight.isFinite ? min(max(weight, 0), 1) : 0
    let w = UInt32(weight * 256, rounding: .toNearestOrAwayFromZero)
    let box = PixelBox(
      x0: max(box.x0, 0), y0: max(box.y0, 0), x1: min(box.x1, width),
      y1: min(box.y1, height))
    guard w > 0, !box.isEmpty else { return }
    let stride = rowStride
    // Sixteen bytes at a time in 16-bit lanes: 255·256 + 128 fits.
    let keep = SIMD16<UInt16>(repeating: UInt16(256 - w))
    let take = SIMD16<UInt16>(repeating: UInt16(w))
    data.withUnsafeMutableBytes { out in
      other.data.withUnsafeBytes { pb in
        guard let o = out.baseAddress, let p = pb.baseAddress else { return }
        for y in box.y0..<box.y1 {
          var i = y * stride + box.x0 * 4
          let end = y * stride + box.x1 * 4
          while i + 16 <= end {
            let x = SIMD16<UInt16>(
              truncatingIfNeeded:
                o.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
            let z = SIMD16<UInt16>(
              truncatingIfNeeded:
                p.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
            let mixed = (x &* keep &+ z &* take &+ 128) &>> 8
            o.storeBytes(
              of: SIMD16<UInt8>(truncatingIfNeeded: mixed), toByteOffset: i,
              as: SIMD16<UInt8>.self)
            i += 16
          }
          while i < end {
            let x = UInt32(o.load(fromByteOffset: i, as: UInt8.self))
            let z = UInt32(p.load(fromByteOffset: i, as: UInt8.self))
            o.storeBytes(
              of: UInt8((x * (256 - w) + z * w + 128) >> 8), toByteOffset: i,
              as: UInt8.self)
            i += 1
          }
        }
      }
    }
  }

  /// Whether every pixel is fully opaque, so compositing the pixmap over anything gives it.
  public var isOpaque: Bool {
    data.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return true }
      let alphas: UInt64 = 0xFF00_0000_FF00_0000
      var i = 0
      while i + 8 <= bytes.count {
        guard base.loadUnaligned(fromByteOffset: i, as: UInt64.self) & alphas == alphas else {
          return false
        }
        i += 8
      }
      while i < bytes.count {
        guard base.load(fromByteOffset: i + 3, as: UInt8.self) == 255 else { return false }
        i += 4
      }
      return true
    }
  }

  /// The smallest box holding every pixel that is not fully transparent; `nil` when none is.
  /// Each row is scanned from the left to its first such pixel and from the right to its
  /// last, two pixels at a time.
  public var drawnBox: PixelBox? {
    var box = PixelBox(x0: width, y0: height, x1: 0, y1: 0)
    let w = width
    let stride = rowStride
    let alphas: UInt64 = 0xFF00_0000_FF00_0000
    data.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      func alpha(_ row: UnsafeRawPointer, _ x: Int) -> Bool {
        row.load(fromByteOffset: x * 4 + 3, as: UInt8.self) != 0
      }
      for y in 0..<height {
        let row = base + y * stride
        var x = 0
        while x + 2 <= w, row.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self) & alphas == 0 {
          x += 2
        }
        while x < w, !alpha(row, x) { x += 1 }
        guard x < w else { continue }
        var last = w
        while last - 2 > x,
          row.loadUnaligned(fromByteOffset: (last - 2) * 4, as: UInt64.self) & alphas == 0
        {
          last -= 2
        }
        while !alpha(row, last - 1) { last -= 1 }
        box.x0 = min(box.x0, x)
        box.x1 = max(box.x1, last)
        box.y0 = min(box.y0, y)
        box.y1 = y + 1
      }
    }
    return box.isEmpty ? nil : box
  }

  /// The smallest box holding every pixel where this pixmap and `other` differ; `nil` when
  /// they are equal (or of different sizes).
  public func differingBox(from other: Pixmap) -> PixelBox? {
    guard other.width == width, other.height == height else { return nil }
    var box = PixelBox(x0: width, y0: height, x1: 0, y1: 0)
    let stride = rowStride
    let w = width
    data.withUnsafeBytes { a in
      other.data.withUnsafeBytes { b in
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return }
        for y in 0..<height where memcmp(pa + y * stride, pb + y * stride, stride) != 0 {
          box.y0 = min(box.y0, y)
          box.y1 = y + 1
          for x in 0..<w {
            let offset = y * stride + x * 4
            if pa.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
              != pb.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
            {
              box.x0 = min(box.x0, x)
              box.x1 = max(box.x1, x + 1)
            }
          }
        }
      }
    }
    return box.isEmpty ? nil : box
  }

  /// Blends a sprite whose pixels land on canvas pixels, row by row.
  private mutating func blendAligned(
    _ sprite: Pixmap, at placement: SpritePlacement,
    box: PixelBox, alpha: UInt8
  ) {
    let ox = Int(placement.x, rounding: .towardZero, clampedTo: Int(Int32.min)...Int(Int32.max))
    let oy = Int(placement.y, rounding: .towardZero, clampedTo: Int(Int32.min)...Int(Int32.max))
    let count = box.x1 - box.x0
    let coverage = [UInt8](repeating: alpha, count: count)
    let stride = rowStride
    let spriteStride = sprite.rowStride
    data.withUnsafeMutableBufferPointer { dst in
      sprite.data.withUnsafeBufferPointer { src in
        coverage.withUnsafeBufferPointer { cov in
          guard let d = dst.baseAddress, let s = src.baseAddress, let c = cov.baseAddress
          else { return }
          for y in box.y0..<box.y1 {
            Blender.blendShaded(
              s + (y - oy) * spriteStride + (box.x0 - ox) * 4, coverage: c,
              count: count, into: d + y * stride + box.x0 * 4, mode: .normal)
          }
        }
      }
    }
  }
}

// MARK: - Sampler

/// Bilinear sampling of one sprite over a canvas box, with the column taps worked out once.
private struct Sampler {
  let sprite: Pixmap
  let weight: Float
  let placement: SpritePlacement
  /// For each canvas column of the box: the sprite's left tap column and the right tap's weight.
  let columns: [(Int, Float)]

  init(sprite: Pixmap, placement: SpritePlacement, weight: Float, box: PixelBox) {
    self.sprite = sprite
    self.weight = weight
    self.placement = placement
    columns = (box.x0..<box.x1).map { x in
      let u = (Double(x) + 0.5 - placement.x) / placement.scaleX - 0.5
      let floor = u.rounded(.down)
      let column = Int(floor, rounding: .towardZero, clampedTo: -2...sprite.width + 1)
      return (column, Float(u - floor))
    }
  }

  /// Adds `weight` × the sprite sampled along canvas row `y` to `row` (premultiplied floats).
  func accumulate(row y: Int, into row: inout [Float]) {
    let v = (Double(y) + 0.5 - placement.y) / placement.scaleY - 0.5
    let floor = v.rounded(.down)
    let top = Int(floor, rounding: .towardZero, clampedTo: -2...sprite.height + 1)
    let fy = Float(v - floor)
    let w = sprite.width
    let h = sprite.height
    let stride = sprite.rowStride
    guard top + 1 >= 0, top < h else { return }
    sprite.data.withUnsafeBufferPointer { pixels in
      row.withUnsafeMutableBufferPointer { out in
        for (i, (left, fx)) in columns.enumerated() {
          guard left + 1 >= 0, left < w else { continue }
          var sum = SIMD4<Float>(repeating: 0)
          @inline(__always) func tap(_ xx: Int, _ yy: Int, _ weight: Float) {
            guard weight > 0, xx >= 0, xx < w, yy >= 0, yy < h else { return }
            let p = yy * stride + xx * 4
            sum +=
              SIMD4<Float>(
                Float(pixels[p]), Float(pixels[p + 1]), Float(pixels[p + 2]),
                Float(pixels[p + 3])) * weight
          }
          tap(left, top, (1 - fx) * (1 - fy))
          tap(left + 1, top, fx * (1 - fy))
          tap(left, top + 1, (1 - fx) * fy)
          tap(left + 1, top + 1, fx * fy)
          let o = i * 4
          out[o] += sum.x * weight
          out[o + 1] += sum.y * weight
          out[o + 2] += sum.z * weight
          out[o + 3] += sum.w * weight
        }
      }
    }
  }
}
