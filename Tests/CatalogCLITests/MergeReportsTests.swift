import Foundation
import TestSupport
import Testing

// MARK: - MergeReportsTests

/// `catalog merge-reports` on the reports of the real binary's shards: an edited report never
/// merges, and the shards' order never changes what the merge writes.
///
/// The shards verify `^DLSBadge/` against a copy of its references in which `count.png` holds
/// another variant's image, so shard 3/3 (which holds `DLSBadge/count`) fails.
@Suite struct MergeReportsTests {
  private let root: URL
  private var snapshots: URL { root.appendingPathComponent("Snapshots") }

  init() throws {
    root = try TestSupport.makeTemporaryDirectory("merge-reports")
    let badge = snapshots.appendingPathComponent("DLSBadge")
    try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: TestSupport.packageRoot.appendingPathComponent("Snapshots/DLSBadge"), to: badge)
    try FileManager.default.removeItem(at: badge.appendingPathComponent("count.png"))
    try FileManager.default.copyItem(
      at: badge.appendingPathComponent("neutral.png"),
      to: badge.appendingPathComponent("count.png"))
  }

  /// Verifies shard `k` of 3 into `shard-k` and returns that folder.
  private func shard(_ k: Int) throws -> URL {
    let folder = root.appendingPathComponent("shard-\(k)")
    let run = try CatalogBinary.run([
      "verify", "--snapshots", snapshots.path, "--filter", "^DLSBadge/", "--shard", "\(k)/3",
      "--report", folder.path, "--quiet",
    ])
    #expect(run.status == (k == 3 ? 1 : 0), "\(run.error)")
    return folder
  }

  private func merge(_ folders: [URL], into output: URL) throws -> CatalogBinary.Run {
    try CatalogBinary.run(
      ["merge-reports"] + folders.map(\.path)
        + ["--snapshots", snapshots.path, "--output", output.path])
  }

  private func json(_ url: URL) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
  }

  @Test func aShardReportWithAFailedEntryRemovedAndItsCountsFixedIsRefused() throws {
    let folders = try (1...3).map(shard)
    let file = folders[2].appendingPathComponent("report.json")
    var report = try json(file)
    let entries = try #require(report["entries"] as? [[String: Any]])
    report["entries"] = entries.filter { $0["status"] as? String != "failed" }
    var summary = try #require(report["summary"] as? [String: Int])
    summary["failed", default: 0] -= 1
    summary["total", default: 0] -= 1
    report["summary"] = summary
    try JSONSerialization.data(withJSONObject: report).write(to: file)

    let output = root.appendingPathComponent("merged")
    let run = try merge(folders, into: output)
    #expect(run.status == 2)
    #expect(
      run.error == "error: the report in '\(folders[2].path)' (shard 3/3) does not hold "
        + "what shard 3/3 of this plan reports: 1 missing ('DLSBadge/count'); a report that is "
        + "not exactly what its run wrote could hide a failure, so run that shard's verify again "
        + "and merge its new report\n")
    #expect(run.output.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test func anyOrderOfTheShardsWritesTheSameReportAndGalleryAsOneRunWould() throws {
    let folders = try (1...3).map(shard)
    var written: [[Data]] = []
    for (index, order) in [[0, 1, 2], [2, 0, 1], [1, 2, 0]].enumerated() {
      let output = root.appendingPathComponent("merged-\(index)")
      let run = try merge(order.map { folders[$0] }, into: output)
      #expect(run.status == 1, "\(run.error)")
      written.append(
        try ["report.json", "junit.xml", "index.html"].map {
          try Data(contentsOf: output.appendingPathComponent($0))
        })
    }
    #expect(written[1] == written[0])
    #expect(written[2] == written[0])

    let whole = root.appendingPathComponent("whole")
    let run = try CatalogBinary.run([
      "verify", "--snapshots", snapshots.path, "--filter", "^DLSBadge/", "--report", whole.path,
      "--quiet",
    ])
    #expect(run.status == 1)
    func ids(_ folder: URL) throws -> [String] {
      try #require(
        try json(folder.appendingPathComponent("report.json"))["entries"]
          as? [[String: Any]]
      ).compactMap { $0["id"] as? String }
    }
    let merged = try ids(root.appendingPathComponent("merged-1"))
    #expect(merged.count == 24)
    #expect(merged == (try ids(whole)))
  }
}
