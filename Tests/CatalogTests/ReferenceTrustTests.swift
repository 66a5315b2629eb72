import Catalog
import CatalogUI
import Dispatch
import Foundation
import PNG
import Raster
import Synchronization
import TestSupport
import Testing

// MARK: - Definitions used by the trust tests

enum FootnoteA_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    return ContentVariants([
      Text("Terms apply").foregroundColor(Color(hex: "#999999")).named("Footnote")
    ])
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    settings.traits = TraitsMatrix(colorSchemes: [.light])
    return settings
  }
}

enum FootnoteB_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    return ContentVariants([
      Text("Fees apply").foregroundColor(Color(hex: "#999999")).named("Footnote")
    ])
  }

  static var snapshotSettings: SnapshotSettings { FootnoteA_Definition.snapshotSettings }
}

/// A definition whose name is far longer than any file system allows in one path component.
enum LongName_Definition: ViewDefinition {
  static var catalogName: String { String(repeating: "A", count: 10_000) }
  static var contentVariants: ContentVariants { Color.red.frame(width: 4, height: 4).named("Card") }
}

/// Another long name sharing the first one's first 10,000 characters.
enum LongNameToo_Definition: ViewDefinition {
  static var catalogName: String { String(repeating: "A", count: 10_000) + "B" }
  static var contentVariants: ContentVariants {
    Color.blue.frame(width: 4, height: 4).named("Card")
  }
}

// MARK: - ReferenceTrustTests

/// What a reference may hold and how far its fingerprint is trusted; names and concurrent
/// runs that must not lose or misplace anything.
@MainActor @Suite struct ReferenceTrustTests {
  typealias Setup = RunnerTests.Setup

  private func entry(_ report: RunReport, _ id: String) throws -> RunReport.Entry {
    try #require(report.entries.first { $0.id == id })
  }

  /// `bytes` with a chunk of `type` holding `data` inserted before the chunk at `index`.
  private func inserting(_ type: String, _ data: [UInt8], before index: Int, in bytes: Data)
    throws -> Data
  {
    let chunks = try #require(PNGChunks.chunks(of: bytes))
    let at = chunks[index].typeAndData.lowerBound - 4
    let body = Array(type.utf8) + data
    var chunk = withUnsafeBytes(of: UInt32(data.count).bigEndian) { Array($0) } + body
    chunk += withUnsafeBytes(of: PNGChunks.crc(of: body).bigEndian) { Array($0) }
    return bytes.prefix(at) + Data(chunk) + bytes.dropFirst(at)
  }

  // MARK: - Chunks record never writes

  @Test(arguments: [
    (
      "gAMA", [0, 0, 0x75, 0x30] as [UInt8],
      "gAMA (a gamma that viewers apply to the colours)"
    ),
    ("acTL", [0, 0, 0, 1, 0, 0, 0, 0], "acTL (animation: viewers play other frames)"),
    ("iCCP", Array("x\0\0".utf8), "iCCP (a colour profile that viewers apply to the colours)"),
    ("tIME", [7, 234, 11, 26, 12, 0, 0], "tIME"),
  ])
  func aChunkRecordNeverWritesFailsVerifyAndRecordRemovesIt(
    type: String, data: [UInt8], described: String
  ) throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let red = setup.snapshots.appendingPathComponent("Swatch/red.png")
    let original = try Data(contentsOf: red)
    try inserting(type, data, before: 1, in: original).write(to: red)

