import Foundation

// MARK: - LocalizationFormat

/// Puts a key's interpolated values into a table's value, as `String(format:locale:)` does for
/// the specifiers strings tables use: `%@`, `%d`/`%ld`/`%lld`, `%u`, `%f`/`%lf`, `%e`, `%g`,
/// `%x`, `%o`, `%%` and positional forms such as `%1$@`. Numbers are written for the locale
/// (its digits, grouping and decimal separator) as `LocalizedStringKey` writes them
/// (`NumberText`), and formatted values for the region's locale, time zone and calendar.
///
/// A specifier with no value to fill it, `%n`, `*` widths and unknown conversions are shown as
/// written, each with a problem to report.
enum LocalizationFormat {
  /// One part of a formatted value.
  enum Part {
    /// Markdown source: the table's own text, with values' characters escaped.
    case markdown(String)
    /// An interpolated `Text`, with its own styles.
    case text(Text)
    /// An interpolated `Image`.
    case image(Image)
  }

  /// `format` with `arguments` put in, and the problems met.
  ///
  /// With `escapingValues` false the values are put in as they are, for a plain string.
  static func format(
    _ format: String, arguments: [LocalizedArgument], region: FormattingRegion,
    escapingValues: Bool = true
  ) -> (parts: [Part], problems: [String]) {
    var parts: [Part] = []
    var problems: [String] = []
    var markdown = ""
    var next = 0
    let scalars = Array(format.unicodeScalars)
    var index = 0
    func flush() {
      if !markdown.isEmpty { parts.append(.markdown(markdown)) }
      markdown = ""
    }
    while index < scalars.count {
      let c = scalars[index]
      guard c == "%" else {
        markdown.unicodeScalars.append(c)
        index += 1
        continue
      }
      let start = index
      let spec = Specifier.parse(scalars, at: &index)
      let written = String(String.UnicodeScalarView(scalars[start..<index]))
      guard let spec else {
        problems.append("'\(written)' is not a format specifier; write '%%' for a percent sign")
        markdown += written
        continue
      }
      if spec.conversion == "%" {
        markdown += "%"
        continue
      }
      if spec.conversion == "n" {
        problems.append("'%n' writes to memory and is never formatted; it is shown as written")
        markdown += written
        continue
      }
      if spec.hasStar {
        problems.append("'\(written)' takes its width from a value, which is not supported")
        markdown += written
        continue
      }
      let position: Int
      if let given = spec.position {
        position = given - 1
      } else {
        position = next
        next += 1
      }
      guard arguments.indices.contains(position) else {
        problems.append(
          "'\(written)' has no value to show: the text interpolates \(arguments.count) "
            + "value\(arguments.count == 1 ? "" : "s"); it is shown as written")
        markdown += written
        continue
      }
      let argument = arguments[position]
      switch argument.value {
      case .text(let text):
        flush()
        parts.append(.text(text))
        continue
      case .image(let image):
        flush()
        parts.append(.image(image))
        continue
      default: break
      }
      let (shown, problem) = render(argument, spec: spec, written: written, region: region)
      if let problem { problems.append(problem) }
      markdown += escapingValues ? InlineMarkdown.escaped(shown) : shown
    }
    flush()
    return (parts, problems)
  }

