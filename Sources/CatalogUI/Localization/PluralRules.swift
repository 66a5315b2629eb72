import Foundation

// MARK: - PluralCategory

/// A CLDR plural category, the names string catalogs use for plural variations.
enum PluralCategory: String, CaseIterable, Sendable {
  case zero, one, two, few, many, other
}

// MARK: - PluralRules

/// CLDR's cardinal plural rules (CLDR 44) for the languages apps are most often translated
/// into, built in rather than asked of ICU so the form a number takes never depends on the
/// machine's ICU data.
enum PluralRules {
  /// The operands of CLDR's rules: `i` the integer digits, `v` the count of visible fraction
  /// digits, `f` those digits, `t` them without trailing zeros, `n` the absolute value.
  struct Operands {
    var n: Double
    var i: Int
    var v: Int
    var f: Int
    var t: Int

    /// The operands of an integer.
    init(_ value: Int64) {
      let magnitude = value.magnitude
      n = Double(magnitude)
      i = Int(clamping: magnitude)
      v = 0
      f = 0
      t = 0
    }

    /// The operands of a floating-point number as it is shown: an integral value has no
    /// fraction digits (1.0 is "one" in English); others have the digits of its shortest form.
    init(_ value: Double) {
      let magnitude = value.magnitude
      n = magnitude
      guard magnitude.isFinite, magnitude < 1e15 else {
        i = Int.max
        v = 0
        f = 0
        t = 0
        return
      }
      i = Int(magnitude.rounded(.towardZero))
      let fraction =
        magnitude == magnitude.rounded(.towardZero)
        ? "" : String(String(magnitude).split(separator: ".").last ?? "").prefix(6)
      let digits = fraction.filter(\.isNumber)
      v = digits.count
      f = Int(digits) ?? 0
      t = Int(String(digits.reversed().drop { $0 == "0" }.reversed())) ?? 0
    }
  }

  /// The languages whose rules are built in, by language code.
  static var languages: Set<String> { Set(rules.keys) }

  /// The category `operands` take in `language` (a code such as "de"), or `nil` when the
  /// language's rules are not built in.
  static func category(of operands: Operands, language: String) -> PluralCategory? {
    rules[language].map { $0(operands) }
  }

  private typealias Rule = @Sendable (Operands) -> PluralCategory

  /// Only `other`: Chinese, Japanese, Korean, Thai, Vietnamese, Indonesian, Malay.
  private static let onlyOther: Rule = { _ in .other }
  /// `one` for 1 with no visible fraction: English, German, Dutch, Swedish, Italian …
  private static let oneForIntegerOne: Rule = { o in o.i == 1 && o.v == 0 ? .one : .other }
  /// `one` for n = 1 exactly, fractions included: Turkish, Greek, Hungarian, Norwegian …
  private static let oneForOne: Rule = { o in o.n == 1 ? .one : .other }
  /// `many` for millions (and `one` by the language's own rule): French, Spanish, Portuguese,
  /// Italian, Catalan.
  private static func withMillions(_ isOne: @escaping @Sendable (Operands) -> Bool) -> Rule {
    { o in
      if isOne(o) { return .one }
      if o.v == 0, o.i != 0, o.i % 1_000_000 == 0 { return .many }
      return .other
    }
  }
  /// Russian, Ukrainian, Belarusian.
  private static let eastSlavic: Rule = { o in
    guard o.v == 0 else { return .other }
    let d = o.i % 10
    let h = o.i % 100
    if d == 1, h != 11 { return .one }
    if (2...4).contains(d), !(12...14).contains(h) { return .few }
    return .many
  }
  /// Croatian, Serbian, Bosnian.
  private static let westSouthSlavic: Rule = { o in
    let d = o.i % 10
    let h = o.i % 100
    let fd = o.f % 10
    let fh = o.f % 100
    if (o.v == 0 && d == 1 && h != 11) || (fd == 1 && fh != 11) { return .one }
    if (o.v == 0 && (2...4).contains(d) && !(12...14).contains(h))
      || ((2...4).contains(fd) && !(12...14).contains(fh))
    {
      return .few
    }
    return .other
  }

