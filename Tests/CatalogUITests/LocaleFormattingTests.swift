import CatalogUI
import Foundation
import Testing

/// The strings tables of this target's `Localization` resource folder, as an adopter's bundle.
private let tables: Bundle = {
  let folder = Bundle.module.bundleURL.appendingPathComponent("Localization")
  return Bundle(url: folder) ?? .module
}()

/// 2026-01-01 09:41:00 UTC, a Thursday.
private let newYear = Date(timeIntervalSince1970: 1_767_260_460)

/// Values formatted for the environment's locale, time zone and calendar, as SwiftUI formats
/// them. The expected strings are the exact scalars Foundation's ICU data (bundled with the
/// Swift toolchain) writes: `fr_FR` groups with U+202F NARROW NO-BREAK SPACE and puts U+00A0
/// NO-BREAK SPACE before `€` and `%`; `de_DE` puts U+00A0 before `€` and `%`; `en_US` puts U+202F
/// before "AM".
@MainActor @Suite struct LocaleFormattingTests {
  private func shown(
    _ text: Text, _ locale: String? = nil, timeZone: String? = nil,
    calendar: Calendar.Identifier? = nil
  ) -> String {
    var view = AnyView(text)
    if let locale { view = AnyView(view.environment(\.locale, Locale(identifier: locale))) }
    if let timeZone, let zone = TimeZone(identifier: timeZone) {
      view = AnyView(view.environment(\.timeZone, zone))
    }
    if let calendar { view = AnyView(view.environment(\.calendar, Calendar(identifier: calendar))) }
    return ViewHost(view).accessibilityElements.first?.label ?? ""
  }

  @Test func formatStylesFollowTheEnvironmentsLocale() {
    let number = Text(1_234.5, format: .number)
    #expect(shown(number) == "1,234.5")
    #expect(shown(number, "de_DE") == "1.234,5")
    #expect(shown(number, "fr_FR") == "1\u{202F}234,5")
    let percent = Text(0.25, format: .percent)
    #expect(shown(percent) == "25%")
    #expect(shown(percent, "de_DE") == "25\u{00A0}%")
    #expect(shown(percent, "fr_FR") == "25\u{00A0}%")
    let price = Text(1_234.5, format: .currency(code: "EUR"))
    #expect(shown(price) == "€1,234.50")
    #expect(shown(price, "de_DE") == "1.234,50\u{00A0}€")
    #expect(shown(price, "fr_FR") == "1\u{202F}234,50\u{00A0}€")
  }

  @Test func datesFollowTheEnvironmentsLocaleTimeZoneAndCalendar() {
    let date = Text(newYear, format: .dateTime)
    #expect(shown(date) == "1/1/2026, 9:41\u{202F}AM")
    // Foundation's `.dateTime` writes the hour with one digit in `de_DE` and `fr_FR`, where
    // the locale's short time pattern (`Text(_:style: .time)`) writes two.
    #expect(shown(date, "de_DE") == "1.1.2026, 9:41")
    #expect(shown(date, "fr_FR") == "01/01/2026 9:41")
    #expect(shown(date, "de_DE", timeZone: "Europe/Berlin") == "1.1.2026, 10:41")
    #expect(shown(date, timeZone: "America/New_York") == "1/1/2026, 4:41\u{202F}AM")
    let year = Text(newYear, format: .dateTime.year())
    #expect(shown(year, calendar: .buddhist) == "2569 BE")
    // A time zone the style sets is its own.
    var berlin = Date.FormatStyle(date: .omitted, time: .shortened)
    berlin.timeZone = TimeZone(identifier: "Europe/Berlin")!
    #expect(shown(Text(newYear, format: berlin), timeZone: "America/New_York") == "10:41\u{202F}AM")
  }

  @Test func dateStylesFollowTheEnvironment() {
    #expect(shown(Text(newYear, style: .date)) == "January 1, 2026")
    #expect(shown(Text(newYear, style: .date), "de_DE") == "1. Januar 2026")
    #expect(shown(Text(newYear, style: .date), "fr_FR") == "1 janvier 2026")
    #expect(shown(Text(newYear, style: .time)) == "9:41\u{202F}AM")
    #expect(shown(Text(newYear, style: .time), "de_DE") == "09:41")
    #expect(shown(Text(newYear, style: .time), "de_DE", timeZone: "Asia/Tokyo") == "18:41")
  }

  @Test func interpolatedValuesFollowTheEnvironmentsLocale() {
    let count = 1_000
    let price = 1_234.5
    let rating = 4.5
    #expect(shown(Text("\(count) nights"), "de_DE") == "1.000 nights")
    #expect(shown(Text("\(count) nights"), "fr_FR") == "1\u{202F}000 nights")
    #expect(shown(Text("\(rating)"), "de_DE") == "4,500000")
    #expect(shown(Text("\(price, specifier: "%.2f") €")) == "1234.50 €")
    #expect(shown(Text("\(price, specifier: "%.2f") €"), "de_DE") == "1234,50 €")
    #expect(shown(Text("\(price, specifier: "%.2f") €"), "fr_FR") == "1234,50 €")
    #expect(shown(Text("#\(7, specifier: "%03d")"), "de_DE") == "#007")
    #expect(shown(Text("\(0.5, format: .percent) off"), "de_DE") == "50\u{00A0}% off")
    #expect(shown(Text("Due \(newYear, style: .date)")) == "Due January 1, 2026")
    #expect(shown(Text("Due \(newYear, style: .date)"), "de_DE") == "Due 1. Januar 2026")
    #expect(shown(Text("At \(newYear, style: .time)"), "fr_FR") == "At 09:41")
    // The key's Markdown is still drawn; a formatted value's characters are never Markdown.
    #expect(shown(Text("**\(count)** *left*"), "de_DE") == "1.000 left")
  }

