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
/// Unlike SwiftUI, the key is not looked up in a strings table: the text is the key itself, as
/// SwiftUI shows it for a key no table holds.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The text the key stands for, Markdown and all.
  let text: String
  /// The text as Markdown source: interpolated values escaped, so only the literal is markup.
  let markdown: String

  /// The key `value`, shown as written.
  public init(_ value: String) {
    text = value
    markdown = value
  }

  /// A key from a string literal.
  public init(stringLiteral value: String) {
    text = value
    markdown = value
  }

  /// A key from a string literal with interpolations.
  public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
    markdown = stringInterpolation.markdown
  }

  /// Builds a key from a literal's segments, formatting each value as SwiftUI does.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    var markdown = ""

    /// Appends an interpolated value: shown as it is, never read as Markdown.
    private mutating func appendValue(_ value: String) {
      text += value
      for c in value {
        if c.isASCII, c.isPunctuation || c.isSymbol { markdown.append("\\") }
        markdown.append(c)
      }
    }

    /// Room for `literalCapacity` characters and `interpolationCount` values.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + 8 * interpolationCount)
    }

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {
      text += literal
      markdown += literal
    }

    /// Appends a string as it is.
    public mutating func appendInterpolation(_ string: String) { appendValue(string) }

    /// Appends an integer with thousands separators (`%lld` in `en_US`).
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
      appendValue(NumberText.grouped(String(value)))
    }

    /// Appends a floating-point value with six decimals and thousands separators (`%lf`).
    public mutating func appendInterpolation(_ value: Double) {
      appendValue(NumberText.grouped(String(format: "%.6f", value)))
    }

    /// Appends a floating-point value with six decimals and thousands separators (`%f`).
    public mutating func appendInterpolation(_ value: Float) {
      appendInterpolation(Double(value))
    }

    /// Appends a floating-point value with six decimals and thousands separators.
    public mutating func appendInterpolation(_ value: CGFloat) {
      appendInterpolation(Double(value))
    }

    /// Appends an integer formatted with a `printf` specifier such as `"%03d"`.
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
      appendValue(String(format: specifier, Int64(value)))
    }

    /// Appends a floating-point value formatted with a `printf` specifier such as `"%.1f"`.
    public mutating func appendInterpolation(_ value: Double, specifier: String) {
      appendValue(String(format: specifier, value))
    }

    /// Appends a value formatted by `format`, as `Text(value, format:)` shows it.
    public mutating func appendInterpolation<F: FormatStyle>(
      _ value: F.FormatInput, format: F
    ) where F.FormatInput: Equatable, F.FormatOutput == String {
      appendValue(format.format(value))
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
  /// Text for a key: a string literal, its interpolated values formatted as SwiftUI formats
  /// them (see `LocalizedStringKey`).
  public init(_ key: LocalizedStringKey) {
    guard let pieces = InlineMarkdown.pieces(key.markdown) else {
      self.init(verbatim: key.text)
      return
    }
    let texts = pieces.map(Text.init(markdown:))
    self = texts.dropFirst().reduce(texts.first ?? Text(verbatim: ""), +)
  }

  /// One piece of Markdown as text in its styles.
  private init(markdown piece: InlineMarkdown.Piece) {
    var text = Text(verbatim: piece.text)
    if piece.isBold { text = text.bold() }
    if piece.isItalic { text = text.italic() }
    if piece.isCode { text = text.monospacedDigit() }
    if piece.isStruck { text = text.strikethrough() }
    text.link = piece.link
    self = text
  }

  /// Text showing `content` as it is, never formatted or looked up.
  public init(verbatim content: String) { self.init(content) }

  /// Text showing `value` formatted by `format`, as SwiftUI's `Text(_:format:)`.
  public init<F: FormatStyle>(_ value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(value))
  }
}
