import Catalog
import Testing

// MARK: - PullRequestCommentSizeTests

/// A pull-request comment fits in what GitHub accepts (65,536 characters), however many
/// snapshots fail and however long their messages are: messages are cut after a clause, and
/// the comment lists fewer snapshots until it fits, counting the rest.
@Suite struct PullRequestCommentSizeTests {
  private func failure(_ index: Int) -> RunReport.Entry {
    let findings = (1...40).map { "target-size: button \"Item \($0)\": 13×17 pt, needs 44×44 pt" }
    return RunReport.Entry(
      id: "Screen\(index)/default", definition: "Screen\(index)", variant: "default",
      traits: [:], status: .failed,
      message: "12 pixels differ; 40 accessibility findings: " + findings.joined(separator: "; "),
      referenceFile: "Screen\(index)/default.png")
  }

  @Test func aLongMessageIsCutAfterAClause() {
    let message = failure(0).message ?? ""
    let short = PullRequestComment.shortened(message)
    #expect(
      short
        == "12 pixels differ; 40 accessibility findings: target-size: button \"Item 1\": 13×17 pt, "
        + "needs 44×44 pt; target-size: button \"Item 2\": 13×17 pt, needs 44×44 pt; target-size: "
        + "button \"Item 3\": 13×17 pt, needs 44×44 pt …")
    #expect(PullRequestComment.shortened("12 pixels differ") == "12 pixels differ")
  }

  @Test func aThousandFailuresWithLongMessagesFitInOneComment() {
    let report = RunReport(
      command: "verify", snapshotsDirectory: "/work/app/Snapshots", durationMilliseconds: 1,
      traitDimensions: [], entries: (0..<1000).map(failure))
    let text = PullRequestComment.markdown(
      for: report, thumbnails: [:], options: PullRequestComment.Options(maxThumbnails: 0))
    #expect(text.count <= PullRequestComment.characterLimit)
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `Screen") }
    #expect(rows.count == 100)
    #expect(
      text.contains(
        "\n1000 of 1000 snapshots have no thumbnails here (100 listed, and 900 more are not "
          + "listed): see the gallery (`index.html`) of the report artifact.\n"))
  }

  @Test func longLayoutChangesMakeTheCommentListFewerSnapshots() {
    let entries = (0..<200).map { index in
      var entry = failure(index)
      entry.layout = RunReport.Layout(
        file: "Screen\(index)/default.layout.txt",
        changes: (0..<50).map { "`Screen › VStack › Text[\($0)]`: frame 0,0 100×20 → 0,0 120×20" })
      return entry
    }
    let report = RunReport(
      command: "verify", snapshotsDirectory: "/work/app/Snapshots", durationMilliseconds: 1,
      traitDimensions: [], entries: entries)
    let text = PullRequestComment.markdown(
      for: report, thumbnails: [:], options: PullRequestComment.Options(maxThumbnails: 0))
    #expect(text.count <= PullRequestComment.characterLimit)
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `Screen") }.count
    #expect(rows < 100)
    #expect(text.contains("\n… and \(200 - rows) more snapshots with layout changes.\n"))
  }
}
