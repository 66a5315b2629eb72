import Foundation
import TestSupport
import Testing

// MARK: - GitHubReporterTests

/// A failing `catalog verify` in GitHub Actions: each failure annotated with a workflow command,
/// a job summary appended to `$GITHUB_STEP_SUMMARY`, and a summary path that is not a regular
/// file refused with a warning that changes nothing else.
///
/// The references are a copy of the shipped `DLSBadge` ones in which `count.png` holds
/// `error.png`'s image and `neutral.dark.png` is gone.
@Suite struct GitHubReporterTests {
  private let root: URL
  private var snapshots: URL { root.appendingPathComponent("Snapshots") }
  private var report: URL { root.appendingPathComponent("report") }
  private var summary: URL { root.appendingPathComponent("summary.md") }
  private static let filter = ChangedBadgeReferences.filter

  init() throws {
    root = try TestSupport.makeTemporaryDirectory("github")
    try ChangedBadgeReferences.make(at: snapshots, swapping: [".png"])
  }

  private func verify(
    _ environment: [String: String], _ extra: [String] = []
  ) throws -> CatalogBinary.Run {
    try CatalogBinary.run(
      [
        "verify", "--snapshots", snapshots.path, "--filter", Self.filter, "--report", report.path,
      ] + extra, environment: environment)
  }

  private var accept: String {
    "swift run -c release catalog record --failed '\(report.path)' --snapshots "
      + "'\(snapshots.path)'"
  }

  /// Each failure annotates the line of its variant's `.named(_:)` call.
  private var annotations: String {
    get throws {
      let file = "Definitions/Content+Definition.swift"
      let source = try String(
        contentsOf: TestSupport.packageRoot.appendingPathComponent(file), encoding: .utf8)
      let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
      func line(_ call: String) throws -> Int {
        try #require(lines.firstIndex { $0.contains(call) }) + 1
      }
      return """
        ::error file=\(file),line=\(try line(#"DLSBadge("3").named("Count")"#)),\
        title=DLSBadge/count changed::size changed: reference 149x38, rendering 48x38
        ::error file=\(file),line=\(try line(#".named("Neutral")"#)),\
        title=DLSBadge/neutral.dark missing::no reference at 'DLSBadge/neutral.dark.png'
        """
    }
  }

  @Test func aFailingVerifyInGitHubActionsAnnotatesItsFailuresAndAppendsASummary() throws {
    try Data("earlier step\n".utf8).write(to: summary)
    let run = try verify(["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
    #expect(run.status == 1)
    #expect(run.output.hasSuffix("run `\(accept)`\n" + (try annotations) + "\n"), "\(run.output)")
    #expect(
      try String(contentsOf: summary, encoding: .utf8) == """
        earlier step
        ## catalog verify: FAIL

        4 snapshots: 2 passed, 1 failed, 1 missing, 0 orphaned, 0 errors

        ### DLSBadge

        - `DLSBadge/count` changed: size changed: reference 149x38, rendering 48x38
        - `DLSBadge/neutral.dark` missing: no reference at 'DLSBadge/neutral.dark.png'

        To accept 1 changed and 1 missing snapshots, run:

        ```sh
        \(accept)
        ```

        """)
  }

  @Test func mergeReportsAnnotatesTheFailuresOfEveryShard() throws {
    let shards = try (1...2).map { k in
      let folder = root.appendingPathComponent("shard-\(k)")
      _ = try CatalogBinary.run([
        "verify", "--snapshots", snapshots.path, "--filter", "^DLSBadge/", "--shard", "\(k)/2",
        "--report", folder.path, "--quiet",
      ])
      return folder.path
    }
    let merged = try CatalogBinary.run(
      ["merge-reports"] + shards + ["--snapshots", snapshots.path, "--output", report.path],
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
    #expect(merged.status == 1, "\(merged.error)")
    #expect(merged.output.hasSuffix("run `\(accept)`\n" + (try annotations) + "\n"))
    let text = try String(contentsOf: summary, encoding: .utf8)
    #expect(text.hasPrefix("## catalog verify: FAIL\n\n"), "\(text)")
    #expect(text.contains(" passed, 1 failed, 1 missing, 0 orphaned, 0 errors\n"), "\(text)")
  }

  @Test func theReporterOptionWinsOverTheEnvironment() throws {
    let quiet = try verify(["GITHUB_ACTIONS": "true"], ["--reporter", "console"])
    #expect(quiet.status == 1)
    #expect(!quiet.output.contains("::"))
    let told = try verify(["GITHUB_ACTIONS": "false"], ["--reporter", "github"])
    #expect(told.status == 1)
    #expect(told.output.hasSuffix((try annotations) + "\n"), "\(told.output)")
    let outside = try verify(["GITHUB_ACTIONS": "false"])
    #expect(!outside.output.contains("::"))
  }

  @Test func aSummaryPathThatIsAFolderIsAWarning() throws {
    let folder = root.appendingPathComponent("folder")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    try expectWarning(at: folder.path, reason: "it is a folder")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  @Test func aSummaryPathThatIsALinkIsAWarningAndItsTargetIsUntouched() throws {
    let target = root.appendingPathComponent("target.md")
    try Data("kept\n".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(at: summary, withDestinationURL: target)
    try expectWarning(at: summary.path, reason: "it is a symbolic link")
    #expect(try String(contentsOf: target, encoding: .utf8) == "kept\n")
  }

  @Test func aSummaryPathThatIsADeviceIsAWarning() throws {
    try expectWarning(at: "/dev/full", reason: "it is a device")
  }

  @Test func aSummaryPathInAMissingFolderIsAWarning() throws {
    let path = root.appendingPathComponent("missing/summary.md").path
    try expectWarning(at: path, reason: "No such file or directory")
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("missing").path))
  }

  /// Verifies with the job summary at `path` and expects the annotations, the run's exit code,
  /// and one warning giving `reason`.
  private func expectWarning(at path: String, reason: String) throws {
    let run = try verify(["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": path])
    #expect(run.status == 1)
    #expect(run.output.hasSuffix((try annotations) + "\n"), "\(run.output)")
    #expect(
      run.error.hasSuffix(
        "warning: cannot append the job summary to '\(path)' (GITHUB_STEP_SUMMARY): \(reason); "
          + "the verdict stands, and the report lists every failure\n"), "\(run.error)")
  }
}
