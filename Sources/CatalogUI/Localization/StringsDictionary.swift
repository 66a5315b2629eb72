import Foundation

// MARK: - StringsDictionary

/// A `.stringsdict` property list, the format Xcode used for plural and device variants before
/// string catalogs: each key's `NSStringLocalizedFormatKey` with its `%#@name@` variables, each
/// a `NSStringPluralRuleType` rule whose forms write the number with
/// `NSStringFormatValueTypeKey` (read as a string catalog's substitutions), or a key's
/// `NSStringDeviceSpecificRuleType` strings by device.
struct StringsDictionary: Sendable {
  /// Each key's value, in the string catalog's terms.
  var entries: [String: StringCatalog.Value]
  /// Entries that were skipped, each a sentence naming the key.
  var problems: [String]

  /// The dictionary in `data`, or an error when it is no property list of dictionaries.
  static func parse(_ data: Data) throws(LocalizationError) -> StringsDictionary {
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      throw LocalizationError(line: nil, "is not a property list; Xcode writes .stringsdict files")
    }
    guard let keys = root as? [String: Any] else {
      throw LocalizationError(line: nil, "is not a dictionary of keys")
    }
    var result = StringsDictionary(entries: [:], problems: [])
    for (key, entry) in keys {
      let place = "'\(key)'"
      guard let entry = entry as? [String: Any] else {
        result.problems.append("\(place) is not a dictionary")
        continue
      }
      if let devices = entry["NSStringDeviceSpecificRuleType"] as? [String: Any] {
        var values: [String: StringCatalog.Value] = [:]
        for (name, value) in devices {
          guard StringCatalog.deviceNames.contains(name), let value = value as? String else {
            result.problems.append(
              "the device rule '\(name)' of \(place) is not a device's string (iphone, ipad, "
                + "mac, other …)")
            continue
          }
          values[name] = .text(value)
        }
        result.entries[key] = .device(values)
        continue
      }
      guard let format = entry["NSStringLocalizedFormatKey"] as? String else {
        result.problems.append(
          "\(place) has no NSStringLocalizedFormatKey"
            + (entry["NSStringVariableWidthRuleType"] != nil
              ? " (width rules are not drawn: a snapshot has no width class to choose by)" : ""))
        continue
      }
      var substitutions: [String: StringCatalog.Substitution] = [:]
      var readable = true
      for (name, variable) in entry where name != "NSStringLocalizedFormatKey" {
        let inner = "the variable '\(name)' of \(place)"
        guard let variable = variable as? [String: Any],
          variable["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
        else {
          result.problems.append("\(inner) is not a NSStringPluralRuleType rule, the one read")
          readable = false
          continue
        }
        let type = variable["NSStringFormatValueTypeKey"] as? String ?? "@"
        var forms: [PluralCategory: String] = [:]
        for category in PluralCategory.allCases {
          // The forms write the number with the value type's specifier; `%arg` is how a
          // catalog's substitution writes it.
          forms[category] = (variable[category.rawValue] as? String)?
            .replacingOccurrences(of: "%" + type, with: "%arg")
        }
        if forms[.other] == nil {
          result.problems.append(
            "\(inner) has no 'other' form, which every language needs; numbers whose form is "
              + "missing show the key")
        }
        substitutions[name] = StringCatalog.Substitution(
          argument: nil, formatSpecifier: type, forms: forms)
      }
      if readable { result.entries[key] = .substituted(.text(format), substitutions) }
    }
    result.problems.sort()
    return result
  }
}
