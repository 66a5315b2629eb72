import Foundation

// MARK: - LocalizedArgument

/// One value interpolated into a `LocalizedStringKey`: what it is (to format it again for a
/// table's value and a locale, and to choose a plural form), the specifier it puts in the key
/// (`%lld`, `%@` …) and how the key itself shows it.
struct LocalizedArgument: Equatable, @unchecked Sendable {
  /// The interpolated value.
  enum Value {
    case integer(Int64)
    case unsigned(UInt64)
    case double(Double)
    case string(String)
    /// A `Text` with its own styles, shown inline.
    case text(Text)
    /// An `Image`, drawn inline on the baseline.
    case image(Image)
  }

  var value: Value
  /// The specifier the value stands as in the key, as SwiftUI writes it: `%lld` for integers,
  /// `%lf` for `Double`, `%@` for strings, texts, images and other values.
  var specifier: String
  /// The value as the key shows it when no table has the key (formatted for `en_US`).
  var shown: String
  /// Whether the adopter chose the format (`specifier:` or `format:`), which a table's
  /// specifier then does not change.
  var hasChosenFormat = false

  /// The number the value holds, for choosing a plural form.
  var number: PluralRules.Operands? {
    switch value {
    case .integer(let value): PluralRules.Operands(value)
    case .unsigned(let value): PluralRules.Operands(Int64(clamping: value))
    case .double(let value): PluralRules.Operands(value)
    case .string, .text, .image: nil
    }
  }

  static func == (lhs: LocalizedArgument, rhs: LocalizedArgument) -> Bool {
    lhs.specifier == rhs.specifier && lhs.shown == rhs.shown
  }
}
