import Foundation

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

  /// Hands out the bytes of `json(for:)` in pieces, one entry at a time, so a report of any
  /// size is written without holding its whole text (or the encoder's tree of it) in memory.
  /// The pieces join to exactly the bytes `JSONEncoder` gives for the whole report.
  static func json(for report: RunReport, _ emit: (Data) -> Void) throws(CatalogError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    func encode<T: Encodable>(_ value: T) throws(CatalogError) -> Data {
      do {
        return try encoder.encode(value)
      } catch {
        throw .report(.cannotEncode(reason: "\(error)"))
      }
    }
    var frame = report
    frame.entries = []
    let outline = try encode(frame)
    // The encoder writes an empty array as `[`, a blank line, then `]` at the key's indent.
    let open = Data("\"entries\" : [\n".utf8)
    let close = Data("\n  ]".utf8)
    guard !report.entries.isEmpty, let start = outline.range(of: open),
      let end = outline.range(of: close, in: start.upperBound..<outline.endIndex)
    else { return emit(outline) }
    emit(outline[..<start.upperBound])
    let newline = UInt8(ascii: "\n")
    let space = UInt8(ascii: " ")
    var piece: [UInt8] = []
    for (index, entry) in report.entries.enumerated() {
      // Each entry sits two levels deep: every line of it indented by four more spaces, but
      // for the blank line the encoder puts inside an empty object, which stays blank.
      piece.removeAll(keepingCapacity: true)
      if index > 0 { piece += [UInt8(ascii: ","), newline] }
      piece += [space, space, space, space]
      var atLineStart = false
      for byte in try encode(entry) {
        if atLineStart && byte != newline { piece += [space, space, space, space] }
        piece.append(byte)
        atLineStart = byte == newline
      }
      emit(Data(piece))
    }
    emit(outline[end.lowerBound...])
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
    try folder.write(at: reportFileName) { reportSink throws(CatalogError) in
      try folder.write(at: GalleryWriter.fileName) { gallerySink throws(CatalogError) in
        try GalleryPage.html(
          for: report, strategies: strategies, json: { reportSink.append($0) }
        ) { gallerySink.append($0) }
      }
    }
    try writeJUnit(report, in: folder, strategies: strategies)
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