  /// A value as `spec` writes it, and a problem when the two do not fit.
  private static func render(
    _ argument: LocalizedArgument, spec: Specifier, written: String, region: FormattingRegion
  ) -> (String, String?) {
    let locale = region.locale
    if argument.hasChosenFormat { return (argument.shown(in: region), nil) }
    let mismatch =
      "'\(written)' is given \(argument.shown.debugDescription), which it cannot format"
    switch spec.conversion {
    case "@":
      return (argument.shown(in: region), nil)
    case "d", "i", "D", "u", "U":
      let digits: String
      let value: any CVarArg
      switch argument.value {
      case .integer(let integer): (digits, value) = (String(integer), integer)
      case .unsigned(let unsigned): (digits, value) = (String(unsigned), unsigned)
      default: return (argument.shown, mismatch)
      }
      if spec.isPlain { return (NumberText.localized(digits, locale: locale), nil) }
      return (String(format: spec.cFormat(length: "ll"), value), nil)
    case "x", "X", "o", "O":
      switch argument.value {
      case .integer(let value): return (String(format: spec.cFormat(length: "ll"), value), nil)
      case .unsigned(let value): return (String(format: spec.cFormat(length: "ll"), value), nil)
      default: return (argument.shown, mismatch)
      }
    case "f", "F", "e", "E", "g", "G", "a", "A":
      let double: Double
      switch argument.value {
      case .double(let value): double = value
      case .integer(let value): double = Double(value)
      case .unsigned(let value): double = Double(value)
      default: return (argument.shown, mismatch)
      }
      if spec.conversion == "f" || spec.conversion == "F", spec.flags.isEmpty, spec.width == nil {
        let digits = String(format: "%.\(spec.precision ?? 6)f", double)
        return (NumberText.localized(digits, locale: locale), nil)
      }
      return (NumberText.printf(spec.cFormat(length: ""), double, locale: locale), nil)
    case "s", "S", "c", "C", "p":
      return (
        argument.shown(in: region),
        "'\(written)' reads C memory, which a Swift value is not; use '%@' (the value is shown)"
      )
    default:
      return (
        written,
        "'\(written)' is not a conversion strings tables use (%@, %d, %lld, %f …); "
          + "it is shown as written"
      )
    }
  }

  // MARK: - Specifier

  /// One `%` specifier: `%[position$][flags][width][.precision][length]conversion`.
  struct Specifier {
    var position: Int?
    var flags = ""
    var width: Int?
    var precision: Int?
    var hasStar = false
    var conversion: Unicode.Scalar = "@"

    /// Whether the specifier sets nothing but its conversion (and length).
    var isPlain: Bool { flags.isEmpty && width == nil && precision == nil }

    /// The specifier as C's `printf` writes it, with `length` for the value's type.
    func cFormat(length: String) -> String {
      "%" + flags + (width.map(String.init) ?? "") + (precision.map { ".\($0)" } ?? "")
        + length + String(conversion)
    }

    /// The specifier starting at the `%` at `index`, which moves past it; `nil` when the
    /// text there is no specifier (`index` then moves past the `%` alone).
    static func parse(_ s: [Unicode.Scalar], at index: inout Int) -> Specifier? {
      var i = index + 1
      var spec = Specifier()
      func number() -> Int? {
        var value = 0
        var digits = 0
        while i < s.count, let d = Character(s[i]).wholeNumberValue, s[i].isASCII {
          value = min(value * 10 + d, 1_000)
          digits += 1
          i += 1
        }
        return digits > 0 ? value : nil
      }
      let save = i
      if let n = number(), i < s.count, s[i] == "$", n > 0 {
        spec.position = n
        i += 1
      } else {
        i = save
      }
      while i < s.count, "-+ #0'".unicodeScalars.contains(s[i]) {
        spec.flags.unicodeScalars.append(s[i])
        i += 1
      }
      if i < s.count, s[i] == "*" {
        spec.hasStar = true
        i += 1
      } else {
        spec.width = number()
      }
      if i < s.count, s[i] == "." {
        i += 1
        if i < s.count, s[i] == "*" {
          spec.hasStar = true
          i += 1
        } else {
          spec.precision = number() ?? 0
        }
      }
      while i < s.count, "hlqLzjt".unicodeScalars.contains(s[i]) { i += 1 }
      guard i < s.count, s[i].isASCII, s[i].properties.isAlphabetic || s[i] == "@" || s[i] == "%"
      else {
        index += 1
        return nil
      }
      spec.conversion = s[i]
      index = i + 1
      return spec
    }
  }
}
