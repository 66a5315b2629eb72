import Foundation
import TestSupport
import Testing

// MARK: - diff

/// `catalog diff` on files that cannot be compared: each gives its exact message and exit code.
@Suite struct DiffCommandTests {
  /// A black opaque grey PNG of the given size, written with stored (uncompressed) deflate
  /// blocks so the test needs no encoder.
  static func blackPNG(width: UInt32, height: UInt32) -> Data {
    func be(_ v: UInt32) -> [UInt8] {
      [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }
    func crc32(_ bytes: [UInt8]) -> UInt32 {
      var c: UInt32 = 0xFFFF_FFFF
      for b in bytes {
        c ^= UInt32(b)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
      }
      return c ^ 0xFFFF_FFFF
    }
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
      let typed = Array(type.utf8) + body
      return be(UInt32(body.count)) + typed + be(crc32(typed))
    }
    // Each row: filter byte 0, then `width` zero samples; small enough for one stored block.
    let raw = [UInt8](repeating: 0, count: Int(height) * (Int(width) + 1))
    let length = UInt16(raw.count)
    let adler = UInt32(1) | UInt32(raw.count % 65521) << 16
    let zlib =
      [
        0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8),
        UInt8(~length & 0xFF), UInt8(~length >> 8),
      ] + raw + be(adler)
    return Data(
      [137, 80, 78, 71, 13, 10, 26, 10]
        + chunk(
          "IHDR",
          be(width) + be(height)
            + [8, 0, 0, 0, 0]) + chunk("IDAT", zlib) + chunk("IEND", []))
  }

  @Test func equalFilesAreEqual() throws {
    let directory = try TestSupport.makeTemporaryDirectory("diff")
    let a = directory.appendingPathComponent("a.png")
    try Self.blackPNG(width: 4, height: 3).write(to: a)
    let run = try catalog(["diff", a.path, a.path, "--json"])
    #expect(run.status == 0)
    #expect(
      run.output == #"{"equal": true, "mismatchedPixels": 0, "mismatchedRatio": 0.0, "#
        + #""maxChannelDelta": 0, "width": 4, "height": 3}"# + "\n")
  }

  @Test func imagesOfDifferentSizesAreDifferentNamingBoth() throws {
    let directory = try TestSupport.makeTemporaryDirectory("diff")
    let a = directory.appendingPathComponent("a.png")
    let b = directory.appendingPathComponent("b.png")
    try Self.blackPNG(width: 4, height: 3).write(to: a)
    try Self.blackPNG(width: 5, height: 3).write(to: b)
    let run = try catalog(["diff", a.path, b.path])
    #expect(run.status == 1)
    #expect(
      run.output
        == "different: sizes differ ('\(a.path)' is 4x3, '\(b.path)' is 5x3)\n")
    #expect(run.error == "")
  }

  @Test func missingPathIsAnErrorNamingIt() throws {
    let directory = try TestSupport.makeTemporaryDirectory("diff")
    let a = directory.appendingPathComponent("a.png")
    try Self.blackPNG(width: 4, height: 3).write(to: a)
    let missing = directory.appendingPathComponent("nope.png")
    let run = try catalog(["diff", a.path, missing.path])
    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(run.error == "error: '\(missing.path)' does not exist\n")
  }

  @Test func aRelativePathIsQuotedAsTyped() throws {
    let directory = try TestSupport.makeTemporaryDirectory("diff")
    let a = directory.appendingPathComponent("a.png")
    try Self.blackPNG(width: 4, height: 3).write(to: a)
    let run = try catalog(["diff", "no-such-reference.png", a.path])
    #expect(run.status == 2)
    #expect(run.error == "error: 'no-such-reference.png' does not exist\n")
  }

  @Test func directoryIsAnErrorNamingIt() throws {
    let directory = try TestSupport.makeTemporaryDirectory("diff")
    let run = try catalog(["diff", directory.path, directory.path])
    #expect(run.status == 2)
    #expect(run.error == "error: '\(directory.path)' is a directory, expected a PNG file\n")
  }

  @Test func textFileNamedPNGIsAnErrorNamingIt() throws {
    let directory = try TestSupport.makeTemporaryDirectory("diff")
    let notes = directory.appendingPathComponent("notes.png")
    try Data("not an image\n".utf8).write(to: notes)
    let run = try catalog(["diff", notes.path, notes.path])
    #expect(run.status == 2)
    #expect(
      run.error == "error: '\(notes.path)' is not a PNG image (its first 8 bytes are not "
        + "the PNG signature)\n")
  }
}
