import Catalog
import Foundation
import TestSupport
import Testing

// MARK: - MergeProofTests

/// What `ReportMerger` proves before it merges: every report is exactly what its shard of this
/// plan reports, so no edit to a shard's report (an entry removed, moved, added or miscounted)
/// merges, and the merged report is the same whatever order the shards are given in.
///
/// With three shards, `Swatch_Definition`'s snapshots fall as `emoji…` in shard 1, `red`,
/// `blue` and the orphan `retired` in shard 2, and the dark ones in shard 3.
@MainActor @Suite struct MergeProofTests {
  typealias Setup = RunnerTests.Setup

  /// The whole plan, as merge-reports plans it.
  private let plan = CatalogPlanner.plan([Swatch_Definition.self])
  private let setup: Setup
  /// The three shards' report folders; `Swatch/red` fails (in shard 2) and `Swatch/retired`
  /// is orphaned (in shard 2).
  private let shards: [URL]

  init() throws {
    let setup = try Setup()
    self.setup = setup
    _ = try setup.run(.record, [Swatch_Definition.self])
    let fm = FileManager.default
    let red = setup.snapshots.appendingPathComponent("Swatch/red.png")
    try fm.removeItem(at: red)
    try fm.copyItem(at: setup.snapshots.appendingPathComponent("Swatch/blue.png"), to: red)
    try fm.copyItem(at: red, to: setup.snapshots.appendingPathComponent("Swatch/retired.png"))
    shards = try (1...3).map { try Self.verify(setup, shard: $0) }
  }

  /// Verifies shard `k` of 3 into its own report folder and writes its report.
  private static func verify(
    _ setup: Setup, shard k: Int, mode: SnapshotRunner.Mode = .verify,
    filter: SnapshotFilter? = nil
  ) throws -> URL {
    let folder = setup.root.appendingPathComponent("shard-\(k)")
    let report = try setup.run(
      mode, [Swatch_Definition.self], shard: try Shard(parsing: "\(k)/3"), filter: filter,
      report: folder)
    try ReportWriter.write(report, to: folder)
    return folder
  }

  private func merge(_ folders: [URL], into name: String = "merged") throws(CatalogError)
    -> RunReport
  {
    try ReportMerger.merge(
      folders, into: setup.root.appendingPathComponent(name), plan: plan,
      snapshotsDirectory: setup.snapshots)
  }

  /// Rewrites the report in `folder` with `edit`; with `recount`, the summary is made to
  /// match the edited entries, as a careful forger would.
  private func tamper(
    _ folder: URL, recount: Bool = true,
    _ edit: (inout RunReport) throws -> Void
  ) throws {
    var report = try ReportWriter.read(from: folder)
    try edit(&report)
    if recount { report.summary = RunReport.Summary(entries: report.entries) }
    try ReportWriter.write(report, to: folder)
  }

  private func refusal(_ folder: URL, shard: String, _ problem: String) -> CatalogError {
    .failure(
      "the report in '\(folder.path)' (shard \(shard)) \(problem); a report that is not "
        + "exactly what its run wrote could hide a failure, so run that shard's verify again "
        + "and merge its new report")
  }

  @Test func theUntouchedShardsMergeToTheUnshardedVerdict() throws {
    let merged = try merge(shards)
    #expect(merged.summary.failed == 1 && merged.summary.orphaned == 1)
    #expect(merged.summary.snapshotCount == 6)
    #expect(!merged.summary.isSuccess)
  }

