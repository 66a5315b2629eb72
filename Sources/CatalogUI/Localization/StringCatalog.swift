import Foundation

// MARK: - StringCatalog

/// A `.xcstrings` string catalog (Xcode 15's JSON format): for each key, its value in each
/// language, a plain string or one per plural category.
struct StringCatalog: Sendable {
  /// A key's value in one language.
  enum Value: Equatable, Sendable {
    /// One string.
    case text(String)
    /// A string per CLDR plural category (`zero`, `one`, `two`, `few`, `many`, `other`).
    case plural([PluralCategory: String])
  }

  /// The language the keys are written in (`sourceLanguage`).
  var sourceLanguage: String
  /// Each key's values by language.
  var entries: [String: [String: Value]]
  /// Entries that were skipped or are incomplete, each a sentence naming the key.
  var problems: [String]

  /// The catalog in `data`, or an error naming the line (JSON syntax) or the key that is wrong.
  static func parse(_ data: Data) throws(LocalizationError) -> StringCatalog {
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: data)
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
      let line = detail.flatMap { characterOffset(in: $0) }.map { lineNumber(of: $0, in: data) }
      throw LocalizationError(
        line: line, "is not valid JSON (\(detail ?? "unreadable")); Xcode writes string catalogs")
    }
    guard let object = root as? [String: Any] else {
      throw LocalizationError(line: 1, "is not a JSON object; a string catalog starts with '{'")
    }
    guard let source = object["sourceLanguage"] as? String, !source.isEmpty else {
      throw LocalizationError(
        line: nil, "has no \"sourceLanguage\"; add the language its keys are written in")
    }
    guard let strings = object["strings"] as? [String: Any] else {
      throw LocalizationError(line: nil, "has no \"strings\" object")
    }
    var catalog = StringCatalog(sourceLanguage: source, entries: [:], problems: [])
    for (key, entry) in strings {
      guard let entry = entry as? [String: Any] else {
        catalog.problems.append("the entry for \(quoted(key)) is not an object")
        continue
      }
      var values: [String: Value] = [:]
      let localizations = entry["localizations"] as? [String: Any] ?? [:]
      for (language, localization) in localizations {
        let place = "\(quoted(key)) in '\(language)'"
        guard let localization = localization as? [String: Any] else {
          catalog.problems.append("the localization of \(place) is not an object")
          continue
        }
        // Xcode writes substitutions beside the stringUnit (or the variations) whose value
        // names them, `%#@count@`: reading that value alone would show the placeholder.
        if localization["substitutions"] != nil {
          catalog.problems.append(
            "\(place) uses substitutions (%#@name@), which the catalog does not read yet")
          continue
        }
        if let unit = localization["stringUnit"] {
          guard let value = stringUnitValue(unit) else {
            catalog.problems.append("the stringUnit of \(place) has no string \"value\"")
            continue
          }
          values[language] = .text(value)
        } else if let variations = localization["variations"] as? [String: Any] {
          guard let plural = variations["plural"] as? [String: Any] else {
            catalog.problems.append(
              "\(place) varies by \(variations.keys.sorted().joined(separator: ", ")), which "
                + "the catalog does not draw; only plural variations are read")
            continue
          }
          var forms: [PluralCategory: String] = [:]
          for (name, form) in plural {
            guard let category = PluralCategory(rawValue: name) else {
              catalog.problems.append(
                "the plural form '\(name)' of \(place) is not a CLDR category (zero, one, two, "
                  + "few, many, other)")
              continue
            }
            guard let form = form as? [String: Any], let unit = form["stringUnit"],
              let value = stringUnitValue(unit)
            else {
              catalog.problems.append("the plural form '\(name)' of \(place) has no string value")
              continue
            }
            forms[category] = value
          }
          if forms[.other] == nil {
            catalog.problems.append(
              "the plural variations of \(place) have no 'other' form, which every language "
                + "needs; numbers whose form is missing show the key")
          }
          values[language] = .plural(forms)
        } else {
          catalog.problems.append("\(place) has neither a stringUnit nor variations")
        }
      }
      catalog.entries[key] = values
    }
    catalog.problems.sort()
    return catalog
  }

  private static func stringUnitValue(_ unit: Any) -> String? {
    (unit as? [String: Any])?["value"] as? String
  }

  private static func quoted(_ key: String) -> String {
    "\"" + (key.count > 40 ? key.prefix(40) + "…" : key) + "\""
  }

  /// The number in Foundation's "… around character 17." message.
  private static func characterOffset(in detail: String) -> Int? {
    guard let range = detail.range(of: "character ") else { return nil }
    return Int(detail[range.upperBound...].prefix { $0.isNumber })
  }

  /// The line (from 1) of the byte at `offset`.
  private static func lineNumber(of offset: Int, in data: Data) -> Int {
    data.prefix(max(offset, 0)).reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
  }
}
