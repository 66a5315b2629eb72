import CatalogUI
import Foundation
import Testing

// MARK: - StringCatalogSubstitutionTests

/// Substitutions and device variations of `.xcstrings` catalogs, and `.stringsdict` plural
/// rules, written as Xcode writes them.
@MainActor @Suite struct StringCatalogSubstitutionTests {
  /// A new bundle folder holding `files` (paths relative to it, with their text).
  private func bundle(_ files: [String: String]) throws -> Bundle {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("catalog-substitutions-\(UUID().uuidString)")
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return try #require(Bundle(url: folder))
  }

  /// A bundle whose `Localizable.xcstrings` holds `strings` (the JSON of its "strings").
  private func catalog(_ strings: String) throws -> Bundle {
    try bundle([
      "Localizable.xcstrings": "{\"sourceLanguage\": \"en\", \"strings\": {\(strings)}}"
    ])
  }

  /// The text as drawn, and the problems reported, on `device` in `locale`.
  private func render(
    _ text: Text, _ locale: String = "en_US", device: LocalizationDevice = .iphone
  ) -> (String, [String]) {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: locale)
    environment.localizationDevice = device
    let host = ViewHost(text, environment: environment)
    return (host.accessibilityElements.first?.label ?? "", host.diagnostics)
  }

  /// Two substitutions, each choosing its own plural form by its own argument.
  private let filesInFolders = """
    "%lld files in %lld folders": {"localizations": {
      "en": {
        "stringUnit": {"state": "translated", "value": "%#@files@ in %#@folders@"},
        "substitutions": {
          "files": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "%arg file"}},
            "other": {"stringUnit": {"state": "translated", "value": "%arg files"}}}}},
          "folders": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "one folder"}},
            "other": {"stringUnit": {"state": "translated", "value": "%arg folders"}}}}}}},
      "de": {
        "stringUnit": {"state": "translated", "value": "%#@folders@ mit %#@files@"},
        "substitutions": {
          "files": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "einer Datei"}},
            "other": {"stringUnit": {"state": "translated", "value": "%arg Dateien"}}}}},
          "folders": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "Ein Ordner"}},
            "other": {"stringUnit": {"state": "translated", "value": "%arg Ordner"}}}}}}}}}
    """

  @Test func substitutionsChooseEachPluralFormByTheirOwnArgument() throws {
    let tables = try catalog(filesInFolders)
    func shown(_ files: Int, _ folders: Int, _ locale: String = "en_US") -> (String, [String]) {
      render(Text("\(files) files in \(folders) folders", bundle: tables), locale)
    }
    #expect(shown(1, 1) == ("1 file in one folder", []))
    #expect(shown(1_200, 1) == ("1,200 files in one folder", []))
    #expect(shown(1, 3) == ("1 file in 3 folders", []))
    // argNum, not the placeholders' order, picks each number: German names folders first.
    #expect(shown(1, 2_000, "de_DE") == ("2.000 Ordner mit einer Datei", []))
    #expect(shown(5, 1, "de_DE") == ("Ein Ordner mit 5 Dateien", []))
  }

  @Test func aSubstitutionKeepsTheFormatsOtherValuesInPlace() throws {
    // The placeholder counts as a value, as Foundation counts it, so `%@` after it is the
    // second value; a placeholder with no argNum takes its own position's value.
    let tables = try catalog(
      """
      "%lld photos by %@": {"localizations": {"en": {
        "stringUnit": {"state": "translated", "value": "%#@photos@ by %@"},
        "substitutions": {"photos": {"formatSpecifier": "lld", "variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "a photo"}},
          "other": {"stringUnit": {"state": "translated", "value": "%arg photos"}}}}}}}}}
      """)
    let name = "Ana"
    #expect(render(Text("\(1) photos by \(name)", bundle: tables)) == ("a photo by Ana", []))
    #expect(render(Text("\(12) photos by \(name)", bundle: tables)) == ("12 photos by Ana", []))
  }

  @Test func deviceVariationsFollowTheSnapshotsDeviceAndFallBackToOther() throws {
    let tables = try catalog(
      """
      "Tap to open": {"localizations": {"en": {"variations": {"device": {
        "ipad": {"stringUnit": {"state": "translated", "value": "Tap or click to open"}},
        "mac": {"stringUnit": {"state": "translated", "value": "Click to open"}},
        "other": {"stringUnit": {"state": "translated", "value": "Tap to open"}}}}}}},
      "%lld nights": {"localizations": {"en": {"variations": {"device": {
        "iphone": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "%lld nt"}},
          "other": {"stringUnit": {"state": "translated", "value": "%lld nts"}}}}},
        "other": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "%lld night"}},
          "other": {"stringUnit": {"state": "translated", "value": "%lld nights"}}}}}}}}}}
      """)
    #expect(
      render(Text("Tap to open", bundle: tables), device: .ipad) == ("Tap or click to open", []))
    #expect(render(Text("Tap to open", bundle: tables), device: .iphone) == ("Tap to open", []))
    #expect(render(Text("\(1) nights", bundle: tables)) == ("1 nt", []))
    #expect(render(Text("\(4) nights", bundle: tables)) == ("4 nts", []))
    #expect(render(Text("\(1) nights", bundle: tables), device: .ipad) == ("1 night", []))
    #expect(render(Text("\(4) nights", bundle: tables), device: .ipad) == ("4 nights", []))
  }

  @Test func theHostsDumpShowsTheSubstitutedText() throws {
    let tables = try catalog(filesInFolders)
    let host = ViewHost(Text("\(2) files in \(1) folders", bundle: tables))
    #expect(host.diagnostics == [])
    #expect(
      host.dump()
        == "Text(\"2 files in one folder\") (0, 0, 153.5×21) text: \"2 files in one folder\", "
        + "font: Inter 17 regular")
  }

  @Test func whatIsStillNotReadIsReported() throws {
    let tables = try catalog(
      """
      "a": {"localizations": {"en": {"variations": {"device": {
        "other": {"variations": {"device": {
          "ipad": {"stringUnit": {"state": "translated", "value": "A"}}}}}}}}}},
      "b": {"localizations": {"en": {
        "stringUnit": {"state": "translated", "value": "%#@n@"},
        "substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld", "variations": {
          "device": {"other": {"stringUnit": {"state": "translated", "value": "B"}}}}}}}}},
      "c": {"localizations": {"en": {"variations": {"device": {
        "mac": {"stringUnit": {"state": "translated", "value": "C"}}}}}}},
      "d": {"localizations": {"en": {
        "stringUnit": {"state": "translated", "value": "%#@missing@ d"},
        "substitutions": {}}}}
      """)
    let catalogProblems = [
      "Localization: 'Localizable.xcstrings': the device variation 'other' of \"a\" in 'en' "
        + "varies by device, which the catalog does not draw; plural variations, and device "
        + "variations holding plural ones, are read",
      "Localization: 'Localizable.xcstrings': the substitution 'n' of \"b\" in 'en' varies by "
        + "device, which the catalog does not draw; substitutions' plural variations are read",
    ]
    let (shownC, problemsC) = render(Text("c", bundle: tables))
    #expect(shownC == "c")
    #expect(
      problemsC.sorted()
        == (catalogProblems + [
          "Localization: \"c\" in 'Localizable.xcstrings' varies by device but has neither an "
            + "'iphone' nor an 'other' variation; the key is shown"
        ]).sorted())
    let (shownD, problemsD) = render(Text("d", bundle: tables))
    #expect(shownD == "%#@missing@ d")
    #expect(
      problemsD.sorted()
        == (catalogProblems + [
          "Localization: \"d\" in 'Localizable.xcstrings' names the substitution 'missing', "
            + "which it does not define; it is shown as written"
        ]).sorted())
  }

  @Test func stringsdictPluralRulesAreRead() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
      "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict>
      <key>%lld nights</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@nights@</string>
        <key>nights</key><dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>lld</string>
          <key>one</key><string>%lld Nacht</string>
          <key>other</key><string>%lld Nächte</string>
        </dict>
      </dict>
      <key>Open</key><dict>
        <key>NSStringDeviceSpecificRuleType</key><dict>
          <key>ipad</key><string>Öffnen (iPad)</string>
          <key>other</key><string>Öffnen</string>
        </dict>
      </dict>
      </dict></plist>
      """
    let tables = try bundle([
      "de.lproj/Localizable.strings": "\"%lld nights\" = \"%lld N.\";\n\"Welcome\" = \"Hallo\";\n",
      "de.lproj/Localizable.stringsdict": plist,
    ])
    // The dictionary comes before the strings file, as on iOS.
    #expect(render(Text("\(1) nights", bundle: tables), "de_DE") == ("1 Nacht", []))
    #expect(render(Text("\(1_500) nights", bundle: tables), "de_DE") == ("1.500 Nächte", []))
    #expect(render(Text("Open", bundle: tables), "de_DE", device: .ipad) == ("Öffnen (iPad)", []))
    #expect(render(Text("Open", bundle: tables), "de_DE") == ("Öffnen", []))
    #expect(render(Text("Welcome", bundle: tables), "de_DE") == ("Hallo", []))
  }
}
