import Catalog
import Foundation
import PNG
import Raster
import TestSupport
import Testing

// MARK: - HardeningTests

/// What hostile or broken input on disk does to a run: never a silent pass, never a deleted
/// file the tool did not write, always a message naming the file.
@MainActor @Suite struct HardeningTests {
  typealias Setup = RunnerTests.Setup

  private func entry(_ report: RunReport, _ id: String) throws -> RunReport.Entry {
    try #require(report.entries.first { $0.id == id })
  }

  // MARK: - References

  @Test func recordOverACorruptReferenceRewritesItAndSaysSo() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let red = setup.snapshots.appendingPathComponent("Swatch/red.png")
    var bytes = try Data(contentsOf: red)
    bytes[29] ^= 1  // the lowest bit of IHDR's CRC
    try bytes.write(to: red)
    let verified = try setup.run(.verify, [Swatch_Definition.self])
    #expect(try entry(verified, "Swatch/red").status == .error)
    let recorded = try entry(try setup.run(.record, [Swatch_Definition.self]), "Swatch/red")
    #expect(recorded.status == .recorded)
    #expect(
      recorded.message?.hasPrefix("replaced an unreadable reference ('red.png' is a damaged PNG")
        == true)
    #expect(try setup.run(.verify, [Swatch_Definition.self]).summary.isSuccess)
  }

  @Test func aReferenceWithAnEditedHeaderAndAValidCRCFailsVerify() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let red = setup.snapshots.appendingPathComponent("Swatch/red.png")
    var bytes = try Data(contentsOf: red)
    bytes[23] ^= 4  // the height, 20 → 16
    let crc = PNGChunks.crc(of: Array(bytes[12..<29]))
    for i in 0..<4 { bytes[29 + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(i))) }
    try bytes.write(to: red)
    let report = try setup.run(.verify, [Swatch_Definition.self])
    let failed = try entry(report, "Swatch/red")
    #expect(failed.status != .passed)
    #expect(!report.summary.isSuccess)
  }

  @Test func aHugeFileNamedLikeAReferenceIsRefusedWithoutReadingIt() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let red = setup.snapshots.appendingPathComponent("Swatch/red.png")
    let head = try Data(contentsOf: red).prefix(33)
    try head.write(to: red)
    // Sparse: 2 GiB on paper, nothing on disk.
    let handle = try FileHandle(forWritingTo: red)
    try handle.truncate(atOffset: 2 << 30)
    try handle.close()
    let failed = try entry(try setup.run(.verify, [Swatch_Definition.self]), "Swatch/red")
    #expect(failed.status == .error)
    #expect(
      failed.message?.hasPrefix(
        "reference 'Swatch/red.png' is unreadable: it is 2147483648 bytes, more than any PNG of "
          + "its stated size can need (\(16_777_216 + 2 * 20 * (1 + 40 * 8)))") == true)

    try Data(count: 4096).write(to: red)
    let junk = try entry(try setup.run(.verify, [Swatch_Definition.self]), "Swatch/red")
    #expect(
      junk.message?.hasPrefix(
        "reference 'Swatch/red.png' is unreadable: 'red.png' is not a PNG image") == true)
  }

  @Test func aFIFOOrASymlinkLoopAtAReferencePathIsNamedAsSuch() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let red = setup.snapshots.appendingPathComponent("Swatch/red.png")
    let blue = setup.snapshots.appendingPathComponent("Swatch/blue.png")
    try FileManager.default.removeItem(at: red)
    try FileManager.default.removeItem(at: blue)
    #expect(mkfifo(red.path, 0o644) == 0)
    #expect(symlink(blue.path, blue.path) == 0)
    let report = try setup.run(.verify, [Swatch_Definition.self])
    #expect(
      try entry(report, "Swatch/red").message?.hasPrefix(
        "reference 'Swatch/red.png' is unreadable: it is not a regular file (a FIFO); remove it "
          + "and record again") == true)
    #expect(
      try entry(report, "Swatch/blue").message?.hasPrefix(
        "reference 'Swatch/blue.png' is unreadable: it is a symbolic-link loop; remove the link")
        == true)
  }

  @Test func upperCasePNGFilesAreOrphansToo() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let red = setup.snapshots.appendingPathComponent("Swatch/red.png")
    try FileManager.default.copyItem(
      at: red, to: setup.snapshots.appendingPathComponent("Swatch/red.PNG"))
    let report = try setup.run(.verify, [Swatch_Definition.self])
    let orphan = try entry(report, "Swatch/red.PNG")
    #expect(orphan.status == .orphaned)
    #expect(orphan.referenceFile == "Swatch/red.PNG")
    #expect(try entry(report, "Swatch/red").status == .passed)
    let plan = CatalogPlanner.plan([Swatch_Definition.self])
    let orphans = try SnapshotPruner.orphans(
      in: setup.snapshots, plan: plan, filter: nil, shard: .all)
    #expect(orphans.map(\.file) == ["Swatch/red.PNG"])
  }

  @Test func namesAreEscapedForMessagesAndQuotedForTheShell() {
    #expect(FileNames.escaped("a\nb\tc\u{1B}[2J\\d") == "a\\nb\\tc\\u{1B}[2J\\d")
    #expect(FileNames.quoted("x\ry") == "'x\\ry'")
    #expect(FileNames.shellQuoted("it's here") == "'it'\\''s here'")
    #expect(FileNames.shellQuoted("a\nb'c\u{1B}\\") == "$'a\\nb\\'c\\x1b\\\\'")
  }

  // MARK: - Reports

  /// The whole plan the shard reports cover, as merge-reports plans it.
  private let swatches = CatalogPlanner.plan([Swatch_Definition.self])

  /// Verifies `definitions` as shard `k` of `n` into its own report folder.
  private func shardReport(_ setup: Setup, _ k: Int, of n: Int) throws -> URL {
    let folder = setup.root.appendingPathComponent("shard-\(k)-of-\(n)")
    let report = try setup.run(
      .verify, [Swatch_Definition.self], shard: try Shard(parsing: "\(k)/\(n)"), report: folder)
    try ReportWriter.write(report, to: folder)
    return folder
  }

  @Test func mergingWithAShardMissingOrTwiceIsRefused() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let one = try shardReport(setup, 1, of: 3)
    let two = try shardReport(setup, 2, of: 3)
    let three = try shardReport(setup, 3, of: 3)
    let output = setup.root.appendingPathComponent("merged")
    #expect(
      throws: CatalogError.failure(
        "shard 3/3 is missing (given: 1/3, 2/3); a merge without every shard could pass a "
          + "failure, so pass the report folder of every shard")
    ) {
      try ReportMerger.merge(
        [one, two], into: output,
        plan: swatches, snapshotsDirectory: setup.snapshots)
    }
    #expect(
      throws: CatalogError.failure(
        "shard 2/3 is given twice: in '\(two.path)' and '\(two.path)'; pass each shard's "
          + "report once")
    ) {
      try ReportMerger.merge(
        [one, two, two, three], into: output,
        plan: swatches, snapshotsDirectory: setup.snapshots)
    }
    let half = try shardReport(setup, 1, of: 2)
    #expect(
      throws: CatalogError.failure(
        "the report in '\(half.path)' is shard 1/2 but the one in '\(one.path)' is of 3 shards; "
          + "merge the shards of one run only")
    ) {
      try ReportMerger.merge(
        [one, half], into: output,
        plan: swatches, snapshotsDirectory: setup.snapshots)
    }
    let merged = try ReportMerger.merge(
      [three, one, two], into: output, plan: swatches, snapshotsDirectory: setup.snapshots)
    #expect(merged.summary.isSuccess)
    #expect(merged.summary.snapshotCount == 6)
  }

  @Test func mergingShardsOfDifferentPlansIsRefused() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let one = try shardReport(setup, 1, of: 2)
    let other = setup.root.appendingPathComponent("other")
    let report = try setup.run(
      .verify, [Swatch_Definition.self], shard: try Shard(parsing: "2/2"),
      filter: try SnapshotFilter("red|blue"), report: other)
    try ReportWriter.write(report, to: other)
    #expect(
      throws: CatalogError.failure(
        "the reports in '\(one.path)' and '\(other.path)' come from different runs (other "
          + "definitions, filter or command); merge the shards of one run only")
    ) {
      try ReportMerger.merge(
        [one, other], into: setup.root.appendingPathComponent("merged"), plan: swatches,
        snapshotsDirectory: setup.snapshots)
    }
  }

  @Test(arguments: ["same", "inside", "around"])
  func aReportFolderMixedWithTheSnapshotsFolderIsRefused(relation: String) throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let snapshots = setup.snapshots.path
    let report =
      switch relation {
      case "same": snapshots
      case "inside": snapshots + "/Swatch/../images"
      default: setup.root.path
      }
    let expected =
      switch relation {
      case "same": "is the snapshots folder"
      case "inside": "lies inside the snapshots folder '\(snapshots)'"
      default: "contains the snapshots folder '\(snapshots)'"
      }
    #expect(
      throws: CatalogError.usage(
        "the report folder '\(report)' \(expected): the report's images must never mix with "
          + "references; pass another --report, such as .build/catalog")
    ) {
      try RunFolders.report(report, apartFrom: [snapshots])
    }
  }

  @Test func aFolderHoldingOtherFilesIsNoReportFolder() throws {
    let root = try TestSupport.makeTemporaryDirectory("foreign")
    try Data("mine".utf8).write(to: root.appendingPathComponent("index.html"))
    #expect(
      throws: CatalogError.usage(
        "the report folder '\(root.path)' holds other files and no catalog report; pass an "
          + "empty or new folder with --report, such as .build/catalog")
    ) {
      try RunFolders.report(root.path, apartFrom: [])
    }
  }

  @Test func anUnwritableReportFolderIsOneFailureAndTheVerdictsStand() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let report = setup.root.appendingPathComponent("blocked")
    try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
    // `images` is a file: no image can be written below it.
    try Data().write(to: report.appendingPathComponent("images"))
    let verified = try setup.run(.verify, [Swatch_Definition.self], report: report)
    #expect(verified.summary.passed == 6)
    #expect(verified.summary.errors == 0)
    #expect(verified.imageFailure?.hasPrefix("cannot ") == true)
  }
}
