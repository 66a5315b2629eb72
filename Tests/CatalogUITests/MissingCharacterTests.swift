import CatalogUI
import Foundation
import Raster
import TestSupport
import Testing
import TextEngine

/// Text whose characters no font has is a reported problem, never only boxes; a CJK and a
/// colour emoji fallback font draw them.
@MainActor @Suite struct MissingCharacterTests {
  static let advice =
    "add a font that has them to the fallback chain with "
    + "Font.registerFallback(contentsOf:) (a CJK or emoji font, such as Debian's fonts-noto-cjk "
    + "or fonts-noto-color-emoji), or register one with Font.registerFonts(in:) or "
    + "Font.register(contentsOf:) and use it with .font(.custom(_:size:))"

  @Test func aTextWithCharactersNoFontHasReportsThemOnce() {
    let host = ViewHost(
      VStack {
        Text("予約する 예약 Réserver 🙂")
        // Shrinking lays the text out at many sizes: still one report.
        Text("予約する 예약 Réserver 🙂").lineLimit(1).minimumScaleFactor(0.5).frame(width: 60)
        Text("Réserver שלום مرحبا ☃ ❤\u{FE0F}")
      })
    #expect(
      host.diagnostics == [
        "Text(\"予約する 예약 Réserver 🙂\"): no font has 予 (U+4E88), 約 (U+7D04), す (U+3059), "
          + "る (U+308B), 예 (U+C608), 약 (U+C57D) and 🙂 (U+1F642), so they draw as boxes; "
          + Self.advice
      ])
  }

  @Test func oneCharacterIsNamedAsOne() {
    let host = ViewHost(Text("Party 🎉"))
    #expect(
      host.diagnostics == [
        "Text(\"Party 🎉\"): no font has 🎉 (U+1F389), so it draws as a box; add a font that has "
          + "it to the fallback chain with Font.registerFallback(contentsOf:) (a CJK or emoji "
          + "font, such as Debian's fonts-noto-cjk or fonts-noto-color-emoji), or register one "
          + "with Font.registerFonts(in:) or Font.register(contentsOf:) and use it with "
          + ".font(.custom(_:size:))"
      ])
  }

  @Test func aFileThatIsNotAFontIsNotAFallback() throws {
    let url = URL(fileURLWithPath: "/etc/hostname")
    #expect(
      throws: TextError(
        "'/etc/hostname' is not a usable font (no glyphs found); check "
          + "that it is an OpenType or TrueType file")
    ) {
      try Font.registerFallback(contentsOf: url)
    }
    #expect(!FontRegistry.shared.fileURLs.contains(url))
  }

  @Test(.enabled(if: FallbackFonts.areInstalled, Comment(rawValue: FallbackFonts.missingReason)))
  func cjkAndColourEmojiFromFallbackFontsMatchTheirReference() throws {
    // A registry of its own, so the shared one stays as every other test expects it.
    let registry = FontRegistry()
    try registry.register(
      fileAt: try BuiltInFonts.directory().appendingPathComponent("Inter-Regular.otf"),
      family: "Inter")
    registry.registerFallback(fileAt: URL(fileURLWithPath: FallbackFonts.cjk))
    registry.registerFallback(fileAt: URL(fileURLWithPath: FallbackFonts.emoji))
    let layout = try layoutText(
      "予約する 예약 Réserver 🙂👍🏽", font: FontDescriptor(size: 17),
      width: nil, registry: registry)
    #expect(layout.missingCharacters == [])
    let scale = Transform(scaleX: 2, y: 2)
    let list = DisplayList(
      width: Int((layout.size.width * 2).rounded(.up)),
      height: Int((layout.size.height * 2).rounded(.up)), background: .white,
      items: layout.glyphRuns.map { .glyphs($0, paint: .solid(.black), transform: scale) }
        + ColorGlyphs.items(for: layout.glyphRuns, paint: .solid(.black), transform: scale))
    expectMatchesReference(list.render(), named: "cjk-emoji-fallback")
  }

  /// Layered colour glyphs draw their layers in their palette's colours (a blue square under a
  /// red diamond), a layer in the text's colour in the text's paint (green), and never their
  /// base outline; a `COLR` version 1 glyph draws its fallback outline and is reported.
  @Test func layeredColourGlyphsMatchTheirReference() throws {
    let registry = FontRegistry()
    try registry.register(fileAt: TestFonts.colorLayers, family: "Color Layers")
    let layout = try layoutText(
      "A🔴⭐🙂", font: FontDescriptor(family: "Color Layers", size: 20), width: nil,
      registry: registry)
    let green = Paint.solid(ColorU8(r: 0, g: 160, b: 0))
    let scale = Transform(scaleX: 2, y: 2)
    let list = DisplayList(
      width: Int((layout.size.width * 2).rounded(.up)),
      height: Int((layout.size.height * 2).rounded(.up)), background: .white,
      items: layout.glyphRuns.map { .glyphs($0, paint: green, transform: scale) }
        + ColorGlyphs.items(for: layout.glyphRuns, paint: green, transform: scale))
    expectMatchesReference(list.render(), named: "colr-layers")
  }
}
