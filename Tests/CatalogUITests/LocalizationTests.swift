import CatalogUI
import Foundation
import Testing

/// The strings tables of this target's `Localization` resource folder, as an adopter's bundle.
private let tables: Bundle = {
  let folder = Bundle.module.bundleURL.appendingPathComponent("Localization")
  return Bundle(url: folder) ?? .module
}()

@MainActor @Suite struct LocalizationTests {
  private func shown(_ text: Text, _ locale: String = "en_US") -> String {
    ViewHost(text.environment(\.locale, Locale(identifier: locale))).accessibilityElements.first?
      .label ?? ""
  }

  private func diagnostics(_ text: Text, _ locale: String = "en_US") -> [String] {
    let host = ViewHost(text.environment(\.locale, Locale(identifier: locale)))
    _ = host.accessibilityElements
    return host.diagnostics
  }

  @Test func keysAreLookedUpInTheLocalesStringsFile() {
    #expect(shown(Text("greeting", bundle: tables)) == "Hello")
    #expect(shown(Text("greeting", bundle: tables), "de_DE") == "Hallo")
    #expect(shown(Text("greeting", tableName: "Localizable", bundle: tables), "de") == "Hallo")
    // UTF-16 with a byte-order mark, as Xcode used to save strings files.
    #expect(shown(Text("greeting", bundle: tables), "fr_CA") == "Bonjour")
    // A locale with no folder uses the development language's.
    #expect(shown(Text("greeting", bundle: tables), "ja_JP") == "Hello")
    #expect(shown(Text("quote", bundle: tables)) == "She said \"hi\"\ttwice\\")
    #expect(shown(Text("café", bundle: tables), "de") == "Café 😀")
  }

  @Test func aKeyNoTableHoldsIsShownAsWritten() {
    let count = 1_000
    #expect(shown(Text("missing.key", bundle: tables), "de") == "missing.key")
    // Its values are written for the locale, as SwiftUI writes them.
    #expect(shown(Text("\(count) rooms", bundle: tables), "de") == "1.000 rooms")
    #expect(shown(Text("greeting", tableName: "NoSuchTable", bundle: tables), "de") == "greeting")
    // Bundle.main (the test runner) has no tables: every key is shown as written.
    #expect(shown(Text("greeting"), "de") == "greeting")
  }

  @Test func interpolatedValuesFillTheValuesSpecifiersForTheLocale() {
    let name = "Ana"
    let amount = 1_250
    let nights = 3_000
    #expect(shown(Text("\(name) owes \(amount)", bundle: tables)) == "Ana owes 1,250")
    #expect(shown(Text("\(name) owes \(amount)", bundle: tables), "de") == "1.250 schuldet Ana")
    #expect(shown(Text("\(nights) nights", bundle: tables), "de") == "3.000 Nächte")
    #expect(shown(Text("\(nights) nights", bundle: tables), "fr") == "3\u{202F}000 nuits")
    #expect(shown(Text("Rated \("A") \(4.25)", bundle: tables), "de") == "Bewertet A 4,2")
  }

  @Test func stringCatalogsChoosePluralFormsByTheLocalesRules() {
    func items(_ count: Int, _ locale: String) -> String {
      shown(Text("\(count) items", tableName: "Shop", bundle: tables), locale)
    }
    #expect(
      [0, 1, 2, 1_000].map { items($0, "en_US") } == [
        "No items", "1 item", "2 items", "1,000 items",
      ])
    #expect(
      [1, 3, 5, 11, 21, 22, 25].map { items($0, "ru_RU") } == [
        "1 товар", "3 товара", "5 товаров", "11 товаров", "21 товар", "22 товара", "25 товаров",
      ])
    #expect(
      [0, 1, 2, 3, 11, 100].map { items($0, "ar") } == [
        "zero", "one", "two", "few 3", "many 11", "other 100",
      ])
    // German has no plural forms in this catalog: the source language's are used.
    #expect(items(1, "de_DE") == "1 item")
  }

  @Test func stringCatalogsFallBackToTheSourceLanguage() {
    let checkout = Text("Checkout", tableName: "Shop", bundle: tables)
    #expect(shown(checkout, "de_AT") == "Zur Kasse")
    #expect(shown(checkout, "pt_BR") == "Finalizar compra")
    #expect(shown(checkout, "pt_PT") == "Checkout")
    #expect(shown(Text("Source only", tableName: "Shop", bundle: tables), "de") == "Source only")
  }

  @Test func controlsLookTheirTitlesUp() {
    let host = ViewHost(
      VStack {
        Button("greeting", action: {})
        Toggle("greeting", isOn: .constant(true))
      }
      .environment(\.locale, Locale(identifier: "de")))
    // Controls label with Bundle.main, which has no tables here.
    #expect(host.accessibilityElements.map(\.label) == ["greeting", "greeting"])
  }

  @Test func joinedTextsLookEachKeyUp() {
    let joined =
      Text("greeting", bundle: tables) + Text(verbatim: ", ")
      + Text("new.badge", bundle: tables)
    #expect(shown(joined, "de") == "Hallo, Neu eingetroffen")
    let host = ViewHost(joined.environment(\.locale, Locale(identifier: "de")))
    #expect(
      host.dump().contains(
        """
        text: "Hallo, Neu eingetroffen"
        """))
  }

  @Test func textsInterpolatedInAKeyKeepTheirStyles() {
    let host = ViewHost(Text("Total: \(Text("€5").bold())"))
    let dump = host.dump()
    #expect(dump.contains(#"piece: "Total: " Inter 17 regular"#), "\(dump)")
    #expect(dump.contains(#"piece: "€5" Inter 17 bold"#), "\(dump)")
    let german = ViewHost(
      Text("Total: \(Text("€5").bold())", bundle: tables)
        .environment(\.locale, Locale(identifier: "de")))
    #expect(german.dump().contains(#"piece: "Summe: " Inter 17 regular"#))
    #expect(german.dump().contains(#"piece: "€5" Inter 17 bold"#))
  }

  @Test func stringLocalizedReadsTheSameTables() {
    #expect(String(localized: "greeting", bundle: tables) == "Hello")
    #expect(
      String(localized: "greeting", bundle: tables, locale: Locale(identifier: "de")) == "Hallo")
    #expect(
      String(
        localized: "\(2) items", table: "Shop", bundle: tables, locale: Locale(identifier: "ru"))
        == "2 товара")
    #expect(String(localized: "nope", bundle: tables) == "nope")
  }
}

// MARK: - Pixels

@MainActor @Suite struct LocalizationPixelTests {
  @Test func localizedMarkdownAndInlineTextDraw() {
    let view = VStack(alignment: .leading, spacing: 4) {
      Text("new.badge", bundle: tables)
      Text("\(5) items", tableName: "Shop", bundle: tables)
      Text("Total: \(Text("€5").bold().foregroundStyle(Color.red))", bundle: tables)
    }
    .padding(8)
    .environment(\.locale, Locale(identifier: "de"))
    expectMatchesReference(
      ViewHost(view, proposal: ProposedViewSize(width: 220, height: nil)).render(
        background: .white),
      named: "localized-text-de")
  }
}
