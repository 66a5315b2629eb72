import Foundation

// MARK: - AccessibilityBaseline

/// The accessibility findings a team accepts on purpose, each with a reason: the checked-in
/// file `accessibility-baseline.yaml` in the snapshots directory.
///
/// ```
/// # Accessibility findings accepted on purpose, each with a reason.
/// - snapshot: DLSRatingControl/stars
///   rule: target-size
///   element: adjustable "Rating"
///   reason: The control sits in a 44 pt row that takes the touches.
/// ```
///
/// An entry accepts every finding of its rule on its element (role and label, as the
/// accessibility snapshot names it) in its snapshot, so layout can move the element without
/// the entry going stale. An entry with a `count` is a pattern (`BaselinePattern`): `*` in its
/// snapshot id or label accepts the rule's findings on a component across its variants and
/// traits, at most `count` of them. The file is a strict subset of YAML read without a
/// dependency: a list of maps with the keys `snapshot`, `rule`, `element`, `count` (optional)
/// and `reason`, each value plain to the end of the line or double-quoted; comments and blank
/// lines may go anywhere. Entries are
/// kept sorted by snapshot, rule and element, so `encoded()` is deterministic and an update
/// changes only the lines it must.
public struct AccessibilityBaseline: Hashable, Sendable {
  /// The file's name in the snapshots directory.
  public static let fileName = "accessibility-baseline.yaml"

  /// The accepted findings, sorted by snapshot, rule and element.
  public private(set) var entries: [RunReport.BaselineEntry]

  private var reasons: [Key: String]
  private var patterns: [BaselinePattern]

  /// A baseline that accepts nothing: what an absent file means.
  public static let empty = AccessibilityBaseline(checked: [])

  /// A baseline of these entries; throws when one has an unknown rule, an element not written
  /// as `role "label"`, an empty snapshot id or reason, or when two accept the same finding.
  public init(entries: [RunReport.BaselineEntry]) throws(CatalogError) {
    var seen: [Key: Int] = [:]
    for (index, entry) in entries.enumerated() {
      if let problem = Self.problem(with: entry) {
        throw .accessibility(.baselineEntry(number: index + 1, problem: problem))
      }
      if let first = seen[Key(entry)] {
        throw .accessibility(
          .baselineEntry(
            number: index + 1,
            problem: .duplicateOfEntry(
              number: first + 1, rule: entry.rule,
              element: AccessibilityTextSyntax.printable(entry.element),
              snapshot: entry.snapshot)))
      }
      seen[Key(entry)] = index
    }
    self.init(checked: entries)
  }

  init(checked entries: [RunReport.BaselineEntry]) {
    self.entries = entries.sorted { Key($0) < Key($1) }
    self.reasons = Dictionary(
      entries.filter { $0.count == nil }.map { (Key($0), $0.reason) }
    ) { first, _ in first }
    self.patterns = self.entries.filter { $0.count != nil }.map(BaselinePattern.init)
  }

  // MARK: Matching

  /// The findings with `baselineReason` set on each one an entry of this snapshot accepts
  /// (same rule and element), an exact entry before a pattern.
  public func apply(to violations: [AccessibilityViolation], snapshot: String)
    -> [AccessibilityViolation]
  {
    violations.map { violation in
      var accepted = violation
      if let reason = reason(for: violation, in: snapshot) { accepted.baselineReason = reason }
      return accepted
    }
  }

  /// The reason of the entry that accepts `violation` of `snapshot`: the exact entry's, else
  /// the first pattern's that matches; `nil` for a new finding.
  private func reason(for violation: AccessibilityViolation, in snapshot: String) -> String? {
    if let reason = reasons[Key(snapshot, violation)] { return reason }
    return acceptingPattern(of: violation, in: snapshot).map { patterns[$0].entry.reason }
  }

  /// The index of the pattern that accepts a finding no exact entry accepts.
  private func acceptingPattern(of violation: AccessibilityViolation, in snapshot: String)
    -> Int?
  {
    guard !patterns.isEmpty, reasons[Key(snapshot, violation)] == nil else { return nil }
    return patterns.firstIndex { $0.accepts(violation, in: snapshot) }
  }

  /// How many error findings each pattern accepts, by the pattern's index.
  private func patternCounts(_ findings: [String: [AccessibilityViolation]]) -> [Int] {
    var counts = [Int](repeating: 0, count: patterns.count)
    guard !patterns.isEmpty else { return counts }
    for (snapshot, violations) in findings {
      for violation in violations where violation.severity == .error {
        if let index = acceptingPattern(of: violation, in: snapshot) { counts[index] += 1 }
      }
    }
    return counts
  }