  private static let rules: [String: Rule] = {
    var table: [String: Rule] = [:]
    for code in ["zh", "ja", "ko", "th", "vi", "id", "ms", "my", "lo", "km"] {
      table[code] = onlyOther
    }
    for code in [
      "en", "de", "nl", "sv", "fi", "et", "ur", "sw", "gl", "nn", "fy", "lb",
    ] {
      table[code] = oneForIntegerOne
    }
    for code in ["tr", "el", "hu", "nb", "no", "bg", "az", "ka", "kk", "sq", "uz", "ta", "te"] {
      table[code] = oneForOne
    }
    table["it"] = withMillions { $0.i == 1 && $0.v == 0 }
    table["ca"] = withMillions { $0.i == 1 && $0.v == 0 }
    table["es"] = withMillions { $0.n == 1 }
    table["fr"] = withMillions { $0.i == 0 || $0.i == 1 }
    table["pt"] = withMillions { $0.i == 0 || $0.i == 1 }
    table["da"] = { o in o.n == 1 || (o.t != 0 && (o.i == 0 || o.i == 1)) ? .one : .other }
    table["is"] = { o in
      (o.t == 0 && o.i % 10 == 1 && o.i % 100 != 11) || o.t % 10 == 1 && o.t % 100 != 11
        ? .one : .other
    }
    for code in ["hi", "bn", "gu", "kn", "mr", "fa", "am", "zu"] {
      table[code] = { o in o.i == 0 || o.n == 1 ? .one : .other }
    }
    for code in ["ru", "uk", "be"] { table[code] = eastSlavic }
    for code in ["hr", "sr", "bs"] { table[code] = westSouthSlavic }
    table["pl"] = { o in
      guard o.v == 0 else { return .other }
      if o.i == 1 { return .one }
      let d = o.i % 10
      let h = o.i % 100
      if (2...4).contains(d), !(12...14).contains(h) { return .few }
      return .many
    }
    for code in ["cs", "sk"] {
      table[code] = { o in
        if o.v != 0 { return .many }
        if o.i == 1 { return .one }
        if (2...4).contains(o.i) { return .few }
        return .other
      }
    }
    table["ro"] = { o in
      if o.i == 1, o.v == 0 { return .one }
      if o.v != 0 || o.n == 0 || (o.n != 1 && (1...19).contains(o.i % 100)) { return .few }
      return .other
    }
    table["lt"] = { o in
      let d = o.i % 10
      let h = o.i % 100
      if o.f != 0 { return .many }
      if d == 1, !(11...19).contains(h) { return .one }
      if (2...9).contains(d), !(11...19).contains(h) { return .few }
      return .other
    }
    table["lv"] = { o in
      let d = o.i % 10
      let h = o.i % 100
      if o.v == 0, d == 0 || (11...19).contains(h) { return .zero }
      if o.v == 0, d == 1, h != 11 { return .one }
      if o.v != 0, o.f % 10 == 1, o.f % 100 != 11 { return .one }
      return .other
    }
    table["sl"] = { o in
      guard o.v == 0 else { return .few }
      switch o.i % 100 {
      case 1: return .one
      case 2: return .two
      case 3, 4: return .few
      default: return .other
      }
    }
    table["he"] = { o in
      if (o.i == 1 && o.v == 0) || (o.i == 0 && o.v != 0) { return .one }
      if o.i == 2, o.v == 0 { return .two }
      return .other
    }
    table["ar"] = { o in
      let integral = o.v == 0
      if o.n == 0 { return .zero }
      if o.n == 1 { return .one }
      if o.n == 2 { return .two }
      if integral, (3...10).contains(o.i % 100) { return .few }
      if integral, (11...99).contains(o.i % 100) { return .many }
      return .other
    }
    table["cy"] = { o in
      switch o.n {
      case 0: return .zero
      case 1: return .one
      case 2: return .two
      case 3: return .few
      case 6: return .many
      default: return .other
      }
    }
    table["ga"] = { o in
      guard o.v == 0 else { return .other }
      switch o.i {
      case 1: return .one
      case 2: return .two
      case 3...6: return .few
      case 7...10: return .many
      default: return .other
      }
    }
    return table
  }()
}
