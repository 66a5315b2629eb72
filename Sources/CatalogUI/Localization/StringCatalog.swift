import Foundation

// MARK: - StringCatalog

/// A `.xcstrings` string catalog (Xcode 15's JSON format): for each key, its value in each
/// language: a plain string, one per plural category, one per device, and substitutions
/// (`%#@name@`) each with its own plural forms.
struct StringCatalog: Sendable {
  /// A key's value in one language.
  indirect enum Value: Equatable, Sendable {
    /// One string.
    case text(String)
    /// A string per CLDR plural category (`zero`, `one`, `two`, `few`, `many`, `other`).
    case plural([PluralCategory: String])
    /// A value per device, by the names catalogs use (`iphone`, `ipad`, `mac`, `other` …).
    case device([String: Value])
    /// A value whose `%#@name@` placeholders each take a form of the named substitution.
    case substituted(Value, [String: Substitution])
  }

  /// A `%#@name@` placeholder's forms: the plural form the number at `argument` takes, its
  /// `%arg` written with `formatSpecifier`.
  struct Substitution: Equatable, Sendable {
    /// The position (from 1) of the value whose number chooses the form (`argNum`); `nil` for
    /// the placeholder's own position among the format's specifiers.
    var argument: Int?
    /// The specifier `%arg` stands for, without its `%` (`lld`, `@` …).
    var formatSpecifier: String
    /// The forms by plural category.
    var forms: [PluralCategory: String]
  }

  /// The device names catalogs give device variations.
  static let deviceNames: Set<String> = [
    "iphone", "ipod", "ipad", "mac", "applewatch", "appletv", "applevision", "other",
  ]

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
        guard
          var value = catalog.value(of: localization, place: place, devices: true)
        else { continue }
        // Xcode writes substitutions beside the stringUnit (or the variations) whose value
        // names them, `%#@count@`.
        if let substitutions = localization["substitutions"] {
          guard let substitutions = catalog.substitutions(substitutions, place: place) else {
            continue
          }
          value = .substituted(value, substitutions)
        }
        values[language] = value
      }
      catalog.entries[key] = values
    }
    catalog.problems.sort()
    return catalog
  }

  /// The value of a localization or a variation: its stringUnit, or its plural or device
  /// variations (`devices` false inside a device variation, where only plurals may nest);
  /// `nil`, with a problem, when it has neither or they cannot be read.
  private mutating func value(of node: [String: Any], place: String, devices: Bool) -> Value? {
    if let unit = node["stringUnit"] {
      guard let value = Self.stringUnitValue(unit) else {
        problems.append("the stringUnit of \(place) has no string \"value\"")
        return nil
      }
      return .text(value)
    }
    guard let variations = node["variations"] as? [String: Any] else {
      problems.append("\(place) has neither a stringUnit nor variations")
      return nil
    }
    if let plural = variations["plural"] as? [String: Any], variations.count == 1 {
      return .plural(pluralForms(plural, place: place))
    }
    if devices, let device = variations["device"] as? [String: Any], variations.count == 1 {
      var values: [String: Value] = [:]
      for (name, variation) in device {
        let inner = "the device variation '\(name)' of \(place)"
        guard Self.deviceNames.contains(name) else {
          problems.append(
            "\(inner) is not a device catalogs name (iphone, ipad, mac, other …)")
          continue
        }
        guard let variation = variation as? [String: Any] else {
          problems.append("\(inner) is not an object")
          continue
        }
        values[name] = value(of: variation, place: inner, devices: false)
      }
      return .device(values)
    }
    problems.append(
      "\(place) varies by \(variations.keys.sorted().joined(separator: ", ")), which the "
        + "catalog does not draw; plural variations, and device variations holding plural "
        + "ones, are read")
    return nil
  }

  /// The forms of plural variations by category; a form that is not a CLDR category or has no
  /// string, and a missing `other`, are problems.
  private mutating func pluralForms(
    _ plural: [String: Any], place: String
  ) -> [PluralCategory: String] {
    var forms: [PluralCategory: String] = [:]
    for (name, form) in plural {
      guard let category = PluralCategory(rawValue: name) else {
        problems.append(
          "the plural form '\(name)' of \(place) is not a CLDR category (zero, one, two, "
            + "few, many, other)")
        continue
      }
      guard let form = form as? [String: Any], let unit = form["stringUnit"],
        let value = Self.stringUnitValue(unit)
      else {
        problems.append("the plural form '\(name)' of \(place) has no string value")
        continue
      }
      forms[category] = value
    }
    if forms[.other] == nil {
      problems.append(
        "the plural variations of \(place) have no 'other' form, which every language "
          + "needs; numbers whose form is missing show the key")
    }
    return forms
  }

  /// The substitutions of a localization by name, each with plural variations; `nil`, with a
  /// problem, when one cannot be read (the localization is then skipped, not shown with its
  /// placeholders).
  private mutating func substitutions(
    _ object: Any, place: String
  ) -> [String: Substitution]? {
    guard let object = object as? [String: Any] else {
      problems.append("the substitutions of \(place) are not an object")
      return nil
    }
    var result: [String: Substitution] = [:]
    for (name, entry) in object {
      let inner = "the substitution '\(name)' of \(place)"
      guard let entry = entry as? [String: Any],
        let variations = entry["variations"] as? [String: Any]
      else {
        problems.append("\(inner) has no variations")
        return nil
      }
      guard let plural = variations["plural"] as? [String: Any], variations.count == 1 else {
        problems.append(
          "\(inner) varies by \(variations.keys.sorted().joined(separator: ", ")), which the "
            + "catalog does not draw; substitutions' plural variations are read")
        return nil
      }
      let argument = (entry["argNum"] as? NSNumber)?.intValue
      if let argument, argument < 1 {
        problems.append("\(inner) has argNum \(argument); arguments count from 1")
        return nil
      }
      result[name] = Substitution(
        argument: argument, formatSpecifier: entry["formatSpecifier"] as? String ?? "@",
        forms: pluralForms(plural, place: inner))
    }
    return result
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
