import Foundation

// MARK: - TextLocalization

/// What a `Text` made from a key looks up and formats when it is drawn: the key, its table and
/// bundle; a formatted value (`Text(_:format:)`) is only formatted, never looked up.
struct TextLocalization: @unchecked Sendable {
  var key: LocalizedStringKey
  var tableName: String?
  /// `nil` for `Bundle.main`, as in SwiftUI.
  var bundle: Bundle?
  /// Whether the key is looked up in a strings table and its Markdown drawn; `false` for a
  /// formatted value, shown as it is formatted.
  var isLookedUp = true
}

// MARK: - Text + Localization

extension Text {
  /// Text for a key, looked up in the strings table `tableName` (`Localizable` by default) of
  /// `bundle` (`Bundle.main` by default) for the environment's `locale`, as SwiftUI's
  /// `Text(_:tableName:bundle:comment:)`: `Localizable.xcstrings` string catalogs (with plural
  /// variations chosen by the interpolated number) and `<language>.lproj/Localizable.strings`
  /// files, and `.stringsdict` plural rules; a catalog's device variations are chosen by the
  /// snapshot's device. A key no table holds is shown as written, its interpolated values
  /// formatted as SwiftUI formats them for the environment's locale, time zone and calendar
  /// (see `LocalizedStringKey`); the value's inline Markdown is drawn.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self = Text.shownAsWritten(key)
    localization = TextLocalization(key: key, tableName: tableName, bundle: bundle)
  }

  /// The key's own text with its values written for `region` (`nil`: the standard one): its
  /// inline Markdown drawn (unless `verbatim`), its `Text` and `Image` values inline.
  static func shownAsWritten(
    _ key: LocalizedStringKey, in region: FormattingRegion? = nil, verbatim: Bool = false
  ) -> Text {
    guard !key.arguments.isEmpty else {
      return verbatim
        ? Text(verbatim: key.text) : Text(markdownSource: key.markdown, plain: key.text)
    }
    let (parts, plain) = key.parts(in: region)
    if verbatim { return Text(verbatim: plain) }
    if !key.hasViewArguments, case .markdown(let markdown) = parts.first, parts.count == 1 {
      return Text(markdownSource: markdown, plain: plain)
    }
    return Text(parts: parts)
  }

  /// Text for Markdown source, `plain` when it holds no Markdown.
  init(markdownSource markdown: String, plain: String) {
    guard let pieces = InlineMarkdown.pieces(markdown) else {
      self.init(verbatim: plain)
      return
    }
    let texts = pieces.map(Text.init(markdown:))
    self = texts.dropFirst().reduce(texts.first ?? Text(verbatim: ""), +)
  }

  /// Formatted parts joined: Markdown drawn, texts and images inline.
  init(parts: [LocalizationFormat.Part]) {
    let texts = parts.map { part -> Text in
      switch part {
      case .markdown(let source):
        return Text(markdownSource: source, plain: source)
      case .text(let text):
        return text
      case .image(let image):
        var text = Text(verbatim: "\u{FFFC}")
        text.inlineImage = image
        return text
      }
    }
    self = texts.dropFirst().reduce(texts.first ?? Text(verbatim: ""), +)
  }

  /// One piece of Markdown as text in its styles.
  init(markdown piece: InlineMarkdown.Piece) {
    var text = Text(verbatim: piece.text)
    if piece.isBold { text = text.bold() }
    if piece.isItalic { text = text.italic() }
    if piece.isCode { text = text.monospaced() }
    if piece.isStruck { text = text.strikethrough() }
    text.link = piece.link
    self = text
  }

  /// The text with its key, and the keys of its pieces, looked up for `environment`'s locale
  /// and their values formatted for its locale, time zone and calendar; problems with tables
  /// and formats go to `diagnostics`. Text without keys is returned as is.
  @MainActor func localized(in environment: EnvironmentValues, diagnostics: Diagnostics) -> Text {
    var copy = self
    var changed = false
    if let localization,
      let shown = localization.text(in: environment, diagnostics: diagnostics)
    {
      copy.segments = [shown]
      copy.localization = nil
      changed = true
    }
    if let segments = copy.segments, segments.contains(where: \.hasLocalization) {
      copy.segments = segments.map { $0.localized(in: environment, diagnostics: diagnostics) }
      changed = true
    }
    if changed { copy.content = copy.pieces.map(\.content).joined() }
    return copy
  }

  /// Whether the text or one of its pieces has a key to look up.
  var hasLocalization: Bool {
    localization != nil || (segments?.contains(where: \.hasLocalization) ?? false)
  }
}

