import Foundation
import TestSupport
import Testing

// MARK: - BuiltInFontsCommandTests

/// The built-in fonts travel in the bundle SwiftPM builds beside `catalog`: a copy of the
/// binary without that folder fails once, naming the folder and the fix, instead of drawing
/// with whatever fonts the machine has; with the folder copied beside it, it draws the same
/// bytes as the original.
@Suite struct BuiltInFontsCommandTests {
  static let bundleName = "DesignCatalog_TextEngine.resources"

  /// The built `catalog` copied into a fresh folder, alone.
  static func copiedBinary(_ label: String) throws -> URL {
    let folder = try TestSupport.makeTemporaryDirectory(label).resolvingSymlinksInPath()
    let copy = folder.appendingPathComponent("catalog")
    try FileManager.default.copyItem(at: try CatalogBinary.url(), to: copy)
    return copy
  }

  /// Runs `binary` from the package root, as a user would.
  static func run(_ binary: URL, _ arguments: [String]) throws -> CatalogBinary.Run {
    try CatalogBinary.run(arguments, executable: binary)
  }

  static func missingMessage(_ binary: URL) -> String {
    let folder = binary.deletingLastPathComponent()
      .appendingPathComponent("\(bundleName)/BuiltIn").path
    return "error: the built-in fonts are missing: '\(folder)' does not exist; SwiftPM writes "
      + "\(bundleName) beside each executable it builds (such as .build/release/): run "
      + "'\(binary.path)' where it was built, or copy that folder beside it\n"
  }

  @Test func aCopiedBinaryWithoutTheBundleNamesTheFolderToCopy() throws {
    let binary = try Self.copiedBinary("fonts-copied-binary")
    let output = binary.deletingLastPathComponent().appendingPathComponent("hi.png")
    let run = try Self.run(binary, ["render-text", "Hi", "--output", output.path])
    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(run.error == Self.missingMessage(binary))
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  /// `verify` says it once, before any snapshot, rather than once for every text.
  @Test func verifyWithoutTheBundleFailsOnceBeforeRendering() throws {
    let binary = try Self.copiedBinary("fonts-copied-verify")
    let report = binary.deletingLastPathComponent().appendingPathComponent("report")
    let run = try Self.run(binary, ["verify", "--quiet", "--report", report.path])
    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(run.error == Self.missingMessage(binary))
  }

  /// The run starts its workers before it checks the fonts; refused, it ends, and so do they:
  /// a worker whose run is gone never runs the command itself (which would start workers of
  /// its own, one generation after another, each holding the run's output open).
  @Test func aRefusedRunLeavesNoWorkerBehind() throws {
    let binary = try Self.copiedBinary("fonts-refused-workers")
    let process = Process()
    process.executableURL = binary
    process.arguments = [
      "verify", "--quiet", "--report",
      binary.deletingLastPathComponent().appendingPathComponent("report").path,
    ]
    process.currentDirectoryURL = TestSupport.packageRoot
    process.standardOutput = Pipe()
    process.standardError = Pipe()
    try process.run()
    let run = process.processIdentifier
    // Watched without waiting for the output to close, which a worker left behind would hold
    // open: the run and its own workers end within moments, generations of them keep coming.
    var workers = Set<Int32>()
    let until = ContinuousClock.now + .seconds(20)
    while ContinuousClock.now < until {
      let running = Self.processes(running: binary)
      workers.formUnion(running.filter { $0 != run })
      if running.isEmpty { break }
      Thread.sleep(forTimeInterval: 0.01)
    }
    #expect(Self.processes(running: binary) == [])
    #expect(workers.count <= ProcessInfo.processInfo.activeProcessorCount)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
  }

  /// The processes running `binary`, by pid.
  static func processes(running binary: URL) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { Int32($0) }.filter {
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\($0)/exe"))
        == binary.path
    }
  }

  @Test func theBundleCopiedBesideTheBinaryDrawsTheSameBytes() throws {
    let binary = try Self.copiedBinary("fonts-copied-with-bundle")
    let folder = binary.deletingLastPathComponent()
    try FileManager.default.copyItem(
      at: try CatalogBinary.url().deletingLastPathComponent().appendingPathComponent(
        Self.bundleName),
      to: folder.appendingPathComponent(Self.bundleName))
    let text = "Réservé שלום مرحبا \u{2603}"
    let copied = folder.appendingPathComponent("copied.png")
    let original = folder.appendingPathComponent("original.png")
    #expect(try Self.run(binary, ["render-text", text, "--output", copied.path]).status == 0)
    #expect(try CatalogBinary.run(["render-text", text, "--output", original.path]).status == 0)
    let bytes = try Data(contentsOf: copied)
    #expect(!bytes.isEmpty)
    #expect(bytes == (try Data(contentsOf: original)))
  }

  /// A symbolic link to the built binary, as an installed command would be, finds the bundle
  /// beside the file it points to.
  @Test func aLinkToTheBuiltBinaryFindsTheBundle() throws {
    let folder = try TestSupport.makeTemporaryDirectory("fonts-linked-binary")
    let link = folder.appendingPathComponent("catalog")
    try FileManager.default.createSymbolicLink(
      at: link, withDestinationURL: try CatalogBinary.url())
    let output = folder.appendingPathComponent("hi.png")
    let run = try Self.run(link, ["render-text", "Hi", "--output", output.path])
    #expect(run.status == 0)
    #expect(run.error == "")
  }
}
