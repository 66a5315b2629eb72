import Foundation

// MARK: - AccessibilityBaseline + Parsing

extension AccessibilityBaseline {
  /// Reads the baseline file; an absent file is an empty baseline, and a malformed one an
  /// error naming the file, the 1-based line and the fix.
  public static func load(from url: URL) throws(CatalogError) -> AccessibilityBaseline {
    // Read as references are: only a regular file (a FIFO never blocks the run), within the
    // size limit of text snapshots.
    // Unlike a reference, the baseline cannot be recorded again: the reasons in it are only
    // there, so the advice keeps them.
    let advice =
      "move it aside and restore the baseline from version control (for example "
      + "`git checkout -- \(FileNames.shellQuoted(url.path))`); deleting it would lose the "
      + "reason of every accepted finding"
    switch ReferenceFile.readBytes(url, advice: advice) {
    case .absent:
      return .empty
    case .unreadable(let reason):
      throw .accessibility(.baselineUnreadable(file: url.path, reason: reason))
    case .bytes(let data):
      return try decode(data, file: url.path)
    }
  }

  /// Reads a baseline from the file's bytes; `file` names it in error messages as
  /// `file:line: message`.
  ///
  /// Lines end with LF (a carriage return is refused), a final line feed is optional, and a
  /// tab in indentation, a key other than `snapshot`, `rule`, `element` and `reason`, a key
  /// twice in one entry, a missing key, an unknown rule, an element not written as
  /// `role "label"`, an empty reason and two entries that accept the same finding are errors.
  public static func decode(_ data: Data, file: String) throws(CatalogError)
    -> AccessibilityBaseline
  {
    let lines: [[Unicode.Scalar]]
    do {
      lines = try AccessibilityTextSyntax.lines(of: data).lines
    } catch {
      throw .accessibility(
        .baselineLine(file: file, line: error.line, column: nil, problem: .syntax(error.problem)))
    }
    var parser = BaselineParser(file: file)
    for (index, line) in lines.enumerated() {
      try parser.read(line, number: index + 1)
    }
    return AccessibilityBaseline(checked: try parser.finish())
  }
}

// MARK: - BaselineParser

/// Reads the baseline's lines one at a time, collecting entries and checking each as it ends.
private struct BaselineParser {
  enum Field: String, CaseIterable {
    case snapshot, rule, element, count, reason
  }

  /// An entry being read: its values by field, with the line each came from.
  struct PendingEntry {
    var line: Int
    var values: [Field: (value: String, line: Int)] = [:]
  }

  let file: String
  var pending: PendingEntry?
  var entries: [RunReport.BaselineEntry] = []
  var firstLines: [AccessibilityBaseline.Key: Int] = [:]

  init(file: String) {
    self.file = file
  }

  mutating func read(_ line: [Unicode.Scalar], number: Int) throws(CatalogError) {
    if number == 1, line.first == "\u{FEFF}" {
      throw failure(number, .byteOrderMark)
    }
    let spaces = line.prefix { $0 == " " }.count
    if spaces == line.count || line[spaces] == "#" { return }
    if line[spaces] == "\t" {
      throw failure(number, .tabIndentation)
    }
    switch spaces {
    case 0 where line.starts(with: "- ".unicodeScalars):
      try finishEntry()
      pending = PendingEntry(line: number)
      try readField(line, from: 2, number: number)
    case 0:
      throw failure(number, .entryStartExpected(found: AccessibilityTextSyntax.excerpt(line)))
    case 2 where pending != nil:
      try readField(line, from: 2, number: number)
    case 2:
      throw failure(number, .keyBeforeEntry(found: AccessibilityTextSyntax.excerpt(line)))
    default:
      throw failure(number, .indentation(spaces: spaces))
    }
  }

  mutating func finish() throws(CatalogError) -> [RunReport.BaselineEntry] {
    try finishEntry()
    return entries
  }

  // MARK: Fields

  private mutating func readField(_ line: [Unicode.Scalar], from start: Int, number: Int)
    throws(CatalogError)
  {
    var index = start
    while index < line.count, line[index].isASCII, line[index].properties.isAlphabetic {
      index += 1
    }
    let key = String(String.UnicodeScalarView(line[start..<index]))
    let afterKey = line[index...]
    guard !key.isEmpty, afterKey.first == ":",
      afterKey.count == 1 || afterKey.dropFirst().first == " "
    else {
      throw failure(
        number, .keyValueExpected(found: AccessibilityTextSyntax.excerpt(line[start...])))
    }
    let names = Field.allCases.map(\.rawValue)
    guard let field = Field(rawValue: key) else {
      throw failure(
        number,
        .unknownKey(
          key: key, expected: names,
          suggestion: AccessibilityTextSyntax.suggestion(for: key, among: names)))
    }
    let entryLine = pending?.line ?? number
    if let previous = pending?.values[field] {
      throw failure(
        number, .keyTwice(key: key, entryLine: entryLine, firstLine: previous.line))
    }
    let value = try readValue(line, from: min(index + 2, line.count), number: number)
    pending?.values[field] = (value, number)
  }

