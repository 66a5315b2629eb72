import Catalog
import CatalogTesting
import CatalogUI
import Foundation
import TestSupport
import Testing

// MARK: - SnapshotAnnotationTests

/// With `GITHUB_ACTIONS=true`, a failing `assertSnapshot` annotates its own line in the pull
/// request, at most `GitHubReport.limit` times per test process.
@MainActor @Suite struct SnapshotAnnotationTests {
  private var dot: some View { Color.blue.frame(width: 4, height: 4) }

  private func scratchTestFile() throws -> String {
    let package = try TestSupport.makeTemporaryDirectory("annotations")
    try Data("// swift-tools-version:6.1\n".utf8)
      .write(to: package.appendingPathComponent("Package.swift"))
    let tests = package.appendingPathComponent("Tests/DotTests")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    return tests.appendingPathComponent("DotTests.swift").path
  }

  /// Runs `body` with annotations on, and returns what they printed.
  private func annotations(_ body: () -> Void) -> [String] {
    var printed: [String] = []
    let (enabled, write) = (SnapshotAnnotations.isEnabled, SnapshotAnnotations.write)
    SnapshotAnnotations.isEnabled = true
    SnapshotAnnotations.write = { printed.append($0) }
    SnapshotAnnotations.reset()
    body()
    (SnapshotAnnotations.isEnabled, SnapshotAnnotations.write) = (enabled, write)
    SnapshotAnnotations.reset()
    return printed
  }

  @Test func aFailureAnnotatesTheCallsLine() throws {
    let file = try scratchTestFile()
    let shown = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
    let printed = annotations {
      withKnownIssue {
        assertSnapshot(of: dot, named: "dot", filePath: file, function: "annotated()", line: 42)
      }
    }
    #expect(printed.count == 1)
    let expected =
      "::error file=\(shown),line=42,title=assertSnapshot 'dot' failed::no reference at "
      + "__Snapshots__/DotTests/annotated.dot.png; the rendering is at "
    #expect(printed.first?.hasPrefix(expected) == true, "\(printed)")
    #expect(
      printed.first?.hasSuffix("; run the test with CATALOG_RECORD=missing to record it") == true)
  }

  @Test func annotationsStopAtTheLimitWithOneWarning() throws {
    let file = try scratchTestFile()
    let printed = annotations {
      withKnownIssue {
        for i in 0...GitHubReport.limit {
          assertSnapshot(of: dot, named: "dot \(i)", filePath: file, function: "many()")
        }
      }
    }
    #expect(printed.count == GitHubReport.limit + 1)
    #expect(printed.prefix(GitHubReport.limit).allSatisfy { $0.hasPrefix("::error file=") })
    #expect(
      printed.last
        == "::warning::more assertSnapshot failures are not annotated; the test log lists every one"
    )
  }

  @Test func withoutGitHubNothingIsPrinted() throws {
    let file = try scratchTestFile()
    var printed: [String] = []
    let write = SnapshotAnnotations.write
    SnapshotAnnotations.write = { printed.append($0) }
    let enabled = SnapshotAnnotations.isEnabled
    SnapshotAnnotations.isEnabled = false
    withKnownIssue {
      assertSnapshot(of: dot, named: "dot", filePath: file, function: "quiet()")
    }
    (SnapshotAnnotations.isEnabled, SnapshotAnnotations.write) = (enabled, write)
    #expect(printed.isEmpty)
  }
}
