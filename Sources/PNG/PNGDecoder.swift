import CPNGShim
import Foundation
import Raster

// MARK: - PNGDecoder

/// Decodes every valid PNG (grey, grey+alpha, RGB, RGBA, palette with tRNS; 1–16 bits;
/// interlaced or not) to a premultiplied `Pixmap`; 16-bit samples are rounded to 8 bits.
public enum PNGDecoder {
  /// A decoded image and its text chunks.
  public struct Decoded: Sendable {
    public var pixmap: Pixmap
    /// `tEXt`/`iTXt` entries in file order.
    public var text: [PNGTextEntry]
  }

  /// Decodes PNG bytes; `name` is used in error messages.
  public static func decode(
    _ data: Data, name: String,
    limits: PNGDecodingLimits = PNGDecodingLimits()
  )
    throws(PNGError) -> Pixmap
  {
    try decodeWithText(data, name: name, limits: limits).pixmap
  }

  /// Decodes PNG bytes and returns the text chunks too.
  public static func decodeWithText(
    _ data: Data, name: String,
    limits: PNGDecodingLimits = PNGDecodingLimits()
  )
    throws(PNGError) -> Decoded
  {
    guard !data.isEmpty else { throw PNGError(file: name, reason: .empty) }
    var header = pngshim_header()
    var rgba: UnsafeMutablePointer<UInt8>?
    var texts: UnsafeMutablePointer<pngshim_text>?
    var textCount = 0
    var message = [CChar](repeating: 0, count: 512)
    let maxSide = UInt32(clamping: min(limits.maxSide, Pixmap.maxDimension))
    let maxPixels = UInt64(clamping: min(limits.maxPixels, Pixmap.maxPixelCount))
    let status = data.withUnsafeBytes { raw in
      message.withUnsafeMutableBufferPointer { msg in
        pngshim_decode(
          raw.bindMemory(to: UInt8.self).baseAddress, raw.count, maxSide, maxPixels, &header,
          &rgba, &texts, &textCount, msg.baseAddress, msg.count)
      }
    }
    defer {
      pngshim_free_pixels(rgba)
      pngshim_free_texts(texts, textCount)
    }
    let detail = String(
      decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) },
      as: UTF8.self)
    switch status {
    case PNGSHIM_OK: break
    case PNGSHIM_BAD_SIGNATURE: throw PNGError(file: name, reason: .notPNG)
    case PNGSHIM_TRUNCATED: throw PNGError(file: name, reason: .truncated)
    case PNGSHIM_TOO_LARGE:
      // The shim checked the header against the same limits; the pixmap's words say which
      // one the image breaks. A header of zero size has the shim's own words.
      let width = Int(header.width)
      let height = Int(header.height)
      let problem =
        width > 0 && height > 0
        ? limits.sizeProblem(width: width, height: height)
        : nil
      throw PNGError(file: name, reason: .tooLarge(problem.map { "image " + $0 } ?? detail))
    case PNGSHIM_OUT_OF_MEMORY: throw PNGError(file: name, reason: .tooLarge("out of memory"))
    default: throw PNGError(file: name, reason: .corrupt(detail.isEmpty ? "unknown error" : detail))
    }
    guard let rgba else { throw PNGError(file: name, reason: .corrupt("no pixel data")) }
    let width = Int(header.width)
    let height = Int(header.height)
    let straight = [UInt8](UnsafeBufferPointer(start: rgba, count: width * height * 4))
    guard let pixmap = Pixmap(width: width, height: height, straightRGBA: straight) else {
      throw PNGError(file: name, reason: .tooLarge("image is \(width)x\(height)"))
    }
    var entries: [PNGTextEntry] = []
    if let texts {
      for i in 0..<textCount {
        let entry = texts[i]
        entries.append(
          PNGTextEntry(
            key: entry.key.map { String(cString: $0) } ?? "",
            value: entry.text.map { String(cString: $0) } ?? ""))
      }
    }
    return Decoded(pixmap: pixmap, text: entries)
  }

  /// Reads and decodes the PNG file at `url`; missing paths and directories are errors.
  public static func read(contentsOf url: URL, limits: PNGDecodingLimits = PNGDecodingLimits())
    throws(PNGError) -> Pixmap
  {
    try decode(try contents(atPath: url.path), name: url.path, limits: limits)
  }

  /// The bytes of the file at `path`, undecoded; a missing path, a directory or an unreadable
  /// file is an error naming it as given.
  public static func contents(atPath path: String) throws(PNGError) -> Data {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw PNGError(file: path, reason: .missing)
    }
    if isDirectory.boolValue { throw PNGError(file: path, reason: .isDirectory) }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw PNGError(file: path, reason: .unreadable("permission denied or I/O error"))
    }
    return data
  }
}

// MARK: - PNGTextEntry

/// One `tEXt` or `iTXt` chunk: a keyword and UTF-8 text.
public struct PNGTextEntry: Hashable, Sendable {
  public var key: String
  public var value: String

  public init(key: String, value: String) {
    self.key = key
    self.value = value
  }

  /// Why `keyword` cannot be written exactly as it is, or `nil` when it can: PNG keywords are
  /// 1–79 printable ASCII characters with no leading, trailing or consecutive spaces (libpng
  /// would otherwise change them silently on write).
  public static func keywordProblem(_ keyword: String) -> String? {
    let bytes = Array(keyword.utf8)
    guard (1...79).contains(bytes.count) else {
      return "the text keyword is \(bytes.count) bytes long; PNG allows 1 to 79"
    }
    guard bytes.allSatisfy({ (32...126).contains($0) }) else {
      return "the text keyword \(String(reflecting: keyword)) has a character PNG does not "
        + "allow in keywords (printable ASCII only)"
    }
    guard bytes.first != 32, bytes.last != 32, !keyword.contains("  ") else {
      return "the text keyword \(String(reflecting: keyword)) has a leading, trailing or "
        + "double space, which PNG does not allow"
    }
    return nil
  }
}
