import Foundation
import PNG
import Raster
import TestSupport
import Testing

// MARK: - 16-bit samples

/// Every 16-bit sample decodes to the nearest 8-bit value, round(v × 255 / 65535), in every
/// colour type, plain and Adam7-interlaced: the edge values 0, 1, 127, 128, 32767, 32768, 65534
/// and 65535 in every channel, then pseudo-random ones.
///
/// The decoder gives premultiplied pixels; the expected ones are the exactly rounded straight
/// values premultiplied by the project's own rule (`Pixmap(straightRGBA:)`). Opaque images
/// check the straight colour values themselves, which premultiplying leaves alone.
@Suite struct SixteenBitDecodingTests {
  static let edges: [UInt16] = [0, 1, 127, 128, 32_767, 32_768, 65_534, 65_535]

  /// 17 × 13: every Adam7 pass is ragged at the right and bottom edges.
  static let width = 17, height = 13

  /// PNG colour types with their channel counts.
  enum ColorType: UInt8, CaseIterable, CustomTestStringConvertible {
    case grey = 0
    case rgb = 2
    case greyAlpha = 4
    case rgba = 6

    var channels: Int {
      switch self {
      case .grey: 1
      case .rgb: 3
      case .greyAlpha: 2
      case .rgba: 4
      }
    }

    var hasAlpha: Bool { self == .greyAlpha || self == .rgba }
    var testDescription: String { "\(self)" }
  }

  /// The samples of the test image: the first 64 pixels pair every edge value in the first
  /// channel with every edge value in the last (the alpha, where there is one), the middle
  /// channels take edge values too; the rest are pseudo-random. `opaque` sets every alpha to
  /// 65535.
  static func samples(_ type: ColorType, opaque: Bool) -> [UInt16] {
    var random = SplitMix64(seed: UInt64(type.rawValue) + (opaque ? 100 : 0))
    var out: [UInt16] = []
    for i in 0..<(width * height) {
      for c in 0..<type.channels {
        let isAlpha = type.hasAlpha && c == type.channels - 1
        if isAlpha && opaque {
          out.append(65_535)
        } else if i < 64 {
          let edge = c == 0 ? i / 8 : c == type.channels - 1 ? i % 8 : (i + c) % 8
          out.append(edges[edge])
        } else {
          out.append(UInt16(truncatingIfNeeded: random.next()))
        }
      }
    }
    return out
  }

  /// round(v × 255 / 65535), as the specification of the conversion reads.
  static func rounded(_ v: UInt16) -> UInt8 {
    UInt8((Double(v) * 255 / 65_535).rounded())
  }

  /// The straight RGBA bytes the samples should decode to.
  static func expectedRGBA(_ type: ColorType, _ samples: [UInt16]) -> [UInt8] {
    var out: [UInt8] = []
    for i in 0..<(width * height) {
      let pixel = samples[(i * type.channels)..<((i + 1) * type.channels)].map(rounded)
      let colour = type.channels >= 3 ? Array(pixel[0..<3]) : [pixel[0], pixel[0], pixel[0]]
      out += colour + [type.hasAlpha ? pixel[type.channels - 1] : 255]
    }
    return out
  }

  @Test(arguments: ColorType.allCases, [false, true])
  func samplesRoundToTheNearestByte(type: ColorType, interlaced: Bool) throws {
    // Opaque, premultiplying leaves the straight colour values to compare.
    for opaque in type.hasAlpha ? [false, true] : [true] {
      let samples = Self.samples(type, opaque: opaque)
      let png = SixteenBitPNG.encode(
        width: Self.width, height: Self.height,
        colorType: type.rawValue, samples: samples,
        interlaced: interlaced)
      let decoded = try PNGDecoder.decode(png, name: "\(type)-16.png")
      let expected = try #require(
        Pixmap(
          width: Self.width, height: Self.height,
          straightRGBA: Self.expectedRGBA(type, samples)))
      expectSamePixels(decoded, expected)
    }
  }

  /// The samples pypng reads from a PNG file, flat, as text.
  static func pypngSamples(_ url: URL) throws -> String {
    let python = """
      import sys, png
      print(' '.join(map(str, png.Reader(filename=sys.argv[1]).read_flat()[2])))
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", python, url.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test(arguments: ColorType.allCases, [false, true])
  func theTestEncoderWritesWhatPypngReads(type: ColorType, interlaced: Bool) throws {
    let samples = Self.samples(type, opaque: false)
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("catalog-16-bit-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: url) }
    try SixteenBitPNG.encode(
      width: Self.width, height: Self.height, colorType: type.rawValue,
      samples: samples, interlaced: interlaced
    ).write(to: url)
    #expect(try Self.pypngSamples(url) == samples.map(String.init).joined(separator: " "))
  }
}

// MARK: - SixteenBitPNG

/// Writes 16-bit PNGs with stored (uncompressed) deflate blocks and no filtering, plain or
/// Adam7-interlaced: enough to hand the decoder any sample values at all.
enum SixteenBitPNG {
  static func encode(
    width: Int, height: Int, colorType: UInt8, samples: [UInt16],
    interlaced: Bool
  ) -> Data {
    let channels = [0: 1, 2: 3, 4: 2, 6: 4][Int(colorType)] ?? 1
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
      let start = (y * width + x) * channels
      return samples[start..<(start + channels)].flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }
    // Adam7's passes: first column and row, then the steps between them.
    let passes =
      interlaced
      ? [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
        (0, 1, 1, 2),
      ]
      : [(0, 0, 1, 1)]
    var raw: [UInt8] = []
    for (x0, y0, dx, dy) in passes where x0 < width && y0 < height {
      for y in stride(from: y0, to: height, by: dy) {
        raw.append(0)
        for x in stride(from: x0, to: width, by: dx) { raw += pixel(x, y) }
      }
    }
    let header =
      be(UInt32(width)) + be(UInt32(height))
      + [16, colorType, 0, 0, interlaced ? 1 : 0]
    return Data(
      [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", header)
        + chunk("IDAT", zlibStored(raw)) + chunk("IEND", []))
  }

  private static func be(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }

  private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + body
    return be(UInt32(body.count)) + typed + be(BadInputTests.crc32(typed))
  }

  /// A zlib stream of stored deflate blocks.
  private static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let count = min(65_535, bytes.count - start)
      let isLast = start + count == bytes.count
      let length = UInt16(count)
      out += [
        isLast ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8),
        UInt8(~length & 0xFF), UInt8(~length >> 8),
      ]
      out += bytes[start..<(start + count)]
      start += count
    } while start < bytes.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return out + be(b << 16 | a)
  }
}

// MARK: - SplitMix64

/// A small deterministic generator, so the pseudo-random samples are the same on every run.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
