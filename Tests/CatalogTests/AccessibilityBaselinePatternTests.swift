import Catalog
import Foundation
import Testing

// MARK: - AccessibilityBaselinePatternTests

/// Pattern entries accept a rule's findings on a component across its variants and traits, at
/// most `count` of them: growth fails, shrinking is reported, and hostile patterns and counts
/// are refused naming the file, the line and the fix.
@Suite struct AccessibilityBaselinePatternTests {
  typealias Base = AccessibilityBaselineTests

  static let text = """
    # Accepted on purpose.
    - snapshot: DLSTextField/*
      rule: unreachable-action
      element: element "Email"
      count: 3
      reason: The design system decides the field's role.
    - snapshot: DLSTextField/error
      rule: contrast
      element: text "Required"
      reason: Exact entries keep working.

    """

  static func pattern(count: Int = 3) -> RunReport.BaselineEntry {
    RunReport.BaselineEntry(
      snapshot: "DLSTextField/*", rule: "unreachable-action", element: "element \"Email\"",
      reason: "The design system decides the field's role.", count: count)
  }

  static let exact = Base.entry(
    "DLSTextField/error", "contrast", "text \"Required\"", "Exact entries keep working.")

  static let email = Base.finding("unreachable-action", "element \"Email\"")

  static let required = Base.finding("contrast", "text \"Required\"")

  /// The email finding in each snapshot of `ids`, and every other of the component's planned
  /// snapshots run without it; the exact entry's finding is always there.
  static func findings(_ ids: [String]) -> [String: [AccessibilityViolation]] {
    var out: [String: [AccessibilityViolation]] = [:]
    for id in planned where id.hasPrefix("DLSTextField/") { out[id] = [] }
    for id in ids { out[id] = [email] }
    out["DLSTextField/error", default: []].append(required)
    return out
  }

  static let planned: Set<String> = [
    "DLSTextField/error", "DLSTextField/error.dark", "DLSTextField/filled",
    "DLSTextField/filled.dark", "DLSButton/primary",
  ]

