import Foundation

// MARK: - PNGChunks

/// Reads a PNG file's chunk structure without inflating anything, and adds `tEXt` chunks to
/// encoded bytes, so metadata can be read and written at the cost of a scan, not a decode.
///
/// Nothing here validates the image: a file this accepts may still fail to decode. Chunk CRCs
/// are not checked; callers that trust the content should hash it themselves.
public enum PNGChunks {
  /// One chunk: its four-letter type and the byte range of its data within the file.
  public struct Chunk: Sendable {
    /// The chunk type, e.g. `IHDR`, `IDAT`, `tEXt`.
    public var type: String
    /// Where the chunk's data lies in the file (without length, type and CRC).
    public var data: Range<Int>
    /// Where the type and data lie in the file: the bytes a chunk CRC covers.
    public var typeAndData: Range<Int>
  }

  private static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  /// The chunks of `bytes` in file order, or `nil` when the signature is wrong or a chunk runs
  /// past the end of the data.
  public static func chunks(of bytes: Data) -> [Chunk]? {
    bytes.withUnsafeBytes { raw -> [Chunk]? in
      guard raw.count >= 8, raw.prefix(8).elementsEqual(signature) else { return nil }
      var chunks: [Chunk] = []
      var offset = 8
      while offset < raw.count {
        guard raw.count - offset >= 12 else { return nil }
        let length =
          Int(raw[offset]) << 24 | Int(raw[offset + 1]) << 16
          | Int(raw[offset + 2]) << 8 | Int(raw[offset + 3])
        let dataStart = offset + 8
        guard length <= raw.count - dataStart - 4 else { return nil }
        let typeBytes = raw[(offset + 4)..<(offset + 8)]
        let type = String(decoding: typeBytes, as: Unicode.ASCII.self)
        chunks.append(
          Chunk(
            type: type, data: dataStart..<(dataStart + length),
            typeAndData: (offset + 4)..<(dataStart + length)))
        offset = dataStart + length + 4
        if type == "IEND" { break }
      }
      return chunks
    }
  }

  /// The text of the first `tEXt` chunk whose keyword is `keyword`, with that chunk, if any.
  public static func text(forKeyword keyword: String, in bytes: Data, chunks: [Chunk])
    -> (text: String, chunk: Chunk)?
  {
    let prefix = Array(keyword.utf8) + [0]
    for chunk in chunks where chunk.type == "tEXt" && chunk.data.count >= prefix.count {
      let data = bytes[
        (bytes.startIndex + chunk.data.lowerBound)..<(bytes.startIndex
          + chunk.data.upperBound)]
      guard data.prefix(prefix.count).elementsEqual(prefix) else { continue }
      // tEXt is Latin-1; the values written here are ASCII.
      let value = String(decoding: data.dropFirst(prefix.count), as: Unicode.ASCII.self)
      return (value, chunk)
    }
    return nil
  }

  /// `bytes` with a `tEXt` chunk (`keyword`, NUL, `text`) inserted before `IEND`; `nil` when
  /// `bytes` has no `IEND` or PNG does not allow the keyword (`PNGTextEntry.keywordProblem`).
  public static func addingText(_ text: String, keyword: String, to bytes: Data) -> Data? {
    guard PNGTextEntry.keywordProblem(keyword) == nil,
      let chunks = chunks(of: bytes), let end = chunks.last, end.type == "IEND"
    else { return nil }
    var body = Array("tEXt".utf8)
    body += Array(keyword.utf8) + [0] + Array(text.utf8)
    var chunk = Data()
    let length = UInt32(body.count - 4)
    chunk.append(contentsOf: withUnsafeBytes(of: length.bigEndian) { Array($0) })
    chunk.append(contentsOf: body)
    let crc = CRC32.checksum(body)
    chunk.append(contentsOf: withUnsafeBytes(of: crc.bigEndian) { Array($0) })
    // IEND's length field starts 4 bytes before its type.
    let insertion = bytes.startIndex + end.typeAndData.lowerBound - 4
    var out = Data(bytes[bytes.startIndex..<insertion])
    out.append(chunk)
    out.append(bytes[insertion...])
    return out
  }
}

// MARK: - CRC

extension PNGChunks {
  /// The CRC-32 a chunk carries over `typeAndData` (its type and data).
  public static func crc(of typeAndData: [UInt8]) -> UInt32 {
    CRC32.checksum(typeAndData)
  }
}

// MARK: - CRC32

/// The CRC-32 that PNG chunks carry (ISO 3309, polynomial 0xEDB88320).
enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  /// The CRC of `bytes`.
  static func checksum(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }
}
