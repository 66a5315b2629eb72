import CFontconfig
import Foundation

// MARK: - SystemFontFile

/// One installed font file and the face it provides.
struct SystemFontFile: Hashable, Sendable {
  var url: URL
  var weight: FontWeight
  var isItalic: Bool
}

// MARK: - SystemFonts

/// Finds the files of the built-in families: through fontconfig, so fonts are found wherever
/// the machine installs them, or, for a family fontconfig cannot list, in the directories
/// Debian installs it to.
///
/// The same font files always give the same choice: candidates are taken in path order and
/// the first file for each weight and style wins, whatever order fontconfig lists them in.
enum SystemFonts {
  /// A built-in family and where Debian puts its files.
  struct Family {
    var name: String
    var directory: String
    var files: [(name: String, weight: FontWeight, isItalic: Bool)]
  }

  /// The primary family, every weight with italics.
  static let inter = Family(
    name: "Inter", directory: "/usr/share/fonts/opentype/inter",
    files: FontWeight.allCases.flatMap { weight in
      [false, true].map { isItalic in
        var name = "Inter-" + weight.interStyleName
        if isItalic { name = weight == .regular ? "Inter-Italic" : name + "Italic" }
        return (name + ".otf", weight, isItalic)
      }
    })

  /// Families tried in order for characters the primary family lacks.
  static let fallbacks = [
    Family(
      name: "Noto Sans Hebrew", directory: "/usr/share/fonts/truetype/noto",
      files: [("NotoSansHebrew-Regular.ttf", .regular, false),
              ("NotoSansHebrew-Bold.ttf", .bold, false)]),
    Family(
      name: "Noto Sans Arabic", directory: "/usr/share/fonts/truetype/noto",
      files: [("NotoSansArabic-Regular.ttf", .regular, false),
              ("NotoSansArabic-Bold.ttf", .bold, false)]),
    Family(
      name: "DejaVu Sans", directory: "/usr/share/fonts/truetype/dejavu",
      files: [("DejaVuSans-ExtraLight.ttf", .ultraLight, false),
              ("DejaVuSans.ttf", .regular, false), ("DejaVuSans-Bold.ttf", .bold, false),
              ("DejaVuSans-Oblique.ttf", .regular, true),
              ("DejaVuSans-BoldOblique.ttf", .bold, true)]),
  ]

  /// The installed files of each family, in the order given; a family with no files found
  /// has an empty list.
  static func files(of families: [Family]) -> [[SystemFontFile]] {
    let listed = Fontconfig.files(of: families.map(\.name))
    return families.enumerated().map { index, family in
      if let files = listed?[index], !files.isEmpty { return files }
      return installedFiles(in: family)
    }
  }

  private static func installedFiles(in family: Family) -> [SystemFontFile] {
    let directory = URL(fileURLWithPath: family.directory)
    return family.files.compactMap { file in
      let url = directory.appendingPathComponent(file.name)
      guard FileManager.default.fileExists(atPath: url.path) else { return nil }
      return SystemFontFile(url: url, weight: file.weight, isItalic: file.isItalic)
    }
  }
}

// MARK: - Fontconfig

/// The few fontconfig queries the registry needs.
enum Fontconfig {
  /// The static, normal-width faces whose family is exactly each of `families`, one file per
  /// weight and style (the first by path); nil when fontconfig cannot load its configuration.
  static func files(of families: [String]) -> [[SystemFontFile]]? {
    guard let config = FcInitLoadConfigAndFonts() else { return nil }
    defer { FcConfigDestroy(config) }
    return families.map { files(of: $0, config: config) }
  }

  private static func files(of family: String, config: OpaquePointer) -> [SystemFontFile] {
    guard let pattern = FcPatternCreate() else { return [] }
    defer { FcPatternDestroy(pattern) }
    FcPatternAddString(pattern, FC_FAMILY, family)
    guard let objects = FcObjectSetCreate() else { return [] }
    defer { FcObjectSetDestroy(objects) }
    for object in [FC_FAMILY, FC_FILE, FC_INDEX, FC_SLANT, FC_VARIABLE, FC_WEIGHT, FC_WIDTH] {
      FcObjectSetAdd(objects, object)
    }
    guard let list = FcFontList(config, pattern, objects) else { return [] }
    defer { FcFontSetDestroy(list) }
    let fonts = UnsafeBufferPointer(start: list.pointee.fonts, count: Int(list.pointee.nfont))
    let candidates = fonts.compactMap { font in font.flatMap { face(family, in: $0) } }
      .sorted { $0.url.path < $1.url.path }
    var chosen: [SystemFontFile] = []
    for candidate in candidates where !chosen.contains(where: {
      $0.weight == candidate.weight && $0.isItalic == candidate.isItalic
    }) {
      chosen.append(candidate)
    }
    return chosen.sorted { ($0.weight, $0.isItalic ? 1 : 0) < ($1.weight, $1.isItalic ? 1 : 0) }
  }

  /// The face a listed font provides, or nil when it is not exactly `family`, not the
  /// file's first face, variable, condensed or expanded, or lacks a file or weight.
  private static func face(_ family: String, in font: OpaquePointer) -> SystemFontFile? {
    var names: [String] = []
    var value: UnsafeMutablePointer<FcChar8>?
    while FcPatternGetString(font, FC_FAMILY, Int32(names.count), &value) == FcResultMatch,
      let value
    {
      names.append(String(cString: value))
    }
    // FcFontList never substitutes, but a listed font must name the family itself.
    guard names.contains(where: { $0.caseInsensitiveCompare(family) == .orderedSame }) else {
      return nil
    }
    var isVariable: FcBool = FcFalse
    if FcPatternGetBool(font, FC_VARIABLE, 0, &isVariable) == FcResultMatch,
      isVariable != FcFalse
    {
      return nil
    }
    var index: Int32 = 0
    var width = FC_WIDTH_NORMAL
    if FcPatternGetInteger(font, FC_INDEX, 0, &index) == FcResultMatch, index != 0 { return nil }
    if FcPatternGetInteger(font, FC_WIDTH, 0, &width) == FcResultMatch,
      width != FC_WIDTH_NORMAL
    {
      return nil
    }
    var file: UnsafeMutablePointer<FcChar8>?
    var weight: Int32 = 0
    var slant = FC_SLANT_ROMAN
    guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file,
      FcPatternGetInteger(font, FC_WEIGHT, 0, &weight) == FcResultMatch
    else { return nil }
    _ = FcPatternGetInteger(font, FC_SLANT, 0, &slant)
    return SystemFontFile(
      url: URL(fileURLWithPath: String(cString: file)),
      weight: FontWeight(nearest: FcWeightToOpenTypeDouble(Double(weight))),
      isItalic: slant != FC_SLANT_ROMAN)
  }
}
