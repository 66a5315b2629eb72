import Foundation
import PNG

// MARK: - ReferenceChunks

/// What a reference may hold besides its pixels: exactly the chunks `record` writes.
///
/// Two files can decode to the same pixels and still look different: a `gAMA`, `cHRM`,
/// `sRGB`, `iCCP` or `cICP` chunk makes every viewer (browsers, the gallery, image tools)
/// convert the colours, and `acTL` turns the file into an animation that shows other frames.
/// A pixel comparison cannot see any of that, so a reference holding a chunk `record` never
/// writes is a changed reference, and `record` rewrites it without them.
enum ReferenceChunks {
  /// The chunk types `PNGEncoder` writes, besides the fingerprint's `tEXt`.
  private static let written: Set<String> = ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"]

  /// What is in `bytes` that `record` never writes, each described for a message (`gAMA (a
  /// gamma that viewers apply to the colours)`), in file order; empty for a file `record`
  /// could have written. Bytes after `IEND` count too.
  static func foreign(in bytes: Data) -> [String] {
    guard let chunks = PNGChunks.chunks(of: bytes) else { return [] }
    var found: [String] = []
    var fingerprints = 0
    for chunk in chunks where !written.contains(chunk.type) {
      if chunk.type == "tEXt", isFingerprint(chunk, in: bytes) {
        fingerprints += 1
        if fingerprints == 1 { continue }
      }
      found.append(describe(chunk, in: bytes))
    }
    if let last = chunks.last {
      let trailing = bytes.count - (last.typeAndData.upperBound + 4)
      if trailing > 0 { found.append("\(trailing) bytes after IEND") }
    }
    return found
  }

  /// `foreign` as one phrase for a message: "what record never writes: gAMA (…), tIME".
  static func phrase(_ foreign: [String]) -> String {
    "what record never writes: " + foreign.joined(separator: ", ")
  }

  private static func isFingerprint(_ chunk: PNGChunks.Chunk, in bytes: Data) -> Bool {
    let prefix = Array(SnapshotFingerprint.keyword.utf8) + [0]
    return bytes[(bytes.startIndex + chunk.data.lowerBound)...].starts(with: prefix)
  }

  private static func describe(_ chunk: PNGChunks.Chunk, in bytes: Data) -> String {
    let type = FileNames.escaped(chunk.type)
    switch chunk.type {
    case "gAMA": return "\(type) (a gamma that viewers apply to the colours)"
    case "cHRM": return "\(type) (chromaticities that viewers apply to the colours)"
    case "sRGB": return "\(type) (a rendering intent that viewers apply to the colours)"
    case "iCCP": return "\(type) (a colour profile that viewers apply to the colours)"
    case "cICP", "mDCV", "cLLI":
      return "\(type) (colour-space data that viewers apply to the colours)"
    case "acTL", "fcTL", "fdAT": return "\(type) (animation: viewers play other frames)"
    case "bKGD": return "\(type) (a background some viewers draw behind transparency)"
    case "tEXt", "zTXt", "iTXt":
      let data = bytes[
        (bytes.startIndex + chunk.data.lowerBound)..<(bytes.startIndex
          + chunk.data.upperBound)]
      let keyword = data.prefix { $0 != 0 }.prefix(79)
      return "\(type) '\(FileNames.escaped(String(decoding: keyword, as: UTF8.self)))'"
    default: return type
    }
  }
}
