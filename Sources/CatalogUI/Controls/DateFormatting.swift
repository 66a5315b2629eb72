import Foundation

// MARK: - DateFormatting

/// Date text as iOS shows it in date pickers, for one environment's locale, calendar and time
/// zone.
///
/// Text comes from Foundation's `DateFormatter` given all three explicitly: on Linux it reads
/// the ICU data bundled with the Swift toolchain, never the host's ICU, `TZ`, `LANG` or
/// `/usr/share/zoneinfo`, so the same toolchain gives the same text on every machine. A new
/// toolchain may bring newer CLDR data (iOS 17's narrow no-break space before "AM" came that
/// way); the tests pin the text for several locales so such a change is seen.
struct DateFormatting {
  let locale: Locale
  /// The environment's calendar, set to the environment's time zone.
  let calendar: Calendar
  let timeZone: TimeZone

  init(environment: EnvironmentValues) {
    self.init(region: FormattingRegion(environment: environment))
  }

  /// Date text for a region's locale, calendar and time zone.
  init(region: FormattingRegion) {
    locale = region.locale
    timeZone = region.timeZone
    var calendar = region.calendar
    calendar.timeZone = region.timeZone
    self.calendar = calendar
  }

  /// A formatter for this locale, calendar and time zone.
  private func formatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.calendar = calendar
    formatter.timeZone = timeZone
    return formatter
  }

  /// The date as iOS's compact picker shows it: "Nov 27, 2026" in `en_US`.
  func date(_ date: Date) -> String {
    string(date, dateStyle: .medium, timeStyle: .none)
  }

  /// The time as iOS shows it: "9:41 AM" in `en_US`, "09:41" in `de_DE`.
  func time(_ date: Date) -> String {
    string(date, dateStyle: .none, timeStyle: .short)
  }

  /// The date in the locale's patterns of a date style and a time style.
  func string(
    _ date: Date, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style
  ) -> String {
    let formatter = formatter()
    formatter.dateStyle = dateStyle
    formatter.timeStyle = timeStyle
    return formatter.string(from: date)
  }

  /// The date in the locale's arrangement of a template's fields (`"MMMMy"`: "November 2026").
  func string(_ date: Date, template: String) -> String {
    let formatter = formatter()
    formatter.setLocalizedDateFormatFromTemplate(template)
    return formatter.string(from: date)
  }

  /// The locale's pattern for a template's fields (`"yMMMMd"`: "MMMM d, y" in `en_US`).
  func pattern(template: String) -> String {
    DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
  }

  /// Whether the locale shows the time on a 12-hour clock with AM and PM.
  var usesTwelveHourClock: Bool {
    pattern(template: "j").contains("a")
  }

  /// Each date formatted with one formatter of a fixed pattern (`"d"`: "27").
  func strings(_ dates: [Date], format: String) -> [String] {
    let formatter = formatter()
    formatter.dateFormat = format
    return dates.map { formatter.string(from: $0) }
  }

  /// The short weekday names from Sunday, capitalised as iOS's calendar heads its columns
  /// ("SUN" in `en_US`).
  var weekdayHeadings: [String] {
    let symbols: [String] = formatter().shortStandaloneWeekdaySymbols
    return symbols.map { $0.uppercased(with: locale) }
  }

  /// The AM and PM symbols of the locale.
  var dayPeriodSymbols: [String] {
    let formatter = formatter()
    return [formatter.amSymbol, formatter.pmSymbol]
  }

  /// The label of the time row under a graphical calendar, as iOS names it for the locale's
  /// language; English for a language not in `timeLabels`.
  var timeLabel: String {
    Self.timeLabels[locale.language.languageCode?.identifier ?? "en"] ?? "Time"
  }

  /// iOS's "Time" label under the calendar, by language code.
  static let timeLabels: [String: String] = [
    "de": "Uhrzeit", "en": "Time", "es": "Hora", "fr": "Heure", "it": "Ora", "ja": "時刻",
    "nl": "Tijd", "pt": "Hora",
  ]
}
