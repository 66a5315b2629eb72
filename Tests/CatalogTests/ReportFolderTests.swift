import Catalog
import Foundation
import TestSupport
import Testing

// MARK: - ReportFolderTests

/// Links, hard links and bind mounts planted in a report folder: the run never writes, reads
/// or deletes through them, so no reference changes and a changed reference still fails.
@MainActor @Suite struct ReportFolderTests {
  typealias Setup = RunnerTests.Setup

  private let advice =
    "the report folder holds only what catalog writes: delete it and run "
    + "again"

  /// Swatch, whose images the tests plant links among, and Listing, which a run can select
  /// alone so that Swatch's earlier images are cleaned up.
  private let definitions: [any ViewDefinition.Type] = [
    Swatch_Definition.self, Listing_Definition.self,
  ]

  /// A catalog whose `Swatch/red` reference holds another snapshot's picture, verified once:
  /// the report holds its expected, actual and diff images.
  private func changedReference() throws -> Setup {
    let setup = try Setup()
    _ = try setup.run(.record, definitions)
    let red = setup.snapshots.appendingPathComponent("Swatch/red.png")
    try FileManager.default.removeItem(at: red)
    try FileManager.default.copyItem(
      at: setup.snapshots.appendingPathComponent("Swatch/blue.png"), to: red)
    let report = try setup.run(.verify, definitions)
    #expect(try status(report, "Swatch/red") == .failed)
    #expect(report.imageFailure == nil)
    return setup
  }

  private func status(_ report: RunReport, _ id: String) throws -> RunReport.Status {
    try #require(report.entries.first { $0.id == id }).status
  }

