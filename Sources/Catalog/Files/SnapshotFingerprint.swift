import Foundation
import PNG
import Raster

// MARK: - SnapshotFingerprint

/// A reference's own statement of which pixels it holds, readable without decoding it.
///
/// `record` writes a `tEXt` chunk `catalog-fingerprint` with the value
/// `v2 pixels=<32 hex digits> content=<16 hex digits>`: a 128-bit hash of the rendering's size
/// and premultiplied pixels, and a 64-bit digest of every other chunk's type and data in file
/// order. `verify` (and `record`'s unchanged check) believe the pixel hash only while the file's
/// chunks still hash to that digest; a reference without the chunk, or one that any other tool
/// re-saved or edited, is decoded and compared pixel by pixel as before. Reading the chunk costs
/// a scan of the file instead of inflating and unfiltering it, which was a third of `verify`.
///
/// The hashes are not cryptographic: they guard against accidents (an edited file, a changed
/// rendering), not against someone crafting a reference to fool the runner.
enum SnapshotFingerprint {
  /// The `tEXt` keyword of the fingerprint chunk.
  static let keyword = "catalog-fingerprint"

  /// The 128-bit hash of a rendering's size and pixels.
  struct Pixels: Equatable, Sendable {
    var high: UInt64
    var low: UInt64

    /// Hashes `pixmap`'s width, height and premultiplied bytes.
    init(_ pixmap: Pixmap) {
      let seed = UInt64(pixmap.width) << 32 | UInt64(pixmap.height)
      (high, low) = pixmap.data.withUnsafeBytes { Hasher128.hash($0, seed: seed) }
    }

    init(high: UInt64, low: UInt64) {
      self.high = high
      self.low = low
    }
  }

  /// `encoded` (a PNG of the rendering whose hash is `pixels`) with the fingerprint chunk
  /// added; `encoded` unchanged when it is not a PNG this can extend.
  static func adding(_ pixels: Pixels, to encoded: Data) -> Data {
    guard let chunks = PNGChunks.chunks(of: encoded) else { return encoded }
    let content = contentDigest(of: encoded, chunks: chunks, skipping: nil)
    let text = "v2 pixels=\(hex(pixels.high))\(hex(pixels.low)) content=\(hex(content))"
    return PNGChunks.addingText(text, keyword: keyword, to: encoded) ?? encoded
  }

  /// Whether `bytes` carries a fingerprint equal to `pixels` and its other chunks still hash
  /// to the digest the fingerprint recorded.
  static func proves(_ bytes: Data, holds pixels: Pixels) -> Bool {
    guard let chunks = PNGChunks.chunks(of: bytes),
      let (text, chunk) = PNGChunks.text(forKeyword: keyword, in: bytes, chunks: chunks),
      let stated = parse(text), stated.pixels == pixels
    else { return false }
    return contentDigest(of: bytes, chunks: chunks, skipping: chunk.typeAndData) == stated.content
  }

  // MARK: - Parts

  private static func parse(_ text: String) -> (pixels: Pixels, content: UInt64)? {
    let fields = text.split(separator: " ")
    guard fields.count == 3, fields[0] == "v2", fields[1].hasPrefix("pixels="),
      fields[2].hasPrefix("content=")
    else { return nil }
    let pixelHex = fields[1].dropFirst("pixels=".count)
    guard pixelHex.count == 32, let high = UInt64(pixelHex.prefix(16), radix: 16),
      let low = UInt64(pixelHex.suffix(16), radix: 16),
      let content = UInt64(fields[2].dropFirst("content=".count), radix: 16)
    else { return nil }
    return (Pixels(high: high, low: low), content)
  }

  /// A digest of every chunk's type and data, in order, except the one at `skipping`.
  private static func contentDigest(of bytes: Data, chunks: [PNGChunks.Chunk],
                                    skipping: Range<Int>?) -> UInt64 {
    bytes.withUnsafeBytes { raw in
      var digest: UInt64 = 0x5049_4E47_4349_4E4B
      for chunk in chunks where chunk.typeAndData != skipping {
        let part = UnsafeRawBufferPointer(rebasing: raw[chunk.typeAndData])
        digest = Hasher128.hash(part, seed: digest).0
      }
      return digest
    }
  }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

// MARK: - Hasher128

/// A fast 128-bit hash of bytes in the style of xxHash64: four independent 64-bit lanes over
/// 32-byte stripes (so the multiplies of one stripe overlap instead of waiting on each other),
/// merged two ways and finished with xxHash's avalanche. Fixed byte order, so it is the same on
/// every machine.
enum Hasher128 {
  private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let p3: UInt64 = 0x1656_67B1_9E37_79F9
  private static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63

  static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> (UInt64, UInt64) {
    var a = seed &+ p1 &+ p2, b = seed &+ p2, c = seed, d = seed &- p1
    var offset = 0
    if let base = bytes.baseAddress {
      @inline(__always) func word(_ at: Int) -> UInt64 {
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: at, as: UInt64.self))
      }
      while offset &+ 32 <= bytes.count {
        a = round(a, word(offset))
        b = round(b, word(offset &+ 8))
        c = round(c, word(offset &+ 16))
        d = round(d, word(offset &+ 24))
        offset &+= 32
      }
      var tail: UInt64 = 0
      while offset &+ 8 <= bytes.count {
        tail = round(tail ^ word(offset), p3)
        offset &+= 8
      }
      while offset < bytes.count {
        tail = tail << 8 | UInt64(base.load(fromByteOffset: offset, as: UInt8.self))
        offset &+= 1
      }
      a ^= round(0, tail)
    }
    let length = UInt64(bytes.count)
    let high = rotate(a, 1) &+ rotate(b, 7) &+ rotate(c, 12) &+ rotate(d, 18)
    let low = rotate(c, 1) ^ rotate(d, 7) ^ rotate(a, 12) ^ rotate(b, 18)
    return (avalanche(high ^ length), avalanche(low &+ length &* p4))
  }

  /// xxHash64's round: one word folded into one lane.
  @inline(__always)
  private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
    rotate(lane &+ word &* p2, 31) &* p1
  }

  @inline(__always)
  private static func rotate(_ x: UInt64, _ r: UInt64) -> UInt64 { x << r | x >> (64 - r) }

  private static func avalanche(_ value: UInt64) -> UInt64 {
    var h = value
    h ^= h >> 33
    h = h &* p2
    h ^= h >> 29
    h = h &* p3
    h ^= h >> 32
    return h
  }
}
