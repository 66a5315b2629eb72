import Foundation
import TestSupport
import Testing

// MARK: - RecordFailedTests

/// `catalog record --failed REPORT_DIR` on the real binary: after a failing verify it rewrites
/// exactly the references of the snapshots that failed in that report, and refuses a report it
/// cannot trust to say which those are.
///
/// The references are a copy of the shipped `DLSBadge` ones, every file dated 2001, in which
/// `count.png` holds `error.png`'s image (changed), `neutral.dark.png` is gone (missing),
/// `error.a11y.yaml` spells its label another way (accessibility tree changed) and `error.dark.png`
/// holds `count.dark.png`'s image but is filtered out of the verify run (not run).
@Suite struct RecordFailedTests {
  private let root: URL
  private var snapshots: URL { root.appendingPathComponent("Snapshots") }
  private var badge: URL { snapshots.appendingPathComponent("DLSBadge") }
  private var shipped: URL { TestSupport.packageRoot.appendingPathComponent("Snapshots/DLSBadge") }
  private var verifyReport: URL { root.appendingPathComponent("verify") }
  private static let filter = #"^DLSBadge/(count|count\.dark|neutral|neutral\.dark|error)$"#
  private static let old = Date(timeIntervalSince1970: 1_000_000_000)

  init() throws {
    root = try TestSupport.makeTemporaryDirectory("record-failed")
    let files = FileManager.default
    try files.createDirectory(at: snapshots, withIntermediateDirectories: true)
    try files.copyItem(at: shipped, to: badge)
    try files.copyItem(
      at: shipped.deletingLastPathComponent().appendingPathComponent("rendering-environment.yaml"),
      to: snapshots.appendingPathComponent("rendering-environment.yaml"))
    try replace("count.png", with: "error.png")
    try replace("error.dark.png", with: "count.dark.png")
    try files.removeItem(at: badge.appendingPathComponent("neutral.dark.png"))
    let tree = badge.appendingPathComponent("error.a11y.yaml")
    let text = try String(contentsOf: tree, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "\"Cancelled\"", with: "\"Canceled\"").utf8)
      .write(to: tree)
    for name in try files.contentsOfDirectory(atPath: badge.path) {
      try files.setAttributes(
        [.modificationDate: Self.old], ofItemAtPath: badge.appendingPathComponent(name).path)
    }
  }

  private func replace(_ name: String, with other: String) throws {
    let file = badge.appendingPathComponent(name)
    try FileManager.default.removeItem(at: file)
    try FileManager.default.copyItem(at: badge.appendingPathComponent(other), to: file)
  }

  /// Every reference file's bytes and modification date, by name.
  private func state() throws -> [String: (Data, Date?)] {
    var state: [String: (Data, Date?)] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: badge.path) {
      let path = badge.appendingPathComponent(name).path
      let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate]
      state[name] = (try Data(contentsOf: URL(fileURLWithPath: path)), date as? Date)
    }
    return state
  }

  private func verify(_ extra: [String] = []) throws -> CatalogBinary.Run {
    try CatalogBinary.run(
      ["verify", "--snapshots", snapshots.path, "--filter", Self.filter, "--report"]
        + [verifyReport.path] + extra)
  }

  private func recordFailed(_ report: String, _ extra: [String] = []) throws -> CatalogBinary.Run {
    try CatalogBinary.run(
      [
        "record", "--failed", report, "--snapshots", snapshots.path, "--report",
        root.appendingPathComponent("record").path,
      ] + extra)
  }

  @Test func verifyPrintsOneAcceptCommandThatRewritesExactlyTheFailedSnapshots() throws {
    let run = try verify()
    #expect(run.status == 1)
    let accept =
      "swift run -c release catalog record --failed '\(verifyReport.path)' --snapshots "
      + "'\(snapshots.path)'"
    #expect(
      run.output.split(separator: "\n").suffix(4).joined(separator: "\n") == """
        verdict: FAIL
        report: \(verifyReport.path)/report.json
        gallery: \(verifyReport.path)/index.html
        to accept 2 changed and 1 missing snapshots, run `\(accept)`
        """)
    // Each failure's line says what failed, and leaves the accepting to the one command.
    #expect(
      run.error.split(separator: "\n").sorted() == [
        "    layout: no stored layout; re-record to enable",
        "FAILED DLSBadge/count: size changed: reference 149x38, rendering 48x38",
        "FAILED DLSBadge/error: the accessibility tree changed (2 lines differ)",
        "MISSING DLSBadge/neutral.dark: no reference at 'DLSBadge/neutral.dark.png'",
      ])
    let before = try state()
    let record = try recordFailed(verifyReport.path)
    #expect(record.status == 0, "\(record.error)")
    #expect(record.output.hasPrefix("record: 3 snapshots in "), "\(record.output)")
    #expect(record.output.contains(": 3 written, 0 unchanged, 0 errors\n"), "\(record.output)")
    let after = try state()
    let rewritten: Set = ["count.png", "neutral.dark.png", "error.a11y.yaml"]
    // The recorded images get their layout beside them; the accessibility-only failure's
    // image is unchanged, so it gets none.
    let layouts: Set = ["count.layout.txt", "neutral.dark.layout.txt"]
    #expect(Set(after.keys) == Set(before.keys).union(["neutral.dark.png"]).union(layouts))
    for (name, (bytes, date)) in after {
      if rewritten.contains(name) {
        #expect(bytes == (try Data(contentsOf: shipped.appendingPathComponent(name))), "\(name)")
      } else if layouts.contains(name) {
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("# catalog-layout/2\n"))
      } else {
        #expect(bytes == before[name]?.0, "\(name) was rewritten")
        #expect(date == Self.old, "\(name) was touched")
      }
    }
    // The filtered-out snapshot still holds another image: it was never run, so never accepted.
    #expect(after["error.dark.png"]?.0 == after["count.dark.png"]?.0)
    let again = try verify()
    #expect(again.status == 0, "\(again.error)")
  }

  @Test func verboseVerifyStillNamesEachSnapshotsAcceptCommand() throws {
    let run = try verify(["--verbose"])
    #expect(run.status == 1)
    let accept = "swift run -c release catalog record --filter '^DLSBadge/neutral\\.dark$' "
    #expect(
      run.error.contains(
        "MISSING DLSBadge/neutral.dark: no reference at 'DLSBadge/neutral.dark.png'; run `"
          + accept + "--snapshots '\(snapshots.path)'` to create it\n"))
  }

  @Test func aReportWithoutAReportIsRefused() throws {
    let missing = root.appendingPathComponent("nowhere").path
    let run = try recordFailed(missing)
    #expect(run.status == 2)
    #expect(
      run.error
        == "error: no report at '\(missing)/report.json'; run `catalog verify --report "
        + "\(missing)` first\n")
  }

  @Test func aReportThatIsNotOursIsRefused() throws {
    let folder = root.appendingPathComponent("other")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(#"{"name": "not a report"}"#.utf8).write(
      to: folder.appendingPathComponent("report.json"))
    let run = try recordFailed(folder.path)
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("error: '\(folder.path)/report.json' is not a catalog report: "))
    #expect(try state().values.allSatisfy { $0.1 == Self.old })
  }

  @Test func aRecordReportIsRefused() throws {
    let folder = root.appendingPathComponent("recorded")
    _ = try CatalogBinary.run([
      "record", "--snapshots", snapshots.path, "--filter", "^DLSBadge/count$", "--report",
      folder.path,
    ])
    let run = try recordFailed(folder.path)
    #expect(run.status == 2)
    #expect(
      run.error
        == "error: the report in '\(folder.path)' is of 'record', not of verify; record "
        + "--failed accepts what a verify run found: pass the --report folder of a failing "
        + "verify\n")
  }

  @Test func aReportOfOtherReferencesIsRefused() throws {
    _ = try verify()
    let other = root.appendingPathComponent("Other")
    let run = try CatalogBinary.run([
      "record", "--failed", verifyReport.path, "--snapshots", other.path, "--report",
      root.appendingPathComponent("record").path,
    ])
    #expect(run.status == 2)
    #expect(
      run.error
        == "error: the report in '\(verifyReport.path)' verified the references in "
        + "'\(snapshots.path)', not those in '\(other.path)'; pass --snapshots "
        + "'\(snapshots.path)', or run verify on '\(other.path)' first\n")
    #expect(!FileManager.default.fileExists(atPath: other.path))
    #expect(try state().values.allSatisfy { $0.1 == Self.old })
  }

  @Test func aReportOfAFolderNotOnThisMachineIsAcceptedWithAWarning() throws {
    _ = try verify()
    let file = verifyReport.appendingPathComponent("report.json")
    var report = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    let elsewhere = "/home/runner/work/app/app/Snapshots"
    report["snapshotsDirectory"] = elsewhere
    try JSONSerialization.data(withJSONObject: report).write(to: file)
    let run = try recordFailed(verifyReport.path)
    #expect(run.status == 0, "\(run.error)")
    #expect(
      run.error
        == "warning: the report in '\(verifyReport.path)' verified the references in "
        + "'\(elsewhere)', which is not on this machine (a CI run's report?); its failures are "
        + "recorded in '\(snapshots.path)'\n")
    #expect(run.output.contains(": 3 written, 0 unchanged, 0 errors\n"), "\(run.output)")
  }

  @Test func aPassingReportHasNothingToAccept() throws {
    let folder = root.appendingPathComponent("passing")
    let run = try CatalogBinary.run([
      "verify", "--snapshots", snapshots.path, "--filter", "^DLSBadge/neutral$", "--report",
      folder.path,
    ])
    #expect(run.status == 0)
    #expect(!run.output.contains("to accept"))
    let record = try recordFailed(folder.path)
    #expect(record.status == 2)
    #expect(
      record.error
        == "error: the report in '\(folder.path)' has no changed or missing snapshot to accept, "
        + "so nothing was recorded; it passed\n")
  }

  @Test func aReportWhoseFailuresAreNoLongerPlannedIsRefused() throws {
    _ = try verify()
    try renameFailures { id in id == "DLSBadge/count" ? id : "Gone/\(id)" }
    let partly = try recordFailed(verifyReport.path)
    #expect(partly.status == 0, "\(partly.error)")
    #expect(
      partly.error
        == "warning: 2 snapshots that failed in the report in '\(verifyReport.path)' are no "
        + "longer planned and are not recorded ('Gone/DLSBadge/neutral.dark', "
        + "'Gone/DLSBadge/error')\n")
    #expect(partly.output.contains(": 1 written, 0 unchanged, 0 errors\n"), "\(partly.output)")
    try renameFailures { "Gone/\($0)" }
    let none = try recordFailed(verifyReport.path)
    #expect(none.status == 2)
    #expect(
      none.error
        == "error: none of the 3 snapshots that failed in the report in "
        + "'\(verifyReport.path)' is planned any more ('Gone/DLSBadge/count', "
        + "'Gone/DLSBadge/neutral.dark', 'Gone/DLSBadge/error'): the definitions changed since "
        + "it ran; run verify again\n")
  }

  @Test func anEmptyReportFolderNameIsAUsageError() throws {
    let run = try recordFailed("")
    #expect(run.status == 64)
    #expect(
      run.error
        == "error: --failed needs the report directory of a verify run, such as "
        + ".build/catalog\n")
  }

  /// Renames the failed entries of the verify report as `rename` says, from their names in the
  /// run's report.
  private func renameFailures(_ rename: (String) -> String) throws {
    let file = verifyReport.appendingPathComponent("report.json")
    let original = root.appendingPathComponent("report.json.orig")
    if !FileManager.default.fileExists(atPath: original.path) {
      try FileManager.default.copyItem(at: file, to: original)
    }
    var report = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: original)) as? [String: Any])
    let entries = try #require(report["entries"] as? [[String: Any]])
    report["entries"] = entries.map { entry in
      var entry = entry
      if entry["acceptCommand"] != nil, let id = entry["id"] as? String { entry["id"] = rename(id) }
      return entry
    }
    try JSONSerialization.data(withJSONObject: report).write(to: file)
  }
}