// MARK: - LocalizedStringKey + Parts

extension LocalizedStringKey {
  /// The key as written with its values written for `region` (`nil`: as the key shows them,
  /// for the standard region): Markdown source (values escaped) with `Text` and `Image` values
  /// as their own parts, and the same as plain text.
  func parts(in region: FormattingRegion?) -> (parts: [LocalizationFormat.Part], plain: String) {
    var parts: [LocalizationFormat.Part] = []
    var markdown = ""
    var plain = ""
    func flush() {
      if !markdown.isEmpty { parts.append(.markdown(markdown)) }
      markdown = ""
    }
    var values = arguments.makeIterator()
    var literal = Substring(key)
    // The key holds the literal (with `%%` for `%`) and one specifier per value, in order.
    while let percent = literal.firstIndex(of: "%") {
      markdown += literal[..<percent]
      plain += literal[..<percent]
      let rest = literal[percent...]
      if rest.hasPrefix("%%") {
        markdown += "%"
        plain += "%"
        literal = rest.dropFirst(2)
        continue
      }
      guard let argument = values.next() else {
        markdown += rest
        plain += rest
        literal = ""
        break
      }
      literal = rest.dropFirst(argument.specifier.count)
      switch argument.value {
      case .text(let text):
        flush()
        parts.append(.text(text))
        plain += text.content
      case .image(let image):
        flush()
        parts.append(.image(image))
      default:
        let shown = region.map(argument.shown(in:)) ?? argument.shown
        markdown += InlineMarkdown.escaped(shown)
        plain += shown
      }
    }
    markdown += literal
    plain += literal
    flush()
    return (parts, plain)
  }
}

// MARK: - TextLocalization + Lookup

extension TextLocalization {
  /// The text drawn in `environment`: the table's value for the key, formatted; else the key as
  /// written with its values formatted for the environment's region; `nil` when that is the
  /// text made before drawing (no table has the key and the region is the standard one).
  @MainActor func text(in environment: EnvironmentValues, diagnostics: Diagnostics) -> Text? {
    if isLookedUp,
      let found = lookUp(
        in: environment, device: environment.localizationDevice, diagnostics: diagnostics)
    {
      return found
    }
    guard key.arguments.contains(where: \.dependsOnRegion) else { return nil }
    let region = FormattingRegion(environment: environment)
    guard region != .standard else { return nil }
    return Text.shownAsWritten(key, in: region, verbatim: !isLookedUp)
  }

  /// The table's value for the key in the environment's locale, its values formatted for the
  /// environment's region, or `nil` when no table has the key.
  @MainActor func lookUp(
    in environment: EnvironmentValues, device: LocalizationDevice, diagnostics: Diagnostics
  ) -> Text? {
    let (found, problems) = LocalizationTables.shared.lookup(
      key.key, table: tableName, bundle: bundle ?? .main, locale: environment.locale)
    for problem in problems { diagnostics.report("Localization: " + problem) }
    guard let found else { return nil }
    let place = "\(Self.quoted(key.key)) in '\(found.file)'"
    let (chosen, formProblems) = found.format(for: key.arguments, device: device)
    for problem in formProblems { diagnostics.report("Localization: " + problem) }
    guard let format = chosen else { return nil }
    let (parts, formatProblems) = LocalizationFormat.format(
      format, arguments: key.arguments, region: FormattingRegion(environment: environment))
    for problem in formatProblems { diagnostics.report("Localization: \(place): \(problem)") }
    return Text(parts: parts)
  }

  static func quoted(_ key: String) -> String {
    "\"" + (key.count > 40 ? key.prefix(40) + "…" : key) + "\""
  }
}

// MARK: - LocalizationTables.Found + Variations

extension LocalizationTables.Found {
  /// The format to fill for `arguments` on `device`: the value; its variation for the device
  /// (else its `other` one); the plural form the first number among the arguments takes in the
  /// value's language (`zero` for 0 whenever the table has it, as Apple's plural rules do);
  /// each `%#@name@` replaced by the form its substitution's number takes, with `%arg` written
  /// as that value's specifier. `nil` when the form and `other` are both missing. The problems
  /// met name the key and the file.
  func format(
    for arguments: [LocalizedArgument], device: LocalizationDevice = .iphone
  ) -> (format: String?, problems: [String]) {
    var problems: [String] = []
    let format = resolve(value, arguments: arguments, device: device, problems: &problems)
    return (format, problems)
  }