    let verified = try entry(try setup.run(.verify, [Swatch_Definition.self]), "Swatch/red")
    #expect(verified.status == .failed)
    #expect(
      verified.message == "the reference holds what record never writes: \(described); "
        + "its pixels decode alike, but viewers show them otherwise; if the change is intended, "
        + "run `swift run -c release catalog record --filter '^Swatch/red$' --snapshots "
        + "'\(setup.snapshots.path)'`")

    let recorded = try entry(try setup.run(.record, [Swatch_Definition.self]), "Swatch/red")
    #expect(recorded.status == .recorded)
    #expect(
      recorded.message == "rewritten without what record never writes: \(described); "
        + "the pixels are unchanged")
    #expect(try Data(contentsOf: red) == original)
    #expect(try setup.run(.verify, [Swatch_Definition.self]).isSuccess)
  }

  @Test func bytesAfterIENDAndASecondTextChunkAreNamed() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let red = setup.snapshots.appendingPathComponent("Swatch/red.png")
    let original = try Data(contentsOf: red)
    let chunks = try #require(PNGChunks.chunks(of: original))
    var edited = try inserting(
      "tEXt", Array("Software\0paint".utf8), before: chunks.count - 1, in: original)
    edited.append(contentsOf: [1, 2, 3])
    try edited.write(to: red)
    let verified = try entry(try setup.run(.verify, [Swatch_Definition.self]), "Swatch/red")
    #expect(verified.status == .failed)
    #expect(
      verified.message?.hasPrefix(
        "the reference holds what record never writes: "
          + "tEXt 'Software', 3 bytes after IEND; its pixels decode alike") == true)
  }

  @Test func changedPixelsAndAForeignChunkNameBoth() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let red = setup.snapshots.appendingPathComponent("Swatch/red.png")
    let blue = try Data(contentsOf: setup.snapshots.appendingPathComponent("Swatch/blue.png"))
    try inserting("gAMA", [0, 0, 0x75, 0x30], before: 1, in: blue).write(to: red)
    let verified = try entry(try setup.run(.verify, [Swatch_Definition.self]), "Swatch/red")
    #expect(verified.status == .failed)
    #expect(
      verified.message?.hasPrefix(
        "800 pixels differ (100.000 %, largest channel "
          + "difference 255); the reference holds what record never writes: gAMA") == true)
  }

  // MARK: - The fingerprint's reach

  /// The red swatch's reference with its palette turned green and its fingerprint's file hash
  /// recomputed, the pixel hash kept: what someone who edits the file on purpose can make.
  private func forgeRed(in setup: Setup) throws -> URL {
    let red = setup.snapshots.appendingPathComponent("Swatch/red.png")
    let bytes = try Data(contentsOf: red)
    let pixels = SnapshotFingerprint.Pixels(try PNGDecoder.decode(bytes, name: "red.png"))
    let chunks = try #require(PNGChunks.chunks(of: bytes))
    let palette = try #require(chunks.first { $0.type == "PLTE" })
    var forged = bytes
    forged[palette.data.lowerBound] = 0  // red → black
    forged[palette.data.lowerBound + 1] = 0xFF  // → green
    let crc = PNGChunks.crc(of: Array(forged[palette.typeAndData]))
    for i in 0..<4 {
      forged[palette.typeAndData.upperBound + i] = UInt8(
        truncatingIfNeeded: crc >> (24 - 8 * UInt32(i)))
    }
    let fingerprint = try #require(chunks.first { $0.type == "tEXt" })
    let body =
      forged.prefix(fingerprint.typeAndData.lowerBound - 4)
      + forged.suffix(from: try #require(chunks.last).typeAndData.lowerBound - 4)
    try SnapshotFingerprint.adding(pixels, to: Data(body)).write(to: red)
    return red
  }

  @Test func aRecomputedFingerprintPassesTheFastPathAndFailsVerifyFull() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let red = try forgeRed(in: setup)
    let forged = try Data(contentsOf: red)

    // The fast path trusts a fingerprint that hashes as recorded: this is its documented
    // reach (accidents, not a deliberate edit that recomputes the chunk).
    #expect(try setup.run(.verify, [Swatch_Definition.self]).isSuccess)

    var full = RunConfiguration(
      snapshotsDirectory: setup.snapshots, reportDirectory: setup.report, jobs: 2)
    full.decodesEveryReference = true
    let plan = CatalogPlanner.plan([Swatch_Definition.self])
    let verified = try SnapshotRunner(configuration: full).run(.verify, plan: plan.snapshots)
    let failed = try entry(verified, "Swatch/red")
    #expect(failed.status == .failed)
    #expect(failed.message?.hasPrefix("800 pixels differ (100.000 %") == true)
    #expect(try entry(verified, "Swatch/blue").status == .passed)
    #expect(try Data(contentsOf: red) == forged)

    let recorded = try SnapshotRunner(configuration: full).run(.record, plan: plan.snapshots)
    #expect(try entry(recorded, "Swatch/red").status == .recorded)
    #expect(try entry(recorded, "Swatch/blue").status == .unchanged)
    #expect(try SnapshotRunner(configuration: full).run(.verify, plan: plan.snapshots).isSuccess)
  }

  // MARK: - Names

  @Test func aDefinitionNameLongerThanAFileNameIsCutWithAHashAndTheRunWritesItsReport() throws {
    let setup = try Setup()
    let definitions: [any ViewDefinition.Type] = [
      LongName_Definition.self, LongNameToo_Definition.self,
    ]
    let recorded = try setup.run(.record, definitions)
    #expect(recorded.summary.recorded == 4)
    #expect(recorded.summary.errors == 0)
    let folders = Set(recorded.entries.map { $0.id.split(separator: "/")[0] })
    #expect(folders.count == 2)
    #expect(folders.allSatisfy { $0.count == Slug.maxLength && $0.hasPrefix("AAAA") })
    #expect(recorded.imageFailure == nil)
    #expect(try setup.run(.verify, definitions).isSuccess)
  }

  // MARK: - Concurrent baseline updates

  @Test func aBaselineUpdateWaitsForAnotherAndKeepsItsEntries() throws {
    let setup = try Setup()
    // What another run (another terminal's process) writes: FootnoteB's entry.
    let other = setup.root.appendingPathComponent("other")
    var otherConfiguration = RunConfiguration(
      snapshotsDirectory: other, reportDirectory: setup.root.appendingPathComponent("report-b"),
      jobs: 1)
    otherConfiguration.baselineReason = "Legal text"
    otherConfiguration.filter = try SnapshotFilter("^FootnoteB/")
    let plan = CatalogPlanner.plan([FootnoteA_Definition.self, FootnoteB_Definition.self])
    _ = try SnapshotRunner(configuration: otherConfiguration).run(.record, plan: plan.snapshots)
    let otherBaseline = try Data(
      contentsOf: other.appendingPathComponent("accessibility-baseline.yaml"))

    // The other process holds the folder's lock (a `flock` on the folder, per open
    // descriptor, as runs take it) while this run starts, and writes its baseline only later:
    // a run that read the baseline without waiting for the lock would lose FootnoteB's entry.
    try FileManager.default.createDirectory(at: setup.snapshots, withIntermediateDirectories: true)
    let locked = DispatchSemaphore(value: 0)
    let released = DispatchSemaphore(value: 0)
    let snapshots = setup.snapshots
    Thread.detachNewThread {
      let descriptor = open(snapshots.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      flock(descriptor, LOCK_EX)
      locked.signal()
      Thread.sleep(forTimeInterval: 0.5)
      try? otherBaseline.write(to: snapshots.appendingPathComponent("accessibility-baseline.yaml"))
      flock(descriptor, LOCK_UN)
      close(descriptor)
      released.signal()
    }
    locked.wait()
    var configuration = RunConfiguration(
      snapshotsDirectory: setup.snapshots, reportDirectory: setup.report, jobs: 1)
    configuration.baselineReason = "Legal text"
    configuration.filter = try SnapshotFilter("^FootnoteA/")
    let recorded = try SnapshotRunner(configuration: configuration).run(
      .record, plan: plan.snapshots)
    released.wait()
    #expect(recorded.summary.errors == 0)
    let baseline = try String(
      contentsOf: setup.snapshots.appendingPathComponent("accessibility-baseline.yaml"),
      encoding: .utf8)
    #expect(baseline.contains("snapshot: FootnoteA/footnote\n"))
    #expect(baseline.contains("snapshot: FootnoteB/footnote\n"))
  }

}
