import Foundation
import Hashing
import PNG
import Raster

// MARK: - SnapshotFingerprint

/// A reference's own statement of which pixels it holds, checkable without decoding it.
///
/// `record` writes a `tEXt` chunk `catalog-fingerprint`, the last chunk before `IEND`, with
/// the value `v3 xxh3-128 size=<W>x<H> pixels=<32 hex> file=<32 hex>`: the rendering's size,
/// the XXH3-128 hash of its premultiplied pixels, and the XXH3-128 hash of every byte of the
/// file before the fingerprint chunk (signature, and every chunk's length, type, data and CRC,
/// in order).
///
/// `verify` and `record` trust a reference without decoding it only when all of this holds:
/// the stated size and pixel hash are the rendering's; the bytes before the chunk hash to the
/// stated file hash; the chunk itself is byte for byte the one `record` writes for that text
/// (length, keyword, CRC); and the file ends with exactly `IEND`. Every byte of the file is
/// then what `record` wrote, up to a collision of a 128-bit hash. Anything else, including
/// every older fingerprint (`v1`, `v2`), is decoded with CRCs checked and compared pixel by
/// pixel. Checking costs a hash of the file (a few kilobytes) instead of inflating and
/// unfiltering it, which was a third of `verify`.
///
/// XXH3 is fast and well distributed but not cryptographic: the fingerprint guards against
/// accidents (an edited file, a changed rendering, a corrupted byte), not against a crafted
/// collision, which would take someone who can already change the reference.
public enum SnapshotFingerprint {
  /// The `tEXt` keyword of the fingerprint chunk.
  public static let keyword = "catalog-fingerprint"

  /// The size and 128-bit hash of a rendering's pixels.
  public struct Pixels: Equatable, Sendable {
    /// The rendering's width in pixels.
    public var width: Int
    /// The rendering's height in pixels.
    public var height: Int
    /// XXH3-128 of the premultiplied RGBA bytes, row by row.
    public var hash: XXH3.Hash128

    /// Hashes `pixmap`'s premultiplied bytes and notes its size.
    public init(_ pixmap: Pixmap) {
      width = pixmap.width
      height = pixmap.height
      hash = pixmap.data.withUnsafeBytes { XXH3.hash128($0) }
    }

    init(width: Int, height: Int, hash: XXH3.Hash128) {
      self.width = width
      self.height = height
      self.hash = hash
    }
  }

  /// `encoded` (a PNG of the rendering whose hash is `pixels`, as `PNGEncoder` writes it)
  /// with the fingerprint chunk added before `IEND`; `encoded` unchanged when it does not end
  /// with a plain `IEND` chunk.
  public static func adding(_ pixels: Pixels, to encoded: Data) -> Data {
    guard encoded.count >= 8 + iend.count, encoded.suffix(iend.count).elementsEqual(iend) else {
      return encoded
    }
    let body = encoded.prefix(encoded.count - iend.count)
    let file = body.withUnsafeBytes { XXH3.hash128($0) }
    var out = Data(body)
    out.append(contentsOf: chunk(text(pixels, file: file)))
    out.append(contentsOf: iend)
    return out
  }

  /// Whether `bytes` is exactly a reference `record` wrote for a rendering whose hash is
  /// `pixels` (see the type's documentation for every check).
  public static func proves(_ bytes: Data, holds pixels: Pixels) -> Bool {
    // The chunk's length is fixed by the text, which is fixed by the size: rebuild it and
    // compare, rather than parse what the file claims.
    let expectedChunkLength = chunk(text(pixels, file: XXH3.Hash128(high: 0, low: 0))).count
    guard bytes.count >= 8 + expectedChunkLength + iend.count,
      bytes.suffix(iend.count).elementsEqual(iend)
    else { return false }
    let chunkStart = bytes.count - iend.count - expectedChunkLength
    let found = bytes[(bytes.startIndex + chunkStart)..<(bytes.endIndex - iend.count)]
    let prefix = Array("tEXt".utf8) + Array(keyword.utf8) + [0]
    let textStart = found.startIndex + 4 + prefix.count
    guard found.dropFirst(4).starts(with: prefix) else { return false }
    let stated = String(decoding: found[textStart..<(found.endIndex - 4)], as: UTF8.self)
    guard let file = parse(stated, expecting: pixels),
      chunk(text(pixels, file: file))
        .elementsEqual(found)
    else { return false }
    let body = bytes[bytes.startIndex..<(bytes.startIndex + chunkStart)]
    return body.withUnsafeBytes { XXH3.hash128($0) } == file
  }

  /// The version a file's fingerprint chunk states (`v1`, `v2`, `v3`), `nil` without one.
  static func statedVersion(in bytes: Data) -> Substring? {
    guard let chunks = PNGChunks.chunks(of: bytes),
      let (text, _) = PNGChunks.text(forKeyword: keyword, in: bytes, chunks: chunks)
    else { return nil }
    return Substring(text).split(separator: " ").first
  }

  /// The current fingerprint version.
  static let version = "v3"

  // MARK: - Parts

  /// The 12 bytes of an empty `IEND` chunk with its CRC.
  private static let iend: [UInt8] = [0, 0, 0, 0, 73, 69, 78, 68, 0xAE, 0x42, 0x60, 0x82]

  private static func text(_ pixels: Pixels, file: XXH3.Hash128) -> String {
    "\(version) xxh3-128 size=\(pixels.width)x\(pixels.height) pixels=\(pixels.hash.hex) "
      + "file=\(file.hex)"
  }

  /// The file hash `text` states, when it is a v3 fingerprint for exactly `pixels`.
  private static func parse(_ text: String, expecting pixels: Pixels) -> XXH3.Hash128? {
    let head = self.text(pixels, file: XXH3.Hash128(high: 0, low: 0)).dropLast(32)
    guard text.hasPrefix(head) else { return nil }
    return XXH3.Hash128(hex: String(text.dropFirst(head.count)))
  }

  /// A whole `tEXt` chunk (length, type, keyword, NUL, text, CRC) holding `text`.
  private static func chunk(_ text: String) -> [UInt8] {
    let body = Array("tEXt".utf8) + Array(keyword.utf8) + [0] + Array(text.utf8)
    let length = UInt32(body.count - 4)
    return withUnsafeBytes(of: length.bigEndian) { Array($0) } + body
      + withUnsafeBytes(of: PNGChunks.crc(of: body).bigEndian) { Array($0) }
  }
}
