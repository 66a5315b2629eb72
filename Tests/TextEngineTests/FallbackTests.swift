import Foundation
import Testing
import TextEngine

// MARK: - FallbackTests

/// Characters Inter lacks come from the fallback families, in the text's weight and style.
@Suite struct FallbackTests {
  static func fonts(
    _ text: String, weight: FontWeight = .regular,
    isItalic: Bool = false
  ) throws -> [String] {
    let descriptor = FontDescriptor(weight: weight, isItalic: isItalic, size: 17)
    return try layoutText(text, font: descriptor, width: nil).glyphRuns.map(\.font.name)
  }

  @Test func hebrewAndArabicComeFromNotoInTheNearestWeight() throws {
    #expect(try Self.fonts("Hi שלום") == ["Inter-Regular.otf", "NotoSansHebrew-Regular.ttf"])
    #expect(
      try Self.fonts("Hi שלום", weight: .bold)
        == ["Inter-Bold.otf", "NotoSansHebrew-Bold.ttf"])
    // Semibold is nearer bold (700) than regular (400); medium nearer regular.
    #expect(
      try Self.fonts("Hi שלום", weight: .semibold)
        == ["Inter-SemiBold.otf", "NotoSansHebrew-Bold.ttf"])
    #expect(
      try Self.fonts("Hi שלום", weight: .medium)
        == ["Inter-Medium.otf", "NotoSansHebrew-Regular.ttf"])
    #expect(
      try Self.fonts("Hi مرحبا", weight: .heavy)
        == ["Inter-ExtraBold.otf", "NotoSansArabic-Bold.ttf"])
    // Noto Sans Hebrew has no italics: the upright face of the nearest weight is used.
    #expect(
      try Self.fonts("Hi שלום", weight: .bold, isItalic: true)
        == ["Inter-BoldItalic.otf", "NotoSansHebrew-Bold.ttf"])
  }

  @Test func otherCharactersComeFromDejaVuInTheNearestWeightAndStyle() throws {
    // U+2603 SNOWMAN is in neither Inter nor Noto Sans Hebrew or Arabic.
    #expect(try Self.fonts("a\u{2603}") == ["Inter-Regular.otf", "DejaVuSans.ttf"])
    #expect(
      try Self.fonts("a\u{2603}", weight: .bold)
        == ["Inter-Bold.otf", "DejaVuSans-Bold.ttf"])
    // U+0531 ARMENIAN CAPITAL LETTER AYB is in DejaVu Sans ExtraLight; the snowman is not, so
    // thin text takes it from the family's regular face.
    #expect(
      try Self.fonts("a\u{0531}", weight: .thin) == [
        "Inter-Thin.otf",
        "DejaVuSans-ExtraLight.ttf",
      ])
    #expect(try Self.fonts("a\u{2603}", weight: .thin) == ["Inter-Thin.otf", "DejaVuSans.ttf"])
    #expect(
      try Self.fonts("a\u{2603}", isItalic: true) == [
        "Inter-Italic.otf",
        "DejaVuSans-Oblique.ttf",
      ])
  }

  @Test func registeredFallbackFilesComeAfterTheFamilies() throws {
    let registry = FontRegistry()
    let builtIn = try BuiltInFonts.directory()
    try registry.register(
      fileAt: builtIn.appendingPathComponent("Inter-Regular.otf"),
      family: "Inter")
    registry.registerFallback(fileAt: builtIn.appendingPathComponent("DejaVuSans-Bold.ttf"))
    let layout = try layoutText(
      "a\u{2603}", font: FontDescriptor(size: 17), width: nil,
      registry: registry)
    #expect(layout.glyphRuns.map(\.font.name) == ["Inter-Regular.otf", "DejaVuSans-Bold.ttf"])
  }
}
