import Foundation

// MARK: - LocalizedStringKey

/// The text a string literal gives `Text`, as SwiftUI's `LocalizedStringKey`: interpolated
/// values are formatted as SwiftUI formats them for the environment's `locale`, `timeZone`
/// and `calendar` when the text is drawn, so `Text("\(count) nights")` shows "1,000 nights"
/// in `en_US` and "1.000 nights" in `de_DE`, and `Text("\(rating)")` shows "4.500000" (use
/// `specifier:` or `format:` for other forms). A text's content outside a view tree, before it
/// is drawn, is the `en_US` one.
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
    mutating func appendArgument(_ argument: LocalizedArgument) {
      text += argument.shown
      markdown += InlineMarkdown.escaped(argument.shown)
      key += argument.specifier
      arguments.append(argument)
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
    public mutating func appendInterpolation(_ string: String) {
      appendArgument(LocalizedArgument(value: .string(string)))
    }

    /// Appends an integer with the locale's grouping (`%lld`: "1,000" in `en_US`).
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
      appendArgument(Self.integer(value, specifier: nil))
    }

    /// Appends a floating-point value with six decimals and the locale's grouping (`%lf`).
    public mutating func appendInterpolation(_ value: Double) {
      appendArgument(LocalizedArgument(value: .double(value), specifier: "%lf"))
    }

    /// Appends a floating-point value with six decimals and the locale's grouping (`%f`).
    public mutating func appendInterpolation(_ value: Float) {
      appendArgument(LocalizedArgument(value: .double(Double(value)), specifier: "%f"))
    }

    /// Appends a floating-point value with six decimals and the locale's grouping.
    public mutating func appendInterpolation(_ value: CGFloat) {
      appendInterpolation(Double(value))
    }

    /// Appends an integer formatted with a `printf` specifier such as `"%03d"`.
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
      appendArgument(Self.integer(value, specifier: specifier))
    }

    /// Appends a floating-point value formatted with a `printf` specifier such as `"%.1f"`,
    /// with the locale's decimal separator ("4,5" in `de_DE`).
    public mutating func appendInterpolation(_ value: Double, specifier: String) {
      appendArgument(
        LocalizedArgument(value: .double(value), specifier: specifier, hasChosenFormat: true))
    }

    /// An integer argument: `%lld` or `%llu` unless `specifier` is given.
    private static func integer<T: BinaryInteger>(
      _ value: T, specifier: String?
    ) -> LocalizedArgument {
      let stored: LocalizedArgument.Value =
        T.isSigned ? .integer(Int64(clamping: value)) : .unsigned(UInt64(clamping: value))
      return LocalizedArgument(
        value: stored, specifier: specifier ?? (T.isSigned ? "%lld" : "%llu"),
        hasChosenFormat: specifier != nil)
    }

    /// Appends a value formatted by `format` for the locale (and a date's time zone and
    /// calendar) the text is drawn in, as `Text(value, format:)` shows it.
    public mutating func appendInterpolation<F: FormatStyle>(
      _ value: F.FormatInput, format: F
    ) where F.FormatInput: Equatable, F.FormatOutput == String {
      appendArgument(.formatted(value, format: format))
    }

    /// Appends a date in a style, as SwiftUI's `Text("Due \(date, style: .date)")`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      appendArgument(.formatted(date, style: style))
    }

    /// Appends a text drawn in its own styles inside the whole, as SwiftUI's
    /// `Text("Total: \(Text("€5").bold())")`.
    public mutating func appendInterpolation(_ text: Text) {
      appendArgument(LocalizedArgument(value: .text(text)))
    }

    /// Appends an image drawn inline on the text's baseline, sized by the font, as SwiftUI's
    /// `Text("\(Image(systemName: "star.fill")) 4.9")`.
    public mutating func appendInterpolation(_ image: Image) {
      appendArgument(LocalizedArgument(value: .image(image)))
    }

    /// Appends the value's description.
    @_disfavoredOverload
    public mutating func appendInterpolation<T>(_ value: T) {
      appendInterpolation(String(describing: value))
    }
  }
}

// MARK: - Formatted values

extension LocalizedArgument {
  /// `value` formatted by `format` for the region the text is drawn in.
  static func formatted<F: FormatStyle>(_ value: F.FormatInput, format: F) -> LocalizedArgument
  where F.FormatOutput == String {
    LocalizedArgument(
      value: .formatted { region in region.applied(to: format).format(value) },
      hasChosenFormat: true)
  }

  /// `date` in `style` for the region the text is drawn in.
  static func formatted(_ date: Date, style: Text.DateStyle) -> LocalizedArgument {
    LocalizedArgument(
      value: .formatted { region in
        DateFormatting(region: region).string(
          date, dateStyle: style.dateStyle, timeStyle: style.timeStyle)
      },
      hasChosenFormat: true)
  }
}

extension LocalizedStringKey {
  /// A key of one value and no literal, as `Text(_:format:)` shows it.
  init(value argument: LocalizedArgument) {
    var interpolation = StringInterpolation(literalCapacity: 0, interpolationCount: 1)
    interpolation.appendArgument(argument)
    self.init(stringInterpolation: interpolation)
  }
}

// MARK: - Text

extension Text {
  /// Text showing `content` as it is, never formatted or looked up.
  public init(verbatim content: String) { self.init(content) }

  /// Text showing `value` formatted by `format`, as SwiftUI's `Text(_:format:)`: formatted for
  /// the environment's `locale` when drawn (`.currency(code: "EUR")` shows "€1,234.50" in
  /// `en_US` and "1.234,50 €" in `de_DE`), a `Date.FormatStyle` also for its `timeZone` and
  /// `calendar` unless the style sets its own; never for the host's. The text's content before
  /// it is drawn is the `en_US` one.
  public init<F: FormatStyle>(_ value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(formatted: .formatted(value, format: format))
  }

  /// Text showing `date` in a style, as SwiftUI's `Text(_:style:)`: for the environment's
  /// `locale`, `timeZone` and `calendar` when drawn.
  public init(_ date: Date, style: DateStyle) {
    self.init(formatted: .formatted(date, style: style))
  }

  /// Text showing one formatted value, never looked up in a table nor read as Markdown.
  private init(formatted argument: LocalizedArgument) {
    self.init(verbatim: argument.shown)
    localization = TextLocalization(key: LocalizedStringKey(value: argument), isLookedUp: false)
  }

  /// How `Text(_:style:)` shows a date, as SwiftUI's `Text.DateStyle`: in the locale's long
  /// date or short time pattern, as iOS writes them.
  ///
  /// Only the absolute styles: SwiftUI's `.relative`, `.offset` and `.timer` count from the
  /// moment the text is on screen and update live, which a snapshot does not have.
  public struct DateStyle: Equatable, Sendable {
    let dateStyle: DateFormatter.Style
    let timeStyle: DateFormatter.Style

    /// The date without the time: "June 3, 2019" in `en_US`, "3. Juni 2019" in `de_DE`.
    public static let date = DateStyle(dateStyle: .long, timeStyle: .none)

    /// The time without the date: "11:23 PM" in `en_US`, "23:23" in `de_DE`.
    public static let time = DateStyle(dateStyle: .none, timeStyle: .short)
  }
}
