import Foundation

// MARK: - String + Localized

extension String {
  /// The value of `key` in the strings table `table` (`Localizable` by default) of `bundle`
  /// (`Bundle.main` by default) for `locale`, its interpolated values put in, as Foundation's
  /// `String(localized:table:bundle:locale:comment:)`; the key as written when no table has
  /// it, its values written for `locale`. Reads the same tables as
  /// `Text(_:tableName:bundle:comment:)`; dates are written in GMT with the Gregorian calendar.
  ///
  /// Unlike Foundation, `locale` defaults to `en_US` rather than the machine's, and the key is
  /// a `LocalizedStringKey` (Foundation on Linux has no `String.LocalizationValue`); a
  /// problem with a table or a format leaves the key or the specifier as written.
  public init(
    localized key: LocalizedStringKey, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = Locale(identifier: "en_US"), comment: StaticString? = nil
  ) {
    var region = FormattingRegion.standard
    region.locale = locale
    let (found, _) = LocalizationTables.shared.lookup(
      key.key, table: table, bundle: bundle ?? .main, locale: locale)
    guard let format = found?.format(for: key.arguments).format else {
      self = key.parts(in: region).plain
      return
    }
    let (parts, _) = LocalizationFormat.format(
      format, arguments: key.arguments, region: region, escapingValues: false)
    self = parts.map { part in
      switch part {
      case .markdown(let text): text
      case .text(let text): text.content
      case .image: ""
      }
    }.joined()
  }
}
