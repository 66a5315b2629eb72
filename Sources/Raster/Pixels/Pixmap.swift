// MARK: - Pixmap

/// A premultiplied RGBA8 sRGB pixel buffer, rows top to bottom, 4 bytes a pixel, no padding.
///
/// The size is positive and bounded by `Pixmap.maxDimension` on each side, so the byte count
/// always fits in memory arithmetic; invalid sizes are refused by the failable initialiser.
public struct Pixmap: Hashable, Sendable {
  /// The largest width or height a pixmap may have.
  public static let maxDimension = 1 << 15

  /// Width in pixels; at least 1.
  public let width: Int
  /// Height in pixels; at least 1.
  public let height: Int
  /// Premultiplied RGBA bytes, `width * 4` bytes a row.
  public internal(set) var data: [UInt8]

  /// Bytes from the start of one row to the next.
  public var rowStride: Int { width * 4 }

  /// A transparent pixmap; `nil` when a side is not in `1...maxDimension`.
  public init?(width: Int, height: Int) {
    guard (1...Pixmap.maxDimension).contains(width), (1...Pixmap.maxDimension).contains(height)
    else { return nil }
    self.width = width
    self.height = height
    self.data = [UInt8](repeating: 0, count: width * height * 4)
  }

  /// A pixmap whose every pixel is `color`, written once (no zeroing first); `nil` when a side
  /// is not in `1...maxDimension`.
  public init?(width: Int, height: Int, filledWith color: ColorU8) {
    guard (1...Pixmap.maxDimension).contains(width), (1...Pixmap.maxDimension).contains(height)
    else { return nil }
    self.width = width
    self.height = height
    let word = color.premultiplied.word
    self.data = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
      Pixmap.store(word, into: UnsafeMutableRawBufferPointer(buffer))
      count = width * height * 4
    }
  }

  /// Wraps premultiplied bytes; `nil` when the size is invalid, the count is wrong, or a colour
  /// component exceeds its alpha.
  public init?(width: Int, height: Int, premultipliedData: [UInt8]) {
    guard (1...Pixmap.maxDimension).contains(width), (1...Pixmap.maxDimension).contains(height),
      premultipliedData.count == width * height * 4
    else { return nil }
    var valid = true
    premultipliedData.withUnsafeBufferPointer { p in
      var i = 0
      while i < p.count {
        let a = p[i + 3]
        if p[i] > a || p[i + 1] > a || p[i + 2] > a { valid = false; break }
        i += 4
      }
    }
    guard valid else { return nil }
    self.width = width
    self.height = height
    self.data = premultipliedData
  }

  /// Converts straight RGBA bytes (as PNG stores them) to a pixmap; `nil` on a wrong size.
  public init?(width: Int, height: Int, straightRGBA: [UInt8]) {
    guard (1...Pixmap.maxDimension).contains(width), (1...Pixmap.maxDimension).contains(height),
      straightRGBA.count == width * height * 4
    else { return nil }
    self.width = width
    self.height = height
    let count = width * height
    self.data = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
      straightRGBA.withUnsafeBytes { src in
        guard let s = src.baseAddress, let d = UnsafeMutableRawPointer(buffer.baseAddress)
        else { return }
        for i in 0..<count {
          let word = s.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
          let a = word >> 24
          // Opaque pixels are already premultiplied; others scale their colour by alpha,
          // which leaves alpha itself unchanged (255·a/255 = a) and clears transparent ones.
          let out = a == 255 ? word : Blender.scaleBytes(word | 0xFF00_0000, by: a)
          d.storeBytes(of: out, toByteOffset: i &* 4, as: UInt32.self)
        }
      }
      initialized = count * 4
    }
  }

  /// The pixels as straight (non-premultiplied) RGBA bytes, as PNG stores them.
  public var straightRGBA: [UInt8] {
    var out = data
    out.withUnsafeMutableBufferPointer { p in
      var i = 0
      while i < p.count {
        let a = p[i + 3]
        if a == 0 {
          p[i] = 0; p[i + 1] = 0; p[i + 2] = 0
        } else if a != 255 {
          let a32 = UInt32(a), half = a32 / 2
          p[i] = UInt8((UInt32(p[i]) * 255 + half) / a32)
          p[i + 1] = UInt8((UInt32(p[i + 1]) * 255 + half) / a32)
          p[i + 2] = UInt8((UInt32(p[i + 2]) * 255 + half) / a32)
        }
        i += 4
      }
    }
    return out
  }

  /// The pixel at `(x, y)`; `nil` outside the buffer.
  public func pixel(x: Int, y: Int) -> PremultipliedColorU8? {
    guard x >= 0, y >= 0, x < width, y < height else { return nil }
    let i = (y * width + x) * 4
    return PremultipliedColorU8(r: data[i], g: data[i + 1], b: data[i + 2], a: data[i + 3])
  }

  /// Sets the pixel at `(x, y)`; does nothing outside the buffer.
  public mutating func setPixel(x: Int, y: Int, to color: PremultipliedColorU8) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    let i = (y * width + x) * 4
    data[i] = color.r; data[i + 1] = color.g; data[i + 2] = color.b; data[i + 3] = color.a
  }

  /// Fills every pixel with `color`.
  public mutating func fill(_ color: ColorU8) {
    let word = color.premultiplied.word
    data.withUnsafeMutableBytes { Pixmap.store(word, into: $0) }
  }

  /// Writes `word` (one pixel, memory order R G B A) into every 4 bytes of `bytes`.
  @inline(__always)
  static func store(_ word: UInt32, into bytes: UnsafeMutableRawBufferPointer) {
    let n = bytes.count / 4
    guard let base = bytes.baseAddress else { return }
    for i in 0..<n { base.storeBytes(of: word, toByteOffset: i * 4, as: UInt32.self) }
  }

  /// Sets every pixel to transparent black.
  public mutating func clear() {
    data.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
  }

  /// A copy of the pixels inside `x, y, width, height`, clipped to the buffer; `nil` when empty.
  public func cropped(x: Int, y: Int, width w: Int, height h: Int) -> Pixmap? {
    let x0 = max(x, 0), y0 = max(y, 0)
    let x1 = min(x + w, width), y1 = min(y + h, height)
    guard x1 > x0, y1 > y0, var out = Pixmap(width: x1 - x0, height: y1 - y0) else { return nil }
    for row in y0..<y1 {
      let src = (row * width + x0) * 4
      let dst = (row - y0) * out.width * 4
      out.data.replaceSubrange(dst..<dst + out.width * 4, with: data[src..<src + out.width * 4])
    }
    return out
  }
}