  /// What a run says about a pattern: stale when no planned snapshot matches it, shrinkable
  /// when every planned snapshot it matches ran and it accepted fewer findings than its count.
  private func standing(
    of index: Int, found: Int, findings: [String: [AccessibilityViolation]],
    planned: Set<String>
  ) -> (isStale: Bool, canShrink: Bool) {
    let pattern = patterns[index]
    let covered = planned.filter(pattern.matches(snapshot:))
    guard !covered.isEmpty else { return (true, false) }
    let ranAll = covered.allSatisfy { findings[$0] != nil }
    return (false, ranAll && found < (pattern.entry.count ?? 0))
  }

  /// What the run says about the baseline: entries whose snapshot is no longer planned are
  /// stale, and entries whose snapshot ran without their finding are fixed; entries of
  /// snapshots planned but not run this time (filtered out) are neither.
  public func report(
    findings: [String: [AccessibilityViolation]], planned: Set<String>,
    file: String
  ) -> RunReport.BaselineReport {
    let found = Self.keys(of: findings)
    let counts = patternCounts(findings)
    var stale: [RunReport.BaselineEntry] = []
    var fixed: [RunReport.BaselineEntry] = []
    var uses: [RunReport.PatternUse] = []
    var patternIndex = 0
    for entry in entries {
      guard entry.count != nil else {
        if !planned.contains(entry.snapshot) {
          stale.append(entry)
        } else if isFixed(entry, found: found, findings: findings, planned: planned) {
          fixed.append(entry)
        }
        continue
      }
      let index = patternIndex
      patternIndex += 1
      let standing = standing(
        of: index, found: counts[index], findings: findings, planned: planned)
      if standing.isStale {
        stale.append(entry)
        continue
      }
      if standing.canShrink { fixed.append(entry) }
      uses.append(RunReport.PatternUse(entry: entry, found: counts[index]))
    }
    return RunReport.BaselineReport(
      file: file, stale: stale, fixed: fixed, patterns: patterns.isEmpty ? nil : uses)
  }

  /// The baseline after a run: entries that still match are kept, stale and fixed ones are
  /// dropped, and every error finding no entry accepts is added with `reason`. A pattern whose
  /// snapshots all ran and accepted fewer findings than its count gets that lower count (and
  /// is dropped at zero); one that accepted more keeps its count, so the run still fails
  /// until the new finding is fixed or someone raises the count by hand.
  public func updated(
    findings: [String: [AccessibilityViolation]], planned: Set<String>,
    reason: String
  ) throws(CatalogError) -> AccessibilityBaseline {
    let reason = reason.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !reason.isEmpty else {
      throw .accessibility(.reasonMissing)
    }
    let found = Self.keys(of: findings)
    let counts = patternCounts(findings)
    var kept: [RunReport.BaselineEntry] = []
    var patternIndex = 0
    for entry in entries {
      guard entry.count != nil else {
        if planned.contains(entry.snapshot),
          !isFixed(entry, found: found, findings: findings, planned: planned)
        {
          kept.append(entry)
        }
        continue
      }
      let index = patternIndex
      patternIndex += 1
      let standing = standing(
        of: index, found: counts[index], findings: findings, planned: planned)
      if standing.isStale || (standing.canShrink && counts[index] == 0) { continue }
      var shrunk = entry
      if standing.canShrink { shrunk.count = counts[index] }
      kept.append(shrunk)
    }
    var accepted = Set(kept.filter { $0.count == nil }.map(Key.init))
    for snapshot in findings.keys.sorted() {
      for violation in findings[snapshot] ?? [] where violation.severity == .error {
        let key = Key(snapshot, violation)
        guard reasons[key] == nil, acceptingPattern(of: violation, in: snapshot) == nil,
          accepted.insert(key).inserted
        else { continue }
        kept.append(
          RunReport.BaselineEntry(
            snapshot: snapshot, rule: violation.rule, element: violation.element, reason: reason))
      }
    }
    return AccessibilityBaseline(checked: kept)
  }

  private func isFixed(
    _ entry: RunReport.BaselineEntry, found: Set<Key>,
    findings: [String: [AccessibilityViolation]], planned: Set<String>
  ) -> Bool {
    planned.contains(entry.snapshot) && findings[entry.snapshot] != nil
      && !found.contains(Key(entry))
  }

  private static func keys(of findings: [String: [AccessibilityViolation]]) -> Set<Key> {
    var keys: Set<Key> = []
    for (snapshot, violations) in findings {
      for violation in violations { keys.insert(Key(snapshot, violation)) }
    }
    return keys
  }

  // MARK: Encoding

