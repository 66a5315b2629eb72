// MARK: - Pixmap

/// A premultiplied RGBA8 sRGB pixel buffer, rows top to bottom, 4 bytes a pixel, no padding.
///
/// The size is positive, at most `Pixmap.maxDimension` on each side and `Pixmap.maxPixelCount`
/// in all, so the byte count always fits in memory arithmetic and a buffer can be had even in
/// a 4 GB address space; invalid sizes are refused by the failable initialisers.
public struct Pixmap: Hashable, Sendable {
  /// The largest width or height a pixmap may have.
  public static let maxDimension = 1 << 15

  /// The most pixels a pixmap may have: 8192 × 8192, 256 MiB of pixels.
  ///
  /// Drawing one holds a few times that at its peak (coverage scratch of 8 bytes a pixel of
  /// the shape drawn, a layer of 4, a clip of 1), and encoding or decoding it about three
  /// times its size, all of which fits in a 4 GB address space with room to spare. Everything
  /// that writes or reads pixels (scenes, text, views, PNG files, masks) uses this limit.
  public static let maxPixelCount = 1 << 26

  /// Whether a pixmap, a mask or a scratch buffer may be `width` × `height` pixels.
  public static func allowsSize(width: Int, height: Int) -> Bool {
    brokenLimit(
      width: width, height: height, sideLimit: maxDimension,
      pixelLimit: maxPixelCount) == nil
  }

  /// Why a pixmap cannot be `width` × `height` pixels, naming the limit it breaks; `nil` when
  /// it can. A reader with lower limits of its own passes them, to word its refusals alike;
  /// limits above the pixmap's own do not raise them.
  public static func sizeProblem(
    width: Int, height: Int, maxDimension: Int = maxDimension,
    maxPixelCount: Int = maxPixelCount
  ) -> String? {
    let sideLimit = min(maxDimension, Self.maxDimension)
    let pixelLimit = min(maxPixelCount, Self.maxPixelCount)
    switch brokenLimit(
      width: width, height: height, sideLimit: sideLimit,
      pixelLimit: pixelLimit)
    {
    case nil:
      return nil
    case .area:
      return "\(width)x\(height) px has no pixels; both sides must be at least 1"
    case .side:
      return "\(width)x\(height) px is over the limit of \(sideLimit) px a side"
    case .pixelCount:
      let side = Int(Double(max(pixelLimit, 0)).squareRoot(), rounding: .down)
      let square = side * side == pixelLimit ? " (\(side)x\(side))" : ""
      return "\(width)x\(height) px is \(width * height) pixels, over the limit of "
        + "\(pixelLimit) pixels\(square)"
    }
  }

  /// The size limits, in the order they are checked.
  private enum Limit {
    case area, side, pixelCount
  }

  /// The first limit `width` × `height` breaks, or `nil`.
  private static func brokenLimit(width: Int, height: Int, sideLimit: Int, pixelLimit: Int)
    -> Limit?
  {
    guard width >= 1, height >= 1 else { return .area }
    guard width <= sideLimit, height <= sideLimit else { return .side }
    // Both sides are at most `maxDimension` (2^15) here, so the product cannot overflow.
    guard width * height <= pixelLimit else { return .pixelCount }
    return nil
  }

  /// Width in pixels; at least 1.
  public let width: Int
  /// Height in pixels; at least 1.
  public let height: Int
  /// Premultiplied RGBA bytes, `width * 4` bytes a row.
  public internal(set) var data: [UInt8]

  /// Bytes from the start of one row to the next.
  public var rowStride: Int { width * 4 }

  /// One transparent pixel: what stands in for pixels that could not be made, where a value
  /// is needed and the failure is reported otherwise.
  public static let transparentPixel = Pixmap(transparentPixel: ())

  private init(transparentPixel: Void) {
    width = 1
    height = 1
    data = [0, 0, 0, 0]
  }

  /// A transparent pixmap; `nil` when `Pixmap.allowsSize` refuses the size.
  public init?(width: Int, height: Int) {
    guard Pixmap.allowsSize(width: width, height: height) else { return nil }
    self.width = width
    self.height = height
    self.data = [UInt8](repeating: 0, count: width * height * 4)
  }

  /// A pixmap whose every pixel is `color`, written once (no zeroing first); `nil` when
  /// `Pixmap.allowsSize` refuses the size.
  public init?(width: Int, height: Int, filledWith color: ColorU8) {
    guard Pixmap.allowsSize(width: width, height: height) else { return nil }
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
    guard Pixmap.allowsSize(width: width, height: height),
      premultipliedData.count == width * height * 4
    else { return nil }
    var valid = true
    premultipliedData.withUnsafeBufferPointer { p in
      var i = 0
      while i < p.count {
        let a = p[i + 3]
        if p[i] > a || p[i + 1] > a || p[i + 2] > a {
          valid = false
          break
        }
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
    guard Pixmap.allowsSize(width: width, height: height),
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
          p[i] = 0
          p[i + 1] = 0
          p[i + 2] = 0
        } else if a != 255 {
          let a32 = UInt32(a)
          let half = a32 / 2
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
    data[i] = color.r
    data[i + 1] = color.g
    data[i + 2] = color.b
    data[i + 3] = color.a
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
    let x0 = max(x, 0)
    let y0 = max(y, 0)
    let x1 = min(x + w, width)
    let y1 = min(y + h, height)
    guard x1 > x0, y1 > y0, var out = Pixmap(width: x1 - x0, height: y1 - y0) else { return nil }
    for row in y0..<y1 {
      let src = (row * width + x0) * 4
      let dst = (row - y0) * out.width * 4
      out.data.replaceSubrange(dst..<dst + out.width * 4, with: data[src..<src + out.width * 4])
    }
    return out
  }
}
