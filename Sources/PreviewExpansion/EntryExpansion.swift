// MARK: - EntryExpansion

/// The expansion of `@Entry` on a property of `EnvironmentValues` (or any type with a key
/// subscript), read from the declaration's text: `@Entry var accent: Color = .blue` becomes
/// a computed property reading and writing `self[__Key_accent.self]`, beside a key type whose
/// default value is the property's initial value.
public struct EntryExpansion: Equatable, Sendable {
  /// The property's name.
  public var name: String
  /// The property's type, as written.
  public var type: String
  /// The initial value, as written; `nil` when the declaration has none (an optional's is
  /// `nil`).
  public var defaultValue: String?

  /// An expansion's parts.
  public init(name: String, type: String, defaultValue: String?) {
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
  }

  /// What can make a declaration unusable for `@Entry`; the message names the fix.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// Not a `var` declaration.
    case notVariable
    /// The declaration has no `: Type`.
    case missingType(String)
    /// The declaration has neither an initial value nor an optional type.
    case missingDefault(String)

    /// The message shown by the compiler.
    public var description: String {
      switch self {
      case .notVariable: "@Entry applies to a 'var' declaration"
      case .missingType(let name):
        "@Entry needs the type of '\(name)' written out: @Entry var \(name): Type = value"
      case .missingDefault(let name):
        "@Entry needs a default value for '\(name)': @Entry var \(name): Type = value"
      }
    }
  }

  /// Reads the declaration the attribute is attached to (attributes and modifiers included).
  public static func parse(_ declaration: String) throws(Failure) -> EntryExpansion {
    let scalars = Array(declaration.unicodeScalars)
    guard let afterVar = Self.keyword("var", in: scalars) else { throw .notVariable }
    var index = afterVar
    while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
    let nameStart = index
    while index < scalars.count, Self.isIdentifier(scalars[index]) { index += 1 }
    var name = String(String.UnicodeScalarView(scalars[nameStart..<index]))
    if name.isEmpty, index < scalars.count, scalars[index] == "`" {
      let end = scalars[(index + 1)...].firstIndex(of: "`") ?? scalars.count
      name = String(String.UnicodeScalarView(scalars[index..<min(end + 1, scalars.count)]))
      index = min(end + 1, scalars.count)
    }
    guard !name.isEmpty else { throw .notVariable }
    let rest = Array(scalars[index...])
    let equals = Self.topLevelEquals(in: rest)
    let typePart = String(String.UnicodeScalarView(rest[..<(equals ?? rest.count)])).trimmed
    guard typePart.hasPrefix(":") else { throw .missingType(name) }
    let type = String(typePart.dropFirst()).trimmed
    guard !type.isEmpty else { throw .missingType(name) }
    var value: String?
    if let equals {
      value = String(String.UnicodeScalarView(rest[(equals + 1)...])).trimmed
    } else if type.hasSuffix("?") || type.hasPrefix("Optional<") {
      value = "nil"
    }
    guard let value, !value.isEmpty else { throw .missingDefault(name) }
    return EntryExpansion(name: name, type: type, defaultValue: value)
  }

  /// The name of the key type the peer expansion declares.
  public var keyName: String { "__Key_" + name.filter { $0 != "`" } }

  /// The accessors that replace the property's storage.
  public var accessors: String {
    "get {\n  self[\(keyName).self]\n}\nset {\n  self[\(keyName).self] = newValue\n}"
  }

  /// The key type declared beside the property; `keyProtocol` is the key protocol's name.
  public func keyDeclaration(keyProtocol: String) -> String {
    // The value on a line of its own, so a comment after it cannot swallow the brace.
    """
    private struct \(keyName): \(keyProtocol) {
      typealias Value = \(type)
      static var defaultValue: Value {
        \(defaultValue ?? "nil")
      }
    }
    """
  }

  /// The index just past the keyword `word` standing alone at the top level, if any.
  private static func keyword(_ word: String, in scalars: [Unicode.Scalar]) -> Int? {
    let target = Array(word.unicodeScalars)
    var index = 0
    while index + target.count <= scalars.count {
      let before = index == 0 ? nil : scalars[index - 1]
      let after = index + target.count < scalars.count ? scalars[index + target.count] : nil
      if Array(scalars[index..<(index + target.count)]) == target,
        before.map({ !isIdentifier($0) }) ?? true, after.map({ !isIdentifier($0) }) ?? true
      {
        return index + target.count
      }
      index += 1
    }
    return nil
  }

  /// The index of the first `=` outside brackets and string literals (not part of `==`,
  /// `->` or a comparison).
  private static func topLevelEquals(in scalars: [Unicode.Scalar]) -> Int? {
    var depth = 0
    var inString = false
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if inString {
        if scalar == "\\" {
          index += 1
        } else if scalar == "\"" {
          inString = false
        }
      } else {
        switch scalar {
        case "\"": inString = true
        case "(", "[", "{", "<": depth += 1
        case ")", "]", "}": depth -= 1
        case ">":
          // `->` is an arrow, not a closing angle bracket.
          if index == 0 || scalars[index - 1] != "-" { depth -= 1 }
        case "=" where depth == 0:
          let next = index + 1 < scalars.count ? scalars[index + 1] : " "
          let previous = index > 0 ? scalars[index - 1] : " "
          if next != "=", !"!<>=".unicodeScalars.contains(previous) { return index }
        default: break
        }
      }
      index += 1
    }
    return nil
  }

  private static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
  }
}

extension String {
  /// The string without leading and trailing whitespace and newlines.
  fileprivate var trimmed: String {
    let scalars = Array(unicodeScalars)
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(String.UnicodeScalarView(scalars[first...last]))
  }
}
