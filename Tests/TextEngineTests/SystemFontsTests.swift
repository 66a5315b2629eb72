import Foundation
import Testing
import TextEngine

// MARK: - SystemFontsTests

/// The shared registry finds the built-in families through fontconfig, and picks exactly the
/// files the catalog's references were drawn with: the family asked for, never a look-alike
/// such as DejaVu Sans Condensed, which fontconfig also lists under "DejaVu Sans".
@Suite struct SystemFontsTests {
  @Test func everyInterWeightAndStyleIsTheDebianFile() throws {
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
        #expect(font.url.path == "/usr/share/fonts/opentype/inter/\(name).otf")
      }
    }
  }

  @Test func fallbackFamiliesAreTheirNormalWidthFiles() throws {
    let expected: [(String, FontWeight, Bool, String)] = [
      ("DejaVu Sans", .ultraLight, false, "dejavu/DejaVuSans-ExtraLight.ttf"),
      ("DejaVu Sans", .regular, false, "dejavu/DejaVuSans.ttf"),
      ("DejaVu Sans", .bold, false, "dejavu/DejaVuSans-Bold.ttf"),
      ("DejaVu Sans", .regular, true, "dejavu/DejaVuSans-Oblique.ttf"),
      ("DejaVu Sans", .bold, true, "dejavu/DejaVuSans-BoldOblique.ttf"),
      ("Noto Sans Hebrew", .regular, false, "noto/NotoSansHebrew-Regular.ttf"),
      ("Noto Sans Hebrew", .bold, false, "noto/NotoSansHebrew-Bold.ttf"),
      ("Noto Sans Arabic", .regular, false, "noto/NotoSansArabic-Regular.ttf"),
      ("Noto Sans Arabic", .bold, false, "noto/NotoSansArabic-Bold.ttf"),
    ]
    for (family, weight, isItalic, file) in expected {
      let font = try FontRegistry.shared.font(
        FontDescriptor(family: family, weight: weight, isItalic: isItalic))
      #expect(font.url.path == "/usr/share/fonts/truetype/" + file)
    }
    #expect(FontRegistry.shared.families
      == ["DejaVu Sans", "Inter", "Noto Sans Arabic", "Noto Sans Hebrew"])
  }
}
