import Catalog
import Foundation
import PNG
import Raster
import TestSupport
import Testing

// MARK: - FingerprintTests

/// A reference's fingerprint lets `verify` skip decoding it, so every way a fingerprint could
/// be wrong must end in a full pixel comparison, never in a pass it did not earn.
@MainActor @Suite struct FingerprintTests {
  private static let keyword = "catalog-fingerprint"

  private func fingerprint(of url: URL) throws -> String? {
    let bytes = try Data(contentsOf: url)
    let chunks = try #require(PNGChunks.chunks(of: bytes))
    return PNGChunks.text(forKeyword: Self.keyword, in: bytes, chunks: chunks)?.text
  }

  /// The reference bytes with their fingerprint chunk's text replaced by `text`.
  private func replacingFingerprint(in bytes: Data, with text: String) throws -> Data {
    let chunks = try #require(PNGChunks.chunks(of: bytes))
    let found = try #require(PNGChunks.text(forKeyword: Self.keyword, in: bytes, chunks: chunks))
    var stripped = Data(bytes[..<(found.chunk.typeAndData.lowerBound - 4)])
    stripped.append(bytes[(found.chunk.typeAndData.upperBound + 4)...])
    return try #require(PNGChunks.addingText(text, keyword: Self.keyword, to: stripped))
  }

  /// Verifies (Swatch/red must pass by a full comparison), then records: Swatch/red must be
  /// rewritten only to add a current fingerprint. Returns the record run's report.
  private func expectVerifyDecodesAndRecordRefingerprints(_ setup: RunnerTests.Setup) throws
    -> RunReport
  {
    let verified = try setup.run(.verify, [Swatch_Definition.self])
    #expect(verified.entries.first { $0.id == "Swatch/red" }?.status == .passed)
    let recorded = try setup.run(.record, [Swatch_Definition.self])
    let entry = try #require(recorded.entries.first { $0.id == "Swatch/red" })
    #expect(entry.status == .recorded)
    #expect(entry.message == "fingerprint added; the pixels are unchanged")
    return recorded
  }

  @Test func recordedReferencesCarryAFingerprintThatVerifyTrusts() throws {
    let setup = try RunnerTests.Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let red = setup.snapshots.appendingPathComponent("Swatch/red.png")
    let text = try #require(try fingerprint(of: red))
    #expect(
      text.wholeMatch(of: /v3 xxh3-128 size=40x20 pixels=[0-9a-f]{32} file=[0-9a-f]{32}/) != nil)
    let report = try setup.run(.verify, [Swatch_Definition.self])
    #expect(report.summary.isSuccess)
    #expect(report.entries.allSatisfy { $0.status == .passed })
  }

  @Test func aReferenceEditedElsewhereButKeepingItsFingerprintIsComparedInFull() throws {
    let setup = try RunnerTests.Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let red = setup.snapshots.appendingPathComponent("Swatch/red.png")
    let original = try #require(try fingerprint(of: red))
    // Another tool changes one pixel and keeps the text chunk: the file still claims the
    // rendering's pixels, but its image chunks no longer hash to the digest it recorded.
    var pixmap = try PNGDecoder.decode(try Data(contentsOf: red), name: "red.png")
    pixmap.setPixel(x: 0, y: 0, to: PremultipliedColorU8(r: 0, g: 0, b: 255, a: 255))
    let edited = try #require(
      PNGChunks.addingText(original, keyword: Self.keyword, to: try PNGEncoder.encode(pixmap)))
    try edited.write(to: red)
    #expect(try fingerprint(of: red) == original)

    let report = try setup.run(.verify, [Swatch_Definition.self])
    let entry = try #require(report.entries.first { $0.id == "Swatch/red" })
    #expect(entry.status == .failed)
    #expect(entry.difference?.mismatchedPixels == 1)
    #expect(!report.summary.isSuccess)
  }

  @Test func aFingerprintThatNamesOtherPixelsFallsBackToDecoding() throws {
    let setup = try RunnerTests.Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let red = setup.snapshots.appendingPathComponent("Swatch/red.png")
    let wrong = "v2 pixels=" + String(repeating: "0", count: 32) + " content=0123456789abcdef"
    try replacingFingerprint(in: try Data(contentsOf: red), with: wrong).write(to: red)
    #expect(try fingerprint(of: red) == wrong)

    let report = try setup.run(.verify, [Swatch_Definition.self])
    let entry = try #require(report.entries.first { $0.id == "Swatch/red" })
    #expect(entry.status == .passed)
  }

  @Test func anOlderFingerprintFormatIsDecodedAndReplacedByRecord() throws {
    let setup = try RunnerTests.Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let red = setup.snapshots.appendingPathComponent("Swatch/red.png")
    let current = try #require(try fingerprint(of: red))
    // The first format hashed pixels differently; its figures are never believed.
    let older = "v1" + current.dropFirst(2)
    try replacingFingerprint(in: try Data(contentsOf: red), with: older).write(to: red)

    _ = try expectVerifyDecodesAndRecordRefingerprints(setup)
    #expect(try fingerprint(of: red) == current)
  }

  @Test func recordAddsAFingerprintToAReferenceWithoutOneAndKeepsItsPixels() throws {
    let setup = try RunnerTests.Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let red = setup.snapshots.appendingPathComponent("Swatch/red.png")
    let pixels = try PNGDecoder.decode(try Data(contentsOf: red), name: "red.png")
    try PNGEncoder.encode(pixels).write(to: red)
    #expect(try fingerprint(of: red) == nil)

    let recorded = try expectVerifyDecodesAndRecordRefingerprints(setup)
    #expect(recorded.summary.recorded == 1)
    #expect(try fingerprint(of: red) != nil)
    #expect(try PNGDecoder.decode(try Data(contentsOf: red), name: "red.png") == pixels)
  }
}
