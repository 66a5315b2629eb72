import Catalog
import Foundation
import TestSupport
import Testing

// MARK: - ReportWriterTests

/// Reports are written entry by entry; the files must be what encoding the whole report gives.
@MainActor @Suite struct ReportWriterTests {
  static let report = RunReport(
    command: "verify", snapshotsDirectory: "Snapshots", durationMilliseconds: 1234.5,
    traitDimensions: [],
    entries: [
      RunReport.Entry(
        id: "Button/ok", definition: "Button", variant: "OK", traits: [:], status: .passed,
        referenceFile: "Button/ok.png", durationMilliseconds: 2.25),
      RunReport.Entry(
        id: "Button/long.dark", definition: "Button",
        variant: "Long </script> \"text\" <!--<script> 🎉",
        traits: ["colorScheme": "dark", "layoutDirection": "rightToLeft"], status: .failed,
        message: "12 pixels differ\nsee diff", acceptCommand: "catalog record --filter '^B$'",
        referenceFile: "Button/long.dark.png",
        difference: RunReport.Difference(
          mismatchedPixels: 12, mismatchedRatio: 0.0012, maxChannelDelta: 200,
          bounds: [1, 2, 3, 4]),
        durationMilliseconds: 3),
      RunReport.Entry(
        id: "Card/plain", definition: "Card", variant: "Plain", traits: [:], status: .missing,
        referenceFile: "Card/plain.png"),
    ])

  static func wholeJSON(_ report: RunReport) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(report)
  }

  @Test func streamedJSONIsTheWholeReportsEncodingByteForByte() throws {
    #expect(try ReportWriter.json(for: Self.report) == Self.wholeJSON(Self.report))
    var empty = Self.report
    empty.entries = []
    #expect(try ReportWriter.json(for: empty) == Self.wholeJSON(empty))
    let decoded = try JSONDecoder().decode(
      RunReport.self,
      from: ReportWriter.json(for: Self.report))
    #expect(decoded.entries.map(\.id) == ["Button/ok", "Button/long.dark", "Card/plain"])
  }

  @Test func aLargeReportEncodedAcrossThreadsIsTheWholeEncodingByteForByte() throws {
    // Entries are encoded 512 at a time, each window split across cores: the order and the
    // separators must come out as one encoding of the whole report gives them.
    var large = Self.report
    large.entries = (0..<1_100).map { index in
      var entry = Self.report.entries[index % Self.report.entries.count]
      entry.id = "Definition\(index / 7)/variant-\(index)"
      return entry
    }
    #expect(try ReportWriter.json(for: large) == Self.wholeJSON(large))
    let directory = try TestSupport.makeTemporaryDirectory("report-writer-large")
    try ReportWriter.writeWithGallery(large, to: directory)
    #expect(
      try Data(contentsOf: directory.appendingPathComponent("report.json"))
        == Self.wholeJSON(large))
    #expect(
      try String(contentsOf: directory.appendingPathComponent("junit.xml"), encoding: .utf8)
        == JUnitWriter.xml(for: large))
  }

  @Test func writtenFilesHoldTheReportAndTheGalleryEmbedsItSafely() throws {
    let directory = try TestSupport.makeTemporaryDirectory("report-writer")
    try ReportWriter.write(Self.report, to: directory)
    #expect(
      try Data(contentsOf: directory.appendingPathComponent("report.json"))
        == Self.wholeJSON(Self.report))
    #expect(
      try String(
        contentsOf: directory.appendingPathComponent("junit.xml"),
        encoding: .utf8) == JUnitWriter.xml(for: Self.report))
    let page = try String(
      contentsOf: GalleryWriter.write(Self.report, to: directory),
      encoding: .utf8)
    let start = try #require(page.range(of: "<script type=\"application/json\" id=\"report\">"))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let embedded = String(page[start.upperBound..<end.lowerBound])
    #expect(
      embedded
        == String(decoding: try Self.wholeJSON(Self.report), as: UTF8.self)
        .replacingOccurrences(of: "<", with: "\\u003c"))
    #expect(embedded.contains("Long \\u003c/script>"))
    #expect(!embedded.contains("<"))
  }
}
