import CatalogUI
import Foundation
import Testing

// MARK: - StringCatalogSubstitutionTests

/// Substitutions in a `.xcstrings` catalog, written as Xcode writes them (beside the string
/// unit that names them), are reported rather than shown as their placeholder.
@MainActor @Suite struct StringCatalogSubstitutionTests {
  /// A new bundle folder holding a `Localizable.xcstrings` of `json`.
  private func bundle(_ json: String) throws -> Bundle {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("catalog-substitutions-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(json.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
    return try #require(Bundle(url: folder))
  }

  @Test func substitutionsBesideAStringUnitAreReportedNotShownAsThePlaceholder() throws {
    let tables = try bundle(
      """
      {"sourceLanguage": "en", "strings": {"%lld photos": {"localizations": {"en": {
        "stringUnit": {"state": "translated", "value": "%#@photos@"},
        "substitutions": {"photos": {"argNum": 1, "formatSpecifier": "lld", "variations": {
          "plural": {"one": {"stringUnit": {"state": "translated", "value": "%arg photo"}},
                     "other": {"stringUnit": {"state": "translated", "value": "%arg photos"}}}}}}
      }}}}}
      """)
    let host = ViewHost(Text("\(3) photos", bundle: tables))
    #expect(host.accessibilityElements.first?.label == "3 photos")
    #expect(
      host.diagnostics == [
        "Localization: 'Localizable.xcstrings': \"%lld photos\" in 'en' uses substitutions "
          + "(%#@name@), which the catalog does not read yet"
      ])
  }
}
