import ArgumentParser

// MARK: - CommandError

/// Options that do not go together or are out of range: usage errors ArgumentParser prints
/// with the command's usage (exit code 64). Every message is written here, in `description`;
/// errors from the library come as `CatalogError` and are printed by `reported(_:)`.
enum CommandError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `option` was given `found`, outside `range` (as the help text writes it).
  case outOfRange(option: String, range: String, found: String)
  /// `--max-diff-pixels` is negative.
  case negativeMaxDiffPixels(Int)
  /// `--update-accessibility-baseline` without a `--reason`.
  case baselineNeedsReason
  /// `--reason` without `--update-accessibility-baseline`.
  case reasonWithoutBaseline
  /// `--quiet` and `--verbose` together.
  case quietAndVerbose

  /// The message shown to the user.
  var description: String {
    switch self {
    case .outOfRange(let option, let range, let found):
      "\(option) must be in \(range), found \(found)"
    case .negativeMaxDiffPixels(let value):
      "--max-diff-pixels must be 0 or more, found \(value)"
    case .baselineNeedsReason:
      "--update-accessibility-baseline needs --reason \"…\" saying why the findings it "
        + "accepts are acceptable; a reviewer reads it in the baseline file"
    case .reasonWithoutBaseline:
      "--reason is only used with --update-accessibility-baseline"
    case .quietAndVerbose:
      "--quiet and --verbose cannot be used together"
    }
  }

  /// The error as ArgumentParser reports a failed validation: the message, then the usage.
  var validation: ValidationError { ValidationError(description) }
}
