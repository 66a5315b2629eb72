import Foundation
import Raster
import TestSupport
import Testing
import TextEngine

// MARK: - FontRegistrationTests

/// Font files register under the family, weight and style their own tables declare, alone or
/// as a bundle's resources, and clashes and bad files are refused with their paths.
@Suite struct FontRegistrationTests {
  /// One of the built-in font files, which stand in for a package's own fonts here.
  static func builtIn(_ name: String) throws -> URL {
    try BuiltInFonts.directory().appendingPathComponent(name)
  }

  /// A copy of a built-in font in a fresh directory, as a package's resource would be.
  static func copy(_ name: String, into label: String) throws -> URL {
    let target = try TestSupport.makeTemporaryDirectory(label).appendingPathComponent(name)
    try FileManager.default.copyItem(at: try builtIn(name), to: target)
    return target
  }

  static func draw(_ text: String, _ descriptor: FontDescriptor, in registry: FontRegistry)
    throws -> Pixmap
  {
    let layout = try layoutText(text, font: descriptor, width: nil, registry: registry)
    let pixmap = try #require(
      Pixmap(
        width: Int(layout.size.width * 2) + 2,
        height: Int(layout.size.height * 2) + 2))
    var canvas = Painter(pixmap: pixmap)
    for run in layout.glyphRuns {
      canvas.drawGlyphs(run, paint: .solid(.black), transform: Transform(scaleX: 2, y: 2))
    }
    canvas.finish()
    return canvas.pixmap
  }

  @Test func aFileRegistersUnderItsOwnFamilyAndDrawsLikeTheOriginal() throws {
    let copy = try Self.copy("DejaVuSans-Bold.ttf", into: "register-file")
    let registry = FontRegistry()
    #expect(try registry.register(fileAt: copy) == "DejaVu Sans")
    #expect(registry.families == ["DejaVu Sans"])
    let bold = FontDescriptor(family: "DejaVu Sans", weight: .bold, size: 20)
    let layout = try layoutText("Brand", font: bold, width: nil, registry: registry)
    #expect(layout.glyphRuns.map { ($0.font as? FontFace)?.url } == [copy])

    let original = FontRegistry()
    try original.register(
      fileAt: try Self.builtIn("DejaVuSans-Bold.ttf"),
      family: "DejaVu Sans", weight: .bold)
    let drawn = try Self.draw("Brand", bold, in: registry)
    #expect(drawn.data.contains { $0 != 0 })
    #expect(drawn.data == (try Self.draw("Brand", bold, in: original)).data)
  }

  @Test func familyWeightAndStyleComeFromTheFontsTables() throws {
    let faces: [(URL, String, FontWeight, Bool)] = [
      // Name ID 1 of Inter Black is "Inter Black"; the typographic family (16) is "Inter".
      (try Self.builtIn("Inter-Black.otf"), "Inter", .black, false),
      (try Self.builtIn("Inter-SemiBoldItalic.otf"), "Inter", .semibold, true),
      (try Self.builtIn("DejaVuSans-ExtraLight.ttf"), "DejaVu Sans", .ultraLight, false),
      (try Self.builtIn("DejaVuSans-Oblique.ttf"), "DejaVu Sans", .regular, true),
      (try Self.builtIn("NotoSansArabic-Bold.ttf"), "Noto Sans Arabic", .bold, false),
    ]
    for (url, family, weight, isItalic) in faces {
      let face = try FontFace(contentsOf: url)
      #expect(face.familyName == family, "\(url.lastPathComponent)")
      #expect(face.weight == weight, "\(url.lastPathComponent)")
      #expect(face.isItalic == isItalic, "\(url.lastPathComponent)")
    }
  }

  @Test func theSameFaceFromAnotherFileIsRefusedWithBothPaths() throws {
    let first = try Self.copy("DejaVuSans-Bold.ttf", into: "register-first")
    let second = try Self.copy("DejaVuSans-Bold.ttf", into: "register-second")
    let registry = FontRegistry()
    try registry.register(fileAt: first)
    // Registering one file twice is harmless.
    try registry.register(fileAt: first)
    #expect(
      throws: TextError(
        "font file '\(second.path)' is DejaVu Sans bold, which '"
          + "\(first.path)' already provides; register only one of them, or give one another "
          + "family with register(fileAt:family:weight:isItalic:)")
    ) {
      try registry.register(fileAt: second)
    }
    let bold = FontDescriptor(family: "DejaVu Sans", weight: .bold)
    #expect(try registry.font(bold).url == first)
  }

  /// Another copy of a built-in face, such as the machine's own Inter, cannot stand in for it
  /// in the shared registry: the built-in file keeps drawing.
  @Test func anotherFileForABuiltInFaceIsRefusedByTheSharedRegistry() throws {
    let copy = try Self.copy("Inter-Bold.otf", into: "register-built-in")
    let builtIn = try Self.builtIn("Inter-Bold.otf")
    #expect(
      throws: TextError(
        "font file '\(copy.path)' is Inter bold, which '\(builtIn.path)' "
          + "already provides; register only one of them, or give one another family with "
          + "register(fileAt:family:weight:isItalic:)")
    ) {
      try FontRegistry.shared.register(fileAt: copy)
    }
    let bold = FontDescriptor(family: "Inter", weight: .bold)
    #expect(try FontRegistry.shared.font(bold).url == builtIn)
  }

  @Test func aFileThatIsNotAFontIsRefusedWithItsPath() throws {
    let url = try TestSupport.makeTemporaryDirectory("register-not-a-font")
      .appendingPathComponent("Brand.ttf")
    try Data("not a font".utf8).write(to: url)
    #expect(
      throws: TextError(
        "'\(url.path)' is not a usable font (no glyphs found); "
          + "check that it is an OpenType or TrueType file")
    ) {
      try FontRegistry().register(fileAt: url)
    }
  }

  @Test func aBundlesFontResourcesRegisterTogether() throws {
    let root = try TestSupport.makeTemporaryDirectory("register-bundle")
    let fonts = root.appendingPathComponent("Fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    for name in ["NotoSansArabic-Bold.ttf", "DejaVuSans.ttf"] {
      try FileManager.default.copyItem(
        at: try Self.builtIn(name),
        to: fonts.appendingPathComponent(name))
    }
    try Data("notes".utf8).write(to: fonts.appendingPathComponent("LICENSE.txt"))
    let bundle = try #require(Bundle(url: root))
    let registry = FontRegistry()
    #expect(try registry.registerFonts(in: bundle) == ["DejaVu Sans", "Noto Sans Arabic"])
    let arabic = try registry.font(FontDescriptor(family: "Noto Sans Arabic", weight: .bold))
    #expect(arabic.url == fonts.appendingPathComponent("NotoSansArabic-Bold.ttf"))
  }

  @Test func aBundleWithoutFontsIsAnErrorThatSaysHowToDeclareThem() throws {
    let root = try TestSupport.makeTemporaryDirectory("register-empty-bundle")
    let bundle = try #require(Bundle(url: root))
    let directory = (bundle.resourceURL ?? bundle.bundleURL).path
    #expect(
      throws: TextError(
        "no font files (.otf, .ttf) in the bundle at '\(directory)'; "
          + "declare them as resources in Package.swift, such as resources: [.copy(\"Fonts\")]")
    ) {
      try FontRegistry().registerFonts(in: bundle)
    }
  }
}
