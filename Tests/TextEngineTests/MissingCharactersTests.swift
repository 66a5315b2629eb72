import Foundation
import TestSupport
import Testing
import TextEngine

// MARK: - MissingCharactersTests

/// A character no font has is named by the layout, never only drawn as a box; a CJK or colour
/// emoji font registered as a fallback supplies it.
@Suite struct MissingCharactersTests {
  static let cjkFont = FallbackFonts.cjk
  static let emojiFont = FallbackFonts.emoji

  static func layout(_ text: String, registry: FontRegistry = .shared) throws -> TextLayout {
    try layoutText(text, font: FontDescriptor(size: 17), width: nil, registry: registry)
  }

  /// A registry of Inter alone with the given fallback files, so the shared one stays as it is
  /// for every other test of the process.
  static func registry(fallbacks: [String]) throws -> FontRegistry {
    let registry = FontRegistry()
    try registry.register(
      fileAt: try BuiltInFonts.directory().appendingPathComponent("Inter-Regular.otf"),
      family: "Inter")
    for file in fallbacks { registry.registerFallback(fileAt: URL(fileURLWithPath: file)) }
    return registry
  }

  @Test func charactersNoFontHasAreNamedOnceInOrder() throws {
    let layout = try Self.layout("予約する 예약 Réserver 🙂 予約")
    #expect(layout.missingCharacters == ["予", "約", "す", "る", "예", "약", "🙂"])
    // The characters still draw as boxes (glyph 0), as before.
    #expect(layout.glyphRuns.flatMap(\.glyphs).filter { $0.id == 0 }.count == 9)
    #expect(
      MissingCharacters.summary(layout.missingCharacters) == "no font has 予 (U+4E88), "
        + "約 (U+7D04), す (U+3059), る (U+308B), 예 (U+C608), 약 (U+C57D) and 🙂 (U+1F642), so "
        + "they draw as boxes")
  }

  @Test func coveredScriptsJoinersAndVariationSelectorsAreNotMissing() throws {
    #expect(
      try Self.layout("Réserver שלום مرحبا ☃ e\u{301} a\u{200D}b ❤\u{FE0F}\t\n")
        .missingCharacters == [])
    #expect(try Self.layout("").missingCharacters == [])
  }

  @Test func manyCharactersAreCountedPastEight() throws {
    let layout = try Self.layout("一二三四五六七八九十")
    #expect(
      MissingCharacters.summary(layout.missingCharacters) == "no font has 一 (U+4E00), "
        + "二 (U+4E8C), 三 (U+4E09), 四 (U+56DB), 五 (U+4E94), 六 (U+516D), 七 (U+4E03), "
        + "八 (U+516B) and 2 more, so they draw as boxes")
    #expect(MissingCharacters.summary(["\u{E000}"]) == "no font has U+E000, so it draws as a box")
  }

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: cjkFont),
      "needs \(cjkFont): run scripts/setup.sh test (Debian's fonts-wqy-microhei)"))
  func aCJKFallbackFontTakesTheCharactersTheOthersLack() throws {
    let registry = try Self.registry(fallbacks: [Self.cjkFont])
    let layout = try Self.layout("予約する 예약 Réserver", registry: registry)
    #expect(layout.missingCharacters == [])
    #expect(layout.glyphRuns.map(\.font.name) == ["wqy-microhei.ttc", "Inter-Regular.otf"])
    #expect(layout.glyphRuns.flatMap(\.glyphs).allSatisfy { $0.id != 0 })
    #expect(try Self.layout("🙂", registry: registry).missingCharacters == ["🙂"])
  }

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: emojiFont),
      "needs \(emojiFont): run scripts/setup.sh test (Debian's fonts-noto-color-emoji)"))
  func aColourEmojiFontGivesEachEmojiAPNGInItsBox() throws {
    let registry = try Self.registry(fallbacks: [Self.emojiFont])
    let layout = try Self.layout("a 🙂 👍🏽 b", registry: registry)
    #expect(layout.missingCharacters == [])
    let emoji = try #require(layout.glyphRuns.first { $0.font.name == "NotoColorEmoji.ttf" })
    let face = try #require(emoji.font as? FontFace)
    #expect(face.hasColorBitmaps)
    // The skin tone joins its hand: one glyph each.
    #expect(
      layout.glyphRuns.filter { $0.font.name == "NotoColorEmoji.ttf" }
        .flatMap(\.glyphs).count == 2)
    let glyph = try #require(emoji.glyphs.first)
    let image = try #require(face.colorGlyphImage(glyph.id))
    #expect(image.png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    // Noto Color Emoji's 136×128 bitmaps at 109 pixels per em, sitting on the baseline.
    #expect(abs(image.bounds.width - 136.0 / 109) < 0.01)
    #expect(abs(image.bounds.height - 128.0 / 109) < 0.01)
    #expect(image.bounds.maxY > 0 && image.bounds.minY < -0.8)
    // An outline font has no bitmaps.
    let inter = try #require(layout.glyphRuns.first?.font as? FontFace)
    #expect(!inter.hasColorBitmaps)
    #expect(inter.colorGlyphImage(1) == nil)
  }

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: emojiFont),
      "needs \(emojiFont): run scripts/setup.sh test (Debian's fonts-noto-color-emoji)"))
  func spacesBesideAnEmojiKeepTheTextFontsWidth() throws {
    let registry = try Self.registry(fallbacks: [Self.emojiFont])
    let emoji = try Self.layout("🙂", registry: registry).size.width
    let rest = try Self.layout(" a", registry: registry).size.width
    // The emoji font's own space is an emoji wide.
    #expect(abs(try Self.layout("🙂 a", registry: registry).size.width - (emoji + rest)) < 1e-9)
  }
}
