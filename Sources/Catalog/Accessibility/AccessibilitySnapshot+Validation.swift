import CatalogUI
import Foundation

// MARK: - AccessibilitySnapshot + Validation

extension AccessibilitySnapshot {
  /// Checks that bytes are a snapshot in the form `text(of:)` writes and returns the text;
  /// the error names the 1-based line, what was expected and what was found.
  @discardableResult
  public static func validate(_ data: Data) throws(CatalogError) -> String {
    let split: AccessibilityTextSyntax.Lines
    do {
      split = try AccessibilityTextSyntax.lines(of: data)
    } catch {
      throw failure(line: error.line, .syntax(error.problem))
    }
    try validate(lines: split.lines, endsWithNewline: split.endsWithNewline)
    return String(decoding: data, as: UTF8.self)
  }

  /// Checks that text is a snapshot in the form `text(of:)` writes; the error names the
  /// 1-based line, what was expected and what was found.
  ///
  /// The parser is strict, since a reference that `record` could not have written would only
  /// ever show as a confusing diff: the header must come first, every element line must be
  /// `- role "label"` with known roles and traits in their fixed order, a container line ends
  /// with `:` and is followed by children exactly two spaces deeper, strings escape invisible
  /// characters, lines end with LF (a carriage return is refused), and the file ends with a
  /// line feed.
  public static func validate(_ text: String) throws(CatalogError) {
    let split: AccessibilityTextSyntax.Lines
    do {
      split = try AccessibilityTextSyntax.lines(of: text)
    } catch {
      throw failure(line: error.line, .syntax(error.problem))
    }
    try validate(lines: split.lines, endsWithNewline: split.endsWithNewline)
  }

  private static func validate(lines: [[Unicode.Scalar]], endsWithNewline: Bool)
    throws(CatalogError)
  {
    guard let first = lines.first else { throw failure(line: 1, .emptyFile) }
    guard first == Array(header.unicodeScalars) else {
      throw failure(
        line: 1,
        first.first == "\u{FEFF}" ? .headerByteOrderMark : .headerExpected(found: found(first)))
    }
    guard lines.count > 1 else { throw failure(line: 2, .treeMissing) }
    if lines[1] == Array(emptyTreeLine.unicodeScalars) {
      if lines.count > 2 {
        throw failure(line: 3, .textAfterEmptyTree(found: found(lines[2])))
      }
    } else {
      try validateElements(lines)
    }
    guard endsWithNewline else { throw failure(line: lines.count, .finalLineFeedMissing) }
  }

  /// The line as an error message quotes it.
  private static func found(_ line: [Unicode.Scalar]) -> AccessibilityError.Found {
    line.isEmpty ? .emptyLine : .text(AccessibilityTextSyntax.excerpt(line))
  }

  /// The error for line `line` (and `column`, 1-based in Unicode scalars) of a snapshot.
  fileprivate static func failure(
    line: Int, column: Int? = nil, _ problem: AccessibilityError.SnapshotProblem
  ) -> CatalogError {
    .accessibility(.snapshotLine(line: line, column: column, problem: problem))
  }

  private static func validateElements(_ lines: [[Unicode.Scalar]]) throws(CatalogError) {
    // The file itself is a container at depth -1 whose first child must be at depth 0.
    var previousDepth = -1
    var openContainerLine: Int? = 0
    for index in 1..<lines.count {
      let line = lines[index]
      let number = index + 1
      let spaces = line.prefix { $0 == " " }.count
      if spaces == line.count { throw failure(line: number, .emptyElementLine) }
      if line[spaces] == "\t" { throw failure(line: number, .tabIndentation) }
      if spaces % 2 != 0 { throw failure(line: number, .oddIndentation(spaces: spaces)) }
      let depth = spaces / 2
      if index == 1, depth != 0 {
        throw failure(line: number, .firstLineIndented(spaces: spaces))
      }
      if let container = openContainerLine, depth != previousDepth + 1 {
        throw failure(
          line: number,
          .childIndentation(
            containerLine: container, expected: (previousDepth + 1) * 2, spaces: spaces))
      }
      if openContainerLine == nil, depth > previousDepth {
        throw failure(line: number, .tooDeep(maximum: previousDepth * 2, spaces: spaces))
      }
      var parser = ElementLineParser(line: line, number: number, index: spaces)
      let isContainer = try parser.parse()
      previousDepth = depth
      openContainerLine = isContainer ? number : nil
    }
    if let container = openContainerLine {
      throw failure(line: lines.count + 1, .childMissing(containerLine: container))
    }
  }
}