  private func readValue(_ line: [Unicode.Scalar], from start: Int, number: Int)
    throws(CatalogError) -> String
  {
    if start < line.count, line[start] == "\"" {
      let (value, end): (String, Int)
      do {
        (value, end) = try AccessibilityTextSyntax.readQuoted(line, from: start, style: .yaml)
      } catch {
        throw failure(number, column: error.column, .syntax(error.problem))
      }
      guard line[end...].allSatisfy({ $0 == " " }) else {
        throw failure(
          number, .textAfterQuote(found: AccessibilityTextSyntax.excerpt(line[end...])))
      }
      return value
    }
    // YAML drops a plain value's trailing spaces.
    var end = line.count
    while end > start, line[end - 1] == " " { end -= 1 }
    let value = line[start..<end]
    if let raw = value.first(where: AccessibilityTextSyntax.mustEscape) {
      throw failure(number, .unescapedInPlain(name: AccessibilityTextSyntax.scalarName(raw)))
    }
    if AccessibilityBaseline.plainProblemAtStart(Array(value.prefix(2))) {
      throw failure(number, .plainStart(String(Character(value[value.startIndex]))))
    }
    let text = String(String.UnicodeScalarView(value))
    if text.contains(" #") {
      throw failure(number, .commentInPlain)
    }
    if text.contains(": ") || text.hasSuffix(":") {
      throw failure(number, .colonInPlain)
    }
    return text
  }

  // MARK: Entries

  private mutating func finishEntry() throws(CatalogError) {
    guard let entry = pending else { return }
    pending = nil
    func value(_ field: Field) throws(CatalogError) -> (value: String, line: Int) {
      if let found = entry.values[field] { return found }
      let example =
        switch field {
        case .snapshot: "Definition/variant"
        case .rule: AccessibilityRule.allCases.map(\.rawValue).joined(separator: " | ")
        case .element: "role \"label\" as the finding names it"
        case .count: "the number of findings a pattern accepts"
        case .reason: "why the finding is accepted"
        }
      throw failure(
        entry.line,
        field == .reason
          ? .reasonFieldMissing : .fieldMissing(field: field.rawValue, example: example))
    }
    let snapshot = try value(.snapshot)
    let rule = try value(.rule)
    let element = try value(.element)
    let reason = try value(.reason)
    if let problem = AccessibilityBaseline.snapshotProblem(snapshot.value) {
      throw failure(snapshot.line, problem)
    }
    if let problem = AccessibilityBaseline.ruleProblem(rule.value) {
      throw failure(rule.line, problem)
    }
    if let problem = AccessibilityBaseline.elementProblem(element.value) {
      throw failure(element.line, problem)
    }
    if let problem = AccessibilityBaseline.reasonProblem(reason.value) {
      throw failure(reason.line, problem)
    }
    var count: Int?
    if let written = entry.values[.count] {
      if let problem = BaselinePattern.countProblem(written.value) {
        throw failure(written.line, problem)
      }
      count = Int(written.value)
    }
    let accepted = RunReport.BaselineEntry(
      snapshot: snapshot.value, rule: rule.value, element: element.value, reason: reason.value,
      count: count)
    if let problem = BaselinePattern.problem(with: accepted) {
      let line =
        if case .patternStars = problem, !snapshot.value.contains("**") {
          element.line
        } else {
          snapshot.line
        }
      throw failure(line, problem)
    }
    let key = AccessibilityBaseline.Key(accepted)
    if let first = firstLines[key] {
      throw failure(
        entry.line,
        .duplicateOfLine(
          line: first, rule: accepted.rule,
          element: AccessibilityTextSyntax.printable(accepted.element),
          snapshot: accepted.snapshot))
    }
    firstLines[key] = entry.line
    entries.append(accepted)
  }

  private func failure(
    _ line: Int, column: Int? = nil, _ problem: AccessibilityError.BaselineProblem
  ) -> CatalogError {
    .accessibility(.baselineLine(file: file, line: line, column: column, problem: problem))
  }
}
