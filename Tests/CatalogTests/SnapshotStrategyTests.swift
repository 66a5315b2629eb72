import Catalog
import Foundation
import TestSupport
import Testing

// MARK: - SizeDump

/// A format the catalog does not ship, registered the way a new one is: the rendering's pixel
/// size as text (`<id>.size.txt`) and a header note in the gallery. Nothing else in the
/// package knows of it.
@MainActor
enum SizeDump {
  static let format = SnapshotFormat(name: "size", fileExtension: ".size.txt")

  static let strategy = TextSnapshotStrategy(
    format: format,
    gallery: GalleryView(
      css: ".size-dump{font:12px monospace}",
      script: "function sizeOf(e){return e.formatResults&&e.formatResults.size.text}"
    ) { report in
      let sizes = report.entries.compactMap { entry in
        entry.formatResults?["size"].map { GalleryView.escapeHTML("\(entry.id) \($0.text)") }
      }
      return "<details id=\"size-dump\"><summary>Sizes</summary><pre>"
        + sizes.joined() + "</pre></details>"
    },
    selects: { _ in true },
    render: { rendering, _ in "\(rendering.pixmap.width)x\(rendering.pixmap.height)\n" })

  /// The shipped formats and this one.
  static let strategies = SnapshotStrategies.builtIn + [strategy]
}

// MARK: - SnapshotStrategyTests

@MainActor @Suite struct SnapshotStrategyTests {
  @MainActor
  struct Setup {
    let root: URL
    var snapshots: URL { root.appendingPathComponent("Snapshots") }
    var report: URL { root.appendingPathComponent("report") }

    init() throws { root = try TestSupport.makeTemporaryDirectory("strategies") }

    func run(
      _ mode: SnapshotRunner.Mode, strategies: [any SnapshotStrategy] = SizeDump.strategies,
      shard: Shard = .all, report: URL? = nil
    ) throws(CatalogError) -> RunReport {
      let plan = CatalogPlanner.plan([Swatch_Definition.self])
      var configuration = RunConfiguration(
        snapshotsDirectory: snapshots, reportDirectory: report ?? self.report, jobs: 2,
        shard: shard, commandPrefix: "catalog")
      configuration.strategies = strategies
      return try SnapshotRunner(configuration: configuration).run(mode, plan: plan.snapshots)
    }

    func write(_ text: String, at path: String) throws {
      try Data(text.utf8).write(to: snapshots.appendingPathComponent(path))
    }

    func read(_ path: String) throws -> String {
      try String(contentsOf: snapshots.appendingPathComponent(path), encoding: .utf8)
    }
  }