// MARK: - ElementLineParser

/// Reads one element line from just past its indentation.
private struct ElementLineParser {
  typealias Role = AccessibilitySnapshot.Role
  typealias BracketTrait = AccessibilitySnapshot.BracketTrait

  let line: [Unicode.Scalar]
  let number: Int
  var index: Int

  private var rest: ArraySlice<Unicode.Scalar> { line[index...] }

  init(line: [Unicode.Scalar], number: Int, index: Int) {
    self.line = line
    self.number = number
    self.index = index
  }

  /// Parses the line and returns whether it opens a container (ends with `:`).
  mutating func parse() throws(CatalogError) -> Bool {
    let start = index
    let shapeError = AccessibilitySnapshot.failure(
      line: number, .elementShape(found: AccessibilityTextSyntax.excerpt(line[start...])))
    guard eat("- ") else { throw shapeError }
    let roleStart = index
    while index < line.count, line[index].properties.isAlphabetic, line[index].isASCII {
      index += 1
    }
    let word = String(String.UnicodeScalarView(line[roleStart..<index]))
    guard !word.isEmpty, has(" \"") else { throw shapeError }
    guard let role = Role(rawValue: word) else {
      let roles = Role.allCases.map(\.rawValue)
      throw failure(
        at: roleStart,
        .unknownRole(
          role: word, roles: roles,
          suggestion: AccessibilityTextSyntax.suggestion(for: word, among: roles)))
    }
    index += 1
    _ = try quoted()

    var traits = role.trait ?? []
    var stage = 0
    while true {
      if stage < 1, has(" [") {
        traits.formUnion(try bracketTraits(role: role))
        stage = 1
      } else if stage < 2, eat(" value: ") {
        _ = try quoted(after: "value:")
        stage = 2
      } else if stage < 3, eat(" hint: ") {
        _ = try quoted(after: "hint:")
        stage = 3
      } else if stage < 4, eat(" actions: [") {
        try actions()
        stage = 4
      } else if eat(" frame: ") {
        try frame()
        break
      } else {
        let options = ["' ['", "' value: '", "' hint: '", "' actions: '"].dropFirst(stage)
        throw failure(at: index, .partExpected(options: Array(options), found: found(rest)))
      }
    }

    let isContainer: Bool
    switch rest.count {
    case 0: isContainer = false
    case 1 where rest.first == ":": isContainer = true
    default:
      throw failure(
        at: index, .textAfterFrame(found: AccessibilityTextSyntax.excerpt(rest)))
    }
    let expected = Role(traits: traits, hasChildren: isContainer)
    guard expected == role else {
      throw failure(
        at: roleStart,
        .roleMismatch(
          role: role.rawValue, expected: expected.rawValue, order: Role.allCases.map(\.rawValue)))
    }
    return isContainer
  }

  // MARK: Parts

  private mutating func quoted(after key: String? = nil) throws(CatalogError) -> String {
    guard index < line.count, line[index] == "\"" else {
      throw failure(at: index, .quotedExpected(key: key, found: found(rest)))
    }
    do {
      let (value, end) = try AccessibilityTextSyntax.readQuoted(line, from: index, style: .swift)
      index = end
      return value
    } catch {
      throw AccessibilitySnapshot.failure(
        line: number, column: error.column, .syntax(error.problem))
    }
  }

  private mutating func bracketTraits(role: Role) throws(CatalogError) -> AccessibilityTraits {
    index += 2
    var traits: AccessibilityTraits = []
    var previous: BracketTrait?
    let names = BracketTrait.allCases.map(\.rawValue)
    while true {
      let start = index
      while index < line.count, line[index].properties.isAlphabetic, line[index].isASCII {
        index += 1
      }
      let word = String(String.UnicodeScalarView(line[start..<index]))
      guard let trait = BracketTrait(rawValue: word) else {
        throw failure(
          at: start,
          .unknownTrait(
            traits: names, found: word.isEmpty ? found(line[start...]) : .text(word),
            suggestion: word.isEmpty
              ? "" : AccessibilityTextSyntax.suggestion(for: word, among: names)))
      }
      if trait.trait == role.trait {
        throw failure(at: start, .traitOfRole(trait: word, role: role.rawValue))
      }
      if let previous, let a = names.firstIndex(of: previous.rawValue),
        let b = names.firstIndex(of: word), b <= a
      {
        throw failure(
          at: start, .traitOrder(traits: names, trait: word, previous: previous.rawValue))
      }
      traits.insert(trait.trait)
      previous = trait
      if eat(", ") { continue }
      if eat("]") { return traits }
      throw failure(at: index, .traitSeparator(found: found(rest)))
    }
  }

