import SourceLiterals

// MARK: - PreviewExpansion

/// The expansion of `#Preview`, computed from the macro's source text alone: a small lexer that
/// knows Swift's strings, comments and brackets, not a Swift parser, so the macro plugin builds
/// in seconds without `swift-syntax`.
///
/// `#Preview("Name", traits: .sizeThatFitsLayout) { @Previewable @State var on = true; Row(on) }`
/// becomes a `public` view type with a unique name, conforming to `_PreviewRegistration`: its
/// `@Previewable` declarations become stored properties, its other statements the body, and the
/// name, traits and source location become static properties. `public` keeps the type in
/// optimized builds, where an unreferenced internal type is removed; the catalog finds it at run
/// time in the binary's type metadata. Everything the user wrote is copied verbatim, so the
/// compiler type-checks it and its errors point at the user's code.
public struct PreviewExpansion: Equatable, Sendable {
  /// The preview's name expression (`"Name"`), if one was given.
  public var name: String?
  /// The trait expressions (`.sizeThatFitsLayout`), in order.
  public var traits: [String]
  /// The `@Previewable` declarations, with the attribute removed.
  public var properties: [String]
  /// The body's statements, as written.
  public var body: String
  /// The line of `#Preview`, 1-based.
  public var line: Int

  /// An expansion's parts.
  public init(name: String?, traits: [String], properties: [String], body: String, line: Int) {
    self.name = name
    self.traits = traits
    self.properties = properties
    self.body = body
    self.line = line
  }

  /// What can make `#Preview`'s text unusable; the message names the fix.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// The text does not start with `#Preview`.
    case notPreview
    /// A bracket or string is not closed.
    case unbalanced
    /// No closure holds the preview's view.
    case missingBody
    /// An argument the macro does not take.
    case unknownArgument(String)

    /// The message shown by the compiler.
    public var description: String {
      switch self {
      case .notPreview: "expected '#Preview'"
      case .unbalanced:
        "#Preview: a bracket or string literal is not closed; check the preview's source"
      case .missingBody:
        "#Preview needs a trailing closure with the view to preview: #Preview { MyView() }"
      case .unknownArgument(let label):
        "#Preview has no argument '\(label):'; it takes a name, traits: and a body closure"
      }
    }
  }

  /// Reads `#Preview` as the compiler sends it (leading trivia included); `line` is the line
  /// the text starts on.
  public static func parse(_ source: String, line: Int) throws(Failure) -> PreviewExpansion {
    var lexer = Lexer(Array(source.unicodeScalars))
    lexer.skipTrivia()
    let startLine = line + lexer.newlinesBefore(lexer.position)
    guard lexer.consume("#Preview") else { throw .notPreview }
    lexer.skipTrivia()
    var arguments: [(label: String?, value: String)] = []
    if lexer.peek == "(" {
      arguments = try lexer.arguments()
      lexer.skipTrivia()
    }
    var closure: String?
    if lexer.peek == "{" { closure = try lexer.bracketed() }
    var name: String?
    var traits: [String] = []
    var inTraits = false
    for (index, argument) in arguments.enumerated() {
      switch argument.label {
      case nil where index == 0 && !inTraits: name = argument.value
      case nil where inTraits: traits.append(argument.value)
      case "traits":
        inTraits = true
        traits.append(argument.value)
      case "body" where closure == nil:
        let value = argument.value
        guard value.hasPrefix("{"), value.hasSuffix("}") else { throw .missingBody }
        closure = value
      case let label: throw .unknownArgument(label ?? "_")
      }
    }
    guard let closure else { throw .missingBody }
    let inner = String(closure.dropFirst().dropLast())
    let (properties, body) = Self.splitPreviewable(inner)
    return PreviewExpansion(
      name: name, traits: traits, properties: properties, body: body, line: startLine)
  }

  /// The closure's `@Previewable` declarations, and the rest of its text with those removed.
  static func splitPreviewable(_ text: String) -> (properties: [String], body: String) {
    let statements = Lexer(Array(text.unicodeScalars)).topLevelLines()
    var properties: [String] = []
    var body: [String] = []
    for statement in statements {
      let trimmed = statement.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
      if trimmed.hasPrefix("@Previewable"), !trimmed.dropFirst(12).hasPrefix("_") {
        properties.append(
          String(trimmed.dropFirst(12)).trimmingSpaces)
        // Keep the line count, so the compiler's line numbers for the body stay close.
        body.append(String(repeating: "\n", count: statement.filter { $0 == "\n" }.count))
      } else {
        body.append(statement)
      }
    }
    return (properties, body.joined())
  }

  /// The declaration the macro expands to, named `uniqueName`, for a file with `fileID`.
  public func declaration(uniqueName: String, fileID: String) -> String {
    var lines: [String] = []
    lines.append("@MainActor @preconcurrency")
    lines.append("public struct \(uniqueName): CatalogUI._PreviewRegistration {")
    for property in properties { lines.append("  " + Self.filePrivate(property)) }
    lines.append("  public init() {}")
    lines.append("  public static var previewName: String? { \(name ?? "nil") }")
    lines.append(
      "  public static var previewTraits: [CatalogUI.PreviewTrait<CatalogUI.Preview.ViewTraits>] {"
    )
    lines.append("    [\(traits.joined(separator: ", "))]")
    lines.append("  }")
    lines.append(
      "  public static var previewSource: CatalogUI.PreviewSource {"
        + " CatalogUI.PreviewSource(fileID: \(Self.literal(fileID)), line: \(line)) }")
    lines.append("  public var body: some CatalogUI.View {")
    lines.append(body)
    lines.append("  }")
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// The declaration made `fileprivate` (after its attributes), so that it may use the file's
  /// private types inside the public preview type.
  static func filePrivate(_ declaration: String) -> String {
    let scalars = Array(declaration.unicodeScalars)
    for index in scalars.indices where index == 0 || scalars[index - 1] == " " {
      let word = scalars[index...].prefix(4)
      if word.elementsEqual("var ".unicodeScalars) || word.elementsEqual("let ".unicodeScalars) {
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[..<index])
        result += "fileprivate "
        result.unicodeScalars.append(contentsOf: scalars[index...])
        return result
      }
    }
    return declaration
  }

  /// `text` as a Swift string literal.
  static func literal(_ text: String) -> String { "\"" + swiftStringLiteralContents(text) + "\"" }

}

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  fileprivate var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r\n" }
    return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}

