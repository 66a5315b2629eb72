import Catalog
import CatalogTesting
import CatalogUI
import Foundation
import TestSupport
import Testing

// MARK: - SnapshotPlaceTests

/// Where `assertSnapshot` may write: only into `__Snapshots__` beside the test, one reference
/// per call, whatever the test is named, and artefacts never among references.
@MainActor @Suite struct SnapshotPlaceTests {
  private func pill(_ color: Color = .blue) -> some View {
    Text("New").font(.caption).foregroundStyle(Color.white)
      .padding(.horizontal, 8).padding(.vertical, 2)
      .background(color, in: Capsule())
  }

  /// A fake test file in a fresh package folder: `<package>/Tests/PillTests/PillTests.swift`.
  private func scratchTestFile() throws -> (package: URL, file: String) {
    let package = try TestSupport.makeTemporaryDirectory("snapshot-place")
    try Data("// swift-tools-version:6.1\n".utf8)
      .write(to: package.appendingPathComponent("Package.swift"))
    let tests = package.appendingPathComponent("Tests/PillTests")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    return (package, tests.appendingPathComponent("PillTests.swift").path)
  }

  nonisolated private func comments(of issue: Issue) -> String {
    issue.comments.map(\.rawValue).joined(separator: "\n")
  }

  /// Every file below `folder`, relative to it, sorted.
  private func files(below folder: URL) -> [String] {
    let walker = FileManager.default.enumerator(atPath: folder.path)
    var files: [String] = []
    while let path = walker?.nextObject() as? String {
      if walker?.fileAttributes?[.type] as? FileAttributeType != .typeDirectory {
        files.append(path)
      }
    }
    return files.sorted()
  }

  // MARK: - Names

