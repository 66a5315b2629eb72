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
}
