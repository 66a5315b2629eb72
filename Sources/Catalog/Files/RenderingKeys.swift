import Foundation
import Hashing

// MARK: - RenderingKeys

/// `rendering-keys.txt` in the snapshots folder: for each reference whose rendering can be
/// keyed, the rendering key `record` drew it with and the hash of the reference file it wrote,
/// so `verify` can judge an unchanged snapshot without rasterizing it.
///
/// A rendering key (`SnapshotRendering.contentKey`) is the hash of every input of a rendering:
/// the digests of the renderer's own files (made at build time, so they change whenever the
/// rasterizer, the text engine or the view layer changes), every display list drawn (paths,
/// paints, images by their pixels, glyph runs with their font file's hash and HarfBuzz's
/// version), and for a transition its elements, definition and time. The renderer is a pure
/// function of those inputs on every host, so an equal key means equal pixels.
///
/// A view's snapshot that is audited also keeps on its line the audit's findings (before the
/// baseline), which its key covers too (the elements, texts, policy and the audit's own files):
/// an equal key means the same findings of the same pixels.
///
/// `verify` passes a snapshot unrasterized only when its line holds the current rendering's
/// key (and, for an audited rendering, findings) and the reference file's bytes hash to the
/// line's file hash: a reference replaced or
/// edited since `record` wrote the line, a changed view, font or renderer, or a line that is
/// missing or malformed, all mean the pixels are rasterized and compared as before. Like the
/// fingerprint, it guards against accidents, not against someone forging both files.
///
/// One line per reference, sorted: `<id> <key> <file hash>`, then ` <findings>` (a JSON array,
/// usually `[]`) for an audited rendering (ids have no spaces), under a header line. `record` rewrites the lines of what it ran and keeps the others; `verify`
/// never writes it. One file, so a new renderer changes one file, not every image.
public struct RenderingKeys: Sendable, Equatable {
  /// The file's name in the snapshots folder.
  public static let fileName = "rendering-keys.txt"

  /// The key and file hash of one reference.
  public struct Line: Sendable, Equatable {
    /// The rendering key the reference was drawn with.
    public var key: XXH3.Hash128
    /// The hash of every byte of the reference file.
    public var file: XXH3.Hash128
    /// The audit's findings of the rendering, before the baseline, as a JSON array; `nil` for
    /// a rendering that is not audited.
    public var findings: String?

    /// Creates a line.
    public init(key: XXH3.Hash128, file: XXH3.Hash128, findings: String? = nil) {
      self.key = key
      self.file = file
      self.findings = findings
    }

    /// The findings decoded; `nil` when the line has none or they do not decode.
    public var decodedFindings: [AccessibilityViolation]? {
      guard let findings else { return nil }
      if findings == "[]" { return [] }
      return try? JSONDecoder().decode([AccessibilityViolation].self, from: Data(findings.utf8))
    }

    /// `findings` as a line holds them: JSON on one line, keys sorted, no baseline reasons.
    public static func encoded(_ findings: [AccessibilityViolation]) -> String? {
      if findings.isEmpty { return "[]" }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      let raw = findings.map { finding in
        var raw = finding
        raw.baselineReason = nil
        return raw
      }
      guard let data = try? encoder.encode(raw), let text = String(data: data, encoding: .utf8),
        !text.contains("\n")
      else { return nil }
      return text
    }
  }

  /// The lines by snapshot id.
  public private(set) var lines: [String: Line] = [:]

  /// No lines: nothing is judged without rasterizing.
  public static let empty = RenderingKeys()

  static let header =
    "# catalog rendering keys v2: <id> <rendering key> <reference file hash> [<findings>]"

  /// The keys in the file at `url`; empty when it is absent, unreadable or of another version,
  /// and without any line that does not parse: a line that is not there only costs a
  /// rasterization.
  public static func load(from url: URL) -> RenderingKeys {
    guard case .bytes(let data) = ReferenceFile.readBytes(url),
      String(validating: data, as: UTF8.self) != nil
    else { return .empty }
    // Split as bytes: every run of every process reads the whole file, and splitting its text
    // into characters costs more than the rest of reading it.
    func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
    let newline = UInt8(ascii: "\n")
    let space = UInt8(ascii: " ")
    let bytes = [UInt8](data)
    var keys = RenderingKeys()
    var lines = bytes.split(separator: newline, omittingEmptySubsequences: false)[...]
    guard lines.popFirst().map(text) == header else { return .empty }
    for line in lines where !line.isEmpty {
      let fields = line.split(separator: space, maxSplits: 3, omittingEmptySubsequences: false)
      guard fields.count == 3 || (fields.count == 4 && fields[3].first == UInt8(ascii: "[")),
        !fields[0].isEmpty,
        let key = XXH3.Hash128(hex: text(fields[1])),
        let file = XXH3.Hash128(hex: text(fields[2]))
      else { continue }
      keys.lines[text(fields[0])] = Line(
        key: key, file: file, findings: fields.count == 4 ? text(fields[3]) : nil)
    }
    return keys
  }

  /// Whether the reference `bytes` of `id` were written by `record` for a rendering of `key`.
  public func vouches(for id: String, key: XXH3.Hash128, referenceBytes bytes: Data) -> Bool {
    guard let line = lines[id], line.key == key else { return false }
    return bytes.withUnsafeBytes { XXH3.hash128($0) } == line.file
  }

  /// Sets (or, with `nil`, removes) the line of `id`.
  public mutating func set(_ id: String, _ line: Line?) {
    guard !id.isEmpty, !id.contains(" "), !id.contains("\n") else { return }
    lines[id] = line
  }

  /// Keeps only the lines whose id `keeps` says to.
  public mutating func keep(where keeps: (String) -> Bool) {
    lines = lines.filter { keeps($0.key) }
  }

  /// The file's bytes: the header, then one line per id, sorted.
  public var encoded: Data {
    var text = Self.header + "\n"
    for id in lines.keys.sorted() {
      guard let line = lines[id] else { continue }
      text += "\(id) \(line.key.hex) \(line.file.hex)"
      if let findings = line.findings { text += " " + findings }
      text += "\n"
    }
    return Data(text.utf8)
  }
}
