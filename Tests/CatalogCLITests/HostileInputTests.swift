import Foundation
import TestSupport
import Testing

// MARK: - HostileInputTests

/// The command line as a careless or hostile user drives it: empty paths, report folders among
/// the references, odd files at `-o`, names no terminal should print raw, absurd job counts
/// and a filter that never finishes. Each must end in a clear error or a correct run, with
/// nothing outside the tool's own output touched.
@Suite struct HostileInputTests {
  private let root: URL
  private var snapshots: URL { root.appendingPathComponent("Snapshots") }

  init() throws {
    root = try TestSupport.makeTemporaryDirectory("hostile")
    try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
  }

  private func files(under url: URL) -> [String] {
    (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []).sorted()
  }

  @Test(arguments: ["verify", "record", "list", "prune"])
  func anEmptySnapshotsPathIsAUsageError(command: String) throws {
    let run = try CatalogBinary.run([command, "--snapshots", "", "--filter", "DLSBadge"])
    #expect(run.status == 64)
    #expect(
      run.error == "error: --snapshots is empty (an unset shell variable?); pass the "
        + "references folder, for example --snapshots Snapshots\n")
  }

  @Test(arguments: ["verify", "prune"])
  func aMissingSnapshotsFolderIsAUsageErrorNotMissingSnapshots(command: String) throws {
    let missing = root.appendingPathComponent("Nope").path
    let run = try CatalogBinary.run([command, "--snapshots", missing])
    #expect(run.status == 64)
    #expect(
      run.error == "error: the snapshots folder '\(missing)' does not exist; pass the "
        + "folder that holds the references with --snapshots, or run `record` to create it\n")
  }

  @Test func aReportFolderAmongTheReferencesIsRefusedAndNothingIsWritten() throws {
    let images = snapshots.appendingPathComponent("images")
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: images.appendingPathComponent("notes.png"))
    let before = files(under: root)
    for (references, report) in [
      (snapshots.path, snapshots.path),
      (images.path, snapshots.path),
    ] {
      let run = try CatalogBinary.run(["verify", "--snapshots", references, "--report", report])
      #expect(run.status == 64)
      #expect(run.error.hasPrefix("error: the report folder '\(report)' "))
    }
    #expect(files(under: root) == before)
  }

  @Test func outputWritesThroughALinkAndNeverReplacesWhatIsThere() throws {
    let target = root.appendingPathComponent("real.png")
    let link = root.appendingPathComponent("link.png")
    try Data().write(to: target)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let written = try CatalogBinary.run(["render-text", "Hi", "-o", link.path])
    #expect(written.status == 0)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    #expect(try Data(contentsOf: target).prefix(4) == Data([137, 80, 78, 71]))

    #expect(try CatalogBinary.run(["render-text", "Hi", "-o", "/dev/null"]).status == 0)

    let fifo = root.appendingPathComponent("fifo.png")
    #expect(mkfifo(fifo.path, 0o644) == 0)
    let unread = try CatalogBinary.run(["render-text", "Hi", "-o", fifo.path])
    #expect(unread.status == 2)
    #expect(
      unread.error == "error: '\(fifo.path)' cannot be written: it is a FIFO that nothing "
        + "reads\n")

    let folder = try CatalogBinary.run(["render-text", "Hi", "-o", root.path])
    #expect(folder.status == 2)
    #expect(
      folder.error == "error: '\(root.path)' cannot be written: it is a folder; pass a "
        + "file name inside it\n")
    let full = try CatalogBinary.run(["render-text", "Hi", "-o", "/dev/full"])
    #expect(full.status == 2)
    #expect(full.error == "error: '/dev/full' cannot be written: No space left on device\n")
    var info = stat()
    #expect(stat("/dev/full", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
  }

  @Test func negativeAndZeroCountsAreRefusedByName() throws {
    let jobs = try CatalogBinary.run(["verify", "--jobs", "-1"])
    #expect(jobs.status == 64)
    #expect(jobs.error.hasPrefix("Error: --jobs must be in 1...1024, found -1\n"))
    let lines = try CatalogBinary.run(["render-text", "Hi", "--line-limit", "0", "-o", "/dev/null"])
    #expect(lines.status == 64)
    #expect(lines.error.hasPrefix("Error: --line-limit must be in 1...100000, found 0\n"))
  }

  @Test func manyJobsUnderAnAddressLimitRunWithTheThreadsThatStart() throws {
    let report = root.appendingPathComponent("report").path
    let run = try CatalogBinary.run(
      ["verify", "--jobs", "60", "--filter", "^DLSBadge/count", "--report", report, "--quiet"],
      addressSpace: 4_000_000)
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("verify: 2 snapshots in "))
  }

  @Test func theFirstInterruptStopsAFilterThatBacktracksForever() throws {
    let process = try CatalogBinary.start([
      "verify", "--filter", "^([A-Za-z/.-]+)+Z$",
      "--report", root.appendingPathComponent("report").path,
    ])
    Thread.sleep(forTimeInterval: 1)
    kill(process.processIdentifier, SIGINT)
    // A hang would leave the test waiting: end it hard, and the status says so.
    let pid = process.processIdentifier
    DispatchQueue.global().asyncAfter(deadline: .now() + 20) { kill(pid, SIGKILL) }
    let run = CatalogBinary.finish(process)
    #expect(run.status == 130)
    #expect(
      run.error == "interrupted: finishing the snapshots in progress (interrupt again to "
        + "stop at once)\ninterrupted: stopped\n")
  }

  @Test func orphansWithAnyBytesInTheirNamesArePrintedSafelyAndPruned() throws {
    let folder = snapshots.appendingPathComponent("Gone")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let invalid =
      Array(folder.path.utf8) + Array("/caf\u{E9}-".utf8) + [0xFF, 0xFE]
      + Array(".png".utf8)
    let descriptor = open(invalid.map { CChar(bitPattern: $0) } + [0], O_CREAT | O_WRONLY, 0o644)
    #expect(descriptor >= 0)
    close(descriptor)
    try Data().write(to: folder.appendingPathComponent("line\nbreak\u{1B}[2J.png"))

    let verified = try CatalogBinary.run([
      "verify", "--snapshots", snapshots.path, "--filter", "^Gone/",
      "--report", root.appendingPathComponent("report").path,
    ])
    #expect(verified.status == 1)
    let orphaned = verified.error.split(separator: "\n").filter { $0.hasPrefix("ORPHANED") }
    #expect(
      orphaned.map { String($0.prefix { $0 != ":" }) } == [
        "ORPHANED Gone/caf\u{E9}-\\xFF\\xFE", "ORPHANED Gone/line\\nbreak\\u{1B}[2J",
      ])

    let pruned = try CatalogBinary.run(["prune", "--snapshots", snapshots.path])
    #expect(pruned.status == 0)
    #expect(
      pruned.output == """
        deleted \(snapshots.path)/Gone/caf\u{E9}-\\xFF\\xFE.png
        deleted \(snapshots.path)/Gone/line\\nbreak\\u{1B}[2J.png
        prune: deleted 2 orphaned references

        """)
    #expect(files(under: snapshots).isEmpty)
  }

  @Test func acceptCommandsQuoteAnyPathForTheShell() throws {
    let odd = root.appendingPathComponent("it's here")
    try FileManager.default.createDirectory(at: odd, withIntermediateDirectories: true)
    let report = root.appendingPathComponent("report").path
    let run = try CatalogBinary.run([
      "verify", "--snapshots", odd.path, "--filter", "^DLSBadge/count$", "--report", report,
      "--verbose",
    ])
    #expect(run.status == 1)
    let quoted = "'" + odd.path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    #expect(
      run.error.contains(
        "run `swift run -c release catalog record --filter '^DLSBadge/count$' --snapshots \(quoted)` to create it"
      ))
    #expect(
      run.output.contains(
        "run `swift run -c release catalog record --failed '\(report)' --snapshots \(quoted)`\n"))
  }

  @Test func anUnwritableReportFolderIsOneErrorAfterTheRealVerdicts() throws {
    let report = root.appendingPathComponent("report")
    try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
    // A report folder whose `images` is a file: no image can be written below it.
    try Data().write(to: report.appendingPathComponent("report.json"))
    try Data().write(to: report.appendingPathComponent("images"))
    let run = try CatalogBinary.run([
      "verify", "--filter", "^DLSBadge/count", "--report", report.path,
    ])
    #expect(run.status == 2)
    #expect(
      run.output == """
        verify: 2 snapshots in \(run.output.dropFirst("verify: 2 snapshots in ".count).prefix { $0 != ":" }): 2 passed, 0 failed, 0 missing, 0 orphaned, 0 errors
        rendering keys: 2 of 2 keyed snapshots judged without rasterizing (the renderer and their inputs are those they were recorded with)
        verdict: PASS

        """)
    let errors = run.error.split(separator: "\n")
    #expect(errors.count == 1)
    #expect(errors.first?.hasPrefix("error: the report was not written: cannot ") == true)
  }

  @Test func quietRecordStillNamesEachFileItCannotWriteAndCountsOneError() throws {
    // A definition's folder nothing can be written in, as a full disk would be.
    let folder = snapshots.appendingPathComponent("DLSBadge")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try TestSupport.makeReadOnly(folder)
    defer { TestSupport.makeWritable(folder) }
    let report = root.appendingPathComponent("report")
    let run = try CatalogBinary.run([
      "record", "--quiet", "--snapshots", snapshots.path, "--filter", "^DLSBadge/count$",
      "--report", report.path,
    ])
    #expect(run.status == 2)
    let summary = run.output.split(separator: "\n").first.map(String.init) ?? ""
    #expect(summary.hasPrefix("record: 1 snapshot in "), "\(summary)")
    #expect(summary.hasSuffix(" snapshots/s): 0 written, 0 unchanged, 1 error"), "\(summary)")
    let errors = run.error.split(separator: "\n")
    #expect(errors.count == 1, "\(run.error)")
    #expect(
      errors.first?.hasPrefix(
        "ERROR DLSBadge/count: cannot write '\(folder.path)/count.png': ") == true, "\(run.error)")
  }

  @Test func acceptingFindingsNeedsAReasonAndAReasonNeedsTheFlag() throws {
    for (arguments, message) in [
      (["--update-accessibility-baseline"], "--update-accessibility-baseline needs --reason"),
      (
        ["--update-accessibility-baseline", "--reason", "  "],
        "--update-accessibility-baseline needs --reason"
      ),
      (
        ["--reason", "Legacy colour"], "--reason is only used with --update-accessibility-baseline"
      ),
    ] {
      let run = try CatalogBinary.run(
        ["record", "--snapshots", snapshots.path, "--filter", "^DLSBadge/count$"] + arguments)
      #expect(run.status == 64)
      #expect(run.error.contains(message), "\(run.error)")
      #expect(!FileManager.default.fileExists(atPath: snapshots.path + "/DLSBadge"))
    }
  }
}
