import Foundation

// MARK: - RunFolders

/// Checks the folders a command is given before it reads or writes anything, so a mistyped or
/// empty path is a usage error rather than a run against the wrong folder.
///
/// An empty `--snapshots` (an unset shell variable) once meant the current directory, and a
/// report folder inside the snapshots folder once had its stale-image cleanup run over every
/// reference: both are refused here, for every command.
public enum RunFolders {
  /// What a command does with the snapshots folder.
  public enum SnapshotsUse: Sendable {
    /// It must exist: `verify`, `list`, `prune`.
    case read
    /// It may be missing: `record` creates it with the first reference it writes.
    case write
  }

  /// Checks `path` as the snapshots folder and returns its URL.
  public static func snapshots(_ path: String, for use: SnapshotsUse) throws(CatalogError) -> URL {
    guard !path.isEmpty else {
      throw .file(.emptySnapshotsOption)
    }
    switch FileKind.of(path) {
    case .directory:
      guard access(path, R_OK | X_OK) == 0 else {
        throw .file(.snapshotsFolderUnreadable(path: path))
      }
    case .missing:
      guard use == .write else {
        throw .file(.snapshotsFolderMissing(path: path))
      }
    case .other(let kind):
      throw .file(.snapshotsNotAFolder(path: path, kind: kind))
    case .unreachable(let reason):
      throw .file(.snapshotsFolderUnreachable(path: path, reason: reason))
    }
    return URL(fileURLWithPath: path, isDirectory: true)
  }

  /// Checks `path` as a report folder: not empty, not a file, and neither inside nor around
  /// any of `references` (the snapshots folders the report is about).
  public static func report(
    _ path: String, option: String = "--report",
    apartFrom references: [String]
  ) throws(CatalogError) -> URL {
    guard !path.isEmpty else {
      throw .file(.emptyReportOption(option: option))
    }
    switch FileKind.of(path) {
    case .missing: break
    case .directory: break
    case .other(let kind):
      throw .file(.reportNotAFolder(option: option, path: path, kind: kind))
    case .unreachable(let reason):
      throw .file(.reportFolderUnreachable(path: path, reason: reason))
    }
    let report = resolved(path)
    for reference in references where !reference.isEmpty {
      let snapshots = resolved(reference)
      if report == snapshots {
        throw .file(.reportIsSnapshotsFolder(path: path, option: option))
      } else if contains(snapshots, report) {
        throw .file(.reportInsideSnapshotsFolder(path: path, snapshots: reference, option: option))
      } else if contains(report, snapshots) {
        throw .file(
          .reportContainsSnapshotsFolder(path: path, snapshots: reference, option: option))
      }
    }
    // The report's fixed files (report.json, junit.xml, index.html) replace what is there:
    // only in a folder that is empty or already holds a report.
    if FileKind.of(path) == .directory {
      let contents = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      let isReport =
        ArtefactWriter.hasManifest(in: path)
        || contents.contains(ReportWriter.reportFileName)
      guard contents.isEmpty || isReport else {
        throw .file(.reportFolderHoldsOtherFiles(path: path, option: option))
      }
    }
    return URL(fileURLWithPath: path, isDirectory: true)
  }

  // MARK: - Paths

  /// `path` made absolute with every symbolic link in its existing part resolved, and the
  /// part that does not exist yet appended as written, without `.` and `..`.
  public static func resolved(_ path: String) -> String {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    var existing = absolute
    var rest: [String] = []
    while true {
      if let real = realpath(existing, nil) {
        defer { free(real) }
        let base = String(cString: real)
        return rest.reversed().reduce(base) { $0 == "/" ? "/" + $1 : $0 + "/" + $1 }
      }
      guard let slash = existing.lastIndex(of: "/"), existing != "/" else { return absolute }
      rest.append(String(existing[existing.index(after: slash)...]))
      existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
    }
  }

  /// Whether `inner` lies strictly inside `outer` (both resolved).
  static func contains(_ outer: String, _ inner: String) -> Bool {
    let prefix = outer.hasSuffix("/") ? outer : outer + "/"
    return inner.hasPrefix(prefix)
  }
}

// MARK: - FileKind

/// What a path names, from `stat` (links followed), for messages that say what is in the way.
enum FileKind: Equatable {
  case directory
  case missing
  /// Anything but a folder: "a file", "a FIFO", "a device", …
  case other(String)
  /// `stat` failed for another reason: a symbolic-link loop, a folder without permission.
  case unreachable(String)

  static func of(_ path: String) -> FileKind {
    var info = stat()
    guard stat(path, &info) == 0 else {
      switch errno {
      case ENOENT: return .missing
      case ENOTDIR: return .other("below a file")
      case ELOOP: return .unreachable("a symbolic-link loop")
      case EACCES: return .unreachable("a folder on the way cannot be searched (permissions)")
      case let code: return .unreachable(String(cString: strerror(code)))
      }
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case let type: return .other(describe(type))
    }
  }

  /// "a file", "a FIFO", … for a `st_mode & S_IFMT` value.
  static func describe(_ type: mode_t) -> String {
    switch type {
    case S_IFREG: "a file"
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFCHR, S_IFBLK: "a device"
    case S_IFSOCK: "a socket"
    default: "not a regular file"
    }
  }
}
