// MARK: - Pixmap + Halving

extension Pixmap {
  /// The image at half the width and height (rounded up), each pixel the rounded mean of the
  /// 2×2 premultiplied pixels it covers (an edge row or column of an odd size counts twice):
  /// the next level of a mipmap chain, so an image drawn much smaller than it is is averaged
  /// rather than sampled at a few points. `nil` for a 1×1 image.
  public func halved() -> Pixmap? {
    guard width > 1 || height > 1 else { return nil }
    let w = (width + 1) / 2
    let h = (height + 1) / 2
    var out = [UInt8](repeating: 0, count: w * h * 4)
    for y in 0..<h {
      let y0 = min(2 * y, height - 1)
      let y1 = min(2 * y + 1, height - 1)
      for x in 0..<w {
        let x0 = min(2 * x, width - 1)
        let x1 = min(2 * x + 1, width - 1)
        for c in 0..<4 {
          let sum =
            Int(data[(y0 * width + x0) * 4 + c]) + Int(data[(y0 * width + x1) * 4 + c])
            + Int(data[(y1 * width + x0) * 4 + c]) + Int(data[(y1 * width + x1) * 4 + c])
          // Rounding each channel alike keeps colour at most alpha (premultiplied stays valid).
          out[(y * w + x) * 4 + c] = UInt8((sum + 2) / 4)
        }
      }
    }
    return Pixmap(width: w, height: h, premultipliedData: out)
  }
}
