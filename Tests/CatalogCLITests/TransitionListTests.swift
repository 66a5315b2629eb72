import Foundation
import TestSupport
import Testing

/// `catalog list --json` names a transition's keyframes with their time, and verify writes
/// each transition's playback into the report.
@Suite struct TransitionListTests {
  /// The entries of the report in `report`, as JSON objects.
  static func entries(in report: URL) throws -> [[String: Any]] {
    let json = try Data(contentsOf: report.appendingPathComponent("report.json"))
    let object = try #require(JSONSerialization.jsonObject(with: json) as? [String: Any])
    return try #require(object["entries"] as? [[String: Any]])
  }

  @Test func listJSONGivesEveryKeyframeItsTime() throws {
    let run = try CatalogBinary.run(["list", "--json", "--filter", "ComponentAnimations/toggle*"])
    #expect(run.status == 0)
    let items = try #require(
      JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
    #expect(
      items.compactMap { $0["keyframe"] as? String } == [
        "0pct", "25pct", "50pct", "75pct", "100pct",
      ])
    #expect(
      items.compactMap { $0["transition"] as? String }
        == Array(repeating: "ComponentAnimations/toggle-switching-on", count: 5))
    let times = items.compactMap { $0["time"] as? Double }
    #expect(times.count == 5 && times.first == 0 && times == times.sorted())
    #expect(
      items.compactMap { $0["file"] as? String }.last
        == "Snapshots/ComponentAnimations/toggle-switching-on.100pct.png")
  }

  @Test func verifyPlaysATransitionBackOnlyWhenAskedOrWhenAKeyframeNeedsReview() throws {
    let root = try TestSupport.makeTemporaryDirectory("passing-playback")
    let report = root.appendingPathComponent("report")
    let run = try CatalogBinary.run([
      "verify", "--filter", "ComponentAnimations/progress*", "--report", report.path,
    ])
    #expect(run.status == 0, "\(run.error)")
    let entries = try Self.entries(in: report)
    // Every keyframe passed: the last one carries the transition's notes, and no frames.
    let playbacks = entries.compactMap { $0["playback"] as? [String: Any] }
    #expect(playbacks.count == 1)
    #expect(entries.last?["playback"] != nil)
    #expect((playbacks.first?["frames"] as? [String]) == [])
    #expect(playbacks.first?["filmstrip"] == nil)
    #expect(
      !FileManager.default.fileExists(
        atPath: report.appendingPathComponent("images/transitions").path))
  }

  @Test func verifyWritesThePlaybackAndFilmstripOfATransition() throws {
    let root = try TestSupport.makeTemporaryDirectory("playback")
    let report = root.appendingPathComponent("report")
    let run = try CatalogBinary.run([
      "verify", "--filter", "ComponentAnimations/progress*", "--report", report.path,
      "--all-overlays",
    ])
    #expect(run.status == 0, "\(run.error)")
    let entries = try Self.entries(in: report)
    let playbacks = entries.compactMap { $0["playback"] as? [String: Any] }
    #expect(playbacks.count == 1)
    let playback = try #require(playbacks.first)
    #expect(playback["framesPerSecond"] as? Double == 30)
    let frames = try #require(playback["frames"] as? [String])
    #expect(
      frames.first
        == "images/transitions/ComponentAnimations/progress-bar-filling/frame-0.png")
    #expect(frames.count == 10)
    for file in frames + [playback["filmstrip"] as? String ?? "missing"] {
      #expect(
        FileManager.default.fileExists(atPath: report.appendingPathComponent(file).path),
        "\(file)")
    }
  }

  @Test func aChangedKeyframePlaysItsTransitionBack() throws {
    let root = try TestSupport.makeTemporaryDirectory("changed-playback")
    let snapshots = root.appendingPathComponent("Snapshots")
    let report = root.appendingPathComponent("report")
    let filter = ["--filter", "ComponentAnimations/progress*", "--snapshots", snapshots.path]
    let record = try CatalogBinary.run(["record"] + filter + ["--report", report.path])
    #expect(record.status == 0, "\(record.error)")
    // The halfway keyframe's reference now holds the first keyframe's picture.
    let folder = snapshots.appendingPathComponent("ComponentAnimations")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let first = try #require(names.first { $0.hasSuffix(".0pct.png") })
    let halfway = try #require(names.first { $0.hasSuffix(".50pct.png") })
    try FileManager.default.removeItem(at: folder.appendingPathComponent(halfway))
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent(first), to: folder.appendingPathComponent(halfway))
    let verify = try CatalogBinary.run(["verify"] + filter + ["--report", report.path])
    #expect(verify.status == 1)
    let entries = try Self.entries(in: report)
    let playback = try #require(entries.compactMap { $0["playback"] as? [String: Any] }.first)
    #expect((playback["frames"] as? [String])?.count == 10)
    #expect(playback["filmstrip"] as? String != nil)
  }
}