  @Test func `../../../escape`() throws {
    let (package, file) = try scratchTestFile()
    withKnownIssue {
      assertSnapshot(of: pill(), named: "pill", record: .missing, filePath: file)
    } matching: { issue in
      comments(of: issue) == "recorded __Snapshots__/PillTests/escape.pill.png (no reference); "
        + "run the test again without recording to check against it"
    }
    #expect(
      files(below: package) == [
        "Package.swift", "Tests/PillTests/__Snapshots__/PillTests/escape.pill.png",
      ])
  }

  @Test func `a/b c`() throws {
    let (package, file) = try scratchTestFile()
    withKnownIssue {
      assertSnapshot(of: pill(), named: "../Pill/", record: .missing, filePath: file)
    } matching: { issue in
      comments(of: issue).hasPrefix("recorded __Snapshots__/PillTests/a-b-c.pill.png (")
    }
    #expect(
      files(below: package) == [
        "Package.swift", "Tests/PillTests/__Snapshots__/PillTests/a-b-c.pill.png",
      ])
  }

  @Test func longAndOddTestNamesAreCutAsSlugsAre() throws {
    let (package, file) = try scratchTestFile()
    let long = String(repeating: "rendersAPill", count: 20)
    withKnownIssue {
      assertSnapshot(
        of: pill(), named: "pill", record: .missing, filePath: file,
        function: long + "()")
      assertSnapshot(
        of: pill(), named: "pill", record: .missing, filePath: file,
        function: "\u{1B}[2J()")
    }
    #expect(
      files(below: package) == [
        "Package.swift", "Tests/PillTests/__Snapshots__/PillTests/2j.pill.png",
        "Tests/PillTests/__Snapshots__/PillTests/\(Slug.fileName(for: long)).pill.png",
      ])
    #expect(Slug.fileName(for: long).count == Slug.maxLength)
  }

  @Test func twoTestNamesThatSlugAlikeAreAnError() throws {
    let (package, file) = try scratchTestFile()
    withKnownIssue {
      assertSnapshot(
        of: pill(), named: "pill", record: .missing, filePath: file,
        function: "a b()")
    }
    withKnownIssue {
      assertSnapshot(
        of: pill(.red), named: "pill", record: .all, filePath: file,
        function: "a-b()")
    } matching: { issue in
      comments(of: issue) == "the tests 'a b()' and 'a-b()' both write "
        + "__Snapshots__/PillTests/a-b.pill.png: their names give one file name; rename one "
        + "of them"
    }
    // Names that differ only in case would share one file on a Mac.
    withKnownIssue {
      assertSnapshot(
        of: pill(), named: "pill", record: .missing, filePath: file,
        function: "rendersPill()")
    }
    withKnownIssue {
      assertSnapshot(
        of: pill(), named: "pill", record: .missing, filePath: file,
        function: "renderspill()")
    } matching: { issue in
      comments(of: issue).hasPrefix("the tests 'rendersPill()' and 'renderspill()' both write ")
    }
    #expect(
      files(below: package) == [
        "Package.swift", "Tests/PillTests/__Snapshots__/PillTests/a-b.pill.png",
        "Tests/PillTests/__Snapshots__/PillTests/rendersPill.pill.png",
      ])
  }

  // MARK: - One reference per call

  @Test func twoCallsWithOneNameInATestAreAnErrorAndTheSecondWritesNothing() throws {
    let (_, file) = try scratchTestFile()
    let reference = URL(fileURLWithPath: file).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/PillTests/twice.pill.png")
    withKnownIssue {
      assertSnapshot(
        of: pill(), named: "pill", record: .failed, filePath: file,
        function: "twice()", line: 10, column: 5)
    }
    let first = try Data(contentsOf: reference)
    withKnownIssue {
      assertSnapshot(
        of: pill(.red), named: "Pill", record: .failed, filePath: file,
        function: "twice()", line: 11, column: 5)
    } matching: { issue in
      comments(of: issue) == "assertSnapshot(named: 'Pill') at CatalogTestingTests/"
        + "SnapshotPlaceTests.swift:11 writes __Snapshots__/PillTests/twice.pill.png, which "
        + "the call named 'pill' at CatalogTestingTests/SnapshotPlaceTests.swift:10 in the "
        + "same test already wrote; give each call its own name"
    }
    #expect(try Data(contentsOf: reference) == first)
  }

  @Test func oneCallWithAnotherImageUnderOneNameIsAnError() throws {
    let (_, file) = try scratchTestFile()
    // One call site, as in a loop or a parameterised test.
    func check(_ color: Color) {
      assertSnapshot(
        of: pill(color), named: "pill", record: .failed, filePath: file,
        function: "loop()", line: 20, column: 7)
    }
    withKnownIssue { check(.blue) }
    check(.blue)  // the same image again: what a second run of the test does, and it passes
    withKnownIssue {
      check(.red)
    } matching: { issue in
      comments(of: issue) == "assertSnapshot(named: 'pill') at CatalogTestingTests/"
        + "SnapshotPlaceTests.swift:20 ran again in this test process with another image for "
        + "__Snapshots__/PillTests/loop.pill.png, so each run would replace the other's "
        + "reference (a loop, or a parameterised test, that reuses one name?); put what "
        + "differs into the name"
    }
  }

  /// One fake test file for every case of the parameterised test below.
  private static let sharedTestFile = Result { try SnapshotPlaceTests().scratchTestFile().file }

  @Test(arguments: [1, 2]) func casesOfAParameterisedTestWithOneImageShareItsReference(
    case number: Int
  ) throws {
    let file = try Self.sharedTestFile.get()
    // The first case to get there records (and fails, saying so); the other passes against
    // it. Neither is refused: one call, one image.
    withKnownIssue(isIntermittent: true) {
      assertSnapshot(
        of: pill(), named: "pill", record: .missing, filePath: file,
        function: "cases(number:)")
    } matching: { issue in
      comments(of: issue).hasPrefix("recorded __Snapshots__/PillTests/cases.pill.png")
    }
  }

  // MARK: - Links and artefacts

  @Test func aLinkInSnapshotsIsNeverWrittenThrough() throws {
    let (package, file) = try scratchTestFile()
    let outside = package.appendingPathComponent("Outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    let snapshots = URL(fileURLWithPath: file).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
    try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: snapshots.appendingPathComponent("PillTests"), withDestinationURL: outside)
    withKnownIssue {
      assertSnapshot(
        of: pill(), named: "pill", record: .all, filePath: file,
        function: "linked()")
    } matching: { issue in
      comments(of: issue) == "'__Snapshots__/PillTests' is a symbolic link; references are "
        + "written only into real folders beside the test: replace the link with a folder"
    }
    #expect(files(below: outside).isEmpty)
  }

  @Test(arguments: ["inside", "at", "around"])
  func anArtefactsFolderAmongReferencesIsRefused(relation: String) throws {
    let (package, file) = try scratchTestFile()
    let tests = URL(fileURLWithPath: file).deletingLastPathComponent()
    let snapshots = tests.appendingPathComponent("__Snapshots__")
    try FileManager.default.createDirectory(
      at: snapshots.appendingPathComponent("PillTests"), withIntermediateDirectories: true)
    withKnownIssue {
      assertSnapshot(
        of: pill(), named: "pill", record: .missing, filePath: file,
        function: "artefacts()")
    }
    SnapshotClaims.forget(below: tests)
    // The package's default artefacts folder, .build/catalog-artifacts, led among references.
    let build = package.appendingPathComponent(".build")
    try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
    let target =
      switch relation {
      case "inside": snapshots.appendingPathComponent("PillTests")
      case "at": snapshots
      default: tests
      }
    try FileManager.default.createSymbolicLink(
      at: build.appendingPathComponent("catalog-artifacts"), withDestinationURL: target)
    let before = files(below: tests)
    let shown = "'\(build.path)/catalog-artifacts'"
    let expected =
      switch relation {
      case "inside": "lies inside the snapshots folder '\(snapshots.path)'"
      case "at": "is the snapshots folder '\(snapshots.path)'"
      default: "holds the snapshots folder '\(snapshots.path)'"
      }
    withKnownIssue {
      assertSnapshot(of: pill(.red), named: "pill", filePath: file, function: "artefacts()")
    } matching: { issue in
      comments(of: issue) == "the artefacts folder \(shown) \(expected): artefacts must never "
        + "mix with references; point CATALOG_ARTIFACTS at a folder apart from the tests, "
        + "such as .build/catalog-artifacts"
    }
    #expect(files(below: tests) == before)
  }

  @Test func artefactsReplaceLinksAndNeverFollowThem() throws {
    let (package, file) = try scratchTestFile()
    let tests = URL(fileURLWithPath: file).deletingLastPathComponent()
    withKnownIssue {
      assertSnapshot(
        of: pill(), named: "pill", record: .missing, filePath: file,
        function: "linked()")
    }
    SnapshotClaims.forget(below: tests)
    let reference = tests.appendingPathComponent("__Snapshots__/PillTests/linked.pill.png")
    let kept = try Data(contentsOf: reference)
    let artefacts = package.appendingPathComponent(".build/catalog-artifacts/PillTests")
    try FileManager.default.createDirectory(at: artefacts, withIntermediateDirectories: true)
    let actual = artefacts.appendingPathComponent("linked.pill.actual.png")
    try FileManager.default.createSymbolicLink(at: actual, withDestinationURL: reference)
    withKnownIssue {
      assertSnapshot(of: pill(.red), named: "pill", filePath: file, function: "linked()")
    }
    #expect(try Data(contentsOf: reference) == kept)
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: actual.path)) == nil)

    // A link where the test file's folder of artefacts should be is refused.
    SnapshotClaims.forget(below: tests)
    try FileManager.default.removeItem(at: artefacts)
    try FileManager.default.createSymbolicLink(
      at: artefacts, withDestinationURL: reference.deletingLastPathComponent())
    withKnownIssue {
      assertSnapshot(of: pill(.red), named: "pill", filePath: file, function: "linked()")
    } matching: { issue in
      comments(of: issue) == "the artefacts folder '\(artefacts.path)' is a symbolic link; "
        + "remove it, and artefacts are written into a new folder there"
    }
    #expect(files(below: reference.deletingLastPathComponent()) == ["linked.pill.png"])
  }
}
