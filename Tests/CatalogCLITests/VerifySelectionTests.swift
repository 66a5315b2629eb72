import Foundation
import TestSupport
import Testing

// MARK: - Selections that match nothing

/// A filter that selects nothing is a usage error (64) that says so, never a silent pass.
@Suite struct VerifySelectionTests {
  @Test(arguments: ["verify", "record"])
  func filterThatMatchesNothingExitsSixtyFour(command: String) throws {
    let planned = try CatalogBinary.run(["list"]).output.split(separator: "\n").count
    let root = try TestSupport.makeTemporaryDirectory("selection")
    let snapshots = root.appendingPathComponent("Snapshots")
    // verify needs the folder to exist; record creates it only with its first reference.
    if command == "verify" {
      try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: false)
    }
    let run = try CatalogBinary.run([
      command, "--filter", "NOTHING", "--snapshots", snapshots.path,
      "--report", root.appendingPathComponent("report").path,
    ])
    #expect(run.status == 64)
    #expect(run.output == "")
    #expect(
      run.error == "error: --filter 'NOTHING' selects none of the \(planned) planned "
        + "snapshots and no reference; run `swift run -c release catalog list` to see the snapshot ids\n"
    )
    if command == "record" { #expect(!FileManager.default.fileExists(atPath: snapshots.path)) }
  }
}
