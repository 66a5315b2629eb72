// MARK: - AccessibilityError + SnapshotProblem

extension AccessibilityError {
  /// What is wrong with a line of an accessibility snapshot (`.a11y.txt`); the values quoted
  /// from the input are already escaped and cut as an excerpt. The messages say what was
  /// expected and what was found; the one caller, a verify, adds the command that records the
  /// reference again.
  public enum SnapshotProblem: Hashable, Sendable, CustomStringConvertible {
    /// The file's text or a quoted string cannot be read.
    case syntax(TextProblem)
    /// The file is empty.
    case emptyFile
    /// The file starts with a byte order mark.
    case headerByteOrderMark
    /// The first line is not the header.
    case headerExpected(found: Found)
    /// The header is the only line.
    case treeMissing
    /// A line follows the line that says there are no elements.
    case textAfterEmptyTree(found: Found)
    /// The last line has no line feed.
    case finalLineFeedMissing
    /// An element line is empty.
    case emptyElementLine
    /// An element line is indented with a tab.
    case tabIndentation
    /// An element line is indented by an odd number of spaces.
    case oddIndentation(spaces: Int)
    /// The first element line is indented.
    case firstLineIndented(spaces: Int)
    /// The line after the container on `containerLine` is not indented `expected` spaces.
    case childIndentation(containerLine: Int, expected: Int, spaces: Int)
    /// A line is indented deeper than `maximum` spaces after a line that is no container.
    case tooDeep(maximum: Int, spaces: Int)
    /// The file ends after the container on `containerLine`.
    case childMissing(containerLine: Int)
    /// An element line does not start `- role "label"`.
    case elementShape(found: String)
    /// A role other than `roles`.
    case unknownRole(role: String, roles: [String], suggestion: String)
    /// None of `options` (the parts that may still come, before ` frame: `) follows.
    case partExpected(options: [String], found: Found)
    /// Text other than `:` follows the frame.
    case textAfterFrame(found: String)
    /// The line's role is `role`, but its traits and children make it `expected`, the first
    /// of `order` that applies.
    case roleMismatch(role: String, expected: String, order: [String])
    /// No quoted string where one must be: the label, or the value of `key`.
    case quotedExpected(key: String?, found: Found)
    /// A trait other than `traits`.
    case unknownTrait(traits: [String], found: Found, suggestion: String)
    /// A trait the role `role` already says.
    case traitOfRole(trait: String, role: String)
    /// A trait out of the order of `traits`, after `previous`.
    case traitOrder(traits: [String], trait: String, previous: String)
    /// Neither `, ` nor `]` after a trait.
    case traitSeparator(found: Found)
    /// No action name.
    case actionName(found: Found)
    /// Neither `, ` nor `]` after an action name.
    case actionSeparator(found: Found)
    /// The frame is not `(x, y, width×height)` with numbers as the snapshot writes them.
    case frameMalformed(found: Found)

