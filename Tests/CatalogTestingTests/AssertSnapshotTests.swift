import Catalog
import CatalogTesting
import CatalogUI
import Foundation
import TestSupport
import Testing

// MARK: - AssertSnapshotTests

/// `assertSnapshot` as a test author meets it: a pass against the reference beside this file,
/// and every other outcome as a failed test that says what happened and what to do.
@MainActor @Suite struct AssertSnapshotTests {
  /// A small pill: text on a capsule.
  private var pill: some View {
    Text("New").font(.caption).foregroundStyle(Color.white)
      .padding(.horizontal, 8).padding(.vertical, 2)
      .background(Color.blue, in: Capsule())
  }

  /// A fake test file in a fresh package folder, so recordings and artefacts never touch the
  /// repository.
  private func scratchTestFile() throws -> String {
    let package = try TestSupport.makeTemporaryDirectory("assert-snapshot")
    try Data("// swift-tools-version:6.1\n".utf8)
      .write(to: package.appendingPathComponent("Package.swift"))
    let tests = package.appendingPathComponent("Tests/PillTests")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    return tests.appendingPathComponent("PillTests.swift").path
  }

  nonisolated private func comments(of issue: Issue) -> String {
    issue.comments.map(\.rawValue).joined(separator: "\n")
  }

  /// Forgets which references the calls so far claimed, as the next test process would: for
  /// tests that play several runs of one test.
  private func nextRun(_ file: String) {
    SnapshotClaims.forget(below: URL(fileURLWithPath: file).deletingLastPathComponent())
  }

  @Test func pillMatchesItsReference() {
    assertSnapshot(of: pill, named: "pill")
    assertSnapshot(of: pill, named: "pill", traits: SnapshotTraits(colorScheme: .dark))
  }

  @Test func aMissingReferenceFailsAndWritesNothing() throws {
    let file = try scratchTestFile()
    withKnownIssue {
      assertSnapshot(of: pill, named: "pill", filePath: file, function: "missing()")
    } matching: { issue in
      comments(of: issue).hasPrefix("no reference at __Snapshots__/PillTests/missing.pill.png;")
        && comments(of: issue).hasSuffix("run the test with CATALOG_RECORD=missing to record it")
    }
    let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("__Snapshots__").path))
  }

  @Test func recordingWritesWhatRecordWritesAndStillFails() throws {
    let file = try scratchTestFile()
    withKnownIssue {
      assertSnapshot(
        of: pill, named: "pill", record: .missing, filePath: file,
        function: "recorded()")
    } matching: { issue in
      comments(of: issue) == "recorded __Snapshots__/PillTests/recorded.pill.png (no reference); "
        + "run the test again without recording to check against it"
    }
    let reference = URL(fileURLWithPath: file).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/PillTests/recorded.pill.png")
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    let pixmap = try SnapshotRenderer.render(
      pill, name: "pill", settings: settings, traits: SnapshotTraits())
    #expect(
      try Data(contentsOf: reference)
        == (try SnapshotCheck.referenceBytes(for: pixmap, name: "pill")))
    // The next run passes against it.
    nextRun(file)
    assertSnapshot(of: pill, named: "pill", filePath: file, function: "recorded()")
  }

  @Test func aChangedRenderingFailsWithTheFiguresAndTheArtefacts() throws {
    let file = try scratchTestFile()
    withKnownIssue {
      assertSnapshot(
        of: pill, named: "pill", record: .missing, filePath: file,
        function: "changed()")
    }
    nextRun(file)
    let wider = pill.padding(.horizontal, 1)
    let recoloured = Text("New").font(.caption).foregroundStyle(Color.white)
      .padding(.horizontal, 8).padding(.vertical, 2).background(Color.red, in: Capsule())
    withKnownIssue {
      assertSnapshot(of: wider, named: "pill", filePath: file, function: "changed()")
    } matching: { issue in
      comments(of: issue).hasPrefix(
        "snapshot 'pill' differs from "
          + "__Snapshots__/PillTests/changed.pill.png: size changed: reference ")
    }
    nextRun(file)
    withKnownIssue {
      assertSnapshot(of: recoloured, named: "pill", filePath: file, function: "changed()")
    } matching: { issue in
      let text = comments(of: issue)
      return text.contains("pixels differ (") && text.contains("largest channel difference")
        && text.hasSuffix("if the change is intended, run the test with CATALOG_RECORD=failed")
    }
    let artefacts = URL(fileURLWithPath: file).deletingLastPathComponent()
      .appendingPathComponent("../../.build/catalog-artifacts/PillTests").standardizedFileURL
    for kind in ["expected", "actual", "diff"] {
      #expect(
        FileManager.default.fileExists(
          atPath: artefacts.appendingPathComponent("changed.pill.\(kind).png").path))
    }
    // With failed, the reference is replaced, and the test still fails, saying so.
    nextRun(file)
    withKnownIssue {
      assertSnapshot(
        of: recoloured, named: "pill", record: .failed, filePath: file,
        function: "changed()")
    } matching: { issue in
      comments(of: issue).hasPrefix("recorded __Snapshots__/PillTests/changed.pill.png (")
    }
    nextRun(file)
    assertSnapshot(of: recoloured, named: "pill", filePath: file, function: "changed()")
  }

  @Test(.snapshots(record: .missing)) func theTraitSetsTheRecordMode() throws {
    let file = try scratchTestFile()
    withKnownIssue {
      assertSnapshot(of: pill, named: "pill", filePath: file, function: "trait()")
    } matching: { issue in
      comments(of: issue).hasPrefix("recorded __Snapshots__/PillTests/trait.pill.png")
    }
  }

  @Test func emptyAndGiantViewsFailWithTheirLimit() throws {
    let file = try scratchTestFile()
    withKnownIssue {
      assertSnapshot(of: EmptyView(), named: "empty", filePath: file)
    } matching: { issue in
      comments(of: issue) == "snapshot 'empty' has no area (0x0 pt); give it content or a "
        + "size with .frame(width:height:)"
    }
    withKnownIssue {
      assertSnapshot(
        of: Color.red.frame(width: 10, height: 100_000), named: "tall",
        filePath: file)
    } matching: { issue in
      comments(of: issue).hasPrefix(
        "snapshot 'tall' measures 10x100000 pt (20x200000 px at 2x), "
          + "over the limit of 8192 px a side")
    }
  }
}
