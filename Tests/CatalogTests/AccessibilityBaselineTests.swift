import Catalog
import Foundation
import Testing

// MARK: - AccessibilityBaselineTests

@Suite struct AccessibilityBaselineTests {
  static let file = "Snapshots/accessibility-baseline.yaml"

  static func entry(
    _ snapshot: String, _ rule: String, _ element: String,
    _ reason: String = "Accepted."
  ) -> RunReport.BaselineEntry {
    RunReport.BaselineEntry(snapshot: snapshot, rule: rule, element: element, reason: reason)
  }

  static func finding(
    _ rule: String, _ element: String,
    severity: AccessibilityViolation.Severity = .error
  )
    -> AccessibilityViolation
  {
    AccessibilityViolation(
      rule: rule, severity: severity, element: element, frame: "(0, 0, 30×30)",
      measured: "30×30 pt", threshold: "44×44 pt", fix: "make it larger")
  }

  static func decode(_ text: String) throws(CatalogError) -> AccessibilityBaseline {
    try AccessibilityBaseline.decode(Data(text.utf8), file: file)
  }

  // MARK: Reading and writing

  @Test func readsTheDocumentedExample() throws {
    let baseline = try Self.decode(
      """
      # Accessibility findings accepted on purpose, each with a reason. More words.
      # A second header line.
      - snapshot: DLSRatingControl/stars
        rule: target-size
        element: adjustable "Rating"
        reason: The control sits in a 44 pt row that takes the touches.
      """)
    #expect(
      baseline.entries == [
        Self.entry(
          "DLSRatingControl/stars", "target-size", "adjustable \"Rating\"",
          "The control sits in a 44 pt row that takes the touches.")
      ])
  }

  @Test func encodesSortedAndQuotesOnlyWhereYAMLWouldReadOtherwise() throws {
    let baseline = try AccessibilityBaseline(entries: [
      Self.entry("Zed/last", "label", "image \"\"", "Decorative: the caption says it all."),
      Self.entry("Alpha/first.dark", "target-size", "button \"Go\"", "The row takes the touches."),
      Self.entry("Alpha/first.dark", "contrast", "text \"Price: 20\"", "yes"),
      Self.entry(
        "Alpha/first", "contrast", "text \"Tab\\there\"", " #1 on purpose\n\tsecond line\u{0}"),
    ])
    let text = String(decoding: baseline.encoded(), as: UTF8.self)
    #expect(
      text == #"""
        # Accessibility findings accepted on purpose, each with a reason. An entry accepts the
        # findings of its rule on its element (role and label) in its snapshot; verify fails on
        # every other error finding and on entries whose snapshot no longer exists.
        - snapshot: Alpha/first
          rule: contrast
          element: text "Tab\there"
          reason: " #1 on purpose\n\tsecond line\u0000"
        - snapshot: Alpha/first.dark
          rule: contrast
          element: "text \"Price: 20\""
          reason: "yes"
        - snapshot: Alpha/first.dark
          rule: target-size
          element: button "Go"
          reason: The row takes the touches.
        - snapshot: Zed/last
          rule: label
          element: image ""
          reason: "Decorative: the caption says it all."

        """#)
    let decoded = try AccessibilityBaseline.decode(baseline.encoded(), file: Self.file)
    #expect(decoded == baseline)
    #expect(decoded.encoded() == baseline.encoded())
  }

  @Test func roundTripsAwkwardValues() throws {
    let reasons = [
      "plain words", "\"quoted\"", "back\\slash", "[bracket", "{brace", "&anchor", "*alias",
      "!tag", "|block", ">folded", "'single", "%directive", "@at", "`tick", ",comma", "- dash",
      "-dash", "? question", ":colon", "ends with colon:", "a: b", "a #b", "a#b", "#hash", "~",
      "null", "True", "1.5", "0x1F", ".inf", "  spaced  ", "tab\tinside", "line\nbreak",
      "\u{202E}override", "\u{FEFF}bom", "é 🎉 שלום", String(repeating: "long ", count: 2_000),
    ]
    let entries = reasons.enumerated().map { index, reason in
      Self.entry("Def/v\(index)", "label", "text \"\(index)\"", reason)
    }
    let baseline = try AccessibilityBaseline(entries: entries)
    let decoded = try AccessibilityBaseline.decode(baseline.encoded(), file: Self.file)
    #expect(decoded.entries.map(\.reason).sorted() == reasons.sorted())
    #expect(decoded == baseline)
  }

  @Test func commentsBlankLinesAndAMissingFinalLineFeedAreFine() throws {
    let baseline = try Self.decode(
      """

      # header
      - snapshot: A/b   

        # a comment inside the entry
        rule: "label"
        element: "image \\"Logo\\""   
        reason: Decorative.
      # between entries
      - reason: Second.
        element: text "x"
        rule: truncation
        snapshot: A/c
      """)
    #expect(
      baseline.entries == [
        Self.entry("A/b", "label", "image \"Logo\"", "Decorative."),
        Self.entry("A/c", "truncation", "text \"x\"", "Second."),
      ])
  }

  @Test func anEmptyOrCommentOnlyFileIsAnEmptyBaseline() throws {
    #expect(try Self.decode("").entries.isEmpty)
    #expect(try Self.decode("# nothing accepted yet\n\n").entries.isEmpty)
    #expect(
      try AccessibilityBaseline.decode(AccessibilityBaseline.empty.encoded(), file: Self.file)
        == .empty)
  }

  static let complete = """
    - snapshot: A/b
      rule: label
      element: image "Logo"
      reason: Decorative.
    """

  static let malformedFiles: [(text: String, message: String)] = [
    (
      "- snapshot: A/b\r\n  rule: label\r\n",
      "1: expected LF line endings, found a carriage return (CRLF); convert the file to LF, "
        + "and add '*.yaml text eol=lf' to .gitattributes so git keeps it that way"
    ),
    (
      "\u{FEFF}" + complete,
      "1: expected UTF-8 text without a byte order mark; save the file as UTF-8 without one"
    ),
    (
      "snapshot: A/b\n",
      "1: expected '- snapshot: …' to start an entry, found 'snapshot: A/b'"
    ),
    (
      "  rule: label\n",
      "1: expected '- snapshot: …' to start an entry before its other keys, found '  rule: label'"
    ),
    (
      "- snapshot: A/b\n\trule: label\n",
      "2: expected spaces for indentation, found a tab; indent keys with two spaces"
    ),
    (
      "- snapshot: A/b\n    rule: label\n",
      "2: expected a key indented two spaces under its entry, found 4 spaces"
    ),
    (
      "- snapshot: A/b\n rule: label\n",
      "2: expected a key indented two spaces under its entry, found 1 space"
    ),
    (
      "- snapshot: A/b\n  rule:label\n",
      "2: expected 'key: value', found 'rule:label'"
    ),
    (
      "- snapshot: A/b\n  rule label\n",
      "2: expected 'key: value', found 'rule label'"
    ),
    (
      "- snapshot: A/b\n  reasn: x\n",
      "2: unknown key 'reasn'; expected snapshot, rule, element, count or reason (did you mean 'reason'?)"
    ),
    (
      "- snapshot: A/b\n  severity: error\n",
      "2: unknown key 'severity'; expected snapshot, rule, element, count or reason"
    ),
    (
      "- snapshot: A/b\n  rule: label\n  rule: contrast\n",
      "3: 'rule' appears twice in the entry that starts on line 1 (first on line 2); keep one"
    ),
    (
      "- snapshot: A/b\n  rule: contrasts\n  element: image \"Logo\"\n  reason: x\n",
      "2: unknown rule 'contrasts'; expected one of contrast, non-text-contrast, target-size, "
        + "label, truncation, dynamic-type, unreachable-action (did you mean 'contrast'?)"
    ),
    (
      "- snapshot: A/b\n  rule: label\n  element: image Logo\n  reason: x\n",
      "3: expected an element as findings name it, role and quoted label such as button "
        + "\"Reserve\", found 'image Logo'"
    ),
    (
      "- snapshot: A/b\n  rule: label\n  element: picture \"Logo\"\n  reason: x\n",
      "3: expected an element as findings name it, role and quoted label such as button "
        + "\"Reserve\", found 'picture \"Logo\"'"
    ),
    (
      "- snapshot: A/b\n  rule: label\n  element: image \"Logo\"\n",
      "1: the entry has no reason; every accepted finding needs one: add '  reason: why the "
        + "finding is accepted'"
    ),
    (
      "- snapshot: A/b\n  rule: label\n  element: image \"Logo\"\n  reason:   \n",
      "4: the reason is empty; say why the finding is accepted"
    ),
    (
      "- snapshot: A/b\n  rule: label\n  element: image \"Logo\"\n  reason: \"  \"\n",
      "4: the reason is empty; say why the finding is accepted"
    ),
    (
      "- rule: label\n  element: image \"Logo\"\n  reason: x\n",
      "1: the entry has no 'snapshot': add '  snapshot: Definition/variant'"
    ),
    (
      "- snapshot: A/b\n  element: image \"Logo\"\n  reason: x\n",
      "1: the entry has no 'rule': add '  rule: contrast | non-text-contrast | target-size | "
        + "label | truncation | dynamic-type | unreachable-action'"
    ),
    (
      "- snapshot: A/b\n  rule: label\n  reason: x\n",
      "1: the entry has no 'element': add '  element: role \"label\" as the finding names it'"
    ),
    (
      "- snapshot:\n  rule: label\n  element: image \"Logo\"\n  reason: x\n",
      "1: expected a snapshot id such as DLSRatingControl/stars, found an empty value"
    ),
    (
      complete + "\n" + complete + "\n",
      "5: duplicate of the entry on line 1, which already accepts label on image \"Logo\" in "
        + "A/b; remove one"
    ),
    (
      "- snapshot: A/b\n  reason: \"unterminated\n",
      "2:11: expected a closing '\"' for the string that starts there, found the end "
        + "of the line"
    ),
    (
      "- snapshot: A/b\n  reason: \"bad \\q escape\"\n",
      "2:16: expected an escape (\\\", \\\\, \\n, \\t or \\uXXXX), found '\\q'"
    ),
    (
      "- snapshot: A/b\n  reason: \"swift \\u{1b} escape\"\n",
      "2:18: expected an escape (\\\", \\\\, \\n, \\t or \\uXXXX), found '\\u{'"
    ),
    (
      "- snapshot: A/b\n  reason: \"surrogate \\uD800\"\n",
      "2:22: expected an escape (\\\", \\\\, \\n, \\t or \\uXXXX), found '\\uD800'"
    ),
    (
      "- snapshot: A/b\n  reason: \"quoted\" trailing\n",
      "2: expected the end of the line after the closing quote, found ' trailing'"
    ),
    (
      "- snapshot: A/b\n  reason: a\tb\n",
      "2: expected no U+0009 (a tab) in a plain value; put the value in double quotes and "
        + "write it as an escape"
    ),
    (
      "- snapshot: A/b\n  reason: a\u{0}b\n",
      "2: expected no U+0000 in a plain value; put the value in double quotes and write it "
        + "as an escape"
    ),
    (
      "- snapshot: A/b\n  reason: 'single'\n",
      "2: a plain YAML value cannot start with '''; put the value in double quotes"
    ),
    (
      "- snapshot: A/b\n  reason: [list]\n",
      "2: a plain YAML value cannot start with '['; put the value in double quotes"
    ),
    (
      "- snapshot: A/b\n  reason: - dash\n",
      "2: a plain YAML value cannot start with '-'; put the value in double quotes"
    ),
    (
      "- snapshot: A/b\n  reason: fine #not really\n",
      "2: YAML reads ' #' in a plain value as the start of a comment; put the value in "
        + "double quotes"
    ),
    (
      "- snapshot: A/b\n  reason: Decorative: yes\n",
      "2: YAML reads ':' here as another key; put the value in double quotes"
    ),
  ]

  @Test(arguments: malformedFiles)
  func malformedFilesNameTheFileTheLineAndTheFix(text: String, message: String) {
    #expect(
      errorMessage { () throws(CatalogError) in _ = try Self.decode(text) }
        == "\(Self.file):\(message)")
  }

  @Test func invalidUTF8NamesTheLine() {
    let data = Data("- snapshot: A/b\n  reason: caf".utf8) + Data([0xE9, 0x0A])
    #expect(
      errorMessage { () throws(CatalogError) in
        _ = try AccessibilityBaseline.decode(data, file: Self.file)
      }
        == "\(Self.file):2: expected UTF-8 text, found the byte 0xE9 at offset 29; save the file as UTF-8"
    )
  }

  @Test func aMegabyteReasonIsReadAndAMegabyteOfJunkGivesAShortMessage() throws {
    let reason = String(repeating: "r", count: 1 << 20)
    let baseline = try Self.decode(
      "- snapshot: A/b\n  rule: label\n  element: image \"Logo\"\n  reason: \(reason)\n")
    #expect(baseline.entries.first?.reason == reason)
    let message = errorMessage { () throws(CatalogError) in
      _ = try Self.decode(String(repeating: "j", count: 1 << 20))
    }
    #expect(
      message == "\(Self.file):1: expected '- snapshot: …' to start an entry, found '"
        + String(repeating: "j", count: 60) + "…'")
  }

  @Test func entriesMadeInCodeAreCheckedToo() {
    #expect(
      errorMessage { () throws(CatalogError) in
        _ = try AccessibilityBaseline(entries: [Self.entry("A/b", "colour", "text \"x\"")])
      } == "accessibility baseline entry 1: unknown rule 'colour'; expected one of contrast, "
        + "non-text-contrast, target-size, label, truncation, dynamic-type, unreachable-action")
    #expect(
      errorMessage { () throws(CatalogError) in
        _ = try AccessibilityBaseline(entries: [Self.entry("A/b", "label", "text \"x\"", " \n")])
      } == "accessibility baseline entry 1: the reason is empty; say why the finding is accepted")
    #expect(
      errorMessage { () throws(CatalogError) in
        _ = try AccessibilityBaseline(entries: [
          Self.entry("A/b", "label", "text \"x\""),
          Self.entry("A/b", "label", "text \"x\"", "Again."),
        ])
      } == "accessibility baseline entry 2: duplicate of entry 1, which already accepts label on "
        + "text \"x\" in A/b; remove one")
  }

  @Test func loadingAnAbsentFileGivesAnEmptyBaselineAndADirectoryAnError() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("a11y-baseline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent(AccessibilityBaseline.fileName)
    #expect(try AccessibilityBaseline.load(from: url) == .empty)

    let baseline = try AccessibilityBaseline(
      entries: [Self.entry("A/b", "label", "image \"Logo\"")])
    try baseline.encoded().write(to: url)
    #expect(try AccessibilityBaseline.load(from: url) == baseline)

    try Data("- snapshot: A/b\n".utf8).write(to: url)
    #expect(
      errorMessage { () throws(CatalogError) in
        _ = try AccessibilityBaseline.load(from: url)
      } == "\(url.path):1: the entry has no 'rule': add '  rule: contrast | non-text-contrast | "
        + "target-size | label | truncation | dynamic-type | unreachable-action'")

    let message = errorMessage { () throws(CatalogError) in
      _ = try AccessibilityBaseline.load(from: directory)
    }
    #expect(
      message == "\(directory.path): cannot read the accessibility baseline: it is a "
        + "directory, not a text file; move it aside and restore the baseline from version "
        + "control (for example `git checkout -- '\(directory.path)'`); deleting it would lose "
        + "the reason of every accepted finding")
  }

  // MARK: Matching

  @Test func applyAcceptsFindingsBySnapshotRuleAndElement() throws {
    let baseline = try AccessibilityBaseline(entries: [
      Self.entry(
        "Rating/stars", "target-size", "adjustable \"Rating\"",
        "The row takes the touches.")
    ])
    let findings = [
      Self.finding("target-size", "adjustable \"Rating\""),
      Self.finding("contrast", "adjustable \"Rating\""),
      Self.finding("target-size", "button \"Rating\""),
      Self.finding("target-size", "adjustable \"Rating\"", severity: .warning),
    ]
    let applied = baseline.apply(to: findings, snapshot: "Rating/stars")
    #expect(
      applied.map(\.baselineReason) == [
        "The row takes the touches.", nil, nil, "The row takes the touches.",
      ])
    #expect(
      baseline.apply(to: findings, snapshot: "Rating/stars.dark").allSatisfy {
        $0.baselineReason == nil
      })
    let report = RunReport.Accessibility(
      file: "Rating/stars.a11y.yaml", status: .passed, tree: "",
      violations: applied)
    #expect(
      report.failingViolations.map(\.summary) == [
        "contrast: adjustable \"Rating\": 30×30 pt, needs 44×44 pt; make it larger",
        "target-size: button \"Rating\": 30×30 pt, needs 44×44 pt; make it larger",
      ])
  }

  static func runBaseline() throws -> AccessibilityBaseline {
    try AccessibilityBaseline(entries: [
      entry("Gone/old", "label", "image \"Logo\"", "Removed since."),
      entry("Kept/a", "contrast", "text \"Faint\"", "Placeholder."),
      entry("Kept/a", "target-size", "button \"x\"", "Fixed since."),
      entry("Filtered/out", "label", "image \"Logo\"", "Not run this time."),
    ])
  }

  static let findings: [String: [AccessibilityViolation]] = [
    "Kept/a": [
      finding("contrast", "text \"Faint\""),
      finding("label", "image \"\""),
      finding("label", "image \"\""),
      finding("truncation", "text \"Long\"", severity: .warning),
    ],
    "New/b": [finding("target-size", "button \"Go\"")],
    "Clean/c": [],
  ]

  static let planned: Set<String> = ["Kept/a", "New/b", "Clean/c", "Filtered/out"]

  @Test func reportFindsStaleAndFixedEntries() throws {
    let report = try Self.runBaseline().report(
      findings: Self.findings, planned: Self.planned, file: AccessibilityBaseline.fileName)
    #expect(
      report
        == RunReport.BaselineReport(
          file: "accessibility-baseline.yaml",
          stale: [Self.entry("Gone/old", "label", "image \"Logo\"", "Removed since.")],
          fixed: [Self.entry("Kept/a", "target-size", "button \"x\"", "Fixed since.")]))
  }

  @Test func updateKeepsMatchesDropsStaleAndFixedAndAddsNewErrors() throws {
    let updated = try Self.runBaseline().updated(
      findings: Self.findings, planned: Self.planned, reason: "  Accepted for the 2.0 launch.  ")
    #expect(
      updated.entries == [
        Self.entry("Filtered/out", "label", "image \"Logo\"", "Not run this time."),
        Self.entry("Kept/a", "contrast", "text \"Faint\"", "Placeholder."),
        Self.entry("Kept/a", "label", "image \"\"", "Accepted for the 2.0 launch."),
        Self.entry("New/b", "target-size", "button \"Go\"", "Accepted for the 2.0 launch."),
      ])
    let again = try updated.updated(
      findings: Self.findings, planned: Self.planned, reason: "Other.")
    #expect(again == updated)
    let report = updated.report(findings: Self.findings, planned: Self.planned, file: "b.yaml")
    #expect(report.stale.isEmpty && report.fixed.isEmpty)
  }

  @Test(arguments: ["", "   ", "\n\t"])
  func updateRefusesAnEmptyReason(reason: String) throws {
    #expect(
      errorMessage { () throws(CatalogError) in
        _ = try AccessibilityBaseline.empty.updated(
          findings: Self.findings, planned: Self.planned, reason: reason)
      } == "accepting accessibility findings needs a reason; say why they are acceptable, for "
        + "example --reason \"The row around the control takes the touches\"")
  }
}
