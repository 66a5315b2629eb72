import Foundation

// MARK: - AccessibilityTextSyntax

/// The lexical layer shared by the accessibility snapshot and the accessibility baseline:
/// UTF-8 lines, double-quoted strings, and how a parse error quotes what it found (its words
/// are `AccessibilityError.TextProblem`'s).
///
/// Both files are read by people in pull requests, so every character that could hide (control
/// characters, line and paragraph separators, bidirectional overrides, a byte order mark) is
/// written as an escape, and a parser refuses it raw.
enum AccessibilityTextSyntax {
  /// How a quoted string writes a character that must be escaped.
  enum EscapeStyle {
    /// `\u{1b}`, Swift's form: the accessibility snapshot.
    case swift
    /// `\u001B`, YAML's and JSON's form: the baseline, which stays a YAML subset.
    case yaml
  }

  /// Whether a scalar is invisible or moves text around and so must never appear raw.
  static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
    default: false
    }
  }

  /// The string in double quotes, with `"`, `\`, line feeds, tabs and invisible characters
  /// escaped.
  static func quoted(_ string: String, style: EscapeStyle) -> String {
    var out = "\""
    out.unicodeScalars.reserveCapacity(string.unicodeScalars.count + 2)
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case _ where mustEscape(scalar):
        switch style {
        case .swift: out += "\\u{" + String(scalar.value, radix: 16) + "}"
        case .yaml:
          let hex = String(scalar.value, radix: 16, uppercase: true)
          out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  // MARK: Reading quoted strings

  /// Why a quoted string could not be read; `column` is 1-based, in Unicode scalars.
  struct QuoteError: Error {
    var column: Int
    var problem: AccessibilityError.TextProblem
  }

  /// Reads the quoted string whose opening `"` is at `start`, returning its value and the index
  /// just past the closing quote.
  static func readQuoted(_ line: [Unicode.Scalar], from start: Int, style: EscapeStyle)
    throws(QuoteError) -> (value: String, end: Int)
  {
    var value = String.UnicodeScalarView()
    var i = start + 1
    while i < line.count {
      let scalar = line[i]
      switch scalar {
      case "\"":
        return (String(value), i + 1)
      case "\\":
        let (unescaped, next) = try readEscape(line, at: i, style: style)
        value.append(unescaped)
        i = next
      case _ where mustEscape(scalar):
        throw QuoteError(
          column: i + 1,
          problem: .rawInString(
            escape: escapeExample(scalar, style: style), name: scalarName(scalar)))
      default:
        value.append(scalar)
        i += 1
      }
    }
    throw QuoteError(column: start + 1, problem: .unclosedString)
  }

  private static func readEscape(_ line: [Unicode.Scalar], at i: Int, style: EscapeStyle)
    throws(QuoteError) -> (Unicode.Scalar, Int)
  {
    func failure(_ found: AccessibilityError.Found) -> QuoteError {
      QuoteError(
        column: i + 1,
        problem: .escapeExpected(
          unicodeEscape: style == .swift ? "\\u{hex}" : "\\uXXXX", found: found))
    }
    guard i + 1 < line.count else { throw failure(.endOfLine) }
    switch line[i + 1] {
    case "\"": return ("\"", i + 2)
    case "\\": return ("\\", i + 2)
    case "n": return ("\n", i + 2)
    case "t": return ("\t", i + 2)
    case "u":
      var j = i + 2
      var digits = ""
      switch style {
      case .swift:
        guard j < line.count, line[j] == "{" else { break }
        j += 1
        while j < line.count, line[j].properties.isASCIIHexDigit, digits.count < 7 {
          digits.unicodeScalars.append(line[j])
          j += 1
        }
        guard j < line.count, line[j] == "}", (1...6).contains(digits.count) else {
          digits = ""
          break
        }
        j += 1
      case .yaml:
        while j < line.count, line[j].properties.isASCIIHexDigit, digits.count < 4 {
          digits.unicodeScalars.append(line[j])
          j += 1
        }
        if digits.count != 4 { digits = "" }
      }
      if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
        return (scalar, j)
      }
      // A well-formed escape of no scalar (a surrogate, past U+10FFFF) is quoted whole;
      // a malformed one up to the character that broke it.
      let end = digits.isEmpty ? min(j + 1, line.count) : j
      throw failure(.text(excerpt(line[i..<end])))
    default:
      throw failure(.text(printable("\\" + String(Character(line[i + 1])))))
    }
  }

  private static func escapeExample(_ scalar: Unicode.Scalar, style: EscapeStyle) -> String {
    String(quoted(String(Character(scalar)), style: style).dropFirst().dropLast())
  }

  /// `U+0009 (a tab)`, `U+0000`: how an error names an invisible character.
  static func scalarName(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    switch scalar {
    case "\t": return code + " (a tab)"
    case "\r": return code + " (a carriage return)"
    case "\u{FEFF}": return code + " (a byte order mark)"
    default: return code
    }
  }

  // MARK: Lines

  /// A file's lines as scalars, and whether its last line ended with a line feed.
  typealias Lines = (lines: [[Unicode.Scalar]], endsWithNewline: Bool)

  /// Why bytes could not be read as lines of text.
  struct LinesError: Error {
    var line: Int
    var problem: AccessibilityError.TextProblem
  }

  /// Splits UTF-8 bytes into lines of scalars at line feeds; a final line feed ends the last
  /// line rather than starting an empty one. Invalid UTF-8 and carriage returns (CRLF line
  /// endings) are refused with the line they are on.
  static func lines(of data: Data) throws(LinesError) -> Lines {
    var lines: [[Unicode.Scalar]] = []
    var current: [Unicode.Scalar] = []
    var iterator = data.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    parsing: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        let scalar = Unicode.UTF8.decode(encoded)
        offset += encoded.count
        if scalar == "\n" {
          lines.append(current)
          current = []
        } else {
          current.append(scalar)
        }
      case .error:
        throw LinesError(
          line: lines.count + 1,
          problem: .notUTF8(byte: data[data.startIndex + offset], offset: offset))
      case .emptyInput:
        break parsing
      }
    }
    let endsWithNewline = current.isEmpty && !lines.isEmpty
    if !current.isEmpty { lines.append(current) }
    try refuseCarriageReturns(lines)
    return (lines, endsWithNewline)
  }

  /// Splits a string the way `lines(of:)` splits its bytes.
  static func lines(of text: String) throws(LinesError) -> Lines {
    var lines: [[Unicode.Scalar]] = []
    var current: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars {
      if scalar == "\n" {
        lines.append(current)
        current = []
      } else {
        current.append(scalar)
      }
    }
    let endsWithNewline = current.isEmpty && !lines.isEmpty
    if !current.isEmpty { lines.append(current) }
    try refuseCarriageReturns(lines)
    return (lines, endsWithNewline)
  }

  // Both formats are written with LF only and compared byte for byte, so a CRLF checkout
  // (git's autocrlf on Windows) is refused with the fix instead of showing every line changed.
  private static func refuseCarriageReturns(_ lines: [[Unicode.Scalar]]) throws(LinesError) {
    for (index, line) in lines.enumerated() where line.contains("\r") {
      throw LinesError(line: index + 1, problem: .carriageReturn)
    }
  }

  // MARK: Error wording

  /// Part of a line as an error message quotes it: invisible characters escaped, and cut with
  /// `…` past 60 characters so a megabyte line still gives a one-line message.
  static func excerpt(_ scalars: some Collection<Unicode.Scalar>, limit: Int = 60) -> String {
    var out = ""
    var count = 0
    for scalar in scalars {
      if count == limit { return out + "…" }
      if mustEscape(scalar) {
        out += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
      count += 1
    }
    return out
  }

  /// A string with invisible characters escaped, for quoting in a message.
  static func printable(_ string: String) -> String {
    excerpt(string.unicodeScalars, limit: .max)
  }

  /// ` (did you mean 'x'?)` when one candidate is within two edits of `word`, else empty.
  static func suggestion(for word: String, among candidates: [String]) -> String {
    let lowered = Array(word.lowercased().unicodeScalars)
    guard lowered.count <= 40 else { return "" }
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
      if distance <= 2, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best.map { " (did you mean '\($0.name)'?)" } ?? ""
  }

  private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
