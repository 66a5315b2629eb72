import Foundation
import TestSupport
import Testing

// MARK: - SymbolsCommandTests

/// `catalog symbols` lists the names `Image(systemName:)` draws; `render-text` names the
/// characters no font has and takes fallback fonts.
@Suite struct SymbolsCommandTests {
  @Test func symbolsListsTheBuiltInNamesOneALine() throws {
    let run = try catalog(["symbols"])
    #expect(run.status == 0)
    #expect(run.error == "")
    let names = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(names.count == 487)  // 486 names and the final newline
    #expect(names.last == "")
    #expect(Array(names.prefix(3)) == ["accessibility", "airplane", "alarm"])
    #expect(names.dropLast() == names.dropLast().sorted()[...])
    #expect(names.contains("star.fill") && names.contains("magnifyingglass"))
  }

  @Test func symbolsAsJSONNamesEachSource() throws {
    let run = try catalog(["symbols", "--json"])
    #expect(run.status == 0)
    struct Listed: Decodable, Equatable {
      var name: String
      var source: String
      var replacesBuiltIn: Bool?
    }
    let listed = try JSONDecoder().decode([Listed].self, from: Data(run.output.utf8))
    #expect(listed.count == 486)
    #expect(listed.first == Listed(name: "accessibility", source: "built-in"))
    #expect(listed.allSatisfy { $0.source == "built-in" && $0.replacesBuiltIn == nil })
    #expect(
      run.output.hasPrefix(
        "[\n  {\n    \"name\" : \"accessibility\",\n    \"source\" : "
          + "\"built-in\"\n  },\n"))
  }

  @Test func symbolsRefusesArguments() throws {
    let run = try catalog(["symbols", "star"])
    #expect(run.status == 64)
    #expect(run.error.hasPrefix("Error: Unexpected argument 'star'\n"))
  }

  @Test func renderTextNamesCharactersNoFontHasAndStillWrites() throws {
    let output = try TestSupport.makeTemporaryDirectory("render-text")
      .appendingPathComponent("t.png")
    let run = try catalog(["render-text", "予約する 예약 Réserver 🙂", "-o", output.path])
    #expect(run.status == 0)
    #expect(run.output == "wrote \(output.path) (409x42, 1 line)\n")
    #expect(
      run.error == "warning: no font has 予 (U+4E88), 約 (U+7D04), す (U+3059), "
        + "る (U+308B), 예 (U+C608), 약 (U+C57D) and 🙂 (U+1F642), so they draw as boxes; pass a "
        + "font that has them with --fallback-font FILE (a CJK or emoji font, such as Debian's "
        + "fonts-noto-cjk or fonts-noto-color-emoji); in a catalog, register it with "
        + "Font.registerFallback(contentsOf:)\n")
  }

  @Test(.enabled(if: FallbackFonts.areInstalled, Comment(rawValue: FallbackFonts.missingReason)))
  func renderTextTakesFallbackFontsInOrder() throws {
    let output = try TestSupport.makeTemporaryDirectory("render-text")
      .appendingPathComponent("t.png")
    let cjk = try catalog([
      "render-text", "予約する 예약 🙂", "-o", output.path,
      "--fallback-font", FallbackFonts.cjk,
    ])
    #expect(cjk.status == 0)
    #expect(cjk.error.hasPrefix("warning: no font has 🙂 (U+1F642), so it draws as a box; "))
    let both = try catalog([
      "render-text", "予約する 예약 🙂", "-o", output.path,
      "--fallback-font", FallbackFonts.cjk, "--fallback-font", FallbackFonts.emoji,
    ])
    #expect(both.status == 0)
    #expect(both.error == "")
  }

  @Test func aFallbackThatIsNotAFontIsAUsageError() throws {
    let folder = try TestSupport.makeTemporaryDirectory("render-text")
    let output = folder.appendingPathComponent("t.png")
    let notFont = folder.appendingPathComponent("notes.ttf")
    try Data("hello".utf8).write(to: notFont)
    let run = try catalog([
      "render-text", "Hi", "-o", output.path,
      "--fallback-font", notFont.path,
    ])
    #expect(run.status == 64)
    #expect(
      run.error == "error: --fallback-font: '\(notFont.path)' is not a usable font (no "
        + "glyphs found); check that it is an OpenType or TrueType file\n")
    let missing = try catalog([
      "render-text", "Hi", "-o", output.path,
      "--fallback-font", folder.appendingPathComponent("none.ttf").path,
    ])
    #expect(missing.status == 64)
    #expect(
      missing.error == "error: --fallback-font: font file "
        + "'\(folder.appendingPathComponent("none.ttf").path)' does not exist or cannot be read\n")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  /// A colour glyph the renderer does not draw (`COLR` version 1) is named, as a missing one is.
  @Test func renderTextNamesAColourGlyphItDoesNotDraw() throws {
    let output = try TestSupport.makeTemporaryDirectory("render-text")
      .appendingPathComponent("t.png")
    let run = try catalog([
      "render-text", "A🔴🙂", "-o", output.path, "--fallback-font", TestFonts.colorLayers.path,
    ])
    #expect(run.status == 0)
    #expect(
      run.error == "warning: 🙂 (U+1F642) is a colour glyph in a format the renderer does not "
        + "draw (COLR version 1 or SVG), so it draws in one colour or not at all; register a font "
        + "with bitmap colour glyphs (CBDT, such as Debian's fonts-noto-color-emoji) or COLR "
        + "version 0 layers with Font.registerFallback(contentsOf:)\n")
  }
}
