import Foundation
import PNG
import TestSupport
import Testing

// MARK: - Interrupting record

/// SIGINT or SIGTERM during `record` stops the run with every reference whole and no
/// temporary file left behind.
@Suite struct RecordInterruptTests {
  @Test(arguments: [SIGINT, SIGTERM])
  func interruptedRecordLeavesOnlyWholeReferences(signal: Int32) throws {
    let root = try TestSupport.makeTemporaryDirectory("interrupt")
    let snapshots = root.appendingPathComponent("Snapshots")
    // 5,000 generated snapshots take many seconds: the signal lands mid-run.
    let process = try CatalogBinary.start(
      [
        "bench-verify", "--record", "--variants", "5000", "--jobs", "2",
        "--snapshots", snapshots.path, "--report", root.appendingPathComponent("report").path,
      ], binary: "catalog-bench")
    let deadline = Date().addingTimeInterval(300)
    while process.isRunning, files(under: snapshots).isEmpty, Date() < deadline {
      usleep(2_000)
    }
    try #require(process.isRunning, "record ended before it could be interrupted")
    kill(process.processIdentifier, signal)
    let run = CatalogBinary.finish(process)

    #expect(run.status == 128 + signal)
    #expect(
      run.error
        == "interrupted: finishing the snapshots in progress (interrupt again to stop at once)\n")
    let summary = try #require(run.output.split(separator: "\n").first.map(String.init))
    let written = try #require(
      summary.firstMatch(
        of:
          /^record: (\d+) of 5000 snapshots in [0-9.]+ s \(\d+ snapshots\/s\), interrupted: (\d+) written, 0 unchanged, 0 errors$/
      ))
    #expect(written.1 == written.2)
    let count = try #require(Int(written.1))
    #expect(count >= 1 && count < 5000)

    let left = files(under: root)
    // No temporary file is left; the hidden files are the report's manifest and marker.
    #expect(
      left.filter { ($0 as NSString).lastPathComponent.hasPrefix(".") }.sorted()
        == ["report/.catalog-manifest", "report/.catalog-report"])
    // Every snapshot written has its files whole: the image, the accessibility tree and the
    // layout.
    let references = files(under: snapshots)
    let images = references.filter { $0.hasSuffix(".png") }
    let trees = references.filter { $0.hasSuffix(".a11y.yaml") }
    let layouts = references.filter { $0.hasSuffix(".layout.txt") }
    #expect(images.count == count && trees.count == count && layouts.count == count)
    #expect(images.count + trees.count + layouts.count == references.count)
    for file in images {
      let image = try PNGDecoder.read(contentsOf: snapshots.appendingPathComponent(file))
      #expect(image.width > 0 && image.height > 0)
    }
    for file in trees {
      let text = try String(contentsOf: snapshots.appendingPathComponent(file), encoding: .utf8)
      #expect(text.hasPrefix("# catalog-a11y/1\n") && text.hasSuffix("\n"))
    }
    let report =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: root.appendingPathComponent("report/report.json"))) as? [String: Any]
    let interrupted = try #require(report?["interrupted"] as? [String: Any])
    #expect(interrupted["selectedCount"] as? Int == 5000)
  }

  /// Every regular file below `directory`, relative to it; hidden ones included.
  private func files(under directory: URL) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: directory.path) else { return [] }
    var files: [String] = []
    while let relative = walker.nextObject() as? String {
      if walker.fileAttributes?[.type] as? FileAttributeType == .typeRegular {
        files.append(relative)
      }
    }
    return files.sorted()
  }
}
