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
    // only in a folder that is empty, already holds a report, or carries the marker of a run
    // that stopped before it wrote one (interrupted, crashed, a full disk).
    var interrupted = false
    if FileKind.of(path) == .directory {
      let contents = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      let marked = try hasMarker(in: path)
      let isReport =
        marked || ArtefactWriter.hasManifest(in: path)
        || contents.contains(ReportWriter.reportFileName)
      guard contents.isEmpty || isReport else {
        throw .file(.reportFolderHoldsOtherFiles(path: path, option: option))
      }
      interrupted = marked && !ArtefactWriter.hasManifest(in: path)
    }
    let url = URL(fileURLWithPath: path, isDirectory: true)
    try claim(url, apartFrom: references, clearingImages: interrupted)
    return url
  }

  // MARK: - Marker

  /// The file that marks a folder as a catalog report folder, written before anything else.
  static let markerName = ".catalog-report"

  /// What the marker holds.
  private static let markerText =
    "catalog writes its reports here; record, verify and merge-reports replace this folder's "
    + "contents\n"

  /// Whether `directory` holds the marker; throws when its name holds something else.
  private static func hasMarker(in directory: String) throws(CatalogError) -> Bool {
    var info = stat()
    let path = directory + "/" + markerName
    guard lstat(path, &info) == 0 else { return false }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return true
    case S_IFLNK: throw .file(.reportMarkerNotAFile(path: path, kind: "a symbolic link"))
    case let type: throw .file(.reportMarkerNotAFile(path: path, kind: FileKind.describe(type)))
    }
  }

  /// Creates the report folder if needed and writes the marker into it, so that a run that
  /// stops before its report leaves a folder the next run takes over. With `clearingImages`
  /// (the folder of a run that stopped before its manifest) the PNG images below `images/`
  /// are deleted first: no manifest lists them, so no later run would.
  private static func claim(
    _ url: URL, apartFrom references: [String], clearingImages: Bool
  ) throws(CatalogError) {
    let folder = ReportFolder(url, apartFrom: references)
    defer { folder.close() }
    if clearingImages { try clearImages(in: folder, at: url.path) }
    try folder.write(Data(markerText.utf8), at: markerName, keepingEqualFile: true)
  }

  /// Deletes the PNG files below `images/` in `folder` (at `path`), and the folders left empty;
  /// links and other files stay, and the walk never follows a link.
  private static func clearImages(in folder: ReportFolder, at path: String) throws(CatalogError) {
    var files: [String] = []
    var folders: [String] = []
    var pending = ["images"]
    while let relative = pending.popLast() {
      var info = stat()
      guard lstat(path + "/" + relative, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
        continue
      }
      folders.append(relative)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path + "/" + relative))
      for name in (names ?? []).sorted() {
        let child = relative + "/" + name
        guard lstat(path + "/" + child, &info) == 0 else { continue }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: pending.append(child)
        case S_IFREG where name.hasSuffix(".png"): files.append(child)
        default: break
        }
      }
    }
    for file in files {
      if try folder.remove(file, if: { _ in true }) == .failed {
        throw .file(
          .cannotDeletePreviousImage(
            path: path + "/" + file, reason: String(cString: strerror(errno))))
      }
    }
    for relative in folders.sorted(by: { $0.count > $1.count }) {
      _ = folder.removeFolder(relative)
    }
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