  @Test func readsAndWritesAPatternWithItsCount() throws {
    let baseline = try Base.decode(Self.text)
    #expect(baseline.entries == [Self.pattern(), Self.exact])
    #expect(
      String(decoding: baseline.encoded(), as: UTF8.self)
        == """
        # Accessibility findings accepted on purpose, each with a reason. An entry accepts the
        # findings of its rule on its element (role and label) in its snapshot; verify fails on
        # every other error finding and on entries whose snapshot no longer exists.
        - snapshot: DLSTextField/*
          rule: unreachable-action
          element: element "Email"
          count: 3
          reason: The design system decides the field's role.
        - snapshot: DLSTextField/error
          rule: contrast
          element: text "Required"
          reason: Exact entries keep working.

        """)
  }

  @Test func aPatternAcceptsTheComponentsFindingsAcrossVariantsAndTraits() throws {
    let baseline = try Base.decode(Self.text)
    for id in ["DLSTextField/error", "DLSTextField/filled.dark"] {
      #expect(
        baseline.apply(to: [Self.email], snapshot: id).map(\.baselineReason) == [
          "The design system decides the field's role."
        ])
    }
    // Another component, another rule, another element: not accepted.
    #expect(
      baseline.apply(to: [Self.email], snapshot: "DLSButton/primary")[0].baselineReason == nil)
    let other = [
      Base.finding("label", "element \"Email\""),
      Base.finding("unreachable-action", "button \"Go\""),
    ]
    #expect(
      baseline.apply(to: other, snapshot: "DLSTextField/error").map(\.baselineReason) == [nil, nil])
    // The exact entry keeps its own reason.
    #expect(
      baseline.apply(
        to: [Base.finding("contrast", "text \"Required\"")], snapshot: "DLSTextField/error"
      ).map(\.baselineReason) == ["Exact entries keep working."])
  }

  @Test func aLabelPatternMatchesAnyRunOfCharacters() throws {
    let baseline = try AccessibilityBaseline(entries: [
      RunReport.BaselineEntry(
        snapshot: "Cart/*.dark", rule: "contrast", element: "text \"Total: *\"",
        reason: "Brand colours.", count: 2)
    ])
    let total = Base.finding("contrast", "text \"Total: 20 €\"")
    #expect(baseline.apply(to: [total], snapshot: "Cart/full.dark")[0].baselineReason != nil)
    #expect(baseline.apply(to: [total], snapshot: "Cart/full")[0].baselineReason == nil)
    #expect(
      baseline.apply(
        to: [Base.finding("contrast", "text \"Subtotal: 20 €\"")], snapshot: "Cart/a.dark")[
          0
        ].baselineReason == nil)
  }

  @Test func growthBeyondTheCountFailsAndTheReportSaysBy() throws {
    let baseline = try Base.decode(Self.text)
    let four = Self.findings([
      "DLSTextField/error", "DLSTextField/error.dark", "DLSTextField/filled",
      "DLSTextField/filled.dark",
    ])
    let report = baseline.report(findings: four, planned: Self.planned, file: "b.yaml")
    #expect(report.patterns == [RunReport.PatternUse(entry: Self.pattern(), found: 4)])
    #expect(report.grown == [RunReport.PatternUse(entry: Self.pattern(), found: 4)])
    var run = RunReport(
      command: "verify", snapshotsDirectory: "Snapshots", durationMilliseconds: 1,
      traitDimensions: [], entries: [])
    run.accessibilityBaseline = report
    #expect(!run.isSuccess)
    // Updating keeps the count: growth is fixed or raised by hand, never accepted silently.
    let updated = try baseline.updated(findings: four, planned: Self.planned, reason: "More.")
    #expect(updated.entries == [Self.pattern(), Self.exact])
    // At the count it passes.
    let three = Self.findings([
      "DLSTextField/error", "DLSTextField/error.dark", "DLSTextField/filled",
    ])
    let atCount = baseline.report(findings: three, planned: Self.planned, file: "b.yaml")
    #expect(atCount.grown.isEmpty && atCount.fixed.isEmpty && atCount.stale.isEmpty)
  }

  @Test func fewerFindingsShrinkTheCountAndNoneDropThePattern() throws {
    let baseline = try Base.decode(Self.text)
    let two = Self.findings(["DLSTextField/error", "DLSTextField/filled"])
    let report = baseline.report(findings: two, planned: Self.planned, file: "b.yaml")
    #expect(report.fixed == [Self.pattern()])
    let updated = try baseline.updated(findings: two, planned: Self.planned, reason: "x")
    #expect(updated.entries == [Self.pattern(count: 2), Self.exact])
    let none = Self.findings([])
    let cleared = try baseline.updated(findings: none, planned: Self.planned, reason: "x")
    #expect(cleared.entries == [Self.exact])
    // A run filtered to some of the component's snapshots neither shrinks nor drops it.
    let filtered = ["DLSTextField/error": [Self.email, Self.required]]
    #expect(baseline.report(findings: filtered, planned: Self.planned, file: "b.yaml").fixed == [])
    #expect(
      try baseline.updated(findings: filtered, planned: Self.planned, reason: "x").entries
        .contains(Self.pattern()))
  }

  @Test func aPatternMatchingNoPlannedSnapshotIsStale() throws {
    let baseline = try Base.decode(Self.text)
    let report = baseline.report(findings: [:], planned: ["DLSButton/primary"], file: "b.yaml")
    #expect(report.stale == [Self.pattern(), Self.exact])
  }

  static let hostile: [(String, String)] = [
    (
      "- snapshot: \"*\"\n  rule: label\n  element: image \"*\"\n  count: 1\n  reason: x\n",
      "1: a pattern names its definition before the first '/' without '*', such as "
        + "'DLSTextField/*', found '*'; a pattern across definitions would accept findings "
        + "nobody reviewed"
    ),
    (
      "- snapshot: \"*/*\"\n  rule: label\n  element: image \"*\"\n  count: 1\n  reason: x\n",
      "1: a pattern names its definition before the first '/' without '*', such as "
        + "'DLSTextField/*', found '*/*'; a pattern across definitions would accept findings "
        + "nobody reviewed"
    ),
    (
      "- snapshot: DLS*/a\n  rule: label\n  element: image \"x\"\n  count: 1\n  reason: x\n",
      "1: a pattern names its definition before the first '/' without '*', such as "
        + "'DLSTextField/*', found 'DLS*/a'; a pattern across definitions would accept "
        + "findings nobody reviewed"
    ),
    (
      "- snapshot: A/*\n  rule: label\n  element: image \"x\"\n  count: -1\n  reason: x\n",
      "4: expected a count from 1 to 100000, the number of findings the pattern accepts, "
        + "found '-1'; set it to the number the run's report lists"
    ),
    (
      "- snapshot: A/*\n  rule: label\n  element: image \"x\"\n  count: 1000000000000\n"
        + "  reason: x\n",
      "4: expected a count from 1 to 100000, the number of findings the pattern accepts, "
        + "found '1000000000000'; set it to the number the run's report lists"
    ),
    (
      "- snapshot: A/*\n  rule: label\n  element: image \"x\"\n  count: 0\n  reason: x\n",
      "4: expected a count from 1 to 100000, the number of findings the pattern accepts, "
        + "found '0'; set it to the number the run's report lists"
    ),
    (
      "- snapshot: A/*\n  rule: label\n  element: image \"x\"\n  count: 2.5\n  reason: x\n",
      "4: expected a count from 1 to 100000, the number of findings the pattern accepts, "
        + "found '2.5'; set it to the number the run's report lists"
    ),
    (
      "- snapshot: A/**\n  rule: label\n  element: image \"x\"\n  count: 1\n  reason: x\n",
      "1: '**' in 'A/**': one '*' already matches any run of characters; write one"
    ),
    (
      "- snapshot: A/*\n  rule: label\n  element: image \"**\"\n  count: 1\n  reason: x\n",
      "3: '**' in 'image \"**\"': one '*' already matches any run of characters; write one"
    ),
    (
      "- snapshot: A/*\n  rule: label\n  element: image \"x\"\n  reason: x\n",
      "1: '*' in a snapshot id makes the entry a pattern, which needs the number of findings "
        + "it accepts: add '  count: N' (N from the run's report), or write the snapshot id in "
        + "full"
    ),
    (
      "- snapshot: A/*\n  rule: \"*\"\n  element: image \"x\"\n  count: 1\n  reason: x\n",
      "2: unknown rule '*'; expected one of contrast, non-text-contrast, target-size, label, "
        + "truncation, dynamic-type, unreachable-action"
    ),
    (
      "- snapshot: A/*\n  rule: label\n  element: \"*\"\n  count: 1\n  reason: x\n",
      "3: expected an element as findings name it, role and quoted label such as button "
        + "\"Reserve\", found '*'"
    ),
  ]

  @Test(arguments: hostile)
  func hostilePatternsAndCountsNameTheFileTheLineAndTheFix(text: String, message: String) {
    #expect(
      errorMessage { () throws(CatalogError) in _ = try Base.decode(text) }
        == "\(Base.file):\(message)")
  }
}