// MARK: - Lexer

/// A cursor over Swift source that steps over string literals, comments and brackets as units.
struct Lexer {
  let text: [Unicode.Scalar]
  var position = 0

  init(_ text: [Unicode.Scalar]) { self.text = text }

  var peek: Unicode.Scalar? { position < text.count ? text[position] : nil }

  func newlinesBefore(_ end: Int) -> Int { text[..<end].filter { $0 == "\n" }.count }

  func string(_ range: Range<Int>) -> String {
    var result = ""
    result.unicodeScalars.append(contentsOf: text[range])
    return result
  }

  mutating func consume(_ word: String) -> Bool {
    let scalars = Array(word.unicodeScalars)
    guard position + scalars.count <= text.count,
      Array(text[position..<(position + scalars.count)]) == scalars
    else { return false }
    position += scalars.count
    return true
  }

  /// Steps over spaces, line breaks and comments.
  mutating func skipTrivia() {
    while let c = peek {
      if c == " " || c == "\t" || c == "\n" || c == "\r" {
        position += 1
      } else if c == "/", position + 1 < text.count, text[position + 1] == "/" {
        while let d = peek, d != "\n" { position += 1 }
      } else if c == "/", position + 1 < text.count, text[position + 1] == "*" {
        skipBlockComment()
      } else {
        return
      }
    }
  }

  mutating func skipBlockComment() {
    var depth = 0
    repeat {
      if consume("/*") {
        depth += 1
      } else if consume("*/") {
        depth -= 1
      } else {
        position += 1
      }
    } while depth > 0 && position < text.count
  }

  /// Steps over one string literal (`"…"`, `"""…"""`, `#"…"#`), interpolations included.
  mutating func skipString() throws(PreviewExpansion.Failure) {
    var hashes = 0
    while peek == "#" {
      hashes += 1
      position += 1
    }
    let multiline = consume("\"\"\"")
    if !multiline {
      guard consume("\"") else { return }
    }
    let close =
      String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
    let escape = "\\" + String(repeating: "#", count: hashes)
    while position < text.count {
      if consume(close) { return }
      if consume(escape) {
        if peek == "(" {
          _ = try bracketed()
        } else {
          position += 1
        }
        continue
      }
      if !multiline, peek == "\n" { throw .unbalanced }
      position += 1
    }
    throw .unbalanced
  }