    /// The words of the problem, after the line and column.
    public var description: String {
      let header = "expected the header '\(AccessibilitySnapshot.header)', found "
      switch self {
      case .syntax(let problem):
        return problem.description
      case .emptyFile:
        return header + "an empty file"
      case .headerByteOrderMark:
        return header + "a byte order mark; save the file as UTF-8 without one"
      case .headerExpected(let found):
        return header + "\(found)"
      case .treeMissing:
        return "expected an element line or '\(AccessibilitySnapshot.emptyTreeLine)', found the "
          + "end of the file"
      case .textAfterEmptyTree(let found):
        return "expected the end of the file after '\(AccessibilitySnapshot.emptyTreeLine)', "
          + "found \(found)"
      case .finalLineFeedMissing:
        return "expected a line feed at the end of the file, found the end of the file"
      case .emptyElementLine:
        return "expected an element line, found an empty line"
      case .tabIndentation:
        return "expected two spaces per level of indentation, found a tab"
      case .oddIndentation(let spaces):
        return "expected indentation in steps of two spaces, found \(spaces) "
          + (spaces == 1 ? "space" : "spaces")
      case .firstLineIndented(let spaces):
        return "expected the first element line to start without indentation, found \(spaces) "
          + "spaces"
      case .childIndentation(let containerLine, let expected, let spaces):
        return "expected the first child of the container on line \(containerLine), indented "
          + "\(expected) spaces, found \(spaces)"
      case .tooDeep(let maximum, let spaces):
        return "expected at most \(maximum) spaces of indentation (only a line ending with ':' "
          + "has children), found \(spaces)"
      case .childMissing(let containerLine):
        return "expected the first child of the container on line \(containerLine), found the "
          + "end of the file"
      case .elementShape(let found):
        return "expected '- role \"label\"', found '\(found)'"
      case .unknownRole(let role, let roles, let suggestion):
        return "expected a role (\(roles.joined(separator: ", "))), found '\(role)'" + suggestion
      case .partExpected(let options, let found):
        return "expected \(options.joined(separator: ", ")) or ' frame: ', found \(found)"
      case .textAfterFrame(let found):
        return "expected ':' or the end of the line after the frame, found '\(found)'"
      case .roleMismatch(let role, let expected, let order):
        // A `group` is the role of a container; one without children is the likely mistake.
        let containerHint =
          role == AccessibilitySnapshot.Role.group.rawValue
          ? "; a 'group' line ends with ':' and has children" : ""
        return "expected the role '\(expected)' (the first of \(order.joined(separator: ", ")) "
          + "that applies), found '\(role)'" + containerHint
      case .quotedExpected(let key, let found):
        let what = key.map { "a quoted string after '\($0)'" } ?? "a quoted label"
        return "expected \(what), found \(found)"
      case .unknownTrait(let traits, let found, let suggestion):
        return "expected a trait (\(traits.joined(separator: ", "))), found \(found)" + suggestion
      case .traitOfRole(let trait, let role):
        return "expected traits the role does not already say, found '\(trait)' after the role "
          + "'\(role)'"
      case .traitOrder(let traits, let trait, let previous):
        return "expected traits once each in the order \(traits.joined(separator: ", ")), found "
          + "'\(trait)' after '\(previous)'"
      case .traitSeparator(let found):
        return "expected ', ' or ']' after a trait, found \(found)"
      case .actionName(let found):
        return "expected an action name, bare or in double quotes, found \(found)"
      case .actionSeparator(let found):
        return "expected ', ' or ']' after an action name, found \(found)"
      case .frameMalformed(let found):
        return "expected a frame '(x, y, width×height)' with numbers such as 16, 16.5 or -0.25, "
          + "found \(found)"
      }
    }
  }

  // MARK: - Found

  /// What a snapshot line holds where something else was expected.
  public enum Found: Hashable, Sendable, CustomStringConvertible {
    /// Nothing: the line ends there.
    case endOfLine
    /// A line with nothing on it.
    case emptyLine
    /// Text, already escaped and cut as an excerpt.
    case text(String)

    /// `the end of the line`, `an empty line` or the text in single quotes.
    public var description: String {
      switch self {
      case .endOfLine: "the end of the line"
      case .emptyLine: "an empty line"
      case .text(let text): "'\(text)'"
      }
    }
  }

  // MARK: - TextProblem

  /// Why the text both the accessibility snapshot and the baseline are written in cannot be
  /// read: its bytes, its line endings or a double-quoted string.
  public enum TextProblem: Hashable, Sendable, CustomStringConvertible {
    /// A byte that is no UTF-8, at `offset` from the start of the file.
    case notUTF8(byte: UInt8, offset: Int)
    /// A line ends with a carriage return.
    case carriageReturn
    /// An invisible character, named `name`, appears raw in a string; `escape` is how to
    /// write it.
    case rawInString(escape: String, name: String)
    /// A string has no closing quote.
    case unclosedString
    /// A backslash starts no escape; `unicodeEscape` is the file's form of a `\u` escape.
    case escapeExpected(unicodeEscape: String, found: Found)

    /// The words of the problem, after the line (and column).
    public var description: String {
      switch self {
      case .notUTF8(let byte, let offset):
        let hex = String(byte, radix: 16, uppercase: true)
        return "expected UTF-8 text, found the byte 0x" + (hex.count < 2 ? "0" : "") + hex
          + " at offset \(offset); save the file as UTF-8"
      case .carriageReturn:
        return "expected LF line endings, found a carriage return (CRLF); convert the file to "
          + "LF, and add '*.yaml text eol=lf' to .gitattributes so git keeps it that way"
      case .rawInString(let escape, let name):
        return "expected '\(escape)' for \(name) inside a string, found it raw"
      case .unclosedString:
        return "expected a closing '\"' for the string that starts there, found the end of the "
          + "line"
      case .escapeExpected(let unicodeEscape, let found):
        return "expected an escape (\\\", \\\\, \\n, \\t or \(unicodeEscape)), found \(found)"
      }
    }
  }
}
