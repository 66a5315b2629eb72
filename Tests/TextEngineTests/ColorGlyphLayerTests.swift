import Foundation
import Raster
import TestSupport
import Testing
import TextEngine

// MARK: - ColorGlyphLayerTests

/// Layered colour glyphs (`COLR` version 0) are their layers, in their palette's colours, and
/// never their monochrome base outline; colour glyphs the renderer does not draw (`COLR`
/// version 1) are named so a snapshot can report them.
@Suite struct ColorGlyphLayerTests {
  /// The glyphs of `text` in the test colour font, in order.
  static func glyphs(_ text: String) throws -> (FontFace, [UInt32], TextLayout) {
    let registry = FontRegistry()
    try registry.register(fileAt: TestFonts.colorLayers, family: "Color Layers")
    let layout = try layoutText(
      text, font: FontDescriptor(family: "Color Layers", size: 10), width: nil,
      registry: registry)
    let run = try #require(layout.glyphRuns.first)
    let face = try #require(run.font as? FontFace)
    return (face, layout.glyphRuns.flatMap { $0.glyphs.map(\.id) }, layout)
  }

  @Test func aLayeredGlyphIsItsLayersBottomFirstInThePalettesColours() throws {
    let (face, glyphs, _) = try Self.glyphs("🔴")
    #expect(face.hasColorLayers)
    let layers = face.colorGlyphLayers(try #require(glyphs.first))
    #expect(layers.map(\.color) == [ColorU8(r: 0, g: 0, b: 255), ColorU8(r: 255, g: 0, b: 0)])
    // The square, from its lowest-leftmost corner, y down, the closing line left to the close.
    let unit = 1 / 1000.0
    func point(_ x: Double, _ y: Double) -> Point { Point(x: x * unit, y: -y * unit) }
    #expect(
      layers.first?.outline.elements == [
        .move(to: point(100, 0)), .line(to: point(100, 800)), .line(to: point(900, 800)),
        .line(to: point(900, 0)), .closeSubpath,
      ])
  }

  @Test func theBaseOutlineOfALayeredGlyphDrawsNothing() throws {
    let (face, glyphs, _) = try Self.glyphs("🔴A")
    #expect(face.glyphOutline(glyphs[0]) == Path())
    #expect(face.glyphOutline(glyphs[1])?.isEmpty == false)
    #expect(face.colorGlyphLayers(glyphs[1]) == [])
  }

  @Test func aLayerInTheForegroundColourHasNoColourOfItsOwn() throws {
    let (face, glyphs, _) = try Self.glyphs("⭐")
    let layers = face.colorGlyphLayers(try #require(glyphs.first))
    #expect(layers.count == 1)
    #expect(layers.first?.color == nil)
  }

  @Test func aVersion1GlyphIsNamedAsNotDrawn() throws {
    let (face, glyphs, layout) = try Self.glyphs("A🙂🔴🙂")
    #expect(glyphs.map { face.isUndrawnColorGlyph($0) } == [false, true, false, true])
    #expect(layout.undrawnColorCharacters == ["🙂"])
    #expect(layout.missingCharacters == [])
    #expect(
      MissingCharacters.describeUndrawnColor(layout.undrawnColorCharacters)
        == "🙂 (U+1F642) is a colour glyph in a format the renderer does not draw (COLR version 1 "
        + "or SVG), so it draws in one colour or not at all; register a font with bitmap colour "
        + "glyphs (CBDT, such as Debian's fonts-noto-color-emoji) or COLR version 0 layers with "
        + "Font.registerFallback(contentsOf:)")
  }

  @Test func aFontWithoutColourTablesHasNone() throws {
    let face = try FontFace(
      contentsOf: BuiltInFontsTests.folder.appendingPathComponent("DejaVuSans.ttf"))
    #expect(!face.hasColorLayers)
    #expect(face.colorGlyphLayers(36) == [])
    #expect(!face.isUndrawnColorGlyph(36))
  }

  /// The test font with its `COLR` table's base glyph list offset set to `listOffset` and, when
  /// it lands inside the table, a record count of 0xFFFFFFFF written there: what a crafted font
  /// could hold.
  static func craftedFont(listOffset: (Int) -> Int) throws -> URL {
    var bytes = [UInt8](try Data(contentsOf: TestFonts.colorLayers))
    func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    func put(_ value: Int, at: Int) {
      for k in 0..<4 { bytes[at + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * k)) }
    }
    let tables = Int(bytes[4]) << 8 | Int(bytes[5])
    let record = try #require(
      (0..<tables).map { 12 + 16 * $0 }.first { bytes[$0..<$0 + 4].elementsEqual("COLR".utf8) })
    let table = u32(record + 8)
    let length = u32(record + 12)
    let offset = listOffset(length)
    put(offset, at: table + 14)
    if offset + 4 <= length { put(0xFFFF_FFFF, at: table + offset) }
    let url = try TestSupport.makeTemporaryDirectory("crafted-colr")
      .appendingPathComponent("Crafted.ttf")
    try Data(bytes).write(to: url)
    return url
  }

  /// A `COLR` table whose base glyph list claims four billion records, or lies past the table's
  /// end, is read as far as it goes: the font opens, text lays out, nothing traps.
  /// `fromEnd` is the list's distance from the table's end (4: its count is the table's last
  /// bytes), or a negative absolute offset (past the end, or 0, the table's own header).
  @Test(arguments: [4, -0x7FFF_FFF0, 0])
  func aCraftedColourTableIsReadOnlyAsFarAsItGoes(fromEnd: Int) throws {
    let url = try Self.craftedFont { length in fromEnd > 0 ? length - fromEnd : -fromEnd }
    let registry = FontRegistry()
    try registry.register(fileAt: url, family: "Crafted")
    let layout = try layoutText(
      "A🔴⭐🙂", font: FontDescriptor(family: "Crafted", size: 10), width: nil,
      registry: registry)
    #expect(layout.glyphRuns.flatMap(\.glyphs).count == 4)
    #expect(layout.missingCharacters == [])
  }
}
