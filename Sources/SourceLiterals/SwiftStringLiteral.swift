// MARK: - swiftStringLiteral

/// `text` as the contents of a one-line Swift string literal (without its quotes): quotes,
/// backslashes and line breaks escaped, everything outside printable ASCII as `\u{…}`, so the
/// literal reads the same in any editor. Code generators (the asset embedder, the `#Preview`
/// plugin) share it.
public func swiftStringLiteralContents(_ text: String) -> String {
  var out = ""
  out.reserveCapacity(text.utf8.count + text.utf8.count / 8)
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\\": out += "\\\\"
    case "\"": out += "\\\""
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    case "\r": out += "\\r"
    case " "..."~": out.unicodeScalars.append(scalar)
    default: out += "\\u{" + String(scalar.value, radix: 16) + "}"
    }
  }
  return out
}
