// MARK: - FileNames

/// File names as the runner prints them: quoted, with control characters and bytes that are
/// not UTF-8 escaped, so a crafted name can neither rewrite the terminal nor break a line of
/// a log; and as shell words, so an accept command can be pasted whatever the path holds.
public enum FileNames {
  /// `name` in single quotes for a message, with control characters escaped (`\n`, `\u{1B}`).
  public static func quoted(_ name: String) -> String {
    "'" + escaped(name) + "'"
  }

  /// `name` with control characters written as escapes; other characters as they are.
  public static func escaped(_ name: String) -> String {
    escaping(name, extra: [:]) { "\\u{" + String($0, radix: 16, uppercase: true) + "}" }
  }

  /// `word` as one POSIX shell word: single-quoted, or ANSI-C quoted (`$'…'`, which bash and
  /// zsh read) when it holds control characters that single quotes would print raw.
  public static func shellQuoted(_ word: String) -> String {
    let hasControl = word.unicodeScalars.contains { $0.properties.generalCategory == .control }
    guard hasControl else {
      return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    let quoted = escaping(word, extra: ["'": "\\'", "\\": "\\\\"]) { value in
      let hex = String(value, radix: 16)
      return value < 0x100
        ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
        : "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    return "$'" + quoted + "'"
  }

  /// `text` with newline, tab and carriage return as `\n`, `\t`, `\r`, the scalars in `extra`
  /// replaced as it says, and every other control character spelled by `control`.
  private static func escaping(
    _ text: String, extra: [Unicode.Scalar: String],
    control: (UInt32) -> String
  ) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if let replacement = extra[scalar] {
        out += replacement
        continue
      }
      switch scalar {
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.properties.generalCategory == .control {
          out += control(scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// The bytes of a file name as text: UTF-8 as it is, every byte of an invalid sequence as
  /// `\xNN`, so two different names never print alike.
  static func display(_ bytes: some Collection<UInt8>) -> String {
    let bytes = Array(bytes)
    var out = ""
    var i = 0
    while i < bytes.count {
      let length = validSequenceLength(bytes, at: i)
      if length == 0 {
        let hex = String(bytes[i], radix: 16, uppercase: true)
        out += "\\x" + (hex.count == 1 ? "0" : "") + hex
        i += 1
      } else {
        let text = String(decoding: bytes[i..<(i + length)], as: UTF8.self)
        out += text == "\\" ? "\\\\" : text
        i += length
      }
    }
    return out
  }

  /// The length of the well-formed UTF-8 sequence at `i` (Unicode table 3-7), or 0.
  private static func validSequenceLength(_ b: [UInt8], at i: Int) -> Int {
    let lead = b[i]
    let (length, low, high): (Int, UInt8, UInt8)
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
    case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
    case 0xED: (length, low, high) = (3, 0x80, 0x9F)
    case 0xE1...0xEF: (length, low, high) = (3, 0x80, 0xBF)
    case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
    case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
    case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
    default: return 0
    }
    guard i + length <= b.count, (low...high).contains(b[i + 1]) else { return 0 }
    for k in 2..<length where !(0x80...0xBF).contains(b[i + k]) { return 0 }
    return length
  }
}
