import CPNGShim
import Foundation
import Raster

// MARK: - PNGEncoder

/// Encodes a `Pixmap` as the smallest exact PNG this encoder finds, deterministically.
///
/// The pixels are analysed once: at most 256 distinct colours become a palette (1, 2, 4 or 8
/// bits, transparency in `tRNS`), grey images become grey or grey+alpha, opaque ones RGB,
/// the rest RGBA. For each representation, filter none and (where it can help) libpng's
/// adaptive filtering are ranked at a fast zlib level; the winner is compressed at level 9 with
/// zlib's default and filtered strategies and the smallest result is kept (the first on a tie,
/// so the bytes never depend on timing). No time, host or library version is written.
public enum PNGEncoder {
  /// How hard the encoder works for a small file.
  public enum Effort: Sendable {
    /// The smallest file found (references, which are stored and diffed for years).
    case smallest
    /// One pass at a fast zlib level with the last filter ranked (report images, which are
    /// regenerated every run): several times faster, somewhat larger, just as exact.
    case fast
  }

  /// Encodes `pixmap` with optional text chunks (`tEXt`, or `iTXt` for non-ASCII text).
  /// A keyword PNG does not allow is an error rather than a keyword libpng would change.
  public static func encode(
    _ pixmap: Pixmap, text: [PNGTextEntry] = [],
    effort: Effort = .smallest
  ) throws(PNGError) -> Data {
    if let problem = text.lazy.compactMap({ PNGTextEntry.keywordProblem($0.key) }).first {
      throw PNGError(file: "image", reason: .unwritable(problem))
    }
    let straight = pixmap.straightRGBA
    let analysis = ColorAnalysis(straightRGBA: straight)
    let candidates = Representation.candidates(
      for: analysis, straight: straight,
      width: pixmap.width, height: pixmap.height)
    if effort == .fast, let candidate = candidates.first {
      return try compress(
        candidate, filter: candidate.filters[candidate.filters.count - 1],
        level: rankingLevel, strategy: Representation.zDefault,
        width: pixmap.width, height: pixmap.height, text: text)
    }
    var best: Data?
    for candidate in candidates {
      // Rank the filters at a fast level, then spend level 9 only on the winner: level 9 on
      // the losing filter cost most of the encoding time and rarely changes the choice.
      var filter = candidate.filters[0]
      if candidate.filters.count > 1 {
        var smallest = Int.max
        for choice in candidate.filters {
          let size = try compress(
            candidate, filter: choice, level: rankingLevel,
            strategy: Representation.zDefault, width: pixmap.width,
            height: pixmap.height, text: []
          ).count
          if size < smallest {
            smallest = size
            filter = choice
          }
        }
      }
      for strategy in [Representation.zDefault, Representation.zFiltered] {
        let data = try compress(
          candidate, filter: filter, level: 9, strategy: strategy,
          width: pixmap.width, height: pixmap.height, text: text)
        if best == nil || data.count < (best?.count ?? .max) { best = data }
      }
    }
    guard let best else { throw PNGError(file: "image", reason: .corrupt("nothing to encode")) }
    return best
  }

  /// Encodes and writes atomically (temporary file, then rename) to `url`.
  public static func write(_ pixmap: Pixmap, to url: URL, text: [PNGTextEntry] = [])
    throws(PNGError)
  {
    let data = try encode(pixmap, text: text)
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
      throw PNGError(file: url.path, reason: .unreadable("cannot write into '\(directory.path)'"))
    }
    guard rename(temporary.path, url.path) == 0 else {
      let cause = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw PNGError(file: url.path, reason: .unreadable(cause))
    }
  }

  /// The zlib level filters are ranked at: fast, and it picks level 9's winner on UI images.
  static let rankingLevel: Int32 = 3

  private static func compress(
    _ r: Representation, filter: Int32, level: Int32,
    strategy: Int32, width: Int, height: Int,
    text: [PNGTextEntry]
  ) throws(PNGError) -> Data {
    var buffer = pngshim_buffer()
    var message = [CChar](repeating: 0, count: 256)
    // strdup'd C strings for the text chunks, freed below.
    let keys = text.map { strdup($0.key) }
    let values = text.map { strdup($0.value) }
    defer {
      keys.forEach { free($0) }
      values.forEach { free($0) }
      pngshim_free_buffer(&buffer)
    }
    var entries = zip(keys, values).map { pngshim_text(key: $0, text: $1) }
    let status = r.pixels.withUnsafeBufferPointer { pixels in
      r.palette.withUnsafeBufferPointer { palette in
        r.transparency.withUnsafeBufferPointer { trns in
          entries.withUnsafeMutableBufferPointer { textBuffer in
            message.withUnsafeMutableBufferPointer { msg in
              pngshim_encode(
                pixels.baseAddress, UInt32(width), UInt32(height), r.rowBytes, Int32(r.bitDepth),
                Int32(r.colorType), palette.baseAddress, Int32(r.palette.count / 3),
                trns.baseAddress, Int32(r.transparency.count), filter, level,
                strategy, textBuffer.baseAddress, textBuffer.count, &buffer,
                msg.baseAddress, msg.count)
            }
          }
        }
      }
    }
    guard status == PNGSHIM_OK, let bytes = buffer.data else {
      let detail = String(
        decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) },
        as: UTF8.self)
      throw PNGError(file: "image", reason: .corrupt("encoding failed: \(detail)"))
    }
    return Data(bytes: bytes, count: buffer.size)
  }
}
