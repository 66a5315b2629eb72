import Foundation
import Testing
import TextEngine

// MARK: - BuiltInFontsTests

/// The shared registry draws the built-in families from the package's own files, in the bundle
/// SwiftPM builds beside the test runner, and picks exactly the files the catalog's references
/// were drawn with; no installed font is ever one of them.
@Suite struct BuiltInFontsTests {
  /// The bundle folder beside this test runner, where SwiftPM copies `Fonts/BuiltIn`.
  static let folder = Bundle.main.bundleURL
    .appendingPathComponent("DesignCatalog_TextEngine.resources/BuiltIn")

  @Test func theFontsAreInTheBundleBesideTheExecutable() throws {
    #expect(BuiltInFonts.bundleName == "DesignCatalog_TextEngine.resources")
    #expect(try BuiltInFonts.directory() == Self.folder)
  }

  @Test func everyInterWeightAndStyleIsTheBundledFile() throws {
    let styles: [FontWeight: String] = [
      .thin: "Thin", .ultraLight: "ExtraLight", .light: "Light", .regular: "Regular",
      .medium: "Medium", .semibold: "SemiBold", .bold: "Bold", .heavy: "ExtraBold",
      .black: "Black",
    ]
    for weight in FontWeight.allCases {
      for isItalic in [false, true] {
        let style = try #require(styles[weight])
        var name = "Inter-" + style + (isItalic ? "Italic" : "")
        if weight == .regular, isItalic { name = "Inter-Italic" }
        let font = try FontRegistry.shared.font(
          FontDescriptor(family: "Inter", weight: weight, isItalic: isItalic))
        #expect(font.url == Self.folder.appendingPathComponent("\(name).otf"))
      }
    }
  }

  @Test func fallbackFamiliesAreTheirBundledFiles() throws {
    let expected: [(String, FontWeight, Bool, String)] = [
      ("DejaVu Sans", .ultraLight, false, "DejaVuSans-ExtraLight.ttf"),
      ("DejaVu Sans", .regular, false, "DejaVuSans.ttf"),
      ("DejaVu Sans", .bold, false, "DejaVuSans-Bold.ttf"),
      ("DejaVu Sans", .regular, true, "DejaVuSans-Oblique.ttf"),
      ("DejaVu Sans", .bold, true, "DejaVuSans-BoldOblique.ttf"),
      ("Noto Sans Hebrew", .regular, false, "NotoSansHebrew-Regular.ttf"),
      ("Noto Sans Hebrew", .bold, false, "NotoSansHebrew-Bold.ttf"),
      ("Noto Sans Arabic", .regular, false, "NotoSansArabic-Regular.ttf"),
      ("Noto Sans Arabic", .bold, false, "NotoSansArabic-Bold.ttf"),
      ("DejaVu Sans Mono", .regular, false, "DejaVuSansMono.ttf"),
      ("DejaVu Sans Mono", .bold, false, "DejaVuSansMono-Bold.ttf"),
      ("DejaVu Sans Mono", .regular, true, "DejaVuSansMono-Oblique.ttf"),
      ("DejaVu Sans Mono", .bold, true, "DejaVuSansMono-BoldOblique.ttf"),
      ("DejaVu Sans Mono", .semibold, false, "DejaVuSansMono-Bold.ttf"),
    ]
    for (family, weight, isItalic, file) in expected {
      let font = try FontRegistry.shared.font(
        FontDescriptor(family: family, weight: weight, isItalic: isItalic))
      #expect(font.url == Self.folder.appendingPathComponent(file))
    }
    #expect(
      FontRegistry.shared.families
        == ["DejaVu Sans", "DejaVu Sans Mono", "Inter", "Noto Sans Arabic", "Noto Sans Hebrew"])
  }

  /// The fallback chain, in order, for each weight and style: only bundled files, so a font
  /// installed on the machine can never draw a character the built-in families lack.
  @Test func theFallbackChainIsTheBundledFilesOnly() {
    let chain = { (weight: FontWeight, isItalic: Bool) in
      FontRegistry.shared.fallbackFonts(
        for: FontDescriptor(weight: weight, isItalic: isItalic)
      ).map(\.url)
    }
    let files = { (names: [String]) in names.map { Self.folder.appendingPathComponent($0) } }
    #expect(
      chain(.regular, false)
        == files([
          "NotoSansHebrew-Regular.ttf", "NotoSansArabic-Regular.ttf", "DejaVuSans.ttf",
        ]))
    #expect(
      chain(.thin, false)
        == files([
          "NotoSansHebrew-Regular.ttf", "NotoSansArabic-Regular.ttf", "DejaVuSans-ExtraLight.ttf",
          "DejaVuSans.ttf",
        ]))
    #expect(
      chain(.bold, true)
        == files([
          "NotoSansHebrew-Bold.ttf", "NotoSansHebrew-Regular.ttf", "NotoSansArabic-Bold.ttf",
          "NotoSansArabic-Regular.ttf", "DejaVuSans-BoldOblique.ttf", "DejaVuSans.ttf",
        ]))
  }

  /// The bundle holds the fonts, their licences and their README, nothing else.
  @Test func theBundleHoldsTheFontsTheirLicencesAndTheirReadme() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
    #expect(
      names == [
        "DejaVu-LICENSE.txt", "DejaVuSans-Bold.ttf", "DejaVuSans-BoldOblique.ttf",
        "DejaVuSans-ExtraLight.ttf", "DejaVuSans-Oblique.ttf", "DejaVuSans.ttf",
        "DejaVuSansMono-Bold.ttf", "DejaVuSansMono-BoldOblique.ttf", "DejaVuSansMono-Oblique.ttf",
        "DejaVuSansMono.ttf", "Inter-Black.otf", "Inter-BlackItalic.otf", "Inter-Bold.otf",
        "Inter-BoldItalic.otf",
        "Inter-ExtraBold.otf", "Inter-ExtraBoldItalic.otf", "Inter-ExtraLight.otf",
        "Inter-ExtraLightItalic.otf", "Inter-Italic.otf", "Inter-LICENSE.txt", "Inter-Light.otf",
        "Inter-LightItalic.otf", "Inter-Medium.otf", "Inter-MediumItalic.otf",
        "Inter-Regular.otf", "Inter-SemiBold.otf", "Inter-SemiBoldItalic.otf", "Inter-Thin.otf",
        "Inter-ThinItalic.otf", "Noto-LICENSE.txt", "NotoSansArabic-Bold.ttf",
        "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Bold.ttf", "NotoSansHebrew-Regular.ttf",
        "README.md",
      ])
  }
}
