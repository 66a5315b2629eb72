import CatalogUI
import Foundation
import Testing

/// Strings tables written the way a careless or hostile adopter might: each test builds its own
/// bundle folder under the temporary directory.
@MainActor @Suite struct LocalizationHostileTests {
  /// A new bundle folder holding `files` (paths relative to it, with their text).
  private func bundle(_ files: [String: String], name: String = #function) throws -> Bundle {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("catalog-localization-\(UUID().uuidString)")
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return try #require(Bundle(url: folder))
  }

  private func render(_ text: Text, _ locale: String = "en") -> (String, [String]) {
    let host = ViewHost(text.environment(\.locale, Locale(identifier: locale)))
    let label = host.accessibilityElements.first?.label ?? ""
    return (label, host.diagnostics)
  }

  @Test func anUnterminatedStringNamesItsFileAndLine() throws {
    let tables = try bundle([
      "de.lproj/Localizable.strings": "\"a\" = \"A\";\n\"greeting\" = \"Hallo;\n\n"
    ])
    let (shown, diagnostics) = render(Text("greeting", bundle: tables), "de")
    #expect(shown == "greeting")
    #expect(
      diagnostics == [
        "Localization: 'de.lproj/Localizable.strings' line 2: the value that starts here has no "
          + "closing '\"'; close it and end the entry with ';' (its keys are shown as written)"
      ])
  }

  @Test func aMissingSemicolonAndAnUnclosedCommentAreNamed() throws {
    let semicolon = try bundle(["en.lproj/Localizable.strings": "\"a\" = \"A\"\n\"b\" = \"B\";"])
    #expect(
      render(Text("a", bundle: semicolon)).1 == [
        "Localization: 'en.lproj/Localizable.strings' line 2: expected ';' after the entry for "
          + "\"a\", found '\"'; end each entry with ';' (its keys are shown as written)"
      ])
    let comment = try bundle(["en.lproj/Localizable.strings": "\"a\" = \"A\";\n\n/* open"])
    #expect(
      render(Text("a", bundle: comment)).1 == [
        "Localization: 'en.lproj/Localizable.strings' line 3: the comment that starts here has "
          + "no closing '*/' (its keys are shown as written)"
      ])
    let garbage = try bundle([:])
    try Data([0x22, 0xC3, 0x28, 0x22]).write(
      to: garbage.bundleURL.appendingPathComponent("Localizable.strings"))
    #expect(
      render(Text("a", bundle: garbage)).1 == [
        "Localization: 'Localizable.strings' line 1: is neither UTF-8 nor UTF-16 with a "
          + "byte-order mark; save it as UTF-8 (its keys are shown as written)"
      ])
  }

  @Test func whatAStringsdictHoldsThatIsNotReadIsReported() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
      "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict>
      <key>Title</key><dict>
      <key>NSStringVariableWidthRuleType</key><dict><key>20</key><string>Short</string></dict>
      </dict>
      <key>%lld nights</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@nights@</string>
      </dict>
      </dict></plist>
      """
    let tables = try bundle([
      "en.lproj/Localizable.strings": "\"Welcome\" = \"Hello\";\n",
      "en.lproj/Localizable.stringsdict": plist,
    ])
    let widthRule =
      "Localization: 'en.lproj/Localizable.stringsdict': 'Title' has no "
      + "NSStringLocalizedFormatKey (width rules are not drawn: a snapshot has no width class to "
      + "choose by)"
    #expect(render(Text("Welcome", bundle: tables)) == ("Hello", [widthRule]))
    // A variable the format names but the entry does not define is shown as written.
    #expect(
      render(Text("\(3) nights", bundle: tables))
        == (
          "%#@nights@",
          [
            widthRule,
            "Localization: \"%lld nights\" in 'en.lproj/Localizable.stringsdict' names the "
              + "substitution 'nights', which it does not define; it is shown as written",
          ]
        ))
    let broken = try bundle(["en.lproj/Localizable.stringsdict": "not a plist"])
    #expect(
      render(Text("\(3) nights", bundle: broken))
        == (
          "3 nights",
          [
            "Localization: 'en.lproj/Localizable.stringsdict': is not a property list; Xcode "
              + "writes .stringsdict files (its keys are shown as written)"
          ]
        ))
  }

  @Test func invalidJSONNamesItsLine() throws {
    let tables = try bundle([
      "Localizable.xcstrings": "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { , }\n}"
    ])
    let (shown, diagnostics) = render(Text("a", bundle: tables))
    #expect(shown == "a")
    #expect(diagnostics.count == 1)
    #expect(
      diagnostics.first?.hasPrefix(
        "Localization: 'Localizable.xcstrings' line 3: is not valid JSON")
        == true, "\(diagnostics)")
  }

  @Test func aFormatWithMoreSpecifiersThanValuesShowsTheRestAsWritten() throws {
    let tables = try bundle([
      "en.lproj/Localizable.strings": "\"Hi %@\" = \"%@ %@ %@\";\n\"Count %lld\" = \"%n %lld\";"
    ])
    let name = "Ana"
    let (shown, diagnostics) = render(Text("Hi \(name)", bundle: tables))
    #expect(shown == "Ana %@ %@")
    #expect(
      diagnostics == [
        "Localization: \"Hi %@\" in 'en.lproj/Localizable.strings': '%@' has no value to show: "
          + "the text interpolates 1 value; it is shown as written"
      ])
    let (count, problems) = render(Text("Count \(3)", bundle: tables))
    #expect(count == "%n 3")
    #expect(
      problems == [
        "Localization: \"Count %lld\" in 'en.lproj/Localizable.strings': '%n' writes to memory "
          + "and is never formatted; it is shown as written"
      ])
  }

  @Test func aPluralWithoutOtherIsReported() throws {
    let tables = try bundle([
      "Localizable.xcstrings": """
      {"sourceLanguage": "en", "strings": {"%lld seats": {"localizations": {"en": {"variations":
      {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld seat"}}}}}}}}}
      """
    ])
    let (one, _) = render(Text("\(1) seats", bundle: tables))
    #expect(one == "1 seat")
    let (five, diagnostics) = render(Text("\(5) seats", bundle: tables))
    #expect(five == "5 seats")
    #expect(
      diagnostics == [
        "Localization: 'Localizable.xcstrings': the plural variations of \"%lld seats\" in 'en' "
          + "have no 'other' form, which every language needs; numbers whose form is missing "
          + "show the key"
      ])
  }

  @Test func symbolicLinkLoopsAndSpecialFilesAreRefusedWithoutHanging() throws {
    let tables = try bundle([:])
    let root = tables.bundleURL
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("Localizable.xcstrings").path,
      withDestinationPath: "Localizable.xcstrings")
    // A folder that links to its parent: never walked into.
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("en.lproj").path, withDestinationPath: ".")
    // A FIFO would block a reader forever.
    #expect(mkfifo(root.appendingPathComponent("Localizable.strings").path, 0o600) == 0)
    let (shown, diagnostics) = render(Text("greeting", bundle: tables))
    #expect(shown == "greeting")
    #expect(
      diagnostics == [
        "Localization: 'Localizable.xcstrings': cannot be read: is a loop of symbolic links "
          + "(its keys are shown as written)",
        "Localization: 'en.lproj/Localizable.strings': is not a regular file "
          + "(its keys are shown as written)",
      ])
  }

  @Test func aTenMegabyteCatalogIsReadOnce() throws {
    var json = #"{"sourceLanguage": "en", "strings": {"#
    for index in 0..<82_000 {
      json += #""key \#(index)": {"localizations": {"de": {"stringUnit": {"#
      json += #""state": "translated", "value": "Schlüssel \#(index) mit etwas Text"}}}},"#
      json += "\n"
    }
    json += #""last": {}}}"#
    #expect(json.utf8.count > 10_000_000)
    let tables = try bundle(["Localizable.xcstrings": json])
    let clock = ContinuousClock()
    let start = clock.now
    #expect(render(Text("key 81999", bundle: tables), "de").0 == "Schlüssel 81999 mit etwas Text")
    for index in 0..<200 {
      _ = render(Text("key \(index)", bundle: tables), "de")
    }
    #expect(render(Text("key 7", bundle: tables), "de").0 == "Schlüssel 7 mit etwas Text")
    #expect(clock.now - start < .seconds(20))
  }

  @Test func unknownPluralRulesAndNumberlessPluralsAreReported() throws {
    let tables = try bundle([
      "Localizable.xcstrings": """
      {"sourceLanguage": "en", "strings": {"%lld seats": {"localizations": {"xx": {"variations":
      {"plural": {"one": {"stringUnit": {"value": "%lld one"}},
      "other": {"stringUnit": {"value": "%lld other"}}}}}}},
      "Seats": {"localizations": {"en": {"variations": {"plural": {
      "other": {"stringUnit": {"value": "Seats!"}}}}}}}}}
      """
    ])
    let (shown, diagnostics) = render(Text("\(1) seats", bundle: tables), "xx")
    #expect(shown == "1 one")
    #expect(
      diagnostics == [
        "Localization: the plural rules of 'xx' are not built in; \"%lld seats\" in "
          + "'Localizable.xcstrings' shows 'one' for 1 and 'other' for other numbers"
      ])
    let (seats, problems) = render(Text("Seats", bundle: tables))
    #expect(seats == "Seats!")
    #expect(
      problems == [
        "Localization: \"Seats\" in 'Localizable.xcstrings' varies by plural but the text "
          + "interpolates no number; the 'other' form is shown"
      ])
  }
}
