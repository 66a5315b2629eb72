import Catalog
import Foundation
import TestSupport
import Testing

// MARK: - GalleryAssetTests

/// The gallery's stylesheets and scripts are the files in `Sources/Catalog/Gallery/Assets`,
/// embedded when Catalog is built: the page holds each one byte for byte, in its place, and
/// holds no file that is not there (the browser tests check that they work).
@MainActor @Suite struct GalleryAssetTests {
  static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Sources/Catalog/Gallery/Assets").standardizedFileURL

  /// The text of an asset file as the page holds it: without its last line break.
  static func asset(_ name: String) throws -> String {
    var text = try String(
      contentsOf: assets.appendingPathComponent(name), encoding: .utf8)
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  static func page() throws -> String {
    let directory = try TestSupport.makeTemporaryDirectory("gallery-assets")
    let report = RunReport(
      command: "verify", snapshotsDirectory: "Snapshots", durationMilliseconds: 10,
      traitDimensions: [], entries: [])
    return try String(contentsOf: GalleryWriter.write(report, to: directory), encoding: .utf8)
  }

  /// The text between the first `open` after `start` and the `close` after it.
  static func block(_ page: String, _ open: String, _ close: String, after start: String? = nil)
    throws -> String
  {
    let from = try start.map { try #require(page.range(of: $0)).upperBound } ?? page.startIndex
    let begin = try #require(page.range(of: open, range: from..<page.endIndex))
    let end = try #require(page.range(of: close, range: begin.upperBound..<page.endIndex))
    return String(page[begin.upperBound..<end.lowerBound])
  }

  @Test func theStyleIsEveryStylesheetInOrder() throws {
    let style = try Self.block(Self.page(), "<style>", "</style>")
    let files = ["gallery.css", "accessibility.css", "transitions.css"]
    #expect(style == (try files.map(Self.asset).joined()))
  }

  @Test func theScriptIsOneScopeHoldingEveryScriptInOrder() throws {
    let page = try Self.page()
    let script = try Self.block(page, "<script>", "</script>", after: "id=\"report\">")
    let files = ["gallery-core.js", "accessibility.js", "transitions.js", "gallery.js"]
    let body = try files.map(Self.asset).joined(separator: "\n")
    #expect(script == "(function(){\n" + body + "\n})();")
  }

  @Test func everyAssetFileIsOnThePage() throws {
    let page = try Self.page()
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.assets.path).sorted()
    #expect(names.contains("gallery.js") && names.contains("gallery.css"), "\(names)")
    for name in names {
      #expect(page.contains(try Self.asset(name)), "\(name) is not on the page")
    }
  }
}
