// MARK: - BaselinePattern

/// A baseline entry that accepts one rule's findings on a component across its variants and
/// traits: `*` in its snapshot id (after the definition's name) or in its element's label
/// matches any run of characters, and its `count` is the most error findings it may accept in
/// a run, a number that must not grow.
///
/// ```
/// - snapshot: DLSTextField/*
///   rule: unreachable-action
///   element: element "Email"
///   count: 12
///   reason: The design system decides the field's role; until then VoiceOver reads no role.
/// ```
///
/// The definition's name is always literal, so a pattern cannot accept findings of components
/// nobody reviewed, and a rule is always one rule.
struct BaselinePattern: Hashable, Sendable {
  /// The largest count a pattern may have: far above any catalog's findings, and far below
  /// what would make the count meaningless.
  static let maximumCount = 100_000

  /// The entry, with its count.
  let entry: RunReport.BaselineEntry
  private let snapshot: [[UInt8]]
  private let element: [[UInt8]]

  /// The entry's pattern; the entry is one `problem(with:)` accepts.
  init(_ entry: RunReport.BaselineEntry) {
    self.entry = entry
    snapshot = Self.segments(entry.snapshot)
    element = Self.segments(entry.element)
  }

  /// Whether the pattern accepts `violation` of snapshot `id`.
  func accepts(_ violation: AccessibilityViolation, in id: String) -> Bool {
    violation.rule == entry.rule && Self.matches(snapshot, Array(id.utf8))
      && Self.matches(element, Array(violation.element.utf8))
  }

  /// Whether the pattern's snapshot part matches snapshot `id`.
  func matches(snapshot id: String) -> Bool {
    Self.matches(snapshot, Array(id.utf8))
  }

  // MARK: Checks

  /// What is wrong with a pattern entry's snapshot, element or count, or `nil`.
  static func problem(with entry: RunReport.BaselineEntry) -> AccessibilityError.BaselineProblem? {
    guard let count = entry.count else {
      return entry.snapshot.contains("*") ? .patternWithoutCount : nil
    }
    if let problem = countProblem(String(count)) { return problem }
    let definition = entry.snapshot.split(separator: "/", omittingEmptySubsequences: false).first
    guard entry.snapshot.contains("/"), let definition, !definition.isEmpty,
      !definition.contains("*")
    else {
      return .patternDefinition(found: AccessibilityTextSyntax.printable(entry.snapshot))
    }
    for value in [entry.snapshot, entry.element] where value.contains("**") {
      return .patternStars(found: AccessibilityTextSyntax.printable(value))
    }
    return nil
  }

  /// What is wrong with a count as written, or `nil`.
  static func countProblem(_ text: String) -> AccessibilityError.BaselineProblem? {
    guard !text.isEmpty, text.utf8.count <= 6, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
      let count = Int(text), (1...maximumCount).contains(count)
    else {
      return .countInvalid(
        found: AccessibilityTextSyntax.printable(String(text.prefix(40))), maximum: maximumCount)
    }
    return nil
  }

  // MARK: Matching

  /// The text between the stars, as UTF-8 (the file's bytes, compared as they are).
  private static func segments(_ pattern: String) -> [[UInt8]] {
    pattern.utf8.split(separator: UInt8(ascii: "*"), omittingEmptySubsequences: false).map(
      Array.init)
  }

  /// Whether `text` is the segments with any run of bytes between them: the first is a prefix,
  /// the last a suffix, the others found in order, leftmost first (which finds a match when
  /// there is one; ids and element names are short, so the naive search is enough).
  private static func matches(_ segments: [[UInt8]], _ text: [UInt8]) -> Bool {
    guard let first = segments.first, let last = segments.last else { return text.isEmpty }
    if segments.count == 1 { return text == first }
    guard text.count >= first.count + last.count, text.starts(with: first),
      text.suffix(last.count).elementsEqual(last)
    else { return false }
    var position = first.count
    let end = text.count - last.count
    for segment in segments.dropFirst().dropLast() where !segment.isEmpty {
      guard let found = find(segment, in: text, from: position, before: end) else { return false }
      position = found + segment.count
    }
    return true
  }

  /// The first index at or after `start` where `segment` occurs ending at or before `end`.
  private static func find(_ segment: [UInt8], in text: [UInt8], from start: Int, before end: Int)
    -> Int?
  {
    guard end - start >= segment.count else { return nil }
    for index in start...(end - segment.count)
    where text[index..<(index + segment.count)].elementsEqual(segment) {
      return index
    }
    return nil
  }
}