  private mutating func actions() throws(CatalogError) {
    while true {
      if index < line.count, line[index] == "\"" {
        _ = try quoted()
      } else {
        let start = index
        while index < line.count, line[index] != ",", line[index] != "]" { index += 1 }
        guard AccessibilitySnapshot.isBareActionName(line[start..<index]) else {
          throw failure(at: start, .actionName(found: found(line[start...])))
        }
      }
      if eat(", ") { continue }
      if eat("]") { return }
      throw failure(at: index, .actionSeparator(found: found(rest)))
    }
  }

  private mutating func frame() throws(CatalogError) {
    let start = index
    let end = line[start...].firstIndex(of: ")").map { $0 + 1 } ?? line.count
    let error = failure(at: start, .frameMalformed(found: found(line[start..<end])))
    guard eat("(") else { throw error }
    for separator in [", ", ", ", "×", ")"] {
      let numberStart = index
      while index < line.count, Self.isNumberScalar(line[index]) { index += 1 }
      guard Self.isCanonicalNumber(line[numberStart..<index]), eat(separator) else { throw error }
    }
  }

  // MARK: Numbers

  private static func isNumberScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      && (scalar.properties.isASCIIHexDigit || "-+.naie".unicodeScalars.contains(scalar))
  }

  /// Whether the token is a number exactly as `AccessibilitySnapshot.number(_:)` writes one.
  static func isCanonicalNumber(_ token: ArraySlice<Unicode.Scalar>) -> Bool {
    let text = String(String.UnicodeScalarView(token))
    if text == "nan" || text == "inf" || text == "-inf" { return true }
    let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    if unsigned.contains("e") {
      // Swift's own spelling of magnitudes from 2^63: `1e+19`, `1.5e+300`.
      guard let value = Double(text), value.isFinite, abs(value) >= 0x1p63 else { return false }
      return String(value) == text
    }
    let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty,
      whole.allSatisfy(Self.isDigit), whole == "0" || whole.first != "0"
    else { return false }
    if parts.count == 2 {
      let fraction = parts[1]
      guard (1...2).contains(fraction.count), fraction.allSatisfy(Self.isDigit),
        fraction.last != "0"
      else { return false }
    } else if text == "-0" {
      return false
    }
    return true
  }

  private static func isDigit(_ character: Character) -> Bool { ("0"..."9").contains(character) }

  // MARK: Scanning

  private func has(_ literal: String) -> Bool {
    var i = index
    for scalar in literal.unicodeScalars {
      guard i < line.count, line[i] == scalar else { return false }
      i += 1
    }
    return true
  }

  private mutating func eat(_ literal: String) -> Bool {
    guard has(literal) else { return false }
    index += literal.unicodeScalars.count
    return true
  }

  /// What is left of the line as an error message quotes it.
  private func found(_ part: ArraySlice<Unicode.Scalar>) -> AccessibilityError.Found {
    part.isEmpty ? .endOfLine : .text(AccessibilityTextSyntax.excerpt(part))
  }

  private func failure(at index: Int, _ problem: AccessibilityError.SnapshotProblem)
    -> CatalogError
  {
    AccessibilitySnapshot.failure(line: number, column: index + 1, problem)
  }
}

// MARK: - Element names

extension AccessibilitySnapshot {
  /// Whether text names an element the way `element(_:)` writes it, `role "label"`, such as
  /// `button "Reserve"`.
  static func isElementName(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    guard let space = scalars.firstIndex(of: " "),
      Role(rawValue: String(String.UnicodeScalarView(scalars[..<space]))) != nil,
      space + 1 < scalars.count, scalars[space + 1] == "\"",
      let (_, end) = try? AccessibilityTextSyntax.readQuoted(
        scalars, from: space + 1, style: .swift)
    else { return false }
    return end == scalars.count
  }
}
