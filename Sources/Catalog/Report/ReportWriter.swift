import CatalogUI
import Foundation
import Synchronization

// MARK: - ReportWriter

/// Writes a run report into its directory: `report.json`, `junit.xml` and the gallery.
public enum ReportWriter {
  /// The report file name inside a report directory.
  public static let reportFileName = "report.json"
  /// The JUnit file name inside a report directory.
  public static let junitFileName = "junit.xml"

  /// Encodes a report as stable, readable JSON (sorted keys).
  public static func json(for report: RunReport) throws(CatalogError) -> Data {
    var data = Data()
    try json(for: report) { data.append($0) }
    return data
  }

  /// Hands out the bytes of `json(for:)` in pieces, entry by entry, so a report of any
  /// size is written without holding its whole text (or the encoder's tree of it) in memory.
  /// The pieces join to exactly the bytes `JSONEncoder` gives for the whole report.
  static func json(for report: RunReport, _ emit: (Data) -> Void) throws(CatalogError) {
    var frame = report
    frame.entries = []
    let outline = try encode(frame, with: makeEncoder())
    // The encoder writes an empty array as `[`, a blank line, then `]` at the key's indent.
    let open = Data("\"entries\" : [\n".utf8)
    let close = Data("\n  ]".utf8)
    guard !report.entries.isEmpty, let start = outline.range(of: open),
      let end = outline.range(of: close, in: start.upperBound..<outline.endIndex)
    else { return emit(outline) }
    emit(outline[..<start.upperBound])
    // Entries are encoded a window at a time, the window split across cores: the report is
    // written at the end of a run, when nothing else needs them.
    for window in stride(from: 0, to: report.entries.count, by: entriesPerWindow) {
      let entries = report.entries[window..<min(window + entriesPerWindow, report.entries.count)]
      for piece in try pieces(of: entries) { emit(piece) }
    }
    emit(outline[end.lowerBound...])
  }

  /// How many entries are encoded before their bytes are handed out.
  private static let entriesPerWindow = 512

  private static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  private static func encode<T: Encodable>(_ value: T, with encoder: JSONEncoder)
    throws(CatalogError) -> Data
  {
    do {
      return try encoder.encode(value)
    } catch {
      throw .report(.cannotEncode(reason: "\(error)"))
    }
  }

  /// The bytes of `entries` inside the report, each entry's own: preceded by a comma and a
  /// line break unless it is the report's first, and indented two levels deeper.
  private static func pieces(of entries: ArraySlice<RunReport.Entry>) throws(CatalogError)
    -> [Data]
  {
    let parts = min(entries.count, ProcessInfo.processInfo.activeProcessorCount, 8)
    let results = Mutex([Result<[Data], CatalogError>?](repeating: nil, count: parts))
    RenderThreads.perform(iterations: parts) { part in
      let lower = entries.startIndex + entries.count * part / parts
      let upper = entries.startIndex + entries.count * (part + 1) / parts
      let encoder = makeEncoder()
      let result = Result { () throws(CatalogError) -> [Data] in
        var pieces: [Data] = []
        for index in lower..<upper {
          let json = try encode(entries[index], with: encoder)
          pieces.append(indented(json, first: index == 0))
        }
        return pieces
      }
      results.withLock { $0[part] = result }
    }
    var pieces: [Data] = []
    for result in results.withLock({ $0 }).compactMap({ $0 }) {
      pieces += try result.get()
    }
    return pieces
  }

  /// An entry's JSON as it sits two levels deep: every line indented by four more spaces, but
  /// for the blank line the encoder puts inside an empty object, which stays blank.
  private static func indented(_ json: Data, first: Bool) -> Data {
    let newline = UInt8(ascii: "\n")
    let space = UInt8(ascii: " ")
    let indent = [UInt8](repeating: space, count: 4)
    var piece: [UInt8] = []
    piece.reserveCapacity(json.count + json.count / 8 + 8)
    if !first { piece += [UInt8(ascii: ","), newline] }
    piece += indent
    json.withUnsafeBytes { bytes in
      var atLineStart = false
      for byte in bytes {
        if atLineStart && byte != newline { piece += indent }
        piece.append(byte)
        atLineStart = byte == newline
      }
    }
    return Data(piece)
  }

  /// Writes `report.json` and `junit.xml` (with the lines of `strategies`) into `directory`,
  /// each atomically, never through a link below it nor into the report's snapshots folder
  /// (see `ReportFolder`).
  public static func write(
    _ report: RunReport, to directory: URL,
    strategies: [any SnapshotStrategy] = SnapshotStrategies.builtIn
  ) throws(CatalogError) {
    let folder = ReportFolder(directory, apartFrom: [report.snapshotsDirectory])
    try folder.write(at: reportFileName) { sink throws(CatalogError) in
      try json(for: report) { sink.append($0) }
    }
    try writeJUnit(report, in: folder, strategies: strategies)
  }

  private static func writeJUnit(
    _ report: RunReport, in folder: ReportFolder, strategies: [any SnapshotStrategy]
  ) throws(CatalogError) {
    try folder.write(at: junitFileName) { sink in
      JUnitWriter.xml(for: report, strategies: strategies) { sink.append($0) }
    }
  }

  /// Writes `report.json`, `junit.xml` and the gallery (`GalleryWriter`) into `directory`, as
  /// `write` and `GalleryWriter.write` do, encoding the report once: the gallery embeds the
  /// very bytes written to `report.json`.
  public static func writeWithGallery(
    _ report: RunReport, to directory: URL,
    strategies: [any SnapshotStrategy] = SnapshotStrategies.builtIn
  ) throws(CatalogError) {
    let folder = ReportFolder(directory, apartFrom: [report.snapshotsDirectory])
    // JUnit is written on a thread of its own meanwhile: a run ends with this.
    let results = Mutex([Result<Void, CatalogError>?](repeating: nil, count: 2))
    RenderThreads.perform(iterations: 2) { part in
      let result = Result { () throws(CatalogError) in
        guard part == 0 else { return try writeJUnit(report, in: folder, strategies: strategies) }
        try folder.write(at: reportFileName) { reportSink throws(CatalogError) in
          try folder.write(at: GalleryWriter.fileName) { gallerySink throws(CatalogError) in
            try GalleryPage.html(
              for: report, strategies: strategies, json: { reportSink.append($0) }
            ) { gallerySink.append($0) }
          }
        }
      }
      results.withLock { $0[part] = result }
    }
    for result in results.withLock({ $0 }).compactMap({ $0 }) { try result.get() }
  }

  /// Reads `report.json` from a report directory; the error says how to produce one.
  public static func read(from directory: URL) throws(CatalogError) -> RunReport {
    let url = directory.appendingPathComponent(reportFileName)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .report(.noReport(file: url.path, directory: directory.path))
    }
    let report: RunReport
    do {
      report = try JSONDecoder().decode(RunReport.self, from: data)
    } catch {
      throw .report(.notAReport(file: url.path, reason: "\(error)"))
    }
    guard report.format == RunReport.formatTag else {
      throw .report(
        .wrongFormat(file: url.path, format: report.format, expected: RunReport.formatTag))
    }
    return report
  }
}
