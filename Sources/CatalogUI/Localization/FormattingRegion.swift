import Foundation

// MARK: - FormattingRegion

/// The locale, time zone and calendar a text's values are formatted for, as SwiftUI formats
/// them: the environment's when the text is drawn; before that (a `Text`'s content outside a
/// view tree) the defaults, `en_US` in GMT with the Gregorian calendar.
struct FormattingRegion: Equatable, Sendable {
  var locale: Locale
  var timeZone: TimeZone
  var calendar: Calendar

  /// `en_US`, GMT, Gregorian: the environment's defaults.
  static let standard = FormattingRegion(
    locale: RegionDefaults.locale, timeZone: RegionDefaults.timeZone,
    calendar: RegionDefaults.calendar)

  init(locale: Locale, timeZone: TimeZone, calendar: Calendar) {
    self.locale = locale
    self.timeZone = timeZone
    self.calendar = calendar
  }

  /// The environment's locale, time zone and calendar.
  init(environment: EnvironmentValues) {
    self.init(
      locale: environment.locale, timeZone: environment.timeZone, calendar: environment.calendar)
  }

  /// `style` for this region: its locale, and for a `Date.FormatStyle` that leaves them to the
  /// host (`.autoupdatingCurrent`, the default), this time zone and calendar, as SwiftUI gives
  /// a date style the environment's. A time zone or calendar the style sets is kept.
  func applied<F: FormatStyle>(to style: F) -> F {
    let styled = style.locale(locale)
    guard var date = styled as? Date.FormatStyle else { return styled }
    if date.timeZone == TimeZone.autoupdatingCurrent { date.timeZone = timeZone }
    if date.calendar == Calendar.autoupdatingCurrent {
      var calendar = calendar
      calendar.timeZone = date.timeZone
      date.calendar = calendar
    }
    return date as? F ?? styled
  }
}

// MARK: - NumberText

/// How `LocalizedStringKey` writes numbers: C's digits (`%lld`, `%.6f`) written with a locale's
/// digits, grouping, decimal separator and minus sign, as ICU writes them for the locale (in
/// `en_US`: "1,234.500000"). Starting from C's digits keeps every digit of huge or tiny values
/// and C's `nan` and `inf`, which are shown as written.
enum NumberText {
  /// `digits` (an optional `-`, ASCII digits, an optional `.` and fraction) written for
  /// `locale`; anything else (`nan`, `-inf`) as it is.
  static func localized(_ digits: String, locale: Locale) -> String {
    var integer = Substring(digits)
    let isNegative = integer.first == "-"
    if isNegative { integer = integer.dropFirst() }
    var fraction: Substring = ""
    if let dot = integer.firstIndex(of: ".") {
      fraction = integer[integer.index(after: dot)...]
      integer = integer[..<dot]
    }
    let isDigit = { (c: Character) in c.isASCII && c.isWholeNumber }
    guard !integer.isEmpty, integer.allSatisfy(isDigit), fraction.allSatisfy(isDigit) else {
      return digits
    }
    let symbols = Symbols.of(locale)
    var out = isNegative ? symbols.minus : ""
    let count = integer.count
    let grouped = symbols.primary > 0 && count >= symbols.primary + symbols.minimumGrouping
    for (index, digit) in integer.enumerated() {
      let fromRight = count - index
      if grouped, index > 0, fromRight >= symbols.primary,
        (fromRight - symbols.primary) % symbols.secondary == 0
      {
        out += symbols.grouping
      }
      out.append(symbols.digit(digit))
    }
    if digits.contains(".") {
      out += symbols.decimal
      for digit in fraction { out.append(symbols.digit(digit)) }
    }
    return out
  }

  /// `value` as C's `printf` writes `specifier` (`"%.2f"`, `"%03d"`), with the locale's
  /// decimal separator for a floating-point conversion, as `String(format:locale:)` writes it.
  static func printf(_ specifier: String, _ value: any CVarArg, locale: Locale) -> String {
    let written = String(format: specifier, value)
    guard let conversion = specifier.last, "fFeEgGaA".contains(conversion),
      let dot = written.firstIndex(of: ".")
    else { return written }
    let decimal = Symbols.of(locale).decimal
    return decimal == "." ? written : written.replacingCharacters(in: dot...dot, with: decimal)
  }

  /// A locale's number symbols, read off ICU's formatting of sample numbers.
  struct Symbols: Sendable {
    /// The locale's digits, zero to nine.
    var digits: [Character] = Array("0123456789")
    var grouping = ","
    var decimal = "."
    var minus = "-"
    /// The size of the group nearest the decimal separator; 0 when the locale does not group.
    var primary = 3
    /// The size of the other groups (2 in `hi_IN`'s "1,23,45,678").
    var secondary = 3
    /// How many digits must stand before the first group for grouping to apply (2 in `es`,
    /// which writes "1000" but "10.000").
    var minimumGrouping = 1

    private static let cache = Memo<String, Symbols>()

    /// The symbols of `locale`, read once per locale.
    static func of(_ locale: Locale) -> Symbols {
      cache.value(for: locale.identifier) { Symbols(locale: locale) }
    }

    /// The locale's digit for an ASCII digit.
    func digit(_ ascii: Character) -> Character {
      ascii.wholeNumberValue.map { digits[$0] } ?? ascii
    }

    private init(locale: Locale) {
      let sample = Self.runs(Int64(1_234_567_890).formatted(.number.locale(locale)))
      for run in sample.digits {
        for c in run { if let value = c.wholeNumberValue { digits[value] = c } }
      }
      if sample.digits.count > 1, let last = sample.digits.last {
        grouping = sample.separators.first ?? ","
        primary = last.count
        secondary = max(1, sample.digits[sample.digits.count - 2].count)
        if sample.digits.count == 2 { secondary = primary }
      } else {
        primary = 0
      }
      if Self.runs(Int64(1_000).formatted(.number.locale(locale))).digits.count == 1 {
        minimumGrouping = 2
      }
      decimal = Self.runs(1.5.formatted(.number.locale(locale))).separators.first ?? "."
      minus = Self.runs(Int64(-1).formatted(.number.locale(locale))).prefix ?? "-"
    }

    /// A formatted number's runs of digits, the text between them, and the text before the
    /// first.
    private static func runs(
      _ text: String
    ) -> (digits: [String], separators: [String], prefix: String?) {
      var digits: [String] = []
      var separators: [String] = []
      var prefix: String?
      var current = ""
      var inDigits = false
      for c in text {
        let isDigit = c.wholeNumberValue != nil
        if isDigit != inDigits, !current.isEmpty {
          if inDigits {
            digits.append(current)
          } else if digits.isEmpty {
            prefix = current
          } else {
            separators.append(current)
          }
          current = ""
        }
        inDigits = isDigit
        current.append(c)
      }
      if inDigits, !current.isEmpty { digits.append(current) }
      return (digits, separators, prefix)
    }
  }
}
