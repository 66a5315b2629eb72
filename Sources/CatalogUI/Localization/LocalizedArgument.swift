import Foundation

// MARK: - LocalizedArgument

/// One value interpolated into a `LocalizedStringKey`: what it is (to format it for the region
/// a text is drawn in and for a table's value, and to choose a plural form), the specifier it
/// puts in the key (`%lld`, `%@` …) and how the key shows it in `en_US`.
struct LocalizedArgument: Equatable, @unchecked Sendable {
  /// The interpolated value.
  enum Value {
    case integer(Int64)
    case unsigned(UInt64)
    case double(Double)
    case string(String)
    /// A value formatted for a region: a `FormatStyle`'s or a `Text.DateStyle`'s.
    case formatted((FormattingRegion) -> String)
    /// A `Text` with its own styles, shown inline.
    case text(Text)
    /// An `Image`, drawn inline on the baseline.
    case image(Image)
  }

  var value: Value
  /// The specifier the value stands as in the key, as SwiftUI writes it: `%lld` for integers,
  /// `%lf` for `Double`, `%@` for strings, texts, images and other values; the adopter's own
  /// with `specifier:`.
  var specifier: String
  /// Whether the adopter chose the format (`specifier:` or `format:`), which a table's
  /// specifier then does not change.
  var hasChosenFormat: Bool
  /// The value as the key shows it for the standard region (`en_US`): the text a `Text` holds
  /// before it is drawn.
  private(set) var shown = ""

  init(value: Value, specifier: String = "%@", hasChosenFormat: Bool = false) {
    self.value = value
    self.specifier = specifier
    self.hasChosenFormat = hasChosenFormat
    shown = shown(in: .standard)
  }

  /// The value as the key shows it in `region`: numbers with the locale's digits, grouping and
  /// separators (`%lld`: "1.000" in `de_DE`; `%lf`: six decimals), a `specifier:` as C's
  /// `printf` writes it with the locale's decimal separator, a format style for the locale,
  /// time zone and calendar.
  func shown(in region: FormattingRegion) -> String {
    switch value {
    case .integer(let value):
      hasChosenFormat
        ? NumberText.printf(specifier, value, locale: region.locale)
        : NumberText.localized(String(value), locale: region.locale)
    case .unsigned(let value):
      hasChosenFormat
        ? NumberText.printf(specifier, value, locale: region.locale)
        : NumberText.localized(String(value), locale: region.locale)
    case .double(let value):
      hasChosenFormat
        ? NumberText.printf(specifier, value, locale: region.locale)
        : NumberText.localized(String(format: "%.6f", value), locale: region.locale)
    case .string(let string): string
    case .formatted(let format): format(region)
    case .text(let text): text.content
    case .image: ""
    }
  }

  /// Whether the value is written differently in other regions: a number or a formatted value.
  var dependsOnRegion: Bool {
    switch value {
    case .integer, .unsigned, .double, .formatted: true
    case .string, .text, .image: false
    }
  }

  /// The number the value holds, for choosing a plural form.
  var number: PluralRules.Operands? {
    switch value {
    case .integer(let value): PluralRules.Operands(value)
    case .unsigned(let value): PluralRules.Operands(Int64(clamping: value))
    case .double(let value): PluralRules.Operands(value)
    case .string, .formatted, .text, .image: nil
    }
  }

  static func == (lhs: LocalizedArgument, rhs: LocalizedArgument) -> Bool {
    lhs.specifier == rhs.specifier && lhs.shown == rhs.shown
  }
}
