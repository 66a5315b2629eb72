import Foundation
import TestSupport
import Testing

// MARK: - ReportFolderLinkTests

/// Links planted in report folders, driven through the real binary: `verify` never writes
/// through one into the references, and `merge-reports` never reads through one.
@Suite struct ReportFolderLinkTests {
  private let root: URL
  private var snapshots: URL { root.appendingPathComponent("Snapshots") }
  private var report: URL { root.appendingPathComponent("report") }
  private var reference: URL { snapshots.appendingPathComponent("DLSBadge/count.png") }
  private let verify: [String]

  private let advice =
    "the report folder holds only what catalog writes: delete it and run "
    + "again"

  /// A snapshots folder whose `DLSBadge/count` reference holds its dark variant's picture.
  init() throws {
    root = try TestSupport.makeTemporaryDirectory("report-links")
    verify = [
      "verify", "--snapshots", root.appendingPathComponent("Snapshots").path,
      "--report", root.appendingPathComponent("report").path,
      "--filter", "^DLSBadge/count$", "--quiet",
    ]
    let recorded = try CatalogBinary.run(
      [
        "record", "--snapshots", snapshots.path, "--report", root.appendingPathComponent("r0").path,
        "--filter", "^DLSBadge/count", "--quiet",
      ])
    #expect(recorded.status == 0)
    try FileManager.default.removeItem(at: reference)
    try FileManager.default.copyItem(
      at: snapshots.appendingPathComponent("DLSBadge/count.dark.png"), to: reference)
  }

  @Test func verifyNeverWritesThroughALinkedReportFolderIntoTheReferences() throws {
    #expect(try CatalogBinary.run(verify).status == 1)
    let bytes = try Data(contentsOf: reference)
    var links: [String] = []
    for kind in ["actual", "diff"] {
      let folder = report.appendingPathComponent("images/\(kind)/DLSBadge")
      try FileManager.default.removeItem(at: folder)
      try FileManager.default.createSymbolicLink(
        at: folder, withDestinationURL: snapshots.appendingPathComponent("DLSBadge"))
      links.append(folder.path)
    }
    for _ in 0..<2 {
      let run = try CatalogBinary.run(verify)
      #expect(run.status == 2)
      #expect(run.output.contains("0 passed, 1 failed"))
      #expect(
        run.error == "error: the report was not written: cannot write "
          + "'\(links[0])/count.png': '\(links[0])' is a symbolic link; \(advice)\n")
      #expect(try Data(contentsOf: reference) == bytes)
    }
    for link in links { try FileManager.default.removeItem(atPath: link) }
    #expect(try CatalogBinary.run(verify).status == 1)
    #expect(try Data(contentsOf: reference) == bytes)
  }

  @Test func mergeNeverReadsThroughALinkInAShardReport() throws {
    #expect(try CatalogBinary.run(verify).status == 1)
    let secret = root.appendingPathComponent("secret.png")
    try Data("not for the report".utf8).write(to: secret)
    let image = report.appendingPathComponent("images/actual/DLSBadge/count.png")
    try FileManager.default.removeItem(at: image)
    try FileManager.default.createSymbolicLink(at: image, withDestinationURL: secret)
    let merged = root.appendingPathComponent("merged")
    let run = try CatalogBinary.run(["merge-reports", report.path, "--output", merged.path])
    #expect(run.status == 2)
    #expect(
      run.error == "error: image '\(image.path)' named by the report cannot be read: "
        + "'\(image.path)' is a symbolic link; \(advice)\n")
    let copies = FileManager.default.subpaths(atPath: merged.path) ?? []
    #expect(
      try copies.allSatisfy { file in
        let url = merged.appendingPathComponent(file)
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        return try isFolder.boolValue || Data(contentsOf: url) != Data(contentsOf: secret)
      })
  }

  @Test func mergeNeverReadsThroughALinkedFolderInAShardReport() throws {
    #expect(try CatalogBinary.run(verify).status == 1)
    let elsewhere = root.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try Data("not for the report".utf8).write(to: elsewhere.appendingPathComponent("count.png"))
    let folder = report.appendingPathComponent("images/diff/DLSBadge")
    try FileManager.default.removeItem(at: folder)
    try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: elsewhere)
    let run = try CatalogBinary.run(
      ["merge-reports", report.path, "--output", root.appendingPathComponent("merged").path])
    #expect(run.status == 2)
    #expect(
      run.error == "error: image '\(folder.path)/count.png' named by the report cannot "
        + "be read: '\(folder.path)' is a symbolic link; \(advice)\n")
  }

  @Test func mergeNamesAFIFOInAShardReportInsteadOfWaitingOnIt() throws {
    #expect(try CatalogBinary.run(verify).status == 1)
    let image = report.appendingPathComponent("images/diff/DLSBadge/count.png")
    try FileManager.default.removeItem(at: image)
    #expect(mkfifo(image.path, 0o644) == 0)
    let process = try CatalogBinary.start(
      ["merge-reports", report.path, "--output", root.appendingPathComponent("merged").path])
    // Opening a FIFO that nothing writes to waits forever: a merge that does is stopped.
    let deadline = Date() + 30
    while process.isRunning, Date() < deadline { usleep(20_000) }
    if process.isRunning { process.terminate() }
    let run = CatalogBinary.finish(process)
    #expect(run.status == 2)
    #expect(
      run.error == "error: image '\(image.path)' named by the report cannot be read: it "
        + "is a FIFO, not a regular file\n")
  }
}
