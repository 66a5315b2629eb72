// MARK: - CatalogError

/// An error a user can act on: the message quotes the input and names the fix.
///
/// Each area's errors are typed cases whose messages are written in one place (`FileError`
/// for files and folders, `RunError` for running, `PlanError` for choosing snapshots,
/// `RenderError` for rendering a definition, `ReportError` for writing, reading and merging
/// reports, `FormatError` for the registered snapshot formats, `AccessibilityError` for the
/// accessibility baseline, snapshot, policy and overlay);
/// `usage` and `failure` carry messages composed where they are thrown, for errors not given
/// a case yet.
public enum CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The command line or a definition is malformed; exit code 64.
  case usage(String)
  /// Input on disk or a rendering failed; exit code 2.
  case failure(String)
  /// A file or folder cannot be read or written.
  case file(FileError)
  /// A run cannot start or finish, or a file it keeps for itself cannot be used.
  case run(RunError)
  /// The filter or shard the user gave cannot be read, or a transition's keyframes cannot be
  /// placed.
  case plan(PlanError)
  /// A variant or transition of a definition cannot be rendered.
  case render(RenderError)
  /// A report cannot be written, read or merged.
  case report(ReportError)
  /// The registered snapshot formats clash, or a text reference cannot be read.
  case format(FormatError)
  /// The accessibility baseline cannot be read, built or updated.
  case accessibility(AccessibilityError)

  /// The message shown to the user.
  public var description: String {
    switch self {
    case .usage(let message), .failure(let message): message
    case .file(let error): error.description
    case .run(let error): error.description
    case .plan(let error): error.description
    case .render(let error): error.description
    case .report(let error): error.description
    case .format(let error): error.description
    case .accessibility(let error): error.description
    }
  }

  /// The process exit code the CLI uses for this error.
  public var exitCode: Int32 {
    switch self {
    case .usage: 64
    case .failure, .render: 2
    case .file(let error): error.isUsage ? 64 : 2
    case .run(let error): error.isUsage ? 64 : 2
    case .plan(let error): error.isUsage ? 64 : 2
    case .report(let error): error.isUsage ? 64 : 2
    case .format(let error): error.isUsage ? 64 : 2
    case .accessibility(let error): error.isUsage ? 64 : 2
    }
  }

  /// Whether two errors read the same to the user: the same message and exit code, whether
  /// the message comes from a typed case or was written where it was thrown.
  public static func == (lhs: CatalogError, rhs: CatalogError) -> Bool {
    lhs.exitCode == rhs.exitCode && lhs.description == rhs.description
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(exitCode)
    hasher.combine(description)
  }
}
