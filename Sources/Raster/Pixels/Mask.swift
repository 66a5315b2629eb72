// MARK: - Mask

/// An 8-bit coverage (alpha-only) buffer: 0 is outside, 255 fully inside.
///
/// Masks carry glyph coverage, clip coverage and shadow silhouettes. The origin says where the
/// mask's top-left pixel sits on the canvas, so a small mask can stand for a small area.
public struct Mask: Hashable, Sendable {
  /// Width in pixels; at least 1.
  public let width: Int
  /// Height in pixels; at least 1.
  public let height: Int
  /// Canvas position of the top-left pixel.
  public var originX: Int
  /// Canvas position of the top-left pixel.
  public var originY: Int
  /// Coverage bytes, `width` a row.
  public internal(set) var data: [UInt8]

  /// An empty (all-zero) mask; `nil` when `Pixmap.allowsSize` refuses the size.
  public init?(width: Int, height: Int, originX: Int = 0, originY: Int = 0) {
    guard Pixmap.allowsSize(width: width, height: height) else { return nil }
    self.width = width
    self.height = height
    self.originX = originX
    self.originY = originY
    self.data = [UInt8](repeating: 0, count: width * height)
  }

  /// Wraps coverage bytes; `nil` when the size is invalid or the count is wrong.
  public init?(width: Int, height: Int, originX: Int = 0, originY: Int = 0, data: [UInt8]) {
    guard var mask = Mask(width: width, height: height, originX: originX, originY: originY),
      data.count == width * height
    else { return nil }
    mask.data = data
    self = mask
  }

  /// Coverage at canvas position `(x, y)`; 0 outside the mask.
  public func coverage(x: Int, y: Int) -> UInt8 {
    let mx = x - originX
    let my = y - originY
    guard mx >= 0, my >= 0, mx < width, my < height else { return 0 }
    return data[my * width + mx]
  }

  /// Sets coverage at mask-local position `(x, y)`; does nothing outside.
  public mutating func setCoverage(_ value: UInt8, localX x: Int, localY y: Int) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    data[y * width + x] = value
  }
}
