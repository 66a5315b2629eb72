import Foundation
import PNG
import Raster
import Testing

@Suite struct RoundTripTests {
  /// An image with the given number of distinct colours, some translucent.
  static func image(width: Int, height: Int, colors: Int, opaque: Bool, grey: Bool = false)
    -> Pixmap
  {
    var straight = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let k = (x * 7 + y * 13) % colors
        let i = (y * width + x) * 4
        let v = UInt8((k * 255) / max(colors - 1, 1))
        straight[i] = v
        straight[i + 1] = grey ? v : UInt8((k * 37) % 256)
        straight[i + 2] = grey ? v : UInt8((k * 91) % 256)
        straight[i + 3] = opaque ? 255 : (k % 3 == 0 ? 0 : UInt8(64 + k % 128))
      }
    }
    // Round-trip through premultiplication so the expected pixmap is exactly representable.
    return Pixmap(width: width, height: height, straightRGBA: straight) ?? Pixmap(
      width: 1, height: 1)!
  }

  @Test(arguments: [
    (2, true, false), (3, false, false), (16, true, false), (200, false, false),
    (5000, true, false), (5000, false, false), (256, true, true), (100, false, true),
  ])
  func encodedImagesDecodeToTheSamePixels(colors: Int, opaque: Bool, grey: Bool) throws {
    let original = Self.image(width: 61, height: 37, colors: colors, opaque: opaque, grey: grey)
    let data = try PNGEncoder.encode(original)
    let decoded = try PNGDecoder.decode(data, name: "memory")
    #expect(decoded == original)
  }

  @Test func encodingIsDeterministic() throws {
    let image = Self.image(width: 120, height: 80, colors: 5000, opaque: false)
    #expect(try PNGEncoder.encode(image) == PNGEncoder.encode(image))
  }

  @Test func fewColoursChooseAPalette() throws {
    let data = try PNGEncoder.encode(Self.image(width: 64, height: 64, colors: 4, opaque: true))
    // IHDR: bit depth at byte 24, colour type at byte 25.
    #expect(data[24] == 2 && data[25] == 3)
  }

  @Test func opaqueTruecolourUsesRGB() throws {
    let data = try PNGEncoder.encode(Self.image(width: 64, height: 64, colors: 5000, opaque: true))
    #expect(data[24] == 8 && data[25] == 2)
  }

  @Test func textChunksRoundTrip() throws {
    let image = Self.image(width: 8, height: 8, colors: 3, opaque: true)
    let text = [
      PNGTextEntry(key: "Software", value: "catalog"),
      PNGTextEntry(key: "Comment", value: "naïve – ünïcödé"),
    ]
    let data = try PNGEncoder.encode(image, text: text)
    let decoded = try PNGDecoder.decodeWithText(data, name: "memory")
    #expect(decoded.text == text)
    #expect(try PNGEncoder.encode(image, text: text) == data)
  }

  /// Found by the png-decoder fuzz target: a `tEXt` chunk with no separator decodes to a
  /// 256-byte keyword, which libpng silently truncated and rewrote on encode. A keyword PNG
  /// does not allow is now refused with the reason.
  @Test(arguments: [
    (String(repeating: "k", count: 80), "the text keyword is 80 bytes long; PNG allows 1 to 79"),
    ("", "the text keyword is 0 bytes long; PNG allows 1 to 79"),
    (
      "caf\u{E9}",
      #"the text keyword "café" has a character PNG does not allow in keywords "#
        + "(printable ASCII only)"
    ),
    (
      " lead",
      #"the text keyword " lead" has a leading, trailing or double space, which PNG "#
        + "does not allow"
    ),
    (
      "two  spaces",
      #"the text keyword "two  spaces" has a leading, trailing or double space, "#
        + "which PNG does not allow"
    ),
  ])
  func keywordsPNGDoesNotAllowAreRefused(keyword: String, reason: String) {
    let image = Self.image(width: 2, height: 2, colors: 2, opaque: true)
    #expect(throws: PNGError(file: "image", reason: .unwritable(reason))) {
      try PNGEncoder.encode(image, text: [PNGTextEntry(key: keyword, value: "x")])
    }
  }
}