  @Test func aFailedEntryRemovedWithItsCountsFixedIsRefused() throws {
    try tamper(shards[1]) { report in report.entries.removeAll { $0.status == .failed } }
    #expect(try ReportWriter.read(from: shards[1]).summary.failed == 0)
    #expect(
      throws: refusal(
        shards[1], shard: "2/3",
        "does not hold what shard 2/3 of this plan reports: 1 missing ('Swatch/red')")
    ) {
      try merge(shards)
    }
  }

  @Test func anEntryMovedToAnotherShardIsRefused() throws {
    var moved: RunReport.Entry?
    try tamper(shards[1]) { report in
      moved = report.entries.first { $0.id == "Swatch/red" }
      report.entries.removeAll { $0.id == "Swatch/red" }
    }
    let entry = try #require(moved)
    try tamper(shards[0]) { report in report.entries.append(entry) }
    #expect(
      throws: refusal(
        shards[0], shard: "1/3",
        "does not hold what shard 1/3 of this plan reports: 1 unexpected ('Swatch/red')")
    ) {
      try merge(shards)
    }
    // Given in another order, the first shard by number is still the one named.
    #expect(
      throws: refusal(
        shards[0], shard: "1/3",
        "does not hold what shard 1/3 of this plan reports: 1 unexpected ('Swatch/red')")
    ) {
      try merge(shards.reversed())
    }
  }

  @Test func anAddedOrRepeatedEntryIsRefused() throws {
    try tamper(shards[2]) { report in
      var fake = report.entries[0]
      fake.id = "Swatch/green"
      fake.referenceFile = "Swatch/green.png"
      report.entries.append(fake)
      report.entries.append(report.entries[1])
    }
    #expect(
      throws: refusal(
        shards[2], shard: "3/3",
        "does not hold what shard 3/3 of this plan reports: 2 unexpected ('Swatch/green', "
          + "'Swatch/blue.dark')")
    ) {
      try merge(shards)
    }
  }

  @Test func aChangedStatusCountIsRefused() throws {
    try tamper(shards[1], recount: false) { report in
      report.summary.failed -= 1
      report.summary.passed += 1
    }
    #expect(
      throws: refusal(
        shards[1], shard: "2/3",
        "counts passed 2, failed 0, but its entries give passed 1, failed 1")
    ) {
      try merge(shards)
    }
  }

  @Test func aStatusTheCommandNeverGivesIsRefused() throws {
    try tamper(shards[1]) { report in
      for index in report.entries.indices where report.entries[index].id == "Swatch/retired" {
        report.entries[index].status = .passed
      }
    }
    #expect(
      throws: refusal(
        shards[1], shard: "2/3",
        "gives 'Swatch/retired' the status 'passed', which verify never gives an orphaned "
          + "reference")
    ) {
      try merge(shards)
    }
    try tamper(shards[1]) { report in
      for index in report.entries.indices where report.entries[index].id == "Swatch/retired" {
        report.entries[index].status = .orphaned
      }
      for index in report.entries.indices where report.entries[index].id == "Swatch/red" {
        report.entries[index].status = .unchanged
      }
    }
    #expect(
      throws: refusal(
        shards[1], shard: "2/3",
        "gives 'Swatch/red' the status 'unchanged', which verify never gives a planned snapshot")
    ) {
      try merge(shards)
    }
  }

  @Test func anOrphanLeftOutOrNotInTheMergingCheckoutIsRefused() throws {
    let checkout =
      " (orphaned references are those in '\(setup.snapshots.path)': merge in a "
      + "checkout of the commit the shards ran)"
    try tamper(shards[1]) { report in report.entries.removeAll { $0.status == .orphaned } }
    #expect(
      throws: refusal(
        shards[1], shard: "2/3",
        "does not hold what shard 2/3 of this plan reports: 1 missing ('Swatch/retired')"
          + checkout)
    ) {
      try merge(shards)
    }
    let restored = try Self.verify(setup, shard: 2)
    try FileManager.default.removeItem(
      at: setup.snapshots.appendingPathComponent("Swatch/retired.png"))
    #expect(
      throws: refusal(
        restored, shard: "2/3",
        "does not hold what shard 2/3 of this plan reports: 1 unexpected ('Swatch/retired')"
          + checkout)
    ) {
      try merge(shards)
    }
  }

  @Test func aReportOfAnotherPlanOrWithoutItsFilterIsRefused() throws {
    #expect(
      throws: CatalogError.failure(
        "the report in '\(shards[0].path)' covers another plan than this catalog's definitions "
          + "give with no --filter (the definitions changed since the shards ran, or the report "
          + "was edited); merge with the catalog built from the commit the shards ran, or run "
          + "the shards again")
    ) {
      try ReportMerger.merge(
        shards, into: setup.root.appendingPathComponent("merged"),
        plan: CatalogPlanner.plan([Swatch_Definition.self, Retired_Definition.self]),
        snapshotsDirectory: setup.snapshots)
    }
    try tamper(shards[2]) { report in report.filter = nil }
    #expect(
      throws: CatalogError.failure(
        "the report in '\(shards[2].path)' does not record its --filter (an older catalog wrote "
          + "it), so what its shard had to report cannot be worked out; run that shard's verify "
          + "again")
    ) {
      try merge(shards)
    }
  }

  @Test func filteredShardsMergeOnlyWithTheirOwnFilter() throws {
    let filter = try SnapshotFilter("red|emoji|retired")
    let filtered = try (1...3).map { try Self.verify(setup, shard: $0, filter: filter) }
    let merged = try merge(filtered)
    #expect(
      merged.entries.map(\.id) == [
        "Swatch/red", "Swatch/red.dark", "Swatch/emoji-u1f389-and-slashes",
        "Swatch/emoji-u1f389-and-slashes.dark", "Swatch/retired",
      ])
    #expect(merged.filter == "red|emoji|retired")
    // A report whose filter was edited no longer matches the plan it names.
    try tamper(filtered[0]) { report in report.filter = "red" }
    #expect(
      throws: CatalogError.failure(
        "the reports in '\(filtered[0].path)' and '\(filtered[1].path)' come from different "
          + "runs (other definitions, filter or command); merge the shards of one run only")
    ) {
      try merge(filtered)
    }
  }

  @Test func recordShardsMergeAndAVerifyStatusInOneIsRefused() throws {
    let recorded = try (1...3).map { try Self.verify(setup, shard: $0, mode: .record) }
    let merged = try merge(recorded)
    #expect(merged.summary.recorded == 1 && merged.summary.unchanged == 5)
    try tamper(recorded[0]) { report in report.entries[0].status = .passed }
    #expect(
      throws: CatalogError.failure(
        "the report in '\(recorded[0].path)' (shard 1/3) gives "
          + "'Swatch/emoji-u1f389-and-slashes' the status 'passed', which record never gives a "
          + "planned snapshot; a report that is not exactly what its run wrote could hide a "
          + "failure, so run that shard's record again and merge its new report")
    ) {
      try merge(recorded)
    }
  }

  @Test func planningProblemsSharingAnIdWithASnapshotMergeInPlace() throws {
    let definitions: [any ViewDefinition.Type] = [
      Swatch_Definition.self, Duplicates_Definition.self,
    ]
    let whole = try setup.run(.verify, definitions)
    let folders = try (1...2).map { k in
      let folder = setup.root.appendingPathComponent("duplicates-\(k)")
      let report = try setup.run(
        .verify, definitions, shard: try Shard(parsing: "\(k)/2"), report: folder)
      try ReportWriter.write(report, to: folder)
      return folder
    }
    let merged = try ReportMerger.merge(
      folders.reversed(), into: setup.root.appendingPathComponent("merged"),
      plan: CatalogPlanner.plan(definitions), snapshotsDirectory: setup.snapshots)
    #expect(merged.entries.map(\.id) == whole.entries.map(\.id))
    #expect(merged.entries.map(\.status) == whole.entries.map(\.status))
    #expect(merged.summary == whole.summary)
  }

  @Test func theMergedReportListsEntriesAsTheUnshardedRunDoes() throws {
    let whole = try setup.run(.verify, [Swatch_Definition.self])
    let merged = try merge([shards[2], shards[0], shards[1]])
    #expect(merged.entries.map(\.id) == whole.entries.map(\.id))
    #expect(merged.entries.map(\.referenceFile) == whole.entries.map(\.referenceFile))
    #expect(merged.entries.map(\.status) == whole.entries.map(\.status))
    #expect(merged.traitDimensions == whole.traitDimensions)
    #expect(merged.summary == whole.summary)
    #expect(merged.plan == whole.plan && merged.filter == whole.filter)
  }

  @Test func staleBaselineEntriesLeftOutOfTheReportsAreRefused() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let gone = RunReport.BaselineEntry(
      snapshot: "Gone/button", rule: "target-size", element: "button \"Go\"", reason: "kept")
    let file = setup.snapshots.appendingPathComponent(AccessibilityBaseline.fileName)
    try AccessibilityBaseline(entries: [gone]).encoded().write(to: file)
    let folders = try (1...3).map { try Self.verify(setup, shard: $0) }
    let output = setup.root.appendingPathComponent("merged")
    let merged = try ReportMerger.merge(
      folders, into: output, plan: plan, snapshotsDirectory: setup.snapshots)
    #expect(merged.accessibilityBaseline?.stale == [gone])
    #expect(merged.summary.isSuccess && !merged.isSuccess)

    for folder in folders {
      try tamper(folder) { report in report.accessibilityBaseline?.stale = [] }
    }
    #expect(
      throws: CatalogError.failure(
        "the report in '\(folders[0].path)' (shard 1/3) does not list the stale "
          + "accessibility-baseline entries '\(file.path)' has for snapshots no longer planned "
          + "(it lists 0, the file has 1; they fail verify, so merge in a checkout of the commit "
          + "the shards ran); a report that is not exactly what its run wrote could hide a "
          + "failure, so run that shard's verify again and merge its new report")
    ) {
      try ReportMerger.merge(
        folders, into: output, plan: plan, snapshotsDirectory: setup.snapshots)
    }
  }

  @Test func anOutputFolderThatIsOrHoldsAShardsReportIsRefused() throws {
    let report = shards[0].appendingPathComponent("report.json")
    let before = try Data(contentsOf: report)
    let inside = shards[0].appendingPathComponent("images/merged")
    let outputs = [(shards[0], "is"), (inside, "lies inside"), (setup.root, "contains")]
    for (output, relation) in outputs {
      #expect(
        throws: CatalogError.usage(
          "--output '\(output.path)' \(relation) the report folder of a shard, "
            + "'\(shards[0].path)': the merge would overwrite the reports it reads; pass another "
            + "--output, such as .build/catalog")
      ) {
        try ReportMerger.merge(
          shards, into: output, plan: plan, snapshotsDirectory: setup.snapshots)
      }
    }
    #expect(try Data(contentsOf: report) == before)
    #expect(!FileManager.default.fileExists(atPath: inside.path))
  }

  @Test func anyOrderOfTheShardsWritesTheSameBytes() throws {
    var written: [[Data]] = []
    for (index, order) in [[0, 1, 2], [2, 0, 1], [1, 2, 0]].enumerated() {
      let name = "merged-\(index)"
      let folder = setup.root.appendingPathComponent(name)
      let report = try merge(order.map { shards[$0] }, into: name)
      try ReportWriter.write(report, to: folder)
      try GalleryWriter.write(report, to: folder)
      written.append(
        try ["report.json", "junit.xml", "index.html"].map {
          try Data(contentsOf: folder.appendingPathComponent($0))
        })
    }
    #expect(written[1] == written[0])
    #expect(written[2] == written[0])
  }
}
