import Foundation

// MARK: - ConformanceScanner

/// Finds the top-level types whose declaration or extension lists a protocol, by reading Swift
/// source as text: comments and string literals are skipped, so a commented-out conformance is
/// not found.
///
/// Design: a brace-depth scan over the source with its comments and strings blanked, not a Swift
/// parser; it sees `enum A: P`, `struct A<T>: Q, P where …` and `extension A: P`, and nothing
/// nested. Costs: one pass over the characters, plus a copy of the source.
public enum ConformanceScanner {
  /// Names of top-level types whose declaration or extension lists `protocolName` (or
  /// `Catalog.protocolName`), in source order.
  public static func conformingTypes(in source: String, to protocolName: String) -> [String] {
    conformances(in: source, to: [protocolName]).map(\.name)
  }

  /// A top-level type listing one of the protocols searched for.
  public struct Conformance: Equatable, Sendable {
    /// The type's name as declared (`Badge_Definition`, `Outer.Inner` for an extension).
    public var name: String
    /// The protocol listed.
    public var protocolName: String
    /// The `#if` conditions the declaration sits in, outermost first, each a Swift
    /// compilation condition (`DEBUG`, `!(os(Linux)) && (DEBUG)`); empty when unconditional.
    public var conditions: [String]

    /// A conformance found in source.
    public init(name: String, protocolName: String, conditions: [String]) {
      self.name = name
      self.protocolName = protocolName
      self.conditions = conditions
    }
  }

  /// The top-level declarations and extensions listing any of `protocolNames` (or
  /// `Catalog.`/`CatalogUI.`-qualified), in source order, with the `#if` conditions around them.
  public static func conformances(in source: String, to protocolNames: [String]) -> [Conformance] {
    let code = Array(strippingCommentsAndStrings(source))
    var found: [Conformance] = []
    var depth = 0
    var i = 0
    let keywords = ["enum", "struct", "class", "extension", "actor"]
    // One entry per open `#if`: the conditions of its earlier branches, and the current one.
    var branches: [(earlier: [String], current: String)] = []
    while i < code.count {
      let c = code[i]
      if c == "{" {
        depth += 1
        i += 1
        continue
      }
      if c == "}" {
        depth = max(depth - 1, 0)
        i += 1
        continue
      }
      if c == "#", depth == 0 {
        var end = i
        while end < code.count, !["\n", "\r\n", "\r"].contains(code[end]) { end += 1 }
        let line = String(code[(i + 1)..<end]).trimmingCharacters(in: .whitespaces)
        let word = line.prefix { $0.isLetter }
        let condition = line.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
        switch word {
        case "if": branches.append((earlier: [], current: condition))
        case "elseif", "else":
          if var top = branches.popLast() {
            top.earlier.append(top.current)
            top.current = word == "else" ? "" : condition
            branches.append(top)
          }
        case "endif": _ = branches.popLast()
        default: break
        }
        i = end
        continue
      }
      guard depth == 0, c.isLetter,
        i == 0 || !(code[i - 1].isLetter || code[i - 1].isNumber || code[i - 1] == "_")
      else {
        i += 1
        continue
      }
      var j = i
      while j < code.count, code[j].isLetter { j += 1 }
      let word = String(code[i..<j])
      guard keywords.contains(word) else {
        i = j
        continue
      }
      // The header runs to the opening brace: `enum Name<T>: A, B where …`.
      var k = j
      while k < code.count, code[k] != "{", code[k] != "}" { k += 1 }
      let header = String(code[j..<k])
      for protocolName in protocolNames {
        if let name = conformingName(header: header, protocolName: protocolName) {
          found.append(
            Conformance(
              name: name, protocolName: protocolName,
              conditions: branches.map(Self.condition)))
        }
      }
      i = k
    }
    return found
  }

  /// The condition under which a branch of an `#if` is compiled.
  private static func condition(_ branch: (earlier: [String], current: String)) -> String {
    let negated = branch.earlier.map { "!(\($0))" }
    let parts = negated + (branch.current.isEmpty ? [] : ["(\(branch.current))"])
    if branch.earlier.isEmpty { return branch.current }
    return parts.joined(separator: " && ")
  }

  /// The declared name when the header's inheritance clause lists the protocol.
  static func conformingName(header: String, protocolName: String) -> String? {
    let trimmed = header.trimmingCharacters(in: .whitespacesAndNewlines)
    let nameEnd =
      trimmed.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
      ?? trimmed.endIndex
    let name = String(trimmed[..<nameEnd])
    guard !name.isEmpty, let colon = trimmed.firstIndex(of: ":") else { return nil }
    var clause = trimmed[trimmed.index(after: colon)...]
    if let whereRange = clause.range(of: " where ") { clause = clause[..<whereRange.lowerBound] }
    let listed = clause.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    let qualified = ["Catalog", "CatalogUI", "SwiftUI"].map { "\($0).\(protocolName)" }
    return listed.contains(protocolName) || listed.contains(where: qualified.contains)
      ? name : nil
  }

  /// The source with comments and string literals replaced by spaces (line structure kept).
  static func strippingCommentsAndStrings(_ source: String) -> String {
    var out = ""
    var chars = Array(source)[...]
    while let c = chars.first {
      if c == "/", chars.dropFirst().first == "/" {
        // "\r\n" is one Character, so testing for "\n" alone would run a comment in a file
        // with CRLF line endings to the end of the file.
        while let d = chars.first, !["\n", "\r\n", "\r"].contains(d) { chars = chars.dropFirst() }
      } else if c == "/", chars.dropFirst().first == "*" {
        var level = 0
        repeat {
          if chars.starts(with: "/*") {
            level += 1
            chars = chars.dropFirst(2)
          } else if chars.starts(with: "*/") {
            level -= 1
            chars = chars.dropFirst(2)
          } else {
            chars = chars.dropFirst()
          }
        } while level > 0 && !chars.isEmpty
        out.append(" ")
      } else if c == "\"" {
        let delimiter = chars.starts(with: "\"\"\"") ? "\"\"\"" : "\""
        chars = chars.dropFirst(delimiter.count)
        while !chars.isEmpty, !chars.starts(with: delimiter) {
          if chars.first == "\\" { chars = chars.dropFirst() }
          chars = chars.dropFirst()
        }
        chars = chars.dropFirst(delimiter.count)
        out.append("\"\"")
      } else {
        out.append(c)
        chars = chars.dropFirst()
      }
    }
    return out
  }
}