  private var place: String { "\(TextLocalization.quoted(key)) in '\(file)'" }

  private func resolve(
    _ value: StringCatalog.Value, arguments: [LocalizedArgument], device: LocalizationDevice,
    problems: inout [String]
  ) -> String? {
    switch value {
    case .text(let text):
      return text
    case .plural(let forms):
      guard let number = arguments.lazy.compactMap(\.number).first else {
        problems.append(
          "\(place) varies by plural but the text interpolates no number; the 'other' form is "
            + "shown")
        return forms[.other]
      }
      return form(of: forms, for: number, problems: &problems)
    case .device(let values):
      guard let chosen = values[device.rawValue] ?? values["other"] else {
        problems.append(
          "\(place) varies by device but has neither an '\(device.rawValue)' nor an 'other' "
            + "variation; the key is shown")
        return nil
      }
      return resolve(chosen, arguments: arguments, device: device, problems: &problems)
    case .substituted(let base, let substitutions):
      guard let format = resolve(base, arguments: arguments, device: device, problems: &problems)
      else { return nil }
      return substitute(format, substitutions, arguments: arguments, problems: &problems)
    }
  }

  /// The form `number` takes in the value's language, else `other`.
  private func form(
    of forms: [PluralCategory: String], for number: PluralRules.Operands,
    problems: inout [String]
  ) -> String? {
    let category = PluralRules.category(of: number, language: language)
    let chosen =
      number.n == 0 && forms[.zero] != nil
      ? PluralCategory.zero : category ?? (number.n == 1 && number.v == 0 ? .one : .other)
    if category == nil {
      problems.append(
        "the plural rules of '\(language)' are not built in; \(place) shows 'one' for 1 and "
          + "'other' for other numbers")
    }
    return forms[chosen] ?? forms[.other]
  }

  /// `format` with each `%#@name@` replaced by its substitution's form. The placeholders count
  /// as values, as Foundation counts them, so the format's other specifiers are made
  /// positional: the forms put in do not shift them.
  private func substitute(
    _ format: String, _ substitutions: [String: StringCatalog.Substitution],
    arguments: [LocalizedArgument], problems: inout [String]
  ) -> String {
    let scalars = Array(format.unicodeScalars)
    var result = ""
    var index = 0
    var next = 0
    while index < scalars.count {
      guard scalars[index] == "%" else {
        result.unicodeScalars.append(scalars[index])
        index += 1
        continue
      }
      let start = index
      let spec = LocalizationFormat.Specifier.parse(scalars, at: &index)
      let written = String(String.UnicodeScalarView(scalars[start..<index]))
      guard let spec, spec.conversion != "%", spec.conversion != "n", !spec.hasStar else {
        result += written
        continue
      }
      let position = spec.position.map { $0 - 1 } ?? next
      if spec.position == nil { next += 1 }
      guard spec.conversion == "@", spec.flags.contains("#"),
        let end = scalars[index...].firstIndex(of: "@")
      else {
        result += spec.position == nil ? "%\(position + 1)$" + written.dropFirst() : written
        continue
      }
      let name = String(String.UnicodeScalarView(scalars[index..<end]))
      index = end + 1
      guard let substitution = substitutions[name] else {
        problems.append(
          "\(place) names the substitution '\(name)', which it does not define; it is shown "
            + "as written")
        result += "%%#@\(name)@"
        continue
      }
      let argument = substitution.argument.map { $0 - 1 } ?? position
      let form: String?
      if arguments.indices.contains(argument), let number = arguments[argument].number {
        form = self.form(of: substitution.forms, for: number, problems: &problems)
      } else {
        problems.append(
          "the substitution '\(name)' of \(place) varies by plural but value \(argument + 1) "
            + "of the text is not a number; its 'other' form is shown")
        form = substitution.forms[.other]
      }
      result +=
        (form ?? "").replacingOccurrences(
          of: "%arg", with: "%\(argument + 1)$\(substitution.formatSpecifier)")
    }
    return result
  }
}
