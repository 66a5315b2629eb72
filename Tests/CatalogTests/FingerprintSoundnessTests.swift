import Catalog
import Foundation
import PNG
import Raster
import TestSupport
import Testing

// MARK: - FingerprintSoundnessTests

/// The fingerprint lets `verify` pass a reference without decoding it, so no change to a
/// reference's bytes, and no change to a rendering's pixels, may keep it vouching.
@MainActor @Suite struct FingerprintSoundnessTests {
  /// A 48×38 image of three colours: `PNGEncoder` writes it as a palette PNG.
  private static func paletteImage() throws -> Pixmap {
    var pixmap = try #require(Pixmap(width: 48, height: 38))
    for y in 0..<38 {
      for x in 0..<48 {
        let color =
          (x / 8 + y / 8) % 3 == 0
          ? PremultipliedColorU8(r: 200, g: 30, b: 30, a: 255)
          : (x + y) % 2 == 0
            ? PremultipliedColorU8(r: 0, g: 0, b: 0, a: 0)
            : PremultipliedColorU8(r: 20, g: 40, b: 160, a: 255)
        pixmap.setPixel(x: x, y: y, to: color)
      }
    }
    return pixmap
  }

  /// A 299×71 image (an odd number of pixels) of many colours: a truecolour PNG.
  private static func truecolourImage() throws -> Pixmap {
    var pixmap = try #require(Pixmap(width: 299, height: 71))
    for y in 0..<71 {
      for x in 0..<299 {
        let a = UInt8((x * 7 + y * 3) % 256)
        pixmap.setPixel(
          x: x, y: y,
          to: PremultipliedColorU8(
            r: UInt8(Int(a) * ((x * 13) % 256) / 255), g: UInt8(Int(a) * ((y * 29) % 256) / 255),
            b: a / 2, a: a))
      }
    }
    return pixmap
  }

  private func reference(of pixmap: Pixmap) throws -> Data {
    SnapshotFingerprint.adding(
      SnapshotFingerprint.Pixels(pixmap), to: try PNGEncoder.encode(pixmap))
  }

  @Test(arguments: ["palette", "truecolour"])
  func noSingleBitFlipOfAReferenceKeepsItsFingerprintValid(kind: String) throws {
    let pixmap = kind == "palette" ? try Self.paletteImage() : try Self.truecolourImage()
    let bytes = try reference(of: pixmap)
    let pixels = SnapshotFingerprint.Pixels(pixmap)
    #expect(SnapshotFingerprint.proves(bytes, holds: pixels))
    let chunks = try #require(PNGChunks.chunks(of: bytes))
    #expect(chunks.map(\.type).first == "IHDR")
    #expect(chunks.contains { $0.type == "PLTE" } == (kind == "palette"))
    var proven = 0
    var flipped = bytes
    for offset in 0..<bytes.count {
      for bit in 0..<8 {
        flipped[offset] ^= 1 << bit
        if SnapshotFingerprint.proves(flipped, holds: pixels) { proven += 1 }
        flipped[offset] ^= 1 << bit
      }
    }
    #expect(proven == 0, "of \(bytes.count * 8) single-bit flips, \(proven) still vouch")
  }

  @Test func everySingleChannelChangeOfAnOddSizedImageChangesThePixelHash() throws {
    let pixmap = try Self.truecolourImage()
    let original = SnapshotFingerprint.Pixels(pixmap)
    var bytes = pixmap.data
    var unchanged: [Int] = []
    var changes = 0
    for index in 0..<bytes.count {
      let saved = bytes[index]
      // Every other value the byte can take in a valid premultiplied pixel, one step away.
      let pixel = index - index % 4
      let alpha = bytes[pixel + 3]
      let ceiling = index % 4 == 3 ? 255 : alpha
      let floor = index % 4 == 3 ? max(bytes[pixel], bytes[pixel + 1], bytes[pixel + 2]) : 0
      let candidates = [saved < ceiling ? saved + 1 : nil, saved > floor ? saved - 1 : nil]
      for changed in candidates.compactMap({ $0 }) {
        changes += 1
        bytes[index] = changed
        let edited = try #require(Pixmap(width: 299, height: 71, premultipliedData: bytes))
        if SnapshotFingerprint.Pixels(edited) == original { unchanged.append(index) }
      }
      bytes[index] = saved
    }
    #expect(unchanged.isEmpty, "bytes whose change kept the hash: \(unchanged.prefix(10))")
    #expect(changes > bytes.count)
  }

  @Test func aHeaderEditWithItsCRCRecomputedIsNotTrusted() throws {
    let pixmap = try Self.paletteImage()
    var bytes = try reference(of: pixmap)
    // IHDR's height is bytes 20...23; its CRC covers bytes 12..<29 and sits at 29...32.
    bytes[23] ^= 4
    let crc = PNGChunks.crc(of: Array(bytes[12..<29]))
    for i in 0..<4 { bytes[29 + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(i))) }
    #expect(!SnapshotFingerprint.proves(bytes, holds: SnapshotFingerprint.Pixels(pixmap)))
  }

  @Test func aFingerprintChunkMovedOrFollowedByMoreBytesIsNotTrusted() throws {
    let pixmap = try Self.paletteImage()
    let pixels = SnapshotFingerprint.Pixels(pixmap)
    let bytes = try reference(of: pixmap)
    var trailing = bytes
    trailing.append(contentsOf: [0, 0, 0, 0])
    #expect(!SnapshotFingerprint.proves(trailing, holds: pixels))
    // The chunk moved in front of IDAT: the file still decodes, but is not what record wrote.
    let chunks = try #require(PNGChunks.chunks(of: bytes))
    let data = try #require(chunks.first { $0.type == "IDAT" })
    let fingerprint = try #require(chunks.last { $0.type == "tEXt" })
    let fingerprintBytes = bytes[
      (fingerprint.typeAndData.lowerBound - 4)..<(fingerprint.typeAndData.upperBound + 4)]
    var moved = Data(bytes[..<(data.typeAndData.lowerBound - 4)])
    moved.append(fingerprintBytes)
    moved.append(
      bytes[(data.typeAndData.lowerBound - 4)..<(fingerprint.typeAndData.lowerBound - 4)])
    moved.append(bytes[(fingerprint.typeAndData.upperBound + 4)...])
    #expect(moved.count == bytes.count)
    #expect(try PNGDecoder.decode(moved, name: "moved.png") == pixmap)
    #expect(!SnapshotFingerprint.proves(moved, holds: pixels))
  }
}
