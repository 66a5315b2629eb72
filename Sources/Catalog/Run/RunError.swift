// MARK: - RunError

/// Why a file a run keeps for itself (the rendering environment beside the references) cannot
/// be used. Every message is written here, in `description`, and says to record again.
public enum RunError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The rendering-environment file is not UTF-8 text.
  case environmentNotText(file: String)
  /// A line of the environment file's font list is not `  - <file> <digest>`.
  case environmentFontLineMalformed(file: String, line: Int)
  /// A line of the environment file is not `key: value`.
  case environmentLineMalformed(file: String, line: Int)
  /// A line of the environment file has an unknown or repeated key.
  case environmentUnexpectedKey(file: String, line: Int, key: String)
  /// The environment file lacks one of its keys.
  case environmentIncomplete(file: String)

  /// The message shown to the user.
  public var description: String {
    let advice = "; run `catalog record` to write it again"
    switch self {
    case .environmentNotText(let file):
      return "\(file): not UTF-8 text" + advice
    case .environmentFontLineMalformed(let file, let line):
      return "\(file):\(line): expected `  - <file> <digest>`" + advice
    case .environmentLineMalformed(let file, let line):
      return "\(file):\(line): expected `key: value`" + advice
    case .environmentUnexpectedKey(let file, let line, let key):
      return "\(file):\(line): unexpected key \(FileNames.quoted(key))" + advice
    case .environmentIncomplete(let file):
      return "\(file): renderer, harfbuzz, icu and fonts are all needed" + advice
    }
  }
}
