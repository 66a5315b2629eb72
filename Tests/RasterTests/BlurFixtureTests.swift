import Raster
import Testing

// MARK: - BlurFixtureTests

/// Blurs of crafted pixmaps and masks give exactly the bytes recorded from the reference
/// implementation (an FNV-1a hash of every byte of the result), so a faster blur cannot drift
/// by even one byte.
@Suite struct BlurFixtureTests {
  /// A pixmap with the shapes blurs meet: transparent margins, straight-sided runs of repeated
  /// rows and columns, a gradient, and noise, all valid premultiplied pixels.
  static func craftedPixmap(width: Int, height: Int) -> Pixmap? {
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    var seed: UInt32 = 0x9E37_79B9
    for y in 0..<height {
      for x in 0..<width {
        seed = seed &* 1_664_525 &+ 1_013_904_223
        let noise = UInt8(truncatingIfNeeded: seed >> 24)
        var pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)
        if x >= 6, x < width - 9, y >= 5, y < height / 2 {
          // A card: one colour, so its rows and columns repeat.
          pixel = (40, 120, 200, 230)
        } else if y >= height / 2 + 3, y < height - 4, x >= 3, x < width / 2 {
          // A horizontal gradient: rows repeat, columns differ.
          let a = UInt8(truncatingIfNeeded: 255 * (x - 3) / max(width / 2 - 3, 1))
          pixel = (a / 3, a / 2, a, a)
        } else if y >= height / 2 + 3, x >= width / 2 + 2, x < width - 2 {
          // Noise, premultiplied.
          let a = noise
          pixel = (a / 4 + a / 2, a / 2, a / 5, a)
        }
        let i = (y * width + x) * 4
        bytes[i] = pixel.r
        bytes[i + 1] = pixel.g
        bytes[i + 2] = pixel.b
        bytes[i + 3] = pixel.a
      }
    }
    return Pixmap(width: width, height: height, premultipliedData: bytes)
  }

  /// FNV-1a over `bytes`.
  static func hash(_ bytes: [UInt8]) -> UInt64 {
    var h: UInt64 = 0xCBF2_9CE4_8422_2325
    for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01B3 }
    return h
  }

  /// The hash of a 61×47 crafted pixmap blurred with `sigma` in `box`, with the box returned.
  static func blurred(sigma: Double, box: PixelBox) -> String {
    guard var pixmap = craftedPixmap(width: 61, height: 47) else { return "no pixmap" }
    let out = pixmap.blur(sigma: sigma, in: box)
    return "\(out.x0) \(out.y0) \(out.x1) \(out.y1) \(String(hash(pixmap.data), radix: 16))"
  }

  @Test(arguments: [
    (0.4, "0 0 61 47 fdb3c579447720a8"),
    (1.5, "0 0 61 47 af6c608e36363886"),
    (3.0, "0 0 61 47 e88a1ac753961bae"),
    (8.0, "0 0 61 47 4592cb23fdf088a9"),
    (8.5, "0 0 61 47 9df4c6211c42c73c"),
    (20.0, "0 0 61 47 c4901e2050cbf42a"),
    (1e9, "0 0 61 47 29fdc696aa72d395"),
  ])
  func aWholePixmapBlursToTheRecordedBytes(sigma: Double, expected: String) {
    #expect(Self.blurred(sigma: sigma, box: PixelBox(x0: 0, y0: 0, x1: 61, y1: 47)) == expected)
  }

  @Test(arguments: [
    (2.0, PixelBox(x0: 10, y0: 8, x1: 30, y1: 20), "3 1 37 27 48736deb10aee32d"),
    (2.0, PixelBox(x0: -5, y0: 40, x1: 70, y1: 90), "0 33 61 47 bc23f2da3d8dbda7"),
    (11.0, PixelBox(x0: 20, y0: 3, x1: 50, y1: 44), "0 0 61 47 15b905734cf532b4"),
    (0.7, PixelBox(x0: 59, y0: 0, x1: 61, y1: 1), "55 0 61 5 36aef1352baefee1"),
  ])
  func aBoxBlursToTheRecordedBytes(sigma: Double, box: PixelBox, expected: String) {
    #expect(Self.blurred(sigma: sigma, box: box) == expected)
  }

  @Test(arguments: [
    (0.8, "1 -7 45 37 1773cc717d4087aa"),
    (4.0, "-8 -16 63 55 fc5e866544d1c470"),
    (9.0, "-23 -31 93 85 da3e3875538f5b16"),
    (30.0, "-86 -94 219 211 3123f589c6184e8c"),
  ])
  func aMaskBlursToTheRecordedBytes(sigma: Double, expected: String) throws {
    let pixmap = try #require(Self.craftedPixmap(width: 37, height: 29))
    let alpha = stride(from: 3, to: pixmap.data.count, by: 4).map { pixmap.data[$0] }
    let mask = try #require(
      Mask(width: 37, height: 29, originX: 5, originY: -3, data: alpha))
    let out = GaussianBlur.blur(mask, sigma: sigma)
    #expect(
      "\(out.originX) \(out.originY) \(out.width) \(out.height) "
        + String(Self.hash(out.data), radix: 16) == expected)
  }

  /// A 160×120 pixmap of noise over smooth ramps: with this many fractional sums, a blur that
  /// rounds a single addition differently moves some byte.
  static func noisyPixmap() -> Pixmap? {
    let (width, height) = (160, 120)
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    var seed: UInt32 = 0x1234_5678
    for y in 0..<height {
      for x in 0..<width {
        seed = seed &* 1_664_525 &+ 1_013_904_223
        let a = UInt8(truncatingIfNeeded: (x * 3 + y * 2 + Int(seed >> 27)) % 256)
        let i = (y * width + x) * 4
        bytes[i] = UInt8(truncatingIfNeeded: Int(a) * Int(seed >> 24 & 0xFF) / 255)
        bytes[i + 1] = a / 3
        bytes[i + 2] = UInt8(truncatingIfNeeded: Int(a) * (x % 7) / 6)
        bytes[i + 3] = a
      }
    }
    return Pixmap(width: width, height: height, premultipliedData: bytes)
  }

  @Test(arguments: [
    (2.5, "1cb4a400b07303f9"),
    (5.5, "d0a712a25b3e4777"),
    (13.0, "72baa5405597bd0f"),
    (27.0, "2ecf99f21fe2e6fa"),
  ])
  func noiseBlursToTheRecordedBytes(sigma: Double, expected: String) throws {
    var pixmap = try #require(Self.noisyPixmap())
    pixmap.blur(sigma: sigma, in: PixelBox(x0: 12, y0: 9, x1: 150, y1: 111))
    #expect(String(Self.hash(pixmap.data), radix: 16) == expected)
  }
}
