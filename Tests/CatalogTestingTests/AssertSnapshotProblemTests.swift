import Catalog
import CatalogTesting
import CatalogUI
import Foundation
import TestSupport
import Testing

// MARK: - AssertSnapshotProblemTests

/// A problem the view reports (an unknown SF Symbol, characters no font has) fails
/// `assertSnapshot` with the message `record` and `verify` give, in every record mode, and
/// nothing is written.
@MainActor @Suite struct AssertSnapshotProblemTests {
  private func scratchTestFile() throws -> String {
    let package = try TestSupport.makeTemporaryDirectory("assert-snapshot-problem")
    try Data("// swift-tools-version:6.1\n".utf8)
      .write(to: package.appendingPathComponent("Package.swift"))
    let tests = package.appendingPathComponent("Tests/IconTests")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    return tests.appendingPathComponent("IconTests.swift").path
  }

  @Test func anUnknownSymbolOrAMissingCharacterFailsInEveryMode() throws {
    let file = try scratchTestFile()
    let symbolProblem =
      "snapshot 'icon': Image: no symbol named 'test.nowhere'; register one "
      + "before rendering with SymbolRegistry.shared.register(\"test.nowhere\", "
      + "svgPathData:viewBox:), or put test.nowhere.svg among your target's resources and call "
      + "SymbolRegistry.shared.registerSymbols(in: .module); `catalog symbols` lists the names "
      + "there are"
    let textProblem =
      "snapshot 'label': Text(\"🙂\"): no font has 🙂 (U+1F642), so it draws as "
      + "a box; add a font that has it to the fallback chain with "
      + "Font.registerFallback(contentsOf:) (a CJK or emoji font, such as Debian's "
      + "fonts-noto-cjk or fonts-noto-color-emoji), or register one with "
      + "Font.registerFonts(in:) or Font.register(contentsOf:) and use it with "
      + ".font(.custom(_:size:))"
    for mode in [SnapshotRecordMode.never, .missing, .failed, .all] {
      withKnownIssue {
        assertSnapshot(
          of: Image(systemName: "test.nowhere"), named: "icon", record: mode,
          filePath: file, function: "unknown()")
      } matching: { issue in
        issue.comments.map(\.rawValue) == [symbolProblem]
      }
      withKnownIssue {
        assertSnapshot(
          of: Text("🙂"), named: "label", record: mode, filePath: file,
          function: "unknown()")
      } matching: { issue in
        issue.comments.map(\.rawValue) == [textProblem]
      }
    }
    let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("__Snapshots__").path))
  }
}
