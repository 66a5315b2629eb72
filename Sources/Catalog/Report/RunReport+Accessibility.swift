// MARK: - RunReport verdict

extension RunReport {
  /// Whether a verify run with this report passes: nothing failed, missing, orphaned or
  /// broken, no entry of the accessibility baseline is stale and no pattern entry accepted
  /// more findings than its count.
  public var isSuccess: Bool {
    summary.isSuccess && (accessibilityBaseline?.stale.isEmpty ?? true)
      && (accessibilityBaseline?.grown.isEmpty ?? true)
  }

  /// The verdict a verify run prints: `PASS`, `FAIL`, or `INTERRUPTED`.
  public var verdict: String {
    interrupted != nil ? "INTERRUPTED" : isSuccess ? "PASS" : "FAIL"
  }
}

// MARK: - RunReport.Accessibility

extension RunReport {
  /// A snapshot's accessibility: its text snapshot (`<id>.a11y.yaml`) compared like the image,
  /// and the audits run on this rendering.
  public struct Accessibility: Codable, Hashable, Sendable {
    /// The text snapshot's reference file, relative to the snapshots directory.
    public var file: String
    /// How the text snapshot compared: `passed`, `failed`, `missing`, `recorded`, `unchanged`
    /// or `error` (the entry's own status already folds this in).
    public var status: Status
    /// Why the status is what it is; `nil` when the text snapshot passed.
    public var message: String?
    /// The accessibility snapshot of this rendering, as `record` writes it.
    public var tree: String
    /// The reference's text when it differs from `tree` (or cannot be read as a snapshot).
    public var expectedTree: String?
    /// A line diff from `expectedTree` to `tree` ("- button …" / "+ button …"), when they differ.
    public var diff: String?
    /// Every audit finding on this rendering, in element order then rule order.
    public var violations: [AccessibilityViolation]
    /// Pixels per point of the rendering, so the gallery can place the tree's frames (in
    /// points) over the image.
    public var scale: Double?

    /// Creates the accessibility part of an entry.
    public init(
      file: String, status: Status, message: String? = nil, tree: String,
      expectedTree: String? = nil, diff: String? = nil,
      violations: [AccessibilityViolation] = []
    ) {
      self.file = file
      self.status = status
      self.message = message
      self.tree = tree
      self.expectedTree = expectedTree
      self.diff = diff
      self.violations = violations
    }

    /// The violations that fail the run: errors that no baseline entry accepts.
    public var failingViolations: [AccessibilityViolation] {
      violations.filter { $0.severity == .error && $0.baselineReason == nil }
    }
  }
}

// MARK: - AccessibilityViolation

/// One audit finding: which rule, on which element, what was measured against what threshold,
/// and how to fix it.
public struct AccessibilityViolation: Codable, Hashable, Sendable {
  /// How much a finding matters under the policy that applies to its snapshot.
  public enum Severity: String, Codable, Hashable, Sendable, CaseIterable {
    /// Fails `verify` unless a baseline entry accepts it.
    case error
    /// Reported, never fails.
    case warning
  }

  /// The rule's stable id: `contrast`, `non-text-contrast`, `target-size`, `label`,
  /// `truncation` or `dynamic-type`.
  public var rule: String
  /// The severity the policy gives the rule for this snapshot.
  public var severity: Severity
  /// The element as the accessibility snapshot names it, role and label without the frame,
  /// such as `button "Book now"` or `text "Sold out"`; the baseline matches on it, so a finding
  /// stays accepted when layout moves the element.
  public var element: String
  /// The element's frame in points, `(x, y, width×height)`, as the accessibility snapshot
  /// writes it.
  public var frame: String?
  /// The measured value, such as `2.85:1` or `30×30 pt`.
  public var measured: String
  /// The threshold the rule requires, such as `4.5:1` or `44×44 pt`.
  public var threshold: String
  /// One line that says how to fix it.
  public var fix: String
  /// What the measurement should be read with, such as "worst case over a gradient".
  public var note: String?
  /// The reason of the baseline entry that accepts this finding; `nil` for a new finding.
  public var baselineReason: String?

  /// Creates a finding.
  public init(
    rule: String, severity: Severity, element: String, frame: String? = nil,
    measured: String, threshold: String, fix: String, note: String? = nil,
    baselineReason: String? = nil
  ) {
    self.rule = rule
    self.severity = severity
    self.element = element
    self.frame = frame
    self.measured = measured
    self.threshold = threshold
    self.fix = fix
    self.note = note
    self.baselineReason = baselineReason
  }

  /// One line for the console and JUnit: `contrast: text "Book now" …: 2.85:1, needs 4.5:1;
  /// darken the text …`.
  public var summary: String {
    "\(rule): \(element): \(measured), needs \(threshold); \(fix)"
  }
}

// MARK: - RunReport.BaselineReport

extension RunReport {
  /// What the run found about the accessibility baseline file.
  public struct BaselineReport: Codable, Hashable, Sendable {
    /// The baseline file, as the run found it (relative to the snapshots directory).
    public var file: String
    /// Entries for snapshots that no longer exist: they fail `verify`, like orphans.
    public var stale: [BaselineEntry]
    /// Entries whose snapshot exists but no longer has the finding: the baseline can shrink.
    public var fixed: [BaselineEntry]
    /// Each pattern entry (one with a `count`) and how many error findings it accepted in this
    /// run; `nil` when the baseline has no patterns.
    public var patterns: [PatternUse]?

    /// Creates a baseline report.
    public init(
      file: String, stale: [BaselineEntry] = [], fixed: [BaselineEntry] = [],
      patterns: [PatternUse]? = nil
    ) {
      self.file = file
      self.stale = stale
      self.fixed = fixed
      self.patterns = patterns
    }

    /// The pattern entries that accepted more findings than their count: they fail `verify`.
    public var grown: [PatternUse] {
      (patterns ?? []).filter { $0.found > ($0.entry.count ?? 0) }
    }
  }

  /// A pattern entry of the baseline and the number of error findings it accepted in a run.
  public struct PatternUse: Codable, Hashable, Sendable {
    /// The pattern entry, with its count.
    public var entry: BaselineEntry
    /// How many error findings of the run it accepted.
    public var found: Int

    /// Creates a pattern's use.
    public init(entry: BaselineEntry, found: Int) {
      self.entry = entry
      self.found = found
    }
  }

  /// One accepted finding of the baseline file.
  public struct BaselineEntry: Codable, Hashable, Sendable {
    /// The snapshot id (`Definition/variant[.traits]`).
    public var snapshot: String
    /// The rule id.
    public var rule: String
    /// The element the finding names: role and label, as `AccessibilityViolation.element`.
    public var element: String
    /// Why the finding is accepted.
    public var reason: String
    /// For a pattern entry (`*` in `snapshot` or the label of `element`), the most error
    /// findings it accepts in a run, a number that must not grow; `nil` for an exact entry.
    public var count: Int?

    /// Creates a baseline entry; a `count` makes it a pattern.
    public init(
      snapshot: String, rule: String, element: String, reason: String, count: Int? = nil
    ) {
      self.snapshot = snapshot
      self.rule = rule
      self.element = element
      self.reason = reason
      self.count = count
    }
  }
}