  @Test func aTablesValueStillWins() {
    let nights = 3_000
    #expect(shown(Text("\(nights) nights", bundle: tables), "de_DE") == "3.000 Nächte")
    let total = Text("Total: \(Text(1_234.5, format: .currency(code: "EUR")))", bundle: tables)
    #expect(shown(total, "de_DE") == "Summe: 1.234,50\u{00A0}€")
    #expect(shown(total) == "Total: €1,234.50")
    // A formatted value is never looked up, even where a table has its text as a key.
    #expect(shown(Text(1_234, format: .number), "de_DE") == "1.234")
  }

  @Test func theDumpAndAccessibilityShowTheLocalizedText() {
    let host = ViewHost(
      VStack {
        Text(1_234.5, format: .currency(code: "EUR"))
        Text("\(1_000) nights").bold() + Text(verbatim: " · ") + Text(newYear, style: .date)
      }
      .environment(\.locale, Locale(identifier: "de_DE")))
    let dump = host.dump()
    #expect(dump.contains("text: \"1.234,50\u{00A0}€\""), "\(dump)")
    #expect(dump.contains("text: \"1.000 nights · 1. Januar 2026\""), "\(dump)")
    #expect(
      host.accessibilityElements.map(\.label) == [
        "1.234,50\u{00A0}€", "1.000 nights · 1. Januar 2026",
      ])
  }

  @Test func stringLocalizedWritesValuesForItsLocale() {
    let count = 1_000
    #expect(String(localized: "\(count) rooms", bundle: tables) == "1,000 rooms")
    #expect(
      String(localized: "\(count) rooms", bundle: tables, locale: Locale(identifier: "de_DE"))
        == "1.000 rooms")
  }

  @Test func integersAreGroupedAsICUGroupsThemInEveryLocale() {
    let locales = ["en_US", "de_DE", "fr_FR", "de_CH", "hi_IN", "es_ES", "ar_EG", "he_IL", "sv_SE"]
    let values: [Int64] = [0, 7, 999, 1_000, 12_345, 1_234_567, -1_234_567, .max, .min]
    for locale in locales {
      for value in values {
        let icu = value.formatted(.number.locale(Locale(identifier: locale)))
        #expect(shown(Text("\(value)"), locale) == icu, "\(locale) \(value)")
      }
    }
    #expect(shown(Text("\(12_345_678)"), "hi_IN") == "1,23,45,678")
    #expect(shown(Text("\(1_000)"), "es_ES") == "1000")
    #expect(shown(Text("\(10_000)"), "es_ES") == "10.000")
  }
}

/// Locales and values that try to break the formatting.
@MainActor @Suite struct LocaleFormattingEdgeTests {
  private func shown(_ text: Text, _ locale: Locale) -> String {
    ViewHost(text.environment(\.locale, locale)).accessibilityElements.first?.label ?? ""
  }

  @Test func unknownAndEmptyLocalesFormatAsICUFormatsThem() {
    // ICU groups for the empty (root) locale but not for a language it does not know.
    let root = Locale(identifier: "")
    #expect(shown(Text(1_234.5, format: .number), root) == "1,234.5")
    #expect(shown(Text("\(1_000) nights"), root) == "1,000 nights")
    #expect(shown(Text("\(2.5, specifier: "%.1f")"), root) == "2.5")
    let unknown = Locale(identifier: "xx_YY")
    #expect(shown(Text(1_234.5, format: .number), unknown) == "1234.5")
    #expect(shown(Text("\(1_000) nights"), unknown) == "1000 nights")
    #expect(shown(Text("\(2.5, specifier: "%.1f")"), unknown) == "2.5")
    #expect(shown(Text(newYear, style: .date), unknown) == "January 1, 2026")
    #expect(shown(Text(newYear, style: .date), root) == "2026 M01 1")
  }

  @Test func hugeNumbersKeepEveryDigit() {
    let german = Locale(identifier: "de_DE")
    #expect(shown(Text("\(UInt64.max)"), german) == "18.446.744.073.709.551.615")
    #expect(shown(Text("\(Int.min)"), german) == "-9.223.372.036.854.775.808")
    #expect(shown(Text("\(1e21)"), german) == "1.000.000.000.000.000.000.000,000000")
    #expect(shown(Text("\(-0.0)"), german) == "-0,000000")
    #expect(shown(Text("\(Double.nan) \(-Double.infinity)"), german) == "nan -inf")
    #expect(
      shown(Text(Decimal(string: "123456789012345678901234567890")!, format: .number), german)
        == "123.456.789.012.345.678.901.234.567.890")
    #expect(shown(Text("\(UInt64.max, specifier: "%llu")"), german) == "18446744073709551615")
  }
}
