// MARK: - AccessibilityError

/// Why the accessibility baseline cannot be read, built or updated, an accessibility snapshot
/// cannot be read, a policy cannot apply or an overlay cannot be drawn. Every message is
/// written here, in `description` (and the problems' own), and names the file and line (or
/// entry) it is about and the fix; a throw site names the case and its values only.
public enum AccessibilityError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The baseline file cannot be read (`reason`: why, and what to do).
  case baselineUnreadable(file: String, reason: String)
  /// Line `line` (at `column`, 1-based in Unicode scalars, when known) of the baseline file
  /// `file` is malformed.
  case baselineLine(file: String, line: Int, column: Int?, problem: BaselineProblem)
  /// Entry `number` (1-based) of a baseline built from a list is malformed.
  case baselineEntry(number: Int, problem: BaselineProblem)
  /// Findings are accepted into the baseline without a reason.
  case reasonMissing
  /// Line `line` (at `column`, 1-based in Unicode scalars, when known) of an accessibility
  /// snapshot is malformed.
  case snapshotLine(line: Int, column: Int?, problem: SnapshotProblem)
  /// The minimum target size in the accessibility settings is not a positive, finite number.
  case targetSizeInvalid(size: Double)
  /// An overlay is asked for at a display scale outside `AccessibilityOverlay.scales`.
  case overlayScale(scale: Double)
  /// The overlay's legend reports `problem` when laid out.
  case overlayLegend(problem: String)
  /// A `width`×`height` px rendering with its legend would be larger than a pixmap may be
  /// (`problem`: by how much).
  case overlayTooLarge(width: Int, height: Int, problem: String)
  /// The overlay's `width`×`height` px pixmap cannot be made.
  case overlayUnallocatable(width: Int, height: Int)

  // MARK: - BaselineProblem

  /// What is wrong with a line or an entry of the baseline; the values quoted from the input
  /// (`found`, `element`) are already escaped and cut as an excerpt.
  public enum BaselineProblem: Hashable, Sendable, CustomStringConvertible {
    /// The file's text or a quoted value cannot be read.
    case syntax(TextProblem)
    /// The file starts with a byte order mark.
    case byteOrderMark
    /// A line is indented with a tab.
    case tabIndentation
    /// A line at the left margin does not start an entry.
    case entryStartExpected(found: String)
    /// A key indented two spaces comes before any entry.
    case keyBeforeEntry(found: String)
    /// A key is indented by `spaces`, neither 0 nor 2.
    case indentation(spaces: Int)
    /// A line is not `key: value`.
    case keyValueExpected(found: String)
    /// A key other than those `expected` (the last one is `or`-joined).
    case unknownKey(key: String, expected: [String], suggestion: String)
    /// A key appears twice in the entry that starts on `entryLine`.
    case keyTwice(key: String, entryLine: Int, firstLine: Int)
    /// Text follows a value's closing quote.
    case textAfterQuote(found: String)
    /// A plain value holds a character (`name`) that must be written as an escape.
    case unescapedInPlain(name: String)
    /// A plain value starts with a character YAML reads as an indicator.
    case plainStart(String)
    /// A plain value holds ` #`.
    case commentInPlain
    /// A plain value holds `: ` or ends with `:`.
    case colonInPlain
    /// The entry has no `field`; `example` is a value to write.
    case fieldMissing(field: String, example: String)
    /// The entry has no reason.
    case reasonFieldMissing
    /// The snapshot id is empty.
    case emptySnapshot
    /// The rule is not one of `rules`.
    case unknownRule(rule: String, rules: [String], suggestion: String)
    /// The element is not `role "label"`.
    case elementMalformed(found: String)
    /// The reason is empty.
    case emptyReason
    /// The entry accepts what the entry on line `line` already accepts.
    case duplicateOfLine(line: Int, rule: String, element: String, snapshot: String)
    /// The entry accepts what entry `number` already accepts.
    case duplicateOfEntry(number: Int, rule: String, element: String, snapshot: String)
    /// A snapshot id holds `*` but the entry has no count.
    case patternWithoutCount
    /// A pattern's snapshot does not name its definition literally before the first `/`.
    case patternDefinition(found: String)
    /// A pattern holds `**`.
    case patternStars(found: String)
    /// A count is not a whole number from 1 to `maximum`.
    case countInvalid(found: String, maximum: Int)

    /// The words of the problem, after the file and line.
    public var description: String {
      let quoteIt = "; put the value in double quotes"
      switch self {
      case .syntax(let problem):
        return problem.description
      case .byteOrderMark:
        return "expected UTF-8 text without a byte order mark; save the file as UTF-8 without one"
      case .tabIndentation:
        return "expected spaces for indentation, found a tab; indent keys with two spaces"
      case .entryStartExpected(let found):
        return "expected '- snapshot: …' to start an entry, found '\(found)'"
      case .keyBeforeEntry(let found):
        return "expected '- snapshot: …' to start an entry before its other keys, found "
          + "'\(found)'"
      case .indentation(let spaces):
        return "expected a key indented two spaces under its entry, found \(spaces) "
          + (spaces == 1 ? "space" : "spaces")
      case .keyValueExpected(let found):
        return "expected 'key: value', found '\(found)'"
      case .unknownKey(let key, let expected, let suggestion):
        return "unknown key '\(key)'; expected \(expected.dropLast().joined(separator: ", ")) or "
          + "\(expected.last ?? "")" + suggestion
      case .keyTwice(let key, let entryLine, let firstLine):
        return "'\(key)' appears twice in the entry that starts on line \(entryLine) (first on "
          + "line \(firstLine)); keep one"
      case .textAfterQuote(let found):
        return "expected the end of the line after the closing quote, found '\(found)'"
      case .unescapedInPlain(let name):
        return "expected no \(name) in a plain value" + quoteIt + " and write it as an escape"
      case .plainStart(let character):
        return "a plain YAML value cannot start with '\(character)'" + quoteIt
      case .commentInPlain:
        return "YAML reads ' #' in a plain value as the start of a comment" + quoteIt
      case .colonInPlain:
        return "YAML reads ':' here as another key" + quoteIt
      case .fieldMissing(let field, let example):
        return "the entry has no '\(field)': add '  \(field): \(example)'"
      case .reasonFieldMissing:
        return "the entry has no reason; every accepted finding needs one: add "
          + "'  reason: why the finding is accepted'"
      case .emptySnapshot:
        return "expected a snapshot id such as DLSRatingControl/stars, found an empty value"
      case .unknownRule(let rule, let rules, let suggestion):
        return "unknown rule '\(rule)'; expected one of " + rules.joined(separator: ", ")
          + suggestion
      case .elementMalformed(let found):
        return "expected an element as findings name it, role and quoted label such as "
          + "button \"Reserve\", found '\(found)'"
      case .emptyReason:
        return "the reason is empty; say why the finding is accepted"
      case .duplicateOfLine(let line, let rule, let element, let snapshot):
        return Self.duplicate("the entry on line \(line)", rule, element, snapshot)
      case .duplicateOfEntry(let number, let rule, let element, let snapshot):
        return Self.duplicate("entry \(number)", rule, element, snapshot)
      case .patternWithoutCount:
        return "'*' in a snapshot id makes the entry a pattern, which needs the number of "
          + "findings it accepts: add '  count: N' (N from the run's report), or write the "
          + "snapshot id in full"
      case .patternDefinition(let found):
        return "a pattern names its definition before the first '/' without '*', such as "
          + "'DLSTextField/*', found '\(found)'; a pattern across definitions would accept "
          + "findings nobody reviewed"
      case .patternStars(let found):
        return "'**' in '\(found)': one '*' already matches any run of characters; write one"
      case .countInvalid(let found, let maximum):
        return "expected a count from 1 to \(maximum), the number of findings the pattern "
          + "accepts, found '\(found)'; set it to the number the run's report lists"
      }
    }

    private static func duplicate(
      _ place: String, _ rule: String, _ element: String, _ snapshot: String
    ) -> String {
      "duplicate of \(place), which already accepts \(rule) on \(element) in \(snapshot); "
        + "remove one"
    }
  }

  /// Whether the error is in what the user typed (exit code 64) rather than in a file (2).
  public var isUsage: Bool {
    switch self {
    case .reasonMissing, .targetSizeInvalid: true
    default: false
    }
  }

  /// The message shown to the user.
  public var description: String {
    switch self {
    case .baselineUnreadable(let file, let reason):
      "\(file): cannot read the accessibility baseline: \(reason)"
    case .baselineLine(let file, let line, let column, let problem):
      "\(file):\(line):" + (column.map { "\($0):" } ?? "") + " \(problem)"
    case .baselineEntry(let number, let problem):
      "accessibility baseline entry \(number): \(problem)"
    case .reasonMissing:
      "accepting accessibility findings needs a reason; say why they are acceptable, "
        + "for example --reason \"The row around the control takes the touches\""
    case .snapshotLine(let line, let column, let problem):
      "line \(line)" + (column.map { ", column \($0)" } ?? "") + ": \(problem)"
    case .targetSizeInvalid(let size):
      "minimumTargetSize \(size) is not a size in points; set a positive number such as 44 "
        + "(Apple), 24 (WCAG 2.5.8) or 48 (Material) in the accessibility settings"
    case .overlayScale(let scale):
      "cannot draw an accessibility overlay at scale \(scale); the scale must be from "
        + "\(TraitNames.number(AccessibilityOverlay.scales.lowerBound)) to "
        + "\(TraitNames.number(AccessibilityOverlay.scales.upperBound))"
    case .overlayLegend(let problem):
      "cannot lay out the accessibility overlay's legend: \(problem); the legend is the "
        + "overlay's own view, so report this with the snapshot that shows it"
    case .overlayTooLarge(let width, let height, let problem):
      "cannot draw the accessibility overlay of a \(width)x\(height) px rendering: with its "
        + "legend, \(problem); give the view a smaller size with .frame(width:height:)"
    case .overlayUnallocatable(let width, let height):
      "cannot allocate the accessibility overlay: \(width)x\(height) px; give the view a "
        + "smaller size with .frame(width:height:)"
    }
  }
}