  /// The file's bytes: a header comment, then the entries sorted by snapshot, rule and
  /// element, values plain where YAML reads them back unchanged and double-quoted otherwise.
  public func encoded() -> Data {
    var out = """
      # Accessibility findings accepted on purpose, each with a reason. An entry accepts the
      # findings of its rule on its element (role and label) in its snapshot; verify fails on
      # every other error finding and on entries whose snapshot no longer exists.

      """
    for entry in entries {
      out += "- snapshot: \(Self.scalar(entry.snapshot))\n"
      out += "  rule: \(Self.scalar(entry.rule))\n"
      out += "  element: \(Self.scalar(entry.element))\n"
      if let count = entry.count { out += "  count: \(count)\n" }
      out += "  reason: \(Self.scalar(entry.reason))\n"
    }
    return Data(out.utf8)
  }

  /// A value as YAML reads it back unchanged: plain when it is safe, double-quoted otherwise.
  static func scalar(_ value: String) -> String {
    isPlainSafe(value) ? value : AccessibilityTextSyntax.quoted(value, style: .yaml)
  }

  private static func isPlainSafe(_ value: String) -> Bool {
    let scalars = value.unicodeScalars
    guard let first = scalars.first, let last = scalars.last, first != " ", last != " ",
      !plainProblemAtStart(Array(scalars.prefix(2))),
      !scalars.contains(where: AccessibilityTextSyntax.mustEscape),
      !value.contains(": "), !value.contains(" #"), last != ":"
    else { return false }
    // Words and numbers YAML would read as something other than a string.
    let special = ["true", "false", "yes", "no", "on", "off", "null", "~", "y", "n"]
    return !special.contains(value.lowercased()) && Double(value) == nil
      && first != "." && !value.hasPrefix("0x") && !value.hasPrefix("0o")
  }

  /// Whether a plain YAML scalar may not start with these scalars: an indicator character,
  /// or `-`, `?` or `:` alone or before a space.
  static func plainProblemAtStart(_ start: [Unicode.Scalar]) -> Bool {
    guard let first = start.first else { return false }
    if "[]{}#&*!|>'%@`,\"".unicodeScalars.contains(first) { return true }
    if "-?:".unicodeScalars.contains(first) { return start.count == 1 || start[1] == " " }
    return false
  }

  // MARK: Checks

  /// What is wrong with an entry, or `nil`.
  static func problem(with entry: RunReport.BaselineEntry) -> AccessibilityError.BaselineProblem? {
    if let problem = snapshotProblem(entry.snapshot) { return problem }
    if let problem = ruleProblem(entry.rule) { return problem }
    if let problem = elementProblem(entry.element) { return problem }
    if let problem = BaselinePattern.problem(with: entry) { return problem }
    return reasonProblem(entry.reason)
  }

  static func snapshotProblem(_ snapshot: String) -> AccessibilityError.BaselineProblem? {
    snapshot.trimmingCharacters(in: .whitespaces).isEmpty ? .emptySnapshot : nil
  }

  static func ruleProblem(_ rule: String) -> AccessibilityError.BaselineProblem? {
    guard AccessibilityRule(rawValue: rule) == nil else { return nil }
    let rules = AccessibilityRule.allCases.map(\.rawValue)
    return .unknownRule(
      rule: AccessibilityTextSyntax.printable(rule), rules: rules,
      suggestion: AccessibilityTextSyntax.suggestion(for: rule, among: rules))
  }

  static func elementProblem(_ element: String) -> AccessibilityError.BaselineProblem? {
    guard !AccessibilitySnapshot.isElementName(element) else { return nil }
    return .elementMalformed(found: AccessibilityTextSyntax.excerpt(element.unicodeScalars))
  }

  static func reasonProblem(_ reason: String) -> AccessibilityError.BaselineProblem? {
    reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? .emptyReason : nil
  }

  // MARK: Key

  /// What an entry matches a finding on.
  struct Key: Hashable, Comparable {
    var snapshot: String
    var rule: String
    var element: String

    init(_ entry: RunReport.BaselineEntry) {
      self.init(snapshot: entry.snapshot, rule: entry.rule, element: entry.element)
    }

    init(_ snapshot: String, _ violation: AccessibilityViolation) {
      self.init(snapshot: snapshot, rule: violation.rule, element: violation.element)
    }

    init(snapshot: String, rule: String, element: String) {
      self.snapshot = snapshot
      self.rule = rule
      self.element = element
    }

    // By UTF-8 bytes rather than String's Unicode ordering, so the file's order is the
    // same as `sort` gives in a shell and does not depend on the Unicode tables.
    static func < (lhs: Key, rhs: Key) -> Bool {
      for (l, r) in [
        (lhs.snapshot, rhs.snapshot), (lhs.rule, rhs.rule), (lhs.element, rhs.element),
      ]
      where l != r {
        return l.utf8.lexicographicallyPrecedes(r.utf8)
      }
      return false
    }
  }
}
