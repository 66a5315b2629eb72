import Foundation

// MARK: - StringsFile

/// A `Localizable.strings` table in the old text format Xcode writes (`"key" = "value";`,
/// `/* … */` and `//` comments, backslash escapes, UTF-8 or UTF-16 with a byte-order mark).
enum StringsFile {
  /// The entries of a strings file's bytes, or an error naming the line that is wrong.
  static func parse(_ data: Data) throws(LocalizationError) -> [String: String] {
    let text = try decode(data)
    var parser = Parser(scalars: Array(text.unicodeScalars))
    return try parser.entries()
  }

  /// The file's text: UTF-16 when it starts with a byte-order mark, else UTF-8.
  private static func decode(_ data: Data) throws(LocalizationError) -> String {
    let bytes = [UInt8](data.prefix(2))
    let text: String?
    if bytes == [0xFF, 0xFE] {
      text = String(data: data, encoding: .utf16LittleEndian).map { String($0.dropFirst()) }
    } else if bytes == [0xFE, 0xFF] {
      text = String(data: data, encoding: .utf16BigEndian).map { String($0.dropFirst()) }
    } else {
      text = String(data: data, encoding: .utf8).map {
        $0.hasPrefix("\u{FEFF}") ? String($0.dropFirst()) : $0
      }
    }
    guard let text else {
      throw LocalizationError(
        line: 1,
        "is neither UTF-8 nor UTF-16 with a byte-order mark; save it as UTF-8")
    }
    return text
  }

  // MARK: - Parser

  /// Reads entries one token at a time, counting lines for errors.
  private struct Parser {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1

    init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func entries() throws(LocalizationError) -> [String: String] {
      var result: [String: String] = [:]
      while true {
        try skipSpaceAndComments()
        guard index < scalars.count else { return result }
        let keyLine = line
        let key = try string(what: "key")
        try skipSpaceAndComments()
        var value = key
        if peek == "=" {
          index += 1
          try skipSpaceAndComments()
          guard index < scalars.count else {
            throw LocalizationError(
              line: keyLine, "the entry for \(quoted(key)) has no value after '='")
          }
          value = try string(what: "value")
          try skipSpaceAndComments()
        }
        guard peek == ";" else {
          let found = peek.map { "'\(Character($0))'" } ?? "the end of the file"
          throw LocalizationError(
            line: line,
            "expected ';' after the entry for \(quoted(key)), found \(found); "
              + "end each entry with ';'")
        }
        index += 1
        result[key] = value
      }
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func quoted(_ key: String) -> String {
      "\"" + (key.count > 40 ? key.prefix(40) + "…" : key) + "\""
    }

    private mutating func skipSpaceAndComments() throws(LocalizationError) {
      while let c = peek {
        if c == "\n" {
          line += 1
          index += 1
        } else if c.properties.isWhitespace {
          index += 1
        } else if c == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
          let start = line
          index += 2
          while index < scalars.count, !(scalars[index] == "*" && peekNext == "/") {
            if scalars[index] == "\n" { line += 1 }
            index += 1
          }
          guard index < scalars.count else {
            throw LocalizationError(
              line: start, "the comment that starts here has no closing '*/'")
          }
          index += 2
        } else if c == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
          while let c = peek, c != "\n" { index += 1 }
        } else {
          return
        }
      }
    }

    private var peekNext: Unicode.Scalar? {
      index + 1 < scalars.count ? scalars[index + 1] : nil
    }

    /// A quoted string, or an unquoted word of letters, digits and `_.-:$/`.
    private mutating func string(what: String) throws(LocalizationError) -> String {
      guard peek == "\"" else {
        var word = String.UnicodeScalarView()
        while let c = peek,
          c.properties.isAlphabetic || ("0"..."9").contains(c)
            || "_.-:$/".unicodeScalars.contains(c)
        {
          word.append(c)
          index += 1
        }
        guard !word.isEmpty else {
          let found = peek.map { "'\(Character($0))'" } ?? "the end of the file"
          throw LocalizationError(
            line: line, "expected a quoted \(what), found \(found); write \"\(what)\"")
        }
        return String(word)
      }
      let start = line
      index += 1
      var out = String.UnicodeScalarView()
      while let c = peek {
        index += 1
        switch c {
        case "\"":
          return String(out)
        case "\n":
          line += 1
          out.append(c)
        case "\\":
          try escape(into: &out, startLine: start)
        default:
          out.append(c)
        }
      }
      throw LocalizationError(
        line: start,
        "the \(what) that starts here has no closing '\"'; close it and end the entry with ';'")
    }

    /// The character after a backslash: `\n`, `\t`, `\r`, `\"`, `\\`, `\'`, octal digits or
    /// `\U` with four hex digits (a surrogate pair joined).
    private mutating func escape(
      into out: inout String.UnicodeScalarView, startLine: Int
    ) throws(LocalizationError) {
      guard let c = peek else {
        throw LocalizationError(line: startLine, "the string that starts here ends with '\\'")
      }
      index += 1
      switch c {
      case "n": out.append("\n")
      case "t": out.append("\t")
      case "r": out.append("\r")
      case "a": out.append("\u{07}")
      case "b": out.append("\u{08}")
      case "f": out.append("\u{0C}")
      case "v": out.append("\u{0B}")
      case "U", "u":
        let high = try hex(startLine: startLine)
        if (0xD800..<0xDC00).contains(high), peek == "\\", peekNext == "U" || peekNext == "u" {
          index += 2
          let low = try hex(startLine: startLine)
          let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
          out.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        } else {
          out.append(Unicode.Scalar(high) ?? "\u{FFFD}")
        }
      case "0"..."7":
        var value = c.value - 48
        for _ in 0..<2 {
          guard let d = peek, ("0"..."7").contains(d) else { break }
          value = value * 8 + d.value - 48
          index += 1
        }
        out.append(Unicode.Scalar(value) ?? "\u{FFFD}")
      case "\n":
        line += 1
        out.append(c)
      default: out.append(c)
      }
    }

    private mutating func hex(startLine: Int) throws(LocalizationError) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let c = peek, let digit = Character(c).hexDigitValue else {
          throw LocalizationError(
            line: line, "'\\U' must be followed by four hexadecimal digits, as \\U00E9")
        }
        value = value * 16 + UInt32(digit)
        index += 1
      }
      return value
    }
  }
}

// MARK: - LocalizationError

/// A strings table that cannot be read: what is wrong and, for a text file, on which line.
struct LocalizationError: Error, Equatable, Sendable {
  /// The line the problem is on, from 1; `nil` for a problem of the whole file.
  var line: Int?
  /// What is wrong and how to fix it.
  var message: String

  init(line: Int?, _ message: String) {
    self.line = line
    self.message = message
  }
}
