// MARK: - PackedPixels

/// A pixmap's premultiplied bytes read four at a time as `UInt32` (`r | g << 8 | b << 16 |
/// a << 24`), so comparing a pixel is one integer comparison.
///
/// Equal premultiplied pixels are equal straight pixels and the other way round: within one
/// alpha, un-premultiplying maps distinct values to distinct values, and alpha 0 has one value.
/// So equality can be decided on the stored bytes and straight colours are computed only for
/// pixels that differ.
struct PackedPixels {
  let base: UnsafeRawPointer
  let width: Int
  let height: Int

  /// The stored (premultiplied) pixel at `(x, y)`.
  @inline(__always)
  subscript(x: Int, y: Int) -> UInt32 {
    UInt32(littleEndian: base.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self))
  }

  /// The straight colour of a packed premultiplied pixel, rounded as `Pixmap.straightRGBA` does.
  @inline(__always)
  static func straight(_ p: UInt32) -> UInt32 {
    let a = p >> 24
    if a == 255 { return p }
    if a == 0 { return 0 }
    let half = a / 2
    let r = ((p & 0xFF) * 255 + half) / a
    let g = ((p >> 8 & 0xFF) * 255 + half) / a
    let b = ((p >> 16 & 0xFF) * 255 + half) / a
    return r | g << 8 | b << 16 | a << 24
  }

  /// The largest difference of any channel between two straight colours.
  @inline(__always)
  static func maxChannelDelta(_ p: UInt32, _ q: UInt32) -> Int {
    var largest: UInt32 = 0
    for shift in stride(from: UInt32(0), to: 32, by: 8) {
      let u = p >> shift & 0xFF
      let v = q >> shift & 0xFF
      largest = max(largest, u > v ? u - v : v - u)
    }
    return Int(largest)
  }
}
