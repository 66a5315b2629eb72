// MARK: - CatalogError

/// An error a user can act on: the message quotes the input and names the fix.
public enum CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The command line or a definition is malformed; exit code 64.
  case usage(String)
  /// Input on disk or a rendering failed; exit code 2.
  case failure(String)

  /// The message shown to the user.
  public var description: String {
    switch self {
    case .usage(let message), .failure(let message): message
    }
  }

  /// The process exit code the CLI uses for this error.
  public var exitCode: Int32 {
    switch self {
    case .usage: 64
    case .failure: 2
    }
  }
}
