import Foundation
import TestSupport
import Testing

// MARK: - VerifyJSONTests

/// `catalog verify --json`: the report on standard output, byte for byte the `report.json` it
/// writes, and everything meant for a person (the summary, GitHub's workflow commands) on
/// standard error, so a tool can pipe the one into a JSON parser.
@Suite struct VerifyJSONTests {
  private let root: URL
  private var snapshots: URL { root.appendingPathComponent("Snapshots") }
  private var report: URL { root.appendingPathComponent("report") }

  init() throws {
    root = try TestSupport.makeTemporaryDirectory("verify-json")
    let files = FileManager.default
    let badge = snapshots.appendingPathComponent("DLSBadge")
    try files.createDirectory(at: snapshots, withIntermediateDirectories: true)
    try files.copyItem(
      at: TestSupport.packageRoot.appendingPathComponent("Snapshots/DLSBadge"), to: badge)
    try files.removeItem(at: badge.appendingPathComponent("count.png"))
  }

  private func verify(_ environment: [String: String] = [:]) throws -> CatalogBinary.Run {
    try CatalogBinary.run(
      [
        "verify", "--json", "--snapshots", snapshots.path, "--filter", "^DLSBadge/count",
        "--report", report.path,
      ], environment: environment)
  }

  @Test func theReportIsPrintedOnStandardOutputAndTheSummaryOnStandardError() throws {
    let run = try verify(["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": ""])
    #expect(run.status == 1)
    let written = try Data(contentsOf: report.appendingPathComponent("report.json"))
    #expect(run.output == String(decoding: written, as: UTF8.self) + "\n")
    let parsed = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    #expect(parsed?["format"] as? String == "catalog-report/1")
    #expect(run.error.contains("\nverdict: FAIL\n"), "\(run.error)")
    #expect(
      run.error.hasSuffix(
        ",title=DLSBadge/count missing::no reference at 'DLSBadge/count.png'\n"), "\(run.error)")
  }
}