  /// Every file of the snapshots folder with its bytes.
  private func references(_ setup: Setup) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for file in FileManager.default.subpaths(atPath: setup.snapshots.path) ?? [] {
      let url = setup.snapshots.appendingPathComponent(file)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        !isFolder.boolValue
      else { continue }
      files[file] = try Data(contentsOf: url)
    }
    return files
  }

  /// Replaces the report's folder `images/<kind>/Swatch` with a link to the references.
  private func link(_ kind: String, in setup: Setup) throws -> String {
    let folder = setup.report.appendingPathComponent("images/\(kind)/Swatch")
    try FileManager.default.removeItem(at: folder)
    try FileManager.default.createSymbolicLink(
      at: folder, withDestinationURL: setup.snapshots.appendingPathComponent("Swatch"))
    return folder.path
  }

  // MARK: - Links

  @Test func aLinkedFolderInTheReportIsRefusedAndTheChangedReferenceStillFails() throws {
    let setup = try changedReference()
    let before = try references(setup)
    let actual = try link("actual", in: setup)
    _ = try link("diff", in: setup)
    let report = try setup.run(.verify, definitions)
    #expect(try references(setup) == before)
    #expect(
      report.imageFailure == "cannot write '\(actual)/red.png': '\(actual)' is a symbolic "
        + "link; " + advice)
    #expect(try status(report, "Swatch/red") == .failed)
    #expect(try status(report, "Swatch/blue") == .passed)
    #expect(try status(setup.run(.verify, definitions), "Swatch/red") == .failed)
    #expect(try references(setup) == before)
  }

  @Test func aFileWhereAFolderShouldBeIsRefusedByName() throws {
    let setup = try changedReference()
    let folder = setup.report.appendingPathComponent("images/actual/Swatch")
    try FileManager.default.removeItem(at: folder)
    try Data("mine".utf8).write(to: folder)
    let report = try setup.run(.verify, definitions)
    #expect(
      report.imageFailure == "cannot write '\(folder.path)/red.png': '\(folder.path)' is "
        + "a file where a folder should be; " + advice)
    #expect(try Data(contentsOf: folder) == Data("mine".utf8))
  }

  /// A link in place of an image is replaced by the image: its target is never written.
  @Test func aLinkedImageIsReplacedAndItsTargetKeepsItsBytes() throws {
    let setup = try changedReference()
    let before = try references(setup)
    let image = setup.report.appendingPathComponent("images/actual/Swatch/red.png")
    let written = try Data(contentsOf: image)
    try FileManager.default.removeItem(at: image)
    try FileManager.default.createSymbolicLink(
      at: image, withDestinationURL: setup.snapshots.appendingPathComponent("Swatch/red.png"))
    let report = try setup.run(.verify, definitions)
    #expect(report.imageFailure == nil)
    #expect(try references(setup) == before)
    let attributes = try FileManager.default.attributesOfItem(atPath: image.path)
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    #expect(try Data(contentsOf: image) == written)
  }

  /// A hard link shares its bytes with the reference: the image is renamed over the report's
  /// name, and cleaning up deletes only that name.
  @Test func aHardLinkedImageIsReplacedAndTheReferenceKeepsItsBytes() throws {
    let setup = try changedReference()
    let before = try references(setup)
    let reference = setup.snapshots.appendingPathComponent("Swatch/red.png")
    for kind in ["actual", "expected"] {
      let image = setup.report.appendingPathComponent("images/\(kind)/Swatch/red.png")
      try FileManager.default.removeItem(at: image)
      #expect(Glibc.link(reference.path, image.path) == 0)
    }
    let report = try setup.run(.verify, definitions)
    #expect(report.imageFailure == nil)
    #expect(try references(setup) == before)
    let actual = setup.report.appendingPathComponent("images/actual/Swatch/red.png")
    #expect(try Data(contentsOf: actual) != before["Swatch/red.png"])
    // The run that no longer points at red's images deletes them: the report's names only.
    let listing = try setup.run(.verify, definitions, filter: SnapshotFilter("^Listing/"))
    #expect(listing.imageFailure == nil)
    #expect(
      !FileManager.default.fileExists(
        atPath: setup.report.appendingPathComponent("images/expected/Swatch/red.png").path))
    #expect(try references(setup) == before)
  }

  @Test func cleaningUpNeverDeletesThroughALink() throws {
    let setup = try changedReference()
    let before = try references(setup)
    // The previous run listed red's expected image, whose bytes are the changed reference's.
    let expected = try link("expected", in: setup)
    let listing = try SnapshotFilter("^Listing/")
    let report = try setup.run(.verify, definitions, filter: listing)
    #expect(try references(setup) == before)
    // The earlier images are cleaned up in the order of their paths.
    #expect(
      report.imageFailure == "cannot delete the previous run's image "
        + "'\(expected)/blue.dark.png': '\(expected)' is a symbolic link; " + advice)
    // Once the link is gone, the image it stood for is forgotten.
    try FileManager.default.removeItem(atPath: expected)
    #expect(try setup.run(.verify, definitions, filter: listing).imageFailure == nil)
    #expect(try references(setup) == before)
  }

  @Test func aManifestPathTheToolCannotHaveWrittenIsIgnored() throws {
    let setup = try changedReference()
    let manifest = setup.report.appendingPathComponent(".catalog-manifest")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    let edited = text.replacingOccurrences(
      of: "\"images/actual/Swatch/red.png\"", with: "\"images/./actual//Swatch/red.png\"")
    #expect(edited != text)
    try Data(edited.utf8).write(to: manifest)
    let listing = try setup.run(.verify, definitions, filter: SnapshotFilter("^Listing/"))
    #expect(listing.imageFailure == nil)
  }

  // MARK: - Bind mounts

  /// Whether this process may bind-mount a folder (root, or a user namespace that allows it).
  nonisolated static let canBindMount: Bool = {
    guard let root = try? TestSupport.makeTemporaryDirectory("bind-probe") else { return false }
    let source = root.appendingPathComponent("source")
    let target = root.appendingPathComponent("target")
    for folder in [source, target] {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    guard mountTool(["--bind", source.path, target.path]) else { return false }
    return mountTool([target.path], unmount: true)
  }()

  @discardableResult
  nonisolated private static func mountTool(_ arguments: [String], unmount: Bool = false) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: unmount ? "/bin/umount" : "/bin/mount")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  @Test(.enabled(if: canBindMount, "bind mounts need root or a user namespace"))
  func aBindMountedReferencesFolderIsNeitherWrittenNorCleanedUp() throws {
    let setup = try changedReference()
    let before = try references(setup)
    let swatch = setup.snapshots.appendingPathComponent("Swatch").path
    var mounted: [String] = []
    defer { for target in mounted { Self.mountTool([target], unmount: true) } }
    func bind(_ kind: String) throws -> String {
      let folder = setup.report.appendingPathComponent("images/\(kind)/Swatch")
      try FileManager.default.removeItem(at: folder)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
      try #require(Self.mountTool(["--bind", swatch, folder.path]))
      mounted.append(folder.path)
      return folder.path
    }
    let refusal =
      "is the references folder '\(swatch)', reached another way (a bind mount?); "
      + "a report must never lead into the references: unmount or delete it and run again"

    let actual = try bind("actual")
    let report = try setup.run(.verify, definitions)
    #expect(try references(setup) == before)
    #expect(report.imageFailure == "cannot write '\(actual)/red.png': '\(actual)' " + refusal)
    #expect(try status(report, "Swatch/red") == .failed)

    // The previous manifest lists red's actual image and every expected one: the first in
    // path order is refused.
    _ = try bind("expected")
    let listing = try setup.run(.verify, definitions, filter: SnapshotFilter("^Listing/"))
    #expect(try references(setup) == before)
    #expect(
      listing.imageFailure == "cannot delete the previous run's image "
        + "'\(actual)/red.png': '\(actual)' " + refusal)
  }
}
