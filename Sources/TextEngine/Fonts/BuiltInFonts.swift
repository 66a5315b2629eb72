import Foundation

// MARK: - BuiltInFontFile

/// One font file the package ships and the face it provides.
struct BuiltInFontFile: Hashable, Sendable {
  var url: URL
  var weight: FontWeight
  var isItalic: Bool
}

// MARK: - BuiltInFonts

/// The font files the package ships, which the shared registry draws its built-in families
/// from: never the machine's installed fonts, so the same text gives the same pixels on every
/// machine.
///
/// They are resources of TextEngine (`Fonts/BuiltIn`, whose README names each file's source,
/// version, digest and licence). SwiftPM copies them into a bundle folder beside every
/// executable it builds, in this package and in any package that depends on it: `catalog`,
/// `swift run`, the test runner of `swift test`. The folder is looked for only there, beside
/// the running executable (symbolic links resolved), so a binary copied elsewhere fails with
/// the folder to copy beside it instead of drawing with other fonts.
public enum BuiltInFonts {
  /// The bundle folder SwiftPM builds beside each executable: `<package>_<target>.resources`.
  public static let bundleName = "DesignCatalog_TextEngine.resources"

  /// The folder inside the bundle that holds the font files (the resource's own name).
  static let folderName = "BuiltIn"

  /// A built-in family and its files.
  struct Family {
    var name: String
    var files: [(name: String, weight: FontWeight, isItalic: Bool)]
  }

  /// The primary family, every weight with italics.
  static let inter = Family(
    name: "Inter",
    files: FontWeight.allCases.flatMap { weight in
      [false, true].map { isItalic in
        var name = "Inter-" + weight.interStyleName
        if isItalic { name = weight == .regular ? "Inter-Italic" : name + "Italic" }
        return (name + ".otf", weight, isItalic)
      }
    })

  /// Families that draw a design of the system font rather than a fallback: DejaVu Sans Mono
  /// for the monospaced design (`Font.monospaced()`).
  static let designs = [
    Family(
      name: "DejaVu Sans Mono",
      files: [
        ("DejaVuSansMono.ttf", .regular, false), ("DejaVuSansMono-Bold.ttf", .bold, false),
        ("DejaVuSansMono-Oblique.ttf", .regular, true),
        ("DejaVuSansMono-BoldOblique.ttf", .bold, true),
      ])
  ]

  /// Families tried in order for characters the primary family lacks.
  static let fallbacks = [
    Family(
      name: "Noto Sans Hebrew",
      files: [
        ("NotoSansHebrew-Regular.ttf", .regular, false),
        ("NotoSansHebrew-Bold.ttf", .bold, false),
      ]),
    Family(
      name: "Noto Sans Arabic",
      files: [
        ("NotoSansArabic-Regular.ttf", .regular, false),
        ("NotoSansArabic-Bold.ttf", .bold, false),
      ]),
    Family(
      name: "DejaVu Sans",
      files: [
        ("DejaVuSans-ExtraLight.ttf", .ultraLight, false),
        ("DejaVuSans.ttf", .regular, false), ("DejaVuSans-Bold.ttf", .bold, false),
        ("DejaVuSans-Oblique.ttf", .regular, true),
        ("DejaVuSans-BoldOblique.ttf", .bold, true),
      ]),
  ]

  /// The folder holding the built-in font files, beside the running executable.
  ///
  /// Throws when the bundle folder is not there, naming the folder and how to put it back.
  public static func directory() throws(TextError) -> URL {
    let bundle = Bundle.main.bundleURL.appendingPathComponent(bundleName, isDirectory: true)
    let folder = bundle.appendingPathComponent(folderName, isDirectory: true)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      let executable = Bundle.main.executableURL?.path ?? CommandLine.arguments.first ?? "?"
      throw TextError(
        "the built-in fonts are missing: '\(folder.path)' does not exist; "
          + "SwiftPM writes \(bundleName) beside each executable it builds (such as "
          + ".build/release/): run '\(executable)' where it was built, or copy that folder "
          + "beside it")
    }
    return folder
  }

  /// The files of each family, in the order given.
  ///
  /// Throws when the bundle folder or one of its files is missing.
  static func files(of families: [Family]) throws(TextError) -> [[BuiltInFontFile]] {
    let folder = try directory()
    var result: [[BuiltInFontFile]] = []
    for family in families {
      var files: [BuiltInFontFile] = []
      for file in family.files {
        let url = folder.appendingPathComponent(file.name)
        guard FileManager.default.isReadableFile(atPath: url.path) else {
          throw TextError(
            "the built-in font file '\(url.path)' is missing or unreadable; "
              + "build again (swift build) to restore \(bundleName)")
        }
        files.append(BuiltInFontFile(url: url, weight: file.weight, isItalic: file.isItalic))
      }
      result.append(files)
    }
    return result
  }
}
