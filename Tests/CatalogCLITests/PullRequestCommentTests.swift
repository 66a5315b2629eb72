import Foundation
import TestSupport
import Testing

// MARK: - PullRequestCommentTests

/// `catalog report markdown`: a failing verify report as one pull-request comment with small,
/// deterministic thumbnails, and clear refusals of what is not a report, an incomplete report,
/// absurd options and an output that is not a folder.
///
/// The references are a copy of the shipped `DLSBadge` ones in which `count.png` and
/// `count.a11y.yaml` hold `error`'s image and tree, and `neutral.dark.png` is gone.
@Suite struct PullRequestCommentTests {
  private let root: URL
  private var snapshots: URL { root.appendingPathComponent("Snapshots") }
  private var report: URL { root.appendingPathComponent("report") }
  private var output: URL { root.appendingPathComponent("comment") }
  private static let filter = ChangedBadgeReferences.filter

  init() throws {
    root = try TestSupport.makeTemporaryDirectory("comment")
    try ChangedBadgeReferences.make(at: snapshots, swapping: [".png", ".a11y.yaml"])
    let run = try CatalogBinary.run([
      "verify", "--snapshots", snapshots.path, "--filter", Self.filter, "--report", report.path,
      "--quiet",
    ])
    #expect(run.status == 1, "\(run.error)")
  }

  private func markdown(_ extra: [String] = []) throws -> CatalogBinary.Run {
    try CatalogBinary.run(["report", "markdown", report.path, "--output", output.path] + extra)
  }

  private var accept: String {
    "swift run -c release catalog record --failed '\(report.path)' --snapshots "
      + "'\(snapshots.path)'"
  }

  private var thumbnails: [String] {
    get throws {
      try FileManager.default.contentsOfDirectory(
        atPath: output.appendingPathComponent("thumbnails").path
      ).sorted()
    }
  }

