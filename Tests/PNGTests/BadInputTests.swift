import Foundation
import PNG
import Raster
import TestSupport
import Testing

@Suite struct BadInputTests {
  /// A valid PNG of some UI-like pixels.
  static func validPNG() throws -> Data {
    try PNGEncoder.encode(RoundTripTests.image(width: 40, height: 30, colors: 5000, opaque: false))
  }

  /// Chunk boundaries: (offset of the length field, total chunk size).
  static func chunks(_ data: Data) -> [(offset: Int, size: Int, type: String)] {
    var result: [(Int, Int, String)] = []
    var i = 8
    let bytes = [UInt8](data)
    while i + 8 <= bytes.count {
      let length =
        Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
      let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
      result.append((i, length + 12, type))
      i += length + 12
    }
    return result
  }

  @Test func emptyDataIsRefused() {
    #expect(throws: PNGError(file: "empty.png", reason: .empty)) {
      try PNGDecoder.decode(Data(), name: "empty.png")
    }
  }

  @Test func emptyFileIsRefusedNamingItsPath() throws {
    let file = try TestSupport.makeTemporaryDirectory("png").appendingPathComponent("empty.png")
    try Data().write(to: file)
    #expect(throws: PNGError(file: file.path, reason: .empty)) {
      try PNGDecoder.read(contentsOf: file)
    }
    #expect(
      PNGError(file: file.path, reason: .empty).description
        == "'\(file.path)' is empty, not a PNG image")
  }

  @Test func textNamedPNGIsRefusedAsNotPNG() {
    #expect(throws: PNGError(file: "notes.png", reason: .notPNG)) {
      try PNGDecoder.decode(Data("hello, this is text\n".utf8), name: "notes.png")
    }
  }

  @Test func textFileNamedPNGIsRefusedNamingItsPath() throws {
    let file = try TestSupport.makeTemporaryDirectory("png").appendingPathComponent("notes.png")
    try Data("# Release notes\nNothing to see.\n".utf8).write(to: file)
    #expect(throws: PNGError(file: file.path, reason: .notPNG)) {
      try PNGDecoder.read(contentsOf: file)
    }
  }

  @Test func truncationInsideEveryChunkIsReportedAsTruncation() throws {
    // A palette image with transparency and text has every kind of chunk the encoder writes.
    let data = try PNGEncoder.encode(
      RoundTripTests.image(width: 40, height: 30, colors: 12, opaque: false),
      text: [PNGTextEntry(key: "Comment", value: "every chunk")])
    let chunks = Self.chunks(data)
    #expect(chunks.map(\.type) == ["IHDR", "PLTE", "tRNS", "tEXt", "IDAT", "IEND"])
    for chunk in chunks {
      // Inside the length, the type, the data and the CRC of every chunk.
      for cut in [
        chunk.offset + 2, chunk.offset + 6, chunk.offset + chunk.size / 2,
        chunk.offset + chunk.size - 1,
      ] where cut < data.count {
        #expect(
          throws: PNGError(file: "cut.png", reason: .truncated),
          "cut at \(cut) inside \(chunk.type)"
        ) {
          try PNGDecoder.decode(data.prefix(cut), name: "cut.png")
        }
      }
    }
    #expect(
      PNGError(file: "cut.png", reason: .truncated).description
        == "'cut.png' is truncated: the file ends before its image data does")
  }

  @Test func flippedCRCByteIsAnError() throws {
    var data = try Self.validPNG()
    let ihdr = Self.chunks(data)[0]
    data[ihdr.offset + ihdr.size - 1] ^= 0xFF
    let error = PNGError(file: "crc.png", reason: .corrupt("IHDR: CRC error"))
    #expect(throws: error) { try PNGDecoder.decode(data, name: "crc.png") }
    #expect(error.description == "'crc.png' is a damaged PNG: IHDR: CRC error")
  }

  @Test func damagedImageDataIsAnError() throws {
    var data = try Self.validPNG()
    let idat = try #require(Self.chunks(data).first { $0.type == "IDAT" })
    // The first deflate block claims the reserved block type 3; the CRC is made valid again,
    // so the damage is found by inflating, not by the checksum.
    data[idat.offset + 10] = 0x07
    let body = [UInt8](data[(idat.offset + 4)..<(idat.offset + idat.size - 4)])
    let crc = Self.crc32(body)
    for k in 0..<4 { data[idat.offset + idat.size - 4 + k] = UInt8((crc >> (24 - 8 * k)) & 0xFF) }
    let error = PNGError(file: "idat.png", reason: .corrupt("IDAT: invalid block type"))
    #expect(throws: error) { try PNGDecoder.decode(data, name: "idat.png") }
    #expect(error.description == "'idat.png' is a damaged PNG: IDAT: invalid block type")
  }

  /// A PNG whose header claims `width`×`height` with a valid CRC and a tiny IDAT.
  static func header(width: UInt32, height: UInt32, idat: [UInt8] = []) -> Data {
    func be(_ v: UInt32) -> [UInt8] {
      [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
      let typed = Array(type.utf8) + body
      return be(UInt32(body.count)) + typed + be(crc32(typed))
    }
    let ihdr = be(width) + be(height) + [8, 6, 0, 0, 0]
    return Data(
      [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", ihdr) + chunk("IDAT", idat)
        + chunk("IEND", []))
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes {
      c ^= UInt32(b)
      for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return c ^ 0xFFFF_FFFF
  }

  @Test func zeroSizeHeaderIsRefused() {
    let error = PNGError(
      file: "zero.png", reason: .tooLarge("image header says 0x0; a PNG needs at least 1x1"))
    #expect(throws: error) {
      try PNGDecoder.decode(Self.header(width: 0, height: 0), name: "zero.png")
    }
    #expect(
      error.description
        == "'zero.png' is refused: image header says 0x0; a PNG needs at least 1x1")
    #expect(
      throws: PNGError(
        file: "thin.png", reason: .tooLarge("image header says 7x0; a PNG needs at least 1x1"))
    ) {
      try PNGDecoder.decode(Self.header(width: 7, height: 0), name: "thin.png")
    }
  }

  @Test func hugeHeaderIsRefusedBeforeAllocating() {
    #expect(
      throws: PNGError(
        file: "huge.png",
        reason: .tooLarge("image 100000x100000 px is over the limit of 32768 px a side"))
    ) {
      try PNGDecoder.decode(Self.header(width: 100_000, height: 100_000), name: "huge.png")
    }
  }

  /// What the decoder says about a header claiming `width`×`height` and no pixels.
  static func headerError(
    width: UInt32, height: UInt32,
    limits: PNGDecodingLimits = PNGDecodingLimits()
  ) -> PNGError? {
    do {
      _ = try PNGDecoder.decode(
        header(width: width, height: height), name: "h.png",
        limits: limits)
      return nil
    } catch {
      return error
    }
  }

  @Test func theLimitsAreThePixmapsOwn() {
    #expect(
      PNGDecodingLimits()
        == PNGDecodingLimits(
          maxSide: Pixmap.maxDimension, maxPixels: Pixmap.maxPixelCount))
    // At the limits the header passes, and the missing pixels are what is wrong.
    #expect(
      Self.headerError(width: 32_768, height: 1)?.reason
        == .corrupt("Not enough image data"))
    #expect(
      Self.headerError(width: 8_192, height: 8_192)?.reason
        == .corrupt("Not enough image data"))
    #expect(
      Self.headerError(width: 32_769, height: 1)?.reason
        == .tooLarge("image 32769x1 px is over the limit of 32768 px a side"))
    #expect(
      Self.headerError(width: 8_193, height: 8_192)?.reason
        == .tooLarge(
          "image 8193x8192 px is 67117056 pixels, over the limit of 67108864 pixels "
            + "(8192x8192)"))
    #expect(
      Self.headerError(width: 200, height: 1, limits: PNGDecodingLimits(maxSide: 100))?
        .reason == .tooLarge("image 200x1 px is over the limit of 100 px a side"))
  }

  @Test func theWidestImageTheRendererCanMakeIsReadBack() throws {
    var pixmap = try #require(Pixmap(width: Pixmap.maxDimension, height: 2, filledWith: .white))
    pixmap.setPixel(x: Pixmap.maxDimension - 1, y: 1, to: ColorU8.black.premultiplied)
    expectSamePixels(try PNGDecoder.decode(try PNGEncoder.encode(pixmap), name: "wide.png"), pixmap)
  }

  @Test func decompressionBombIsRefused() throws {
    // 20000×20000 of zeros compresses to a few kilobytes; the limits stop it from the header.
    let bomb = Self.header(width: 20_000, height: 20_000, idat: [0x78, 0x9C, 0x03, 0x00])
    #expect(bomb.count < 100)
    #expect(
      throws: PNGError(
        file: "bomb.png",
        reason: .tooLarge(
          "image 20000x20000 px is 400000000 pixels, over the limit of "
            + "67108864 pixels (8192x8192)"))
    ) {
      try PNGDecoder.decode(bomb, name: "bomb.png")
    }
  }

  /// Found by the `png-decoder` fuzz target: libpng allocates and clears a text chunk's
  /// declared length before reading its data (an oversized chunk is only a warning on read), so
  /// a 60-byte file claiming a 2 GiB `tEXt` chunk took 2 GiB of memory before it was found to
  /// be truncated.
  @Test func chunkClaimingMoreThanTheFileHasIsTruncationWithoutAllocatingIt() throws {
    // The signature and a valid IHDR, then a tEXt chunk that claims 2^31 - 16 bytes.
    var bytes = [UInt8](Self.header(width: 1, height: 1).prefix(33))
    bytes += [0x7F, 0xFF, 0xFF, 0xF0] + Array("tEXt".utf8) + Array("Comment\0short".utf8)
    let peakBefore = Self.peakResidentBytes()
    #expect(throws: PNGError(file: "claims.png", reason: .truncated)) {
      try PNGDecoder.decode(Data(bytes), name: "claims.png")
    }
    // The process's peak only grows by what the decoder touched, give or take other suites
    // running meanwhile; the bug touched 2 GiB.
    #expect(Self.peakResidentBytes() - peakBefore < 1 << 30)
  }

  /// The most memory this process has held at once.
  static func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
  }

  @Test func missingPathAndDirectoryAreNamed() throws {
    let directory = try TestSupport.makeTemporaryDirectory("png")
    let missing = directory.appendingPathComponent("nope.png")
    #expect(throws: PNGError(file: missing.path, reason: .missing)) {
      try PNGDecoder.read(contentsOf: missing)
    }
    #expect(throws: PNGError(file: directory.path, reason: .isDirectory)) {
      try PNGDecoder.read(contentsOf: directory)
    }
  }

  @Test func errorMessagesNameTheFileAndTheProblem() {
    #expect(
      PNGError(file: "a.png", reason: .notPNG).description
        == "'a.png' is not a PNG image (its first 8 bytes are not the PNG signature)")
    #expect(
      PNGError(file: "b.png", reason: .truncated).description
        == "'b.png' is truncated: the file ends before its image data does")
  }
}