  @Test func theShippedFormatsAreTheImageTheLayoutTheAccessibilitySnapshotAndThePlayback() {
    #expect(
      SnapshotStrategies.builtIn.map(\.name) == ["image", "layout", "accessibility", "playback"])
    #expect(
      SnapshotStrategies.referenceFormats(of: SnapshotStrategies.builtIn) == [
        .image, .layout, .accessibility,
      ])
  }

  @Test func aRegisteredFormatIsRecordedVerifiedAndReportedWithoutTouchingTheRunner() throws {
    let setup = try Setup()
    let recorded = try setup.run(.record)
    #expect(recorded.summary.recorded == 6)
    #expect(try setup.read("Swatch/red.size.txt") == "40x20\n")
    let red = try #require(recorded.entries.first { $0.id == "Swatch/red" })
    #expect(
      red.formatResults == [
        "size": RunReport.FormatResult(
          file: "Swatch/red.size.txt", status: .recorded, message: "size snapshot: new reference",
          text: "40x20\n")
      ])

    let verified = try setup.run(.verify)
    #expect(verified.summary.isSuccess && verified.summary.passed == 6)
    #expect(verified.entries.allSatisfy { $0.formatResults?["size"]?.status == .passed })

    try setup.write("1x1\n", at: "Swatch/red.size.txt")
    try setup.write("2x2\n", at: "Swatch/gone.size.txt")
    let changed = try setup.run(.verify)
    let failed = try #require(changed.entries.first { $0.id == "Swatch/red" })
    let accept = "catalog record --filter '^Swatch/red$' --snapshots '\(setup.snapshots.path)'"
    #expect(failed.status == .failed)
    #expect(
      failed.message
        == "the size snapshot changed (2 lines differ); if the change is intended, run "
        + "`\(accept)`")
    #expect(failed.acceptCommand == accept)
    #expect(failed.formatResults?["size"]?.expectedText == "1x1\n")
    #expect(failed.formatResults?["size"]?.diff == "- 1x1\n+ 40x20")
    // A reference of the registered format that no snapshot writes is an orphan like any other.
    let orphans = changed.entries.filter { $0.status == .orphaned }.map(\.referenceFile)
    #expect(orphans == ["Swatch/gone.size.txt"])
    #expect(changed.summary.failed == 1 && changed.summary.orphaned == 1)

    let junit = JUnitWriter.xml(for: changed, strategies: SizeDump.strategies)
    #expect(
      junit.contains(
        "size snapshot differs from Swatch/red.size.txt (- reference, + rendering):&#10;"
          + "- 1x1&#10;+ 40x20&#10;to accept: "))
    // Without the format registered, its files are no references at all.
    let shipped = try setup.run(.verify, strategies: SnapshotStrategies.builtIn)
    #expect(shipped.summary.isSuccess && shipped.summary.total == 6)
    #expect(shipped.entries.allSatisfy { $0.formatResults == nil })
  }

  @Test func aRegisteredFormatIsShownInTheGalleryThroughItsView() throws {
    let setup = try Setup()
    let report = try setup.run(.record)
    let page = try String(
      contentsOf: GalleryWriter.write(report, to: setup.report, strategies: SizeDump.strategies),
      encoding: .utf8)
    #expect(page.contains(".size-dump{font:12px monospace}</style>"))
    #expect(
      page.contains(
        "<details id=\"size-dump\"><summary>Sizes</summary><pre>Swatch/red 40x20\n"
          + "Swatch/red.dark 40x20\nSwatch/blue 40x20\nSwatch/blue.dark 40x20\n"
          + "Swatch/emoji-u1f389-and-slashes 80x20\nSwatch/emoji-u1f389-and-slashes.dark 80x20\n"
          + "</pre></details>\n"))
    // In the page's function scope, after the shipped formats' scripts and before the page's.
    let script = try #require(page.range(of: "function sizeOf(e)"))
    let transitions = try #require(page.range(of: "function transitionGroup("))
    let start = try #require(page.range(of: "<script>(function(){"))
    #expect(start.upperBound < transitions.lowerBound)
    #expect(transitions.upperBound < script.lowerBound)
    #expect(page[script.lowerBound...].contains("})();</script>"))

    let shipped = try String(
      contentsOf: GalleryWriter.write(report, to: setup.report), encoding: .utf8)
    #expect(!shipped.contains("size-dump") && !shipped.contains("sizeOf"))
  }

  @Test func aFormatsHeaderEscapesTheTextItTakesFromTheReport() throws {
    var report = try Setup().run(.record)
    report.entries[0].formatResults?["size"]?.text = "</pre><script>alert(1)</script>"
    let header = SizeDump.strategy.gallery.header(report)
    #expect(header.contains("Swatch/red &lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(!header.contains("<script>"))
  }

  @Test func aFormatThatCannotMakeItsTextFailsOnlyItsSnapshots() throws {
    struct Unmeasurable: Error, CustomStringConvertible {
      var description: String { "no size for this one" }
    }
    let failing = TextSnapshotStrategy(
      format: SnapshotFormat(name: "bounds", fileExtension: ".bounds.txt"),
      selects: { $0.id == "Swatch/blue" },
      render: { _, _ in throw Unmeasurable() })
    let setup = try Setup()
    let report = try setup.run(.record, strategies: SnapshotStrategies.builtIn + [failing])
    let blue = try #require(report.entries.first { $0.id == "Swatch/blue" })
    #expect(blue.status == .error)
    #expect(
      blue.message
        == "new reference; accessibility snapshot: new reference; bounds of 'Swatch/blue' "
        + "failed: no size for this one")
    #expect(report.summary.errors == 1 && report.summary.recorded == 5)
  }

  @Test(arguments: [
    (
      "size", ".png",
      "the snapshot formats 'image' and 'size' both keep '.png' files; give each registered "
        + "format its own extension"
    ),
    (
      "image", ".size.txt",
      "two snapshot formats are named 'image'; give each registered format its own name"
    ),
    (
      "size", "",
      "the snapshot format 'size' has the file extension ''; give it a lowercase one that "
        + "starts with a dot, such as '.layout.txt'"
    ),
    (
      "size", ".TXT",
      "the snapshot format 'size' has the file extension '.TXT'; give it a lowercase one that "
        + "starts with a dot, such as '.layout.txt'"
    ),
  ])
  func formatsThatWouldReadEachOthersFilesAreRefused(
    name: String, fileExtension: String, message: String
  ) throws {
    let clashing = TextSnapshotStrategy(
      format: SnapshotFormat(name: name, fileExtension: fileExtension),
      render: { _, _ in "" })
    let setup = try Setup()
    #expect(throws: CatalogError.usage(message)) {
      try setup.run(.record, strategies: SnapshotStrategies.builtIn + [clashing])
    }
    #expect(!FileManager.default.fileExists(atPath: setup.snapshots.path))
  }

  @Test func theShippedFormatsWriteNoFormatResultsIntoTheReport() throws {
    let setup = try Setup()
    let report = try setup.run(.record, strategies: SnapshotStrategies.builtIn)
    let json = String(decoding: try ReportWriter.json(for: report), as: UTF8.self)
    #expect(!json.contains("formatResults"))
    #expect(!FileManager.default.fileExists(atPath: setup.snapshots.path + "/Swatch/red.size.txt"))
  }

  @Test func shardsOfARunWithARegisteredFormatMergeAndProveTheirOrphans() throws {
    let setup = try Setup()
    _ = try setup.run(.record)
    try setup.write("2x2\n", at: "Swatch/gone.size.txt")
    let whole = try setup.run(.verify)
    var directories: [URL] = []
    for k in 1...2 {
      let directory = setup.root.appendingPathComponent("shard-\(k)")
      let report = try setup.run(.verify, shard: try Shard(parsing: "\(k)/2"), report: directory)
      try ReportWriter.write(report, to: directory, strategies: SizeDump.strategies)
      directories.append(directory)
    }
    let merged = try ReportMerger.merge(
      directories, into: setup.root.appendingPathComponent("merged"),
      plan: CatalogPlanner.plan([Swatch_Definition.self]), snapshotsDirectory: setup.snapshots,
      strategies: SizeDump.strategies)
    #expect(merged.summary == whole.summary && merged.summary.orphaned == 1)
    #expect(merged.entries.map(\.formatResults) == whole.entries.map(\.formatResults))
    // Merged with the shipped formats only, the orphan the shards report is not one.
    #expect(throws: CatalogError.self) {
      try ReportMerger.merge(
        directories, into: setup.root.appendingPathComponent("merged-shipped"),
        plan: CatalogPlanner.plan([Swatch_Definition.self]),
        snapshotsDirectory: setup.snapshots)
    }
  }
}
