import Catalog
import CatalogUI
import Foundation
import PNG
import Raster
import TestSupport
import Testing

// MARK: - Definitions used by the runner tests

enum Swatch_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    Color.red.frame(width: 20, height: 10).named("Red")
    Color.blue.frame(width: 20, height: 10).named("Blue")
    // The name has an emoji; the text has none, so no font lacks a character.
    Text("Émoji ★ and ../slashes/").frame(width: 40, height: 10).named("Émoji 🎉 and ../slashes/")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    return settings
  }
}

enum Retired_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    Color.green.frame(width: 4, height: 4).named("Green")
  }
}

enum Listing_Definition: ViewDefinition {
  static var contentVariants: ContentVariants { Color.red.frame(width: 4, height: 4).named("Card") }
}

/// Stands for a definition of the same name in another module.
enum OtherListing_Definition: ViewDefinition {
  static var catalogName: String { "Listing" }
  static var contentVariants: ContentVariants {
    Color.blue.frame(width: 4, height: 4).named("Card")
  }
}

enum Duplicates_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    Color.red.frame(width: 4, height: 4).named("Primary")
    Color.blue.frame(width: 4, height: 4).named("primary")
  }
}

enum Extreme_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    EmptyView().named("Empty")
    Color.red.frame(width: 10, height: 100_000).named("Tall")
    Color.red.frame(width: 10, height: 1e300).named("Endless")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    settings.traits = TraitsMatrix(colorSchemes: [.light])
    return settings
  }
}

/// Raises the side limit past what a pixmap can hold, so the pixmap's own limit speaks.
enum Oversized_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    Color.red.frame(width: 10_000, height: 10_000).named("Square")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    settings.traits = TraitsMatrix(colorSchemes: [.light])
    settings.maxPixelSide = 40_000
    return settings
  }
}

// MARK: - RunnerTests

@MainActor @Suite struct RunnerTests {
  @MainActor
  struct Setup {
    let root: URL
    var snapshots: URL { root.appendingPathComponent("Snapshots") }
    var report: URL { root.appendingPathComponent("report") }

    init() throws { root = try TestSupport.makeTemporaryDirectory("runner") }

    func run(
      _ mode: SnapshotRunner.Mode, _ definitions: [any ViewDefinition.Type],
      jobs: Int = 2, shard: Shard = .all, filter: SnapshotFilter? = nil,
      snapshots: URL? = nil, report: URL? = nil
    ) throws(CatalogError) -> RunReport {
      let plan = CatalogPlanner.plan(definitions)
      let configuration = RunConfiguration(
        snapshotsDirectory: snapshots ?? self.snapshots, reportDirectory: report ?? self.report,
        filter: filter, jobs: jobs, shard: shard)
      return try SnapshotRunner(configuration: configuration).run(
        mode, plan: plan.snapshots, problems: plan.problems)
    }

    func files() -> [String] {
      let walker = FileManager.default.enumerator(atPath: snapshots.path)
      return (walker?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }.sorted()
    }
  }

