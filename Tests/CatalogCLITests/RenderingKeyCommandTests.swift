import Foundation
import TestSupport
import Testing

// MARK: - Rendering keys on the command line

/// `verify` says how many keyed snapshots it judged without rasterizing, and which passed only
/// after rasterizing because their keys in `rendering-keys.txt` are stale.
@Suite struct RenderingKeyCommandTests {
  @Test func verifyCountsTheSnapshotsItJudgedByTheirKeys() throws {
    let root = try TestSupport.makeTemporaryDirectory("rendering-keys")
    let snapshots = root.appendingPathComponent("Snapshots")
    let report = root.appendingPathComponent("report").path
    let common = ["--filter", "ComponentAnimations/toggle", "--snapshots", snapshots.path]
    let recorded = try CatalogBinary.run(["record"] + common + ["--report", report])
    #expect(recorded.status == 0)
    let verified = try CatalogBinary.run(["verify"] + common + ["--report", report])
    #expect(verified.status == 0)
    #expect(
      verified.output.contains(
        "\nrendering keys: 5 of 5 keyed snapshots judged without rasterizing (the renderer and "
          + "their inputs are those they were recorded with)\n"))

    // A key recorded by another renderer: the snapshot is rasterized, passes, and is named.
    let keys = snapshots.appendingPathComponent("rendering-keys.txt")
    let text = try String(contentsOf: keys, encoding: .utf8)
    let stale = text.replacing(
      #/(toggle-switching-on\.0pct) [0-9a-f]{32}/#,
      with: { "\($0.1) 0123456789abcdef0123456789abcdef" })
    #expect(stale != text)
    try Data(stale.utf8).write(to: keys)
    let again = try CatalogBinary.run(["verify"] + common + ["--report", report])
    #expect(again.status == 0)
    #expect(
      again.output.contains(
        "\nrendering keys: 4 of 5 keyed snapshots judged without rasterizing (the renderer and "
          + "their inputs are those they were recorded with); 1 passed after rasterizing: run "
          + "`swift run -c release catalog record --snapshots '\(snapshots.path)'` to refresh "
          + "rendering-keys.txt\n"))
  }
}