  /// The width and height a PNG's header gives.
  private func size(_ name: String) throws -> [Int] {
    let bytes = try [UInt8](Data(contentsOf: output.appendingPathComponent("thumbnails/" + name)))
    return [16, 20].map { at in bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
  }

  @Test func aFailingReportBecomesOneCommentWithThumbnails() throws {
    let run = try markdown()
    #expect(run.status == 0, "\(run.error)")
    #expect(
      run.output == """
        comment: \(output.path)/comment.md
        thumbnails: 4 in \(output.path)/thumbnails

        """)
    #expect(
      try String(contentsOf: output.appendingPathComponent("comment.md"), encoding: .utf8) == """
        <!-- catalog-report -->
        ## catalog verify: FAIL

        4 snapshots: 2 passed, 1 failed, 1 missing, 0 orphaned, 0 errors

        | Snapshot | Expected | Actual | Diff |
        | --- | --- | --- | --- |
        | `DLSBadge/count` changed<br>size changed: reference 149x38, rendering 48x38; the \
        accessibility tree changed (2 lines differ) | \
        ![expected](thumbnails/1-DLSBadge--count.expected.png) | \
        ![actual](thumbnails/1-DLSBadge--count.actual.png) | \
        ![diff](thumbnails/1-DLSBadge--count.diff.png) |
        | `DLSBadge/neutral.dark` missing<br>no reference at 'DLSBadge/neutral.dark.png' | \
        (none) | ![actual](thumbnails/2-DLSBadge--neutral.dark.actual.png) | (none) |

        ### Accessibility changes

        ```diff
        @@ DLSBadge/count @@
          # catalog-a11y/1
        - - element "Cancelled" frame: (0, 0, 74.5×19)
        + - element "3" frame: (0, 0, 24×19)
        ```

        Every snapshot, with the accessibility overlays, is in the gallery (`index.html`) of \
        the report artifact.

        To accept 1 changed and 1 missing snapshots, run:

        ```sh
        \(accept)
        ```

        """)
    #expect(
      try thumbnails == [
        "1-DLSBadge--count.actual.png", "1-DLSBadge--count.diff.png",
        "1-DLSBadge--count.expected.png", "2-DLSBadge--neutral.dark.actual.png",
      ])
    // The reference is 149 pixels wide: it fits, and is kept as it is.
    #expect(try size("1-DLSBadge--count.expected.png") == [149, 38])
  }

  @Test func thumbnailsAreSmallAndTheirBytesNeverChange() throws {
    #expect(try markdown().status == 0)
    let first = try thumbnails.map {
      try Data(contentsOf: output.appendingPathComponent("thumbnails/" + $0))
    }
    try FileManager.default.removeItem(at: output)
    #expect(try markdown().status == 0)
    let second = try thumbnails.map {
      try Data(contentsOf: output.appendingPathComponent("thumbnails/" + $0))
    }
    #expect(first == second)
    #expect(first.allSatisfy { $0.count < 4_000 })
  }

  @Test func snapshotsBeyondTheThumbnailCountAreListedAndLinkedToTheArtifact() throws {
    #expect(try markdown().status == 0)
    let url = "https://github.com/o/r/actions/runs/1"
    let run = try markdown([
      "--max-thumbnails", "1", "--artifact-url", url, "--image-base-url", "https://x.test/c/",
    ])
    #expect(run.status == 0, "\(run.error)")
    let text = try String(contentsOf: output.appendingPathComponent("comment.md"), encoding: .utf8)
    #expect(
      text.contains(
        "![expected](https://x.test/c/thumbnails/1-DLSBadge--count.expected.png) |"), "\(text)")
    #expect(text.contains("(none) | — | (none) |\n"), "\(text)")
    #expect(
      text.contains(
        "\n1 of 2 snapshots have no thumbnails here (1 listed): see the gallery in "
          + "[the report artifact](\(url)).\n"), "\(text)")
    #expect(!text.contains("Every snapshot"))
    // The earlier comment's thumbnail of the second snapshot is gone.
    #expect(
      try thumbnails == [
        "1-DLSBadge--count.actual.png", "1-DLSBadge--count.diff.png",
        "1-DLSBadge--count.expected.png",
      ])
  }

  @Test func aFolderWithoutAReportIsRefusedNamingIt() throws {
    let empty = root.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
    let run = try CatalogBinary.run(["report", "markdown", empty.path])
    #expect(run.status == 2)
    #expect(
      run.error == "error: no report at '\(empty.path)/report.json'; run `catalog verify "
        + "--report \(empty.path)` first\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: empty.path) == [])
  }

  @Test func aMissingImageIsRefusedNamingItAndNothingIsWritten() throws {
    try FileManager.default.removeItem(
      at: report.appendingPathComponent("images/actual/DLSBadge/neutral.dark.png"))
    let run = try markdown()
    #expect(run.status == 2)
    #expect(
      run.error == "error: the report in '\(report.path)' names the image "
        + "'images/actual/DLSBadge/neutral.dark.png', which is not in the folder; pass the whole "
        + "report folder (download the whole artifact), or run verify again\n")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test func anAbsurdThumbnailCountIsAUsageError() throws {
    for value in ["31", "-1", "99999999999999999999"] {
      let run = try markdown(["--max-thumbnails", value])
      #expect(run.status == 64, "\(value)")
      #expect(!FileManager.default.fileExists(atPath: output.path))
    }
    let run = try markdown(["--max-thumbnails", "31"])
    #expect(run.error.hasPrefix("Error: --max-thumbnails must be in 0...30, found 31\n"))
  }

  @Test func anOutputThatIsAFileOrALinkIsRefused() throws {
    try Data("kept\n".utf8).write(to: output)
    let file = try markdown()
    #expect(file.status == 64)
    #expect(
      file.error == "error: --output '\(output.path)' is a file, not a folder; pass a folder of "
        + "its own, such as .build/catalog/comment\n")
    try FileManager.default.removeItem(at: output)
    let target = root.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(at: output, withDestinationURL: target)
    let link = try markdown()
    #expect(link.status == 64)
    #expect(link.error.contains("is a symbolic link, not a folder"), "\(link.error)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == [])
  }

  @Test func anOutputInTheReferencesIsRefusedAndNothingIsWrittenThere() throws {
    let inside = snapshots.appendingPathComponent("DLSBadge/comment")
    let run = try CatalogBinary.run(["report", "markdown", report.path, "--output", inside.path])
    #expect(run.status == 64)
    #expect(
      run.error == "error: --output '\(inside.path)' lies in the references folder "
        + "'\(snapshots.path)', which a comment must never write into; pass a folder outside it, "
        + "such as .build/catalog/comment\n")
    #expect(!FileManager.default.fileExists(atPath: inside.path))
  }

  @Test func anAddressACommentCannotCarryIsRefused() throws {
    let run = try markdown(["--artifact-url", "javascript:alert(1)"])
    #expect(run.status == 64)
    #expect(
      run.error == "error: --artifact-url 'javascript:alert(1)' is not a web address a comment "
        + "can link; pass an https:// address without spaces, quotes, parentheses or angle "
        + "brackets\n")
  }

  @Test func aRecordReportIsRefused() throws {
    let recorded = root.appendingPathComponent("recorded")
    _ = try CatalogBinary.run([
      "record", "--snapshots", snapshots.path, "--filter", "^DLSBadge/count$", "--report",
      recorded.path, "--quiet",
    ])
    let run = try CatalogBinary.run(["report", "markdown", recorded.path])
    #expect(run.status == 2)
    #expect(
      run.error == "error: the report in '\(recorded.path)' is of 'record', not of verify; a "
        + "comment shows what a verify run found: pass the --report folder of a verify run\n")
  }
}
