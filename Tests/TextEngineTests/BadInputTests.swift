import Foundation
import Raster
import TestSupport
import Testing
import TextEngine

// MARK: - BadInputTests

/// Every bad input the text engine documents: a clear error or a pinned rendering, never a
/// crash or a hang.
@Suite struct BadInputTests {
  /// Glyph ids per line, lines told apart by their baselines, in drawing order.
  static func glyphsPerLine(_ layout: TextLayout) -> [[UInt32]] {
    layout.lines.map { line in
      layout.glyphRuns.flatMap { run in
        run.glyphs.filter { $0.origin.y == line.baseline }.map(\.id)
      }
    }
  }

  @Test func anUnknownFamilyListsTheRegisteredOnes() {
    #expect(
      throws: TextError(
        "unknown font family 'Helvetica'; registered: DejaVu Sans, DejaVu Sans Mono, Inter, "
          + "Noto Sans Arabic, Noto Sans Hebrew; register its font files first (Font.register(contentsOf:) or "
          + "Font.registerFonts(in:))")
    ) {
      try layoutText("Hello", font: FontDescriptor(family: "Helvetica"), width: nil)
    }
  }

  /// A registry of one's own starts empty: the built-in families are only in `shared`.
  @Test func anEmptyRegistrySaysHowToRegisterAFont() {
    let message =
      "unknown font family 'Inter'; registered: none; register its font files "
      + "first (Font.register(contentsOf:) or Font.registerFonts(in:))"
    #expect(throws: TextError(message)) {
      try layoutText("Hello", font: FontDescriptor(), width: nil, registry: FontRegistry())
    }
  }

  /// A family of the user's own is listed beside the built-in ones.
  @Test func anUnknownFamilyListsTheUsersFamiliesToo() throws {
    let registry = FontRegistry()
    let builtIn = try BuiltInFonts.directory()
    try registry.register(
      fileAt: builtIn.appendingPathComponent("DejaVuSans.ttf"),
      family: "Brand Sans")
    try registry.register(fileAt: builtIn.appendingPathComponent("NotoSansHebrew-Bold.ttf"))
    #expect(
      throws: TextError(
        "unknown font family 'Inter'; registered: Brand Sans, "
          + "Noto Sans Hebrew; register its font files first (Font.register(contentsOf:) or "
          + "Font.registerFonts(in:))")
    ) {
      try layoutText("Hello", font: FontDescriptor(), width: nil, registry: registry)
    }
  }

  @Test func aCorruptFontFileIsRefusedWithItsPath() throws {
    let directory = try TestSupport.makeTemporaryDirectory("corrupt-font")
    let url = directory.appendingPathComponent("Broken.otf")
    try Data("this is not a font".utf8).write(to: url)
    #expect(
      throws: TextError(
        "'\(url.path)' is not a usable font (no glyphs found); "
          + "check that it is an OpenType or TrueType file")
    ) {
      try FontRegistry().register(fileAt: url, family: "Broken")
    }
    let missing = directory.appendingPathComponent("Missing.otf")
    #expect(throws: TextError("font file '\(missing.path)' does not exist or cannot be read")) {
      try FontRegistry().register(fileAt: missing, family: "Missing")
    }
  }

  @Test func aTruncatedFontLoadsButDrawsNothingForItsLostGlyphs() throws {
    let directory = try TestSupport.makeTemporaryDirectory("truncated-font")
    let url = directory.appendingPathComponent("Truncated.otf")
    let inter = try Data(
      contentsOf: try BuiltInFonts.directory().appendingPathComponent("Inter-Regular.otf"))
    try inter.prefix(4096).write(to: url)
    let registry = FontRegistry()
    do {
      try registry.register(fileAt: url, family: "Truncated")
    } catch {
      #expect(
        error
          == TextError(
            "'\(url.path)' is not a usable font (no glyphs found); "
              + "check that it is an OpenType or TrueType file"))
      return
    }
    let layout = try layoutText(
      "Hi", font: FontDescriptor(family: "Truncated"), width: nil,
      registry: registry)
    #expect(layout.lines.count == 1)
  }

  @Test func anEmptyStringIsOneEmptyLineOfTheFontsHeight() throws {
    let layout = try layoutText("", font: FontDescriptor(size: 17), width: 100)
    #expect(layout.glyphRuns.isEmpty)
    #expect(layout.lines.count == 1)
    #expect(layout.size == Size(width: 0, height: 20.573863636363637))
    #expect(layout.firstBaseline == 16.46875)
    #expect(!layout.isTruncated)
  }

  @Test func aHundredThousandCharactersLayOutInFull() throws {
    let text = String(repeating: "word ", count: 20_000)
    #expect(text.count == 100_000)
    let layout = try layoutText(text, font: FontDescriptor(size: 17), width: 375)
    let lines = Self.glyphsPerLine(layout)
    #expect(lines.count == 2500)
    #expect(lines.reduce(0) { $0 + $1.count } == 100_000)
    let limited = try layoutText(
      text, font: FontDescriptor(size: 17), width: 375,
      style: ParagraphStyle(lineLimit: 2))
    #expect(limited.lines.count == 2)
    #expect(limited.isTruncated)
    let unbroken = try layoutText(
      String(repeating: "x", count: 100_000),
      font: FontDescriptor(size: 17), width: nil)
    #expect(unbroken.lines.count == 1)
    #expect(unbroken.size.width == 917613.6363645259)
  }

  @Test func sizesFromOneToAThousandPointsLayOutAndDraw() throws {
    let small = try layoutText("Ag", font: FontDescriptor(size: 1), width: nil)
    let large = try layoutText("Ag", font: FontDescriptor(size: 1000), width: nil)
    #expect(small.size == Size(width: 1.2855113636363638, height: 1.2102272727272727))
    #expect(large.size == Size(width: 1285.5113636363635, height: 1210.2272727272727))
    for (layout, scale) in [(small, 2.0), (large, 1.0)] {
      let w = Int((layout.size.width * scale).rounded(.up))
      let h = Int((layout.size.height * scale).rounded(.up))
      var canvas = Painter(pixmap: try #require(Pixmap(width: w, height: h)))
      for run in layout.glyphRuns {
        canvas.drawGlyphs(run, paint: .solid(.black), transform: Transform(scaleX: scale, y: scale))
      }
      #expect(canvas.pixmap.data.contains { $0 != 0 })
    }
  }

  @Test func sizesOutsideTheRangeAreRefused() {
    for size in [0, -3, 10_001, Double.nan, .infinity] {
      let message = "font size \(size) is out of range; use a size above 0 and at most 10000 points"
      #expect(throws: TextError(message)) {
        try layoutText("A", font: FontDescriptor(size: size), width: nil)
      }
    }
  }

  @Test func zeroAndNegativeWidthsPutOneGlyphOnEachLine() throws {
    for width: Double in [0, -20, -.infinity] {
      let layout = try layoutText("ab cd", font: FontDescriptor(size: 17), width: width)
      #expect(Self.glyphsPerLine(layout).map(\.count) == [1, 2, 1, 1], "width \(width)")
      #expect(layout.size.width == 0, "width \(width)")
    }
  }

  @Test func controlCharactersAreDroppedAndTabsAreSpaces() throws {
    let plain = try layoutText("a b c", font: FontDescriptor(size: 17), width: nil)
    let noisy = try layoutText(
      "a\u{0}\u{7}\tb\u{1B} c\u{200B}", font: FontDescriptor(size: 17),
      width: nil)
    #expect(Self.glyphsPerLine(noisy) == Self.glyphsPerLine(plain))
    #expect(noisy.size == plain.size)
  }

  @Test func invalidUTF8IsDrawnAsReplacementCharacters() throws {
    let text = String(decoding: [0x41, 0xFF, 0xC3, 0x42] as [UInt8], as: UTF8.self)
    #expect(Array(text.unicodeScalars) == ["A", "\u{FFFD}", "\u{FFFD}", "B"])
    let layout = try layoutText(text, font: FontDescriptor(size: 17), width: nil)
    let glyphs = Self.glyphsPerLine(layout)
    #expect(glyphs.map(\.count) == [4])
    #expect(glyphs[0][1] == glyphs[0][2])
    // Inter has no U+FFFD: the fallback chain draws DejaVu Sans's, not Inter's .notdef.
    #expect(glyphs[0][1] != 0)
    #expect(
      layout.glyphRuns.map(\.font.name) == [
        "Inter-Regular.otf", "DejaVuSans.ttf",
        "Inter-Regular.otf",
      ])
  }
}
