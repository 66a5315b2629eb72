import Foundation
import TestSupport
import Testing

// MARK: - ReportFolderRecoveryTests

/// A run that stops before its report (interrupted, crashed, a full disk) leaves a report
/// folder marked as catalog's, which the next run takes over; a folder that is not catalog's
/// is still refused, and nothing in it is touched.
@Suite struct ReportFolderRecoveryTests {
  private let root: URL
  private var snapshots: URL { root.appendingPathComponent("Snapshots") }
  private var report: URL { root.appendingPathComponent("report") }
  private var verify: [String] {
    [
      "verify", "--snapshots", snapshots.path, "--report", report.path,
      "--filter", "^DLSBadge/count$", "--quiet",
    ]
  }

  /// A snapshots folder with the `DLSBadge/count` references.
  init() throws {
    root = try TestSupport.makeTemporaryDirectory("report-recovery")
    let recorded = try CatalogBinary.run(
      [
        "record", "--snapshots", snapshots.path, "--report", root.appendingPathComponent("r0").path,
        "--filter", "^DLSBadge/count", "--quiet",
      ])
    #expect(recorded.status == 0)
  }

  /// Every file and folder below `folder`, relative, sorted; links are listed, not followed.
  private func listing(_ folder: URL) throws -> [String] {
    let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
    return paths.sorted()
  }

  /// What a passing `verify` of `DLSBadge/count` leaves in the report folder.
  private let passedReport = [
    ".catalog-manifest", ".catalog-report", "images", "images/expected",
    "images/expected/DLSBadge", "images/expected/DLSBadge/count.png", "index.html", "junit.xml",
    "report.json",
  ]

  @Test func theFolderOfAnInterruptedRunIsTakenOverAndItsImagesAreGone() throws {
    let stale = report.appendingPathComponent("images/actual/Old")
    try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
    try Data("old".utf8).write(to: stale.appendingPathComponent("gone.png"))
    try Data("catalog\n".utf8).write(to: report.appendingPathComponent(".catalog-report"))
    let run = try CatalogBinary.run(verify)
    #expect(run.error == "")
    #expect(run.status == 0)
    #expect(try listing(report) == passedReport)
  }

  @Test func aNewFolderIsMarkedAndTakenOverAgain() throws {
    #expect(try CatalogBinary.run(verify).status == 0)
    #expect(try listing(report) == passedReport)
    #expect(
      try String(contentsOf: report.appendingPathComponent(".catalog-report"), encoding: .utf8)
        == "catalog writes its reports here; record, verify and merge-reports replace this "
        + "folder's contents\n")
    #expect(try CatalogBinary.run(verify).status == 0)
    #expect(try listing(report) == passedReport)
  }

  @Test func anOlderReportWithoutTheMarkerIsTakenOver() throws {
    #expect(try CatalogBinary.run(verify).status == 0)
    for name in [".catalog-report", ".catalog-manifest"] {
      try FileManager.default.removeItem(at: report.appendingPathComponent(name))
    }
    #expect(try CatalogBinary.run(verify).status == 0)
    #expect(try listing(report) == passedReport)
  }

  @Test func aFolderWithAStrangersFileAndNoMarkerIsRefusedUntouched() throws {
    let images = report.appendingPathComponent("images")
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: images.appendingPathComponent("mine.png"))
    let run = try CatalogBinary.run(verify)
    #expect(run.status == 64)
    #expect(
      run.error == "error: the report folder '\(report.path)' holds other files and no catalog "
        + "report; pass an empty or new folder with --report, such as .build/catalog\n")
    #expect(try listing(report) == ["images", "images/mine.png"])
  }

  @Test(arguments: ["link", "folder"])
  func aMarkerThatIsNoFileIsRefusedUntouched(kind: String) throws {
    let marker = report.appendingPathComponent(".catalog-report")
    let images = report.appendingPathComponent("images")
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: images.appendingPathComponent("mine.png"))
    if kind == "link" {
      try FileManager.default.createSymbolicLink(
        atPath: marker.path, withDestinationPath: root.appendingPathComponent("elsewhere").path)
    } else {
      try FileManager.default.createDirectory(at: marker, withIntermediateDirectories: true)
    }
    let run = try CatalogBinary.run(verify)
    #expect(run.status == 64)
    let what = kind == "link" ? "a symbolic link" : "a folder"
    #expect(
      run.error == "error: '\(marker.path)' is \(what) where catalog's report folder marker "
        + "should be; the report folder holds only what catalog writes: delete it and run "
        + "again\n")
    #expect(try listing(report) == [".catalog-report", "images", "images/mine.png"])
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("elsewhere").path))
  }

  @Test func aRunInterruptedWhileWritingImagesIsTakenOverByTheNext() throws {
    // Every snapshot but `DLSBadge/count` has no reference: verify writes its images.
    let process = try CatalogBinary.start([
      "verify", "--snapshots", snapshots.path, "--report", report.path, "--jobs", "1",
    ])
    let pid = process.processIdentifier
    let images = report.appendingPathComponent("images")
    let deadline = Date().addingTimeInterval(20)
    while !FileManager.default.fileExists(atPath: images.path), Date() < deadline {
      Thread.sleep(forTimeInterval: 0.01)
    }
    kill(pid, SIGINT)
    kill(pid, SIGINT)
    DispatchQueue.global().asyncAfter(deadline: .now() + 20) { kill(pid, SIGKILL) }
    let interrupted = CatalogBinary.finish(process)
    #expect(interrupted.status == 130)
    let run = try CatalogBinary.run(verify)
    #expect(run.error == "")
    #expect(run.status == 0)
    #expect(try listing(report) == passedReport)
  }
}