  /// Whether a string literal starts here (`"`, or `#` followed by `#`s and `"`).
  func atString() -> Bool {
    var i = position
    while i < text.count, text[i] == "#" { i += 1 }
    return i < text.count && text[i] == "\""
  }

  /// Steps over whatever starts here: a string, a comment, a bracketed group or one scalar.
  mutating func skipUnit() throws(PreviewExpansion.Failure) {
    guard let c = peek else { return }
    if atString() {
      try skipString()
    } else if c == "/", position + 1 < text.count, text[position + 1] == "/" {
      while let d = peek, d != "\n" { position += 1 }
    } else if c == "/", position + 1 < text.count, text[position + 1] == "*" {
      skipBlockComment()
    } else if c == "(" || c == "[" || c == "{" {
      _ = try bracketed()
    } else if c == ")" || c == "]" || c == "}" {
      throw .unbalanced
    } else {
      position += 1
    }
  }

  /// The bracketed group starting here, brackets included.
  mutating func bracketed() throws(PreviewExpansion.Failure) -> String {
    let start = position
    guard let open = peek else { throw .unbalanced }
    let close: Unicode.Scalar = open == "(" ? ")" : open == "[" ? "]" : "}"
    position += 1
    while let c = peek {
      if c == close {
        position += 1
        return string(start..<position)
      }
      try skipUnit()
    }
    throw .unbalanced
  }

  /// The parenthesised argument list starting here, split at its top-level commas.
  mutating func arguments() throws(PreviewExpansion.Failure) -> [(label: String?, value: String)] {
    let group = try bracketed()
    var inner = Lexer(Array(group.unicodeScalars.dropFirst().dropLast()))
    var arguments: [(label: String?, value: String)] = []
    var start = 0
    func finish(_ end: Int) {
      let piece = inner.string(start..<end).trimmingSpaces
      guard !piece.isEmpty else { return }
      arguments.append(Self.labelled(piece))
    }
    while let c = inner.peek {
      if c == "," {
        finish(inner.position)
        inner.position += 1
        start = inner.position
      } else {
        try inner.skipUnit()
      }
    }
    finish(inner.position)
    return arguments
  }

  /// `label: value` split into its label and value; a value alone has no label.
  static func labelled(_ piece: String) -> (label: String?, value: String) {
    let scalars = Array(piece.unicodeScalars)
    var i = 0
    while i < scalars.count, scalars[i].properties.isXIDContinue || scalars[i] == "_" { i += 1 }
    guard i > 0, scalars[0].properties.isXIDStart || scalars[0] == "_" else { return (nil, piece) }
    var j = i
    while j < scalars.count, scalars[j] == " " { j += 1 }
    guard j < scalars.count, scalars[j] == ":", j + 1 == scalars.count || scalars[j + 1] != ":"
    else { return (nil, piece) }
    var label = ""
    label.unicodeScalars.append(contentsOf: scalars[..<i])
    var value = ""
    value.unicodeScalars.append(contentsOf: scalars[(j + 1)...])
    return (label, value.trimmingSpaces)
  }

  /// The text split into top-level statements, each with its trailing line break: a line break
  /// or `;` outside brackets ends one, unless the next line continues it (starts with `.`).
  func topLevelLines() -> [String] {
    var lexer = self
    var pieces: [String] = []
    var start = 0
    while let c = lexer.peek {
      if c == ";" {
        pieces.append(lexer.string(start..<lexer.position) + "\n")
        lexer.position += 1
        start = lexer.position
      } else if c == "\n" {
        lexer.position += 1
        var next = lexer.position
        while next < text.count, text[next] == " " || text[next] == "\t" { next += 1 }
        let continues = next < text.count && text[next] == "."
        if !continues {
          pieces.append(lexer.string(start..<lexer.position))
          start = lexer.position
        }
      } else {
        do { try lexer.skipUnit() } catch { lexer.position += 1 }
      }
    }
    if start < text.count { pieces.append(lexer.string(start..<text.count)) }
    return pieces
  }
}