  @Test func recordWritesSafeNamesThenLeavesUnchangedReferencesAlone() throws {
    let setup = try Setup()
    let first = try setup.run(.record, [Swatch_Definition.self])
    #expect(first.summary.recorded == 6)
    #expect(
      setup.files() == [
        "Swatch/blue.dark.png", "Swatch/blue.png", "Swatch/emoji-u1f389-and-slashes.dark.png",
        "Swatch/emoji-u1f389-and-slashes.png", "Swatch/red.dark.png", "Swatch/red.png",
      ])
    let modified =
      try FileManager.default.attributesOfItem(
        atPath: setup.snapshots.appendingPathComponent("Swatch/red.png").path)[.modificationDate]
      as? Date
    let second = try setup.run(.record, [Swatch_Definition.self])
    #expect(second.summary.unchanged == 6 && second.summary.recorded == 0)
    let after =
      try FileManager.default.attributesOfItem(
        atPath: setup.snapshots.appendingPathComponent("Swatch/red.png").path)[.modificationDate]
      as? Date
    #expect(after == modified)
    let verified = try setup.run(.verify, [Swatch_Definition.self])
    #expect(verified.summary.isSuccess)
    // Every snapshot reports the time it took (rendering alone takes some).
    #expect(verified.entries.count == 6)
    #expect(verified.entries.allSatisfy { $0.durationMilliseconds > 0 })
  }

  @Test func outputIsByteIdenticalForAnyNumberOfJobs() throws {
    let one = try Setup()
    let two = try Setup()
    _ = try one.run(.record, [Swatch_Definition.self], jobs: 1)
    _ = try two.run(.record, [Swatch_Definition.self], jobs: 4)
    for file in one.files() {
      #expect(
        try Data(contentsOf: one.snapshots.appendingPathComponent(file))
          == Data(contentsOf: two.snapshots.appendingPathComponent(file)))
    }
  }

  @Test func verifyReportsChangedMissingAndOrphanedAndNeverWrites() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let fm = FileManager.default
    let red = setup.snapshots.appendingPathComponent("Swatch/red.png")
    try fm.removeItem(at: red)
    try fm.copyItem(at: setup.snapshots.appendingPathComponent("Swatch/blue.png"), to: red)
    try fm.removeItem(at: setup.snapshots.appendingPathComponent("Swatch/blue.dark.png"))
    try fm.copyItem(at: red, to: setup.snapshots.appendingPathComponent("Swatch/retired.png"))
    let before = setup.files()
    let report = try setup.run(.verify, [Swatch_Definition.self])
    #expect(setup.files() == before)
    let status = Dictionary(uniqueKeysWithValues: report.entries.map { ($0.id, $0.status) })
    #expect(status["Swatch/red"] == .failed)
    #expect(status["Swatch/blue.dark"] == .missing)
    #expect(status["Swatch/retired"] == .orphaned)
    #expect(!report.summary.isSuccess)
    let failed = try #require(report.entries.first { $0.id == "Swatch/red" })
    #expect(
      failed.acceptCommand?.hasSuffix(
        "record --filter '^Swatch/red$' --snapshots '\(setup.snapshots.path)'") == true)
    #expect(failed.difference?.mismatchedPixels == 800)
    #expect(failed.images.diff == "images/diff/Swatch/red.png")
    #expect(
      fm.fileExists(atPath: setup.report.appendingPathComponent("images/diff/Swatch/red.png").path))
  }

  @Test func reportImagesAreKeptWhenUnchangedAndRemovedWhenStale() throws {
    let setup = try Setup()
    let fm = FileManager.default
    func image(_ path: String) -> URL { setup.report.appendingPathComponent("images/" + path) }
    func inode(_ path: String) throws -> Int? {
      try fm.attributesOfItem(atPath: image(path).path)[.systemFileNumber] as? Int
    }
    _ = try setup.run(.record, [Swatch_Definition.self, Retired_Definition.self])
    #expect(fm.fileExists(atPath: image("expected/Retired/green.png").path))
    try fm.removeItem(at: setup.snapshots.appendingPathComponent("Retired"))
    // A file the tool did not write is never deleted, even below images/.
    try fm.createDirectory(at: image("expected/Old"), withIntermediateDirectories: true)
    try Data("not ours".utf8).write(to: image("expected/Old/mine.png"))
    #expect(try setup.run(.verify, [Swatch_Definition.self]).summary.isSuccess)
    let blue = try inode("expected/Swatch/blue.png")
    // The previous run's images that this one no longer points at are gone with their folder;
    // the run's images are the references' bytes.
    #expect(!fm.fileExists(atPath: image("expected/Retired").path))
    #expect(try Data(contentsOf: image("expected/Old/mine.png")) == Data("not ours".utf8))
    try fm.removeItem(at: image("expected/Old"))
    let listed = (fm.enumerator(atPath: image("").path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".png") }.sorted()
    #expect(
      listed == [
        "expected/Swatch/blue.dark.png", "expected/Swatch/blue.png",
        "expected/Swatch/emoji-u1f389-and-slashes.dark.png",
        "expected/Swatch/emoji-u1f389-and-slashes.png", "expected/Swatch/red.dark.png",
        "expected/Swatch/red.png",
      ])
    let red = setup.snapshots.appendingPathComponent("Swatch/red.png")
    let redBytes = try Data(contentsOf: red)
    #expect(try Data(contentsOf: image("expected/Swatch/red.png")) == redBytes)

    // A failure adds its actual and diff images, and replaces the expected one.
    try fm.removeItem(at: red)
    try fm.copyItem(at: setup.snapshots.appendingPathComponent("Swatch/blue.png"), to: red)
    #expect(try !setup.run(.verify, [Swatch_Definition.self]).summary.isSuccess)
    #expect(fm.fileExists(atPath: image("actual/Swatch/red.png").path))
    #expect(fm.fileExists(atPath: image("diff/Swatch/red.png").path))
    #expect(try Data(contentsOf: image("expected/Swatch/red.png")) == Data(contentsOf: red))
    // The unchanged images were not rewritten.
    #expect(try inode("expected/Swatch/blue.png") == blue)

    // Once fixed, the failure's images go.
    _ = try setup.run(.record, [Swatch_Definition.self], filter: SnapshotFilter("^Swatch/red$"))
    #expect(try setup.run(.verify, [Swatch_Definition.self]).summary.isSuccess)
    #expect(!fm.fileExists(atPath: image("actual").path))
    #expect(!fm.fileExists(atPath: image("diff").path))
    #expect(try Data(contentsOf: image("expected/Swatch/red.png")) == redBytes)
  }

  @Test func pruneDeletesExactlyTheOrphans() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let fm = FileManager.default
    try fm.createDirectory(
      at: setup.snapshots.appendingPathComponent("Gone"), withIntermediateDirectories: true)
    try fm.copyItem(
      at: setup.snapshots.appendingPathComponent("Swatch/red.png"),
      to: setup.snapshots.appendingPathComponent("Gone/old.png"))
    try Data("notes".utf8).write(to: setup.snapshots.appendingPathComponent("Swatch/README.txt"))
    let plan = CatalogPlanner.plan([Swatch_Definition.self])
    let orphans = try SnapshotPruner.orphans(
      in: setup.snapshots, plan: plan, filter: nil, shard: .all)
    #expect(orphans.map(\.id) == ["Gone/old"])
    for orphan in orphans { try SnapshotPruner.delete(orphan, in: setup.snapshots) }
    #expect(!fm.fileExists(atPath: setup.snapshots.appendingPathComponent("Gone").path))
    #expect(fm.fileExists(atPath: setup.snapshots.appendingPathComponent("Swatch/README.txt").path))
    #expect(setup.files().count == 6)
  }

  @Test(arguments: ["corrupt", "truncated", "text", "directory", "wrong size"])
  func badReferencesFailOnlyTheirSnapshot(kind: String) throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let red = setup.snapshots.appendingPathComponent("Swatch/red.png")
    let bytes = try Data(contentsOf: red)
    try FileManager.default.removeItem(at: red)
    switch kind {
    case "corrupt":
      var damaged = bytes
      for i in 40..<min(60, damaged.count) { damaged[i] ^= 0xA5 }
      try damaged.write(to: red)
    case "truncated": try bytes.prefix(bytes.count / 2).write(to: red)
    case "text": try Data("not an image".utf8).write(to: red)
    case "directory":
      try FileManager.default.createDirectory(at: red, withIntermediateDirectories: true)
    default:
      let other = try #require(Pixmap(width: 3, height: 3))
      try PNGEncoder.encode(other).write(to: red)
    }
    let report = try setup.run(.verify, [Swatch_Definition.self])
    let entry = try #require(report.entries.first { $0.id == "Swatch/red" })
    let accept =
      "swift run -c release catalog record --filter '^Swatch/red$' --snapshots '\(setup.snapshots.path)'"
    let reasons = [
      "corrupt": "'red.png' is a damaged PNG: PLT[E0]: invalid chunk type",
      "truncated": "'red.png' is truncated: the file ends before its image data does",
      "text": "'red.png' is not a PNG image (its first 8 bytes are not the PNG signature)",
      "directory": "it is a directory, not a PNG file (remove it first)",
    ]
    if kind == "wrong size" {
      #expect(entry.status == .failed)
      #expect(entry.difference?.sizeMismatch == "3x3 vs 40x20")
      #expect(
        entry.message
          == "size changed: reference 3x3, rendering 40x20; if the change is intended, run `\(accept)`"
      )
    } else {
      #expect(entry.status == .error)
      let reason = try #require(reasons[kind])
      #expect(
        entry.message
          == "reference 'Swatch/red.png' is unreadable: \(reason); run `\(accept)` to replace it")
    }
    #expect(report.entries.filter { $0.status == .passed }.count == 5)
    #expect(entry.images.actual == "images/actual/Swatch/red.png")
  }

  @Test func duplicateVariantNamesAreAnErrorNamingBoth() {
    let plan = CatalogPlanner.plan([Duplicates_Definition.self])
    #expect(
      plan.problems.map(\.message) == [
        "Duplicates: variants 'Primary' and 'primary' both map to the snapshot name 'primary'; "
          + "give one of them another name with .named(_:)"
      ])
    #expect(plan.snapshots.map(\.id) == ["Duplicates/primary", "Duplicates/primary.dark"])
  }

  @Test func emptyAndGiantViewsAreRefusedWithAClearLimit() throws {
    let setup = try Setup()
    let report = try setup.run(.record, [Extreme_Definition.self])
    let messages = Dictionary(
      uniqueKeysWithValues: report.entries.map { ($0.id, $0.message ?? "") })
    #expect(
      messages["Extreme/empty"]
        == "rendering 'Extreme/empty' failed: Extreme › Empty has no area (0x0 pt); give it content or a size with .frame(width:height:)"
    )
    #expect(
      messages["Extreme/tall"]
        == "rendering 'Extreme/tall' failed: Extreme › Tall measures 10x100000 pt (20x200000 px at 2x), over the limit of 8192 px a side; give it a fixed size with .frame(height:) or raise maxPixelSide in its snapshotSettings"
    )
    #expect(
      messages["Extreme/endless"]
        == "rendering 'Extreme/endless' failed: Extreme › Endless measures 10x1e+300 pt "
        + "(20x2e+300 px at 2x), over the limit of 8192 px a side; give it a fixed size with "
        + ".frame(height:) or raise maxPixelSide in its snapshotSettings")
    #expect(setup.files().isEmpty)
  }

  @Test func aViewPastThePixmapLimitIsRefusedNamingIt() throws {
    let setup = try Setup()
    let report = try setup.run(.record, [Oversized_Definition.self])
    #expect(
      report.entries.map { $0.message ?? "" } == [
        "rendering 'Oversized/square' failed: Oversized › Square cannot be rendered: 20000x20000 "
          + "px is 400000000 pixels, over the limit of 67108864 pixels (8192x8192); give it a "
          + "smaller size with .frame(width:height:)"
      ])
    #expect(setup.files().isEmpty)
  }

  @Test func aSnapshotsPathBelowAFileIsOneErrorNamingIt() throws {
    let setup = try Setup()
    let unusable = URL(fileURLWithPath: "/proc/version/Snapshots")
    #expect(
      throws: CatalogError.failure(
        "cannot list the references in '/proc/version/Snapshots': Not a directory; fix its "
          + "permissions so orphaned snapshots can be found")
    ) {
      try setup.run(.record, [Swatch_Definition.self], snapshots: unusable)
    }
  }

  @Test func readOnlySnapshotsAreVerifiedAndRecordSaysTheyCannotBeWritten() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let folder = setup.snapshots.appendingPathComponent("Swatch")
    try FileManager.default.removeItem(at: folder.appendingPathComponent("red.png"))
    let before = setup.files()
    try TestSupport.makeReadOnly(folder)
    defer { TestSupport.makeWritable(folder) }

    let verified = try setup.run(.verify, [Swatch_Definition.self])
    #expect(verified.summary.passed == 5 && verified.summary.missing == 1)
    let recorded = try setup.run(.record, [Swatch_Definition.self])
    #expect(recorded.summary.unchanged == 5 && recorded.summary.errors == 1)
    let red = try #require(recorded.entries.first { $0.id == "Swatch/red" })
    #expect(
      red.message == "cannot write '\(folder.path)/red.png': the directory "
        + "'\(folder.path)' is not writable")
    #expect(setup.files() == before)
    let hidden = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix(".") }
    #expect(hidden.isEmpty)
  }

  @Test func emptyCatalogIsAnErrorNotAPass() throws {
    let setup = try Setup()
    #expect(
      throws: CatalogError.failure(
        "the catalog has no snapshots: no definition conforms to ViewDefinition and "
          + "'\(setup.snapshots.path)' holds no references. Definitions are found by the "
          + "DefinitionsDiscovery plugin in the target that holds them; pass that target's "
          + "DiscoveredDefinitions.all to CatalogCommand.main (README, \"Use it in your package\")"
      )
    ) {
      try setup.run(.verify, [])
    }
  }

  @Test func twoDefinitionsOfOneNameAreAnErrorNamingBothWithTheirModules() throws {
    let plan = CatalogPlanner.plan([Listing_Definition.self, OtherListing_Definition.self])
    #expect(
      plan.problems.map(\.message) == [
        "definitions 'CatalogTests.Listing_Definition' and 'CatalogTests.OtherListing_Definition' "
          + "both use the snapshot folder 'Listing' (two definitions in one module); give one of "
          + "them another catalogName"
      ])
    #expect(plan.snapshots.map(\.id) == ["Listing/card", "Listing/card.dark"])
  }

  @Test func aFilterOrShardThatSelectsNothingIsAUsageErrorNotAPass() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    #expect(
      throws: CatalogError.usage(
        "--filter 'NOTHING' selects none of the 6 planned snapshots and no reference; "
          + "run `swift run -c release catalog list` to see the snapshot ids")
    ) {
      try setup.run(.verify, [Swatch_Definition.self], filter: SnapshotFilter("NOTHING"))
    }
    // With 64 shards, some shard holds none of the six ids.
    let plan = CatalogPlanner.plan([Swatch_Definition.self]).snapshots.map(\.id)
    let empty = try #require(
      try (1...64).map { try Shard(parsing: "\($0)/64") }
        .first { shard in !plan.contains { shard.contains(id: $0) } })
    #expect(
      throws: CatalogError.usage(
        "--filter 'Swatch' and --shard \(empty) select none of the 6 planned snapshots and no "
          + "reference; run `swift run -c release catalog list` to see the snapshot ids")
    ) {
      try setup.run(
        .record, [Swatch_Definition.self], shard: empty,
        filter: SnapshotFilter("Swatch"))
    }
    // An orphan alone is something to report, not an empty selection: the image, the
    // accessibility snapshot and the layout of the variant no definition plans any more.
    let report = try setup.run(
      .verify, [Duplicates_Definition.self], filter: SnapshotFilter("^Swatch/red$"))
    #expect(report.entries.map(\.status) == [.orphaned, .orphaned, .orphaned])
    #expect(
      report.entries.map(\.referenceFile) == [
        "Swatch/red.a11y.yaml", "Swatch/red.layout.txt", "Swatch/red.png",
      ])
  }

  @Test func cancellingStopsAfterTheSnapshotsInProgress() throws {
    let setup = try Setup()
    let cancellation = RunCancellation()
    let plan = (1...6).map { index in
      PlannedSnapshot(id: "Counted/\(index)", definition: "Counted", variant: "\(index)") {
        if index == 2 { cancellation.cancel() }
        return try #require(Pixmap(width: 2, height: 2))
      }
    }
    let configuration = RunConfiguration(
      snapshotsDirectory: setup.snapshots, reportDirectory: setup.report, jobs: 1)
    let report = try SnapshotRunner(configuration: configuration)
      .run(.record, plan: plan, cancellation: cancellation)
    #expect(report.entries.map(\.id) == ["Counted/1", "Counted/2"])
    #expect(report.interrupted == RunReport.Interruption(selectedCount: 6))
    #expect(setup.files() == ["Counted/1.png", "Counted/2.png"])
  }

  @Test func galleryHeaderCountsSnapshotsAsTheSummaryDoes() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    try FileManager.default.copyItem(
      at: setup.snapshots.appendingPathComponent("Swatch/red.png"),
      to: setup.snapshots.appendingPathComponent("Swatch/retired.png"))
    var report = try setup.run(.verify, [Swatch_Definition.self])
    report.durationMilliseconds = 1234
    #expect(report.summary.total == 7 && report.summary.snapshotCount == 6)
    let page = try String(
      contentsOf: GalleryWriter.write(report, to: setup.report), encoding: .utf8)
    #expect(
      page.contains(
        #"<p id="verdict" class="verdict"><b class="fail">FAIL</b> verify · 6 snapshots · "#
          + #"1 orphaned · 1.23 s</p>"#))
  }

  @Test func shardsCoverTheCatalogOnceAndMergeToTheSameVerdict() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let whole = try setup.run(.verify, [Swatch_Definition.self])
    var directories: [URL] = []
    var ids: [String] = []
    for k in 1...3 {
      let directory = setup.root.appendingPathComponent("shard-\(k)")
      let report = try setup.run(
        .verify, [Swatch_Definition.self], shard: try Shard(parsing: "\(k)/3"),
        report: directory)
      try ReportWriter.write(report, to: directory)
      directories.append(directory)
      ids += report.entries.map(\.id)
    }
    #expect(ids.sorted() == whole.entries.map(\.id).sorted())
    let merged = try ReportMerger.merge(
      directories, into: setup.root.appendingPathComponent("merged"),
      plan: CatalogPlanner.plan([Swatch_Definition.self]), snapshotsDirectory: setup.snapshots)
    #expect(merged.summary == whole.summary)
  }
}
