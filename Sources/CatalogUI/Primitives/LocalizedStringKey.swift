import Foundation

// MARK: - LocalizedStringKey

/// The text a string literal gives `Text`, as SwiftUI's `LocalizedStringKey`: interpolated
/// values are formatted as SwiftUI formats them for the `en_US` locale, so `Text("\(count)
/// nights")` shows "1,000 nights" and `Text("\(rating)")` shows "4.500000" (use
/// `specifier:` or `format:` for other forms).
///
/// As in SwiftUI, a `Text` made from a key draws the key's inline Markdown (`**bold**`,
/// `*italic*`, `` `code` ``, `~~struck~~`, `[links](…)`): the literal's own Markdown, never
/// that of an interpolated value (`InlineMarkdown`).
///
/// `Text` looks the key up in a strings table of its bundle (`Localizable.strings`, a
/// `.xcstrings` string catalog) for the environment's `locale`, as SwiftUI does; a key no
/// table holds is shown as written, its values formatted as above. The key of a literal with
/// interpolations is written as SwiftUI writes it: `"\(count) items"` is `"%lld items"`.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The text the key stands for, Markdown and all.
  let text: String
  /// The text as Markdown source: interpolated values escaped, so only the literal is markup.
  let markdown: String
  /// The key a strings table lists: the literal with a specifier for each value (`%lld`,
  /// `%@` …) and `%` written `%%`.
  let key: String
  /// The interpolated values, in order.
  let arguments: [LocalizedArgument]

  /// The key `value`, shown as written.
  public init(_ value: String) {
    text = value
    markdown = value
    key = value
    arguments = []
  }

  /// A key from a string literal.
  public init(stringLiteral value: String) {
    text = value
    markdown = value
    key = value
    arguments = []
  }

  /// A key from a string literal with interpolations.
  public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
    markdown = stringInterpolation.markdown
    key = stringInterpolation.key
    arguments = stringInterpolation.arguments
  }

  /// Whether a value is a `Text` or an `Image`, drawn as pieces rather than characters.
  var hasViewArguments: Bool {
    arguments.contains {
      switch $0.value {
      case .text, .image: true
      default: false
      }
    }
  }

  /// Builds a key from a literal's segments, formatting each value as SwiftUI does.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    var markdown = ""
    var key = ""
    var arguments: [LocalizedArgument] = []

    /// Appends an interpolated value: shown as it is, never read as Markdown.
    private mutating func appendValue(
      _ value: String, as argument: LocalizedArgument.Value = .string(""),
      specifier: String = "%@", hasChosenFormat: Bool = false
    ) {
      text += value
      markdown += InlineMarkdown.escaped(value)
      key += specifier
      var stored = argument
      if case .string = argument { stored = .string(value) }
      arguments.append(
        LocalizedArgument(
          value: stored, specifier: specifier, shown: value, hasChosenFormat: hasChosenFormat))
    }

    /// Room for `literalCapacity` characters and `interpolationCount` values.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + 8 * interpolationCount)
    }

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {
      text += literal
      markdown += literal
      key += literal.replacingOccurrences(of: "%", with: "%%")
    }

    /// Appends a string as it is.
    public mutating func appendInterpolation(_ string: String) { appendValue(string) }

    /// Appends an integer with thousands separators (`%lld` in `en_US`).
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
      let shown = NumberText.grouped(String(value))
      if T.isSigned {
        appendValue(shown, as: .integer(Int64(clamping: value)), specifier: "%lld")
      } else {
        appendValue(shown, as: .unsigned(UInt64(clamping: value)), specifier: "%llu")
      }
    }

    /// Appends a floating-point value with six decimals and thousands separators (`%lf`).
    public mutating func appendInterpolation(_ value: Double) {
      appendValue(
        NumberText.grouped(String(format: "%.6f", value)), as: .double(value), specifier: "%lf")
    }

    /// Appends a floating-point value with six decimals and thousands separators (`%f`).
    public mutating func appendInterpolation(_ value: Float) {
      appendValue(
        NumberText.grouped(String(format: "%.6f", Double(value))), as: .double(Double(value)),
        specifier: "%f")
    }

    /// Appends a floating-point value with six decimals and thousands separators.
    public mutating func appendInterpolation(_ value: CGFloat) {
      appendInterpolation(Double(value))
    }

    /// Appends an integer formatted with a `printf` specifier such as `"%03d"`.
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
      appendValue(
        String(format: specifier, Int64(value)), as: .integer(Int64(clamping: value)),
        specifier: specifier, hasChosenFormat: true)
    }

    /// Appends a floating-point value formatted with a `printf` specifier such as `"%.1f"`.
    public mutating func appendInterpolation(_ value: Double, specifier: String) {
      appendValue(
        String(format: specifier, value), as: .double(value), specifier: specifier,
        hasChosenFormat: true)
    }

    /// Appends a value formatted by `format`, as `Text(value, format:)` shows it.
    public mutating func appendInterpolation<F: FormatStyle>(
      _ value: F.FormatInput, format: F
    ) where F.FormatInput: Equatable, F.FormatOutput == String {
      appendValue(format.format(value), hasChosenFormat: true)
    }

    /// Appends a text drawn in its own styles inside the whole, as SwiftUI's
    /// `Text("Total: \(Text("€5").bold())")`.
    public mutating func appendInterpolation(_ text: Text) {
      appendValue(text.content, as: .text(text))
    }

    /// Appends an image drawn inline on the text's baseline, sized by the font, as SwiftUI's
    /// `Text("\(Image(systemName: "star.fill")) 4.9")`.
    public mutating func appendInterpolation(_ image: Image) {
      appendValue("", as: .image(image))
    }

    /// Appends the value's description.
    @_disfavoredOverload
    public mutating func appendInterpolation<T>(_ value: T) {
      appendValue(String(describing: value))
    }
  }
}

// MARK: - NumberText

/// How `LocalizedStringKey` writes numbers: `en_US` grouping of the integer part.
enum NumberText {
  /// `digits` (an optional sign, digits, an optional fraction) with a comma every three digits
  /// of the integer part.
  static func grouped(_ digits: String) -> String {
    var integer = Substring(digits)
    var sign = ""
    if integer.first == "-" {
      sign = "-"
      integer = integer.dropFirst()
    }
    var fraction = ""
    if let dot = integer.firstIndex(of: ".") {
      fraction = String(integer[dot...])
      integer = integer[..<dot]
    }
    guard integer.count > 3, integer.allSatisfy(\.isASCII) else { return digits }
    var out = ""
    for (index, digit) in integer.enumerated() {
      if index > 0, (integer.count - index) % 3 == 0 { out += "," }
      out.append(digit)
    }
    return sign + out + fraction
  }
}

// MARK: - Text

extension Text {
  /// Text showing `content` as it is, never formatted or looked up.
  public init(verbatim content: String) { self.init(content) }

  /// Text showing `value` formatted by `format`, as SwiftUI's `Text(_:format:)`: SwiftUI
  /// formats for the environment's locale, so the value is formatted for the catalog's
  /// (`en_US`, as interpolated values are), never the host's: `.currency(code: "USD")` shows
  /// `$79.99` as on an iPhone set to US English.
  public init<F: FormatStyle>(_ value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.locale(RegionDefaults.locale).format(value))
  }
}
