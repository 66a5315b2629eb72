// MARK: - FormatError

/// Why the snapshot formats a catalog registers cannot be used together, or a text reference
/// cannot be read. Every message is written here, in `description`.
public enum FormatError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Two registered formats share the name `name`.
  case nameRepeated(name: String)
  /// The format `name` has a file extension that is not lowercase, or does not start with a dot.
  case badExtension(name: String, fileExtension: String)
  /// The formats `first` and `second` both keep files of `fileExtension`.
  case extensionShared(first: String, second: String, fileExtension: String)
  /// A text reference is not UTF-8.
  case referenceNotText

  /// Whether the error is in how the catalog is set up (exit code 64) rather than on disk (2).
  public var isUsage: Bool {
    switch self {
    case .nameRepeated, .badExtension, .extensionShared: true
    case .referenceNotText: false
    }
  }

  /// The message shown to the user.
  public var description: String {
    let q = FileNames.quoted
    switch self {
    case .nameRepeated(let name):
      return "two snapshot formats are named \(q(name)); give each registered format its own "
        + "name"
    case .badExtension(let name, let fileExtension):
      return "the snapshot format \(q(name)) has the file extension \(q(fileExtension)); give it "
        + "a lowercase one that starts with a dot, such as '.layout.txt'"
    case .extensionShared(let first, let second, let fileExtension):
      return "the snapshot formats \(q(first)) and \(q(second)) both keep \(q(fileExtension)) "
        + "files; give each registered format its own extension"
    case .referenceNotText:
      return "the reference is not UTF-8 text; record it again"
    }
  }
}
