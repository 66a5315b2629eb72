import Foundation
import Synchronization

// MARK: - ReportFolder

/// A report folder, in which catalog writes, reads and deletes without ever following a
/// symbolic link below it, and never in a folder of the snapshots tree.
///
/// The folder itself, as the user named it, may be a link: it is resolved once, when first
/// needed. Below it every path is walked one name at a time from the folder's descriptor
/// (`openat` with `O_NOFOLLOW`, `mkdirat`), so a link, a file where a folder should be, or a
/// folder of the snapshots tree reached another way (a bind mount) is refused with a message
/// naming it. A file is replaced by renaming a new one over its name, which replaces a link's
/// or a hard link's name without touching what it leads to.
///
/// Costs: the folders of the snapshots tree are listed once (the first time a folder is
/// checked), and every folder opened stays open for the next file (a report writes many
/// images into few folders) until `close()`; a path costs one `openat` per folder not yet
/// open.
final class ReportFolder: Sendable {
  /// The folder as the user named it, for messages.
  let path: String
  private let snapshots: [String]
  private let state = Mutex(State())

  /// The most folders kept open at once, well below the usual limit of 1,024 descriptors.
  private static let openFolderLimit = 128

  private struct State {
    var root: Handle?
    /// Relative path → the folder, open.
    var folders: [String: Handle] = [:]
    /// The folders of the snapshots tree, listed once.
    var guarded: [FileIdentity: String]?
  }

  /// A report folder at `url`, guarded against the snapshots folders `snapshots` (paths; a
  /// missing or empty one guards nothing). Nothing is opened yet.
  init(_ url: URL, apartFrom snapshots: [String]) {
    path = url.path
    self.snapshots = snapshots.filter { !$0.isEmpty }
  }

  /// Closes every folder kept open; the next use opens them again.
  func close() {
    state.withLock { $0 = State(root: nil, folders: [:], guarded: $0.guarded) }
  }

  // MARK: - Files

  /// What a read found.
  enum Contents {
    /// A regular file with these bytes.
    case file(Data)
    /// Nothing there.
    case missing
    /// Something other than a regular file, or a file that cannot be read: the reason says
    /// which.
    case unreadable(String)
    /// The path leads through a link, a file or a snapshots folder: the reason says which.
    case refused(String)
  }

  /// Writes `data` at `relative` (a path below the folder), or, with `keepingEqualFile`, keeps
  /// a regular file that holds exactly these bytes; the error names the path and the cause.
  func write(_ data: Data, at relative: String, keepingEqualFile: Bool = false)
    throws(CatalogError)
  {
    let (folder, name) = try parent(of: relative, creating: true)
    if keepingEqualFile, Self.holds(data, folder, name) { return }
    try AtomicFile.write(place(folder, name, relative)) { $0.append(data) }
  }

  /// Writes the bytes `produce` appends at `relative`, as `write(_:at:)` does.
  func write(at relative: String, _ produce: (inout FileSink) throws(CatalogError) -> Void)
    throws(CatalogError)
  {
    let (folder, name) = try parent(of: relative, creating: true)
    try AtomicFile.write(place(folder, name, relative), produce)
  }

  /// The bytes of the regular file at `relative`, reached without following any link.
  func read(_ relative: String) -> Contents {
    let folder: Handle?
    let name: String
    do {
      (folder, name) = try existingParent(of: relative)
    } catch {
      return .refused(error.description)
    }
    guard let folder else { return .missing }
    // Non-blocking: a FIFO must not hang the open; a regular file reads as ever.
    let descriptor = openat(
      folder.descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { return .missing }
      if code == ELOOP {
        return .refused(FileError.reportPathIsLink(path: display(relative)).description)
      }
      return .unreadable(String(cString: strerror(code)))
    }
    defer { Glibc.close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      return .unreadable(String(cString: strerror(errno)))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      return .unreadable("it is \(FileKind.describe(info.st_mode & S_IFMT)), not a regular file")
    }
    guard let data = Self.readAll(descriptor, size: Int(info.st_size)) else {
      return .unreadable(String(cString: strerror(errno)))
    }
    return .file(data)
  }

  /// What `remove(_:if:)` did.
  enum Removal {
    /// The file was deleted.
    case deleted
    /// Nothing to delete: no regular file there, or one whose bytes were refused.
    case left
    /// The file could not be deleted.
    case failed
  }

  /// Deletes the regular file at `relative` if `shouldDelete` approves its bytes; throws when
  /// the path leads through a link, a file or a snapshots folder.
  func remove(_ relative: String, if shouldDelete: (Data) -> Bool) throws(CatalogError)
    -> Removal
  {
    let (folder, name) = try existingParent(of: relative)
    guard let folder, case .file(let data) = read(relative), shouldDelete(data) else {
      return .left
    }
    return unlinkat(folder.descriptor, name, 0) == 0 || errno == ENOENT ? .deleted : .failed
  }

  /// Deletes the folder at `relative` if it is empty; returns whether it did.
  func removeFolder(_ relative: String) -> Bool {
    guard let (folder, name) = try? existingParent(of: relative), let folder,
      unlinkat(folder.descriptor, name, AT_REMOVEDIR) == 0
    else { return false }
    state.withLock { state in
      state.folders = state.folders.filter {
        $0.key != relative && !$0.key.hasPrefix(relative + "/")
      }
    }
    return true
  }

  // MARK: - Walking

  /// The open folder that holds `relative`, and the file's name in it: every folder on the
  /// way is created when missing, and refused when it is anything but a folder of this tool's.
  private func parent(of relative: String, creating: Bool) throws(CatalogError)
    -> (Handle, String)
  {
    let (folders, name) = try split(relative)
    do throws(FileError) {
      guard let folder = try open(folders[...], creating: creating) else {
        throw .reportPathMissing(path: display(folders.joined(separator: "/")))
      }
      return (folder, name)
    } catch {
      throw .file(.cannotWriteInReport(path: display(relative), refusal: error))
    }
  }

  /// The open folder that holds `relative` and the file's name, or no folder when one on the
  /// way does not exist.
  private func existingParent(of relative: String) throws(CatalogError) -> (Handle?, String) {
    let (folders, name) = try split(relative)
    do throws(FileError) {
      return (try open(folders[...], creating: false), name)
    } catch {
      throw .file(error)
    }
  }

  private func split(_ relative: String) throws(CatalogError) -> ([String], String) {
    let parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard let name = parts.last,
      parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
    else {
      throw .file(.notInsideReportFolder(relative: relative, folder: path))
    }
    return (Array(parts.dropLast()), name)
  }

  /// The folder at `components` below the root, opened without following links; `nil` when
  /// it does not exist and `creating` is off.
  private func open(_ components: ArraySlice<String>, creating: Bool) throws(FileError) -> Handle? {
    let key = components.joined(separator: "/")
    if let cached = state.withLock({ components.isEmpty ? $0.root : $0.folders[key] }) {
      return cached
    }
    guard let last = components.last else { return try openRoot(creating: creating) }
    guard let parent = try open(components.dropLast(), creating: creating) else { return nil }
    let flags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
    var descriptor = openat(parent.descriptor, last, flags)
    if descriptor < 0, errno == ENOENT {
      guard creating else { return nil }
      guard mkdirat(parent.descriptor, last, 0o777) == 0 || errno == EEXIST else {
        throw refusal(errno: errno, key, parent: components.dropLast().joined(separator: "/"))
      }
      descriptor = openat(parent.descriptor, last, flags)
    }
    guard descriptor >= 0 else {
      let code = errno
      if code == ELOOP || code == ENOTDIR {
        throw obstacle(last, in: parent, at: key)
      }
      throw refusal(errno: code, key, parent: components.dropLast().joined(separator: "/"))
    }
    let folder = Handle(descriptor)
    try check(folder, at: key)
    return state.withLock { state in
      if let other = state.folders[key] { return other }
      if state.folders.count >= Self.openFolderLimit { state.folders.removeAll() }
      state.folders[key] = folder
      return folder
    }
  }

  private func openRoot(creating: Bool) throws(FileError) -> Handle? {
    // The folder as named may be a link: followed here, once.
    let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC
    var descriptor = Glibc.open(path, flags)
    if descriptor < 0, errno == ENOENT {
      guard creating else { return nil }
      do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      } catch {
        throw .cannotCreateReportFolder(path: path, reason: AtomicFile.reason(error))
      }
      descriptor = Glibc.open(path, flags)
    }
    guard descriptor >= 0 else {
      throw .reportFolderUnopenable(path: path, reason: String(cString: strerror(errno)))
    }
    let root = Handle(descriptor)
    try check(root, at: "")
    return state.withLock { state in
      if let other = state.root { return other }
      state.root = root
      return root
    }
  }

  /// Refuses `folder` when it is a folder of the snapshots tree.
  private func check(_ folder: Handle, at relative: String) throws(FileError) {
    var info = stat()
    guard fstat(folder.descriptor, &info) == 0 else { return }
    let guarded = state.withLock { state in
      if let guarded = state.guarded { return guarded }
      let listed = SnapshotFolders.identities(below: snapshots)
      state.guarded = listed
      return listed
    }
    guard let reference = guarded[FileIdentity(info)] else { return }
    throw .reportReachesReferences(path: display(relative), references: reference)
  }

  /// Why `name` in `parent` is no folder to walk through: a link, a file, a FIFO, …
  private func obstacle(_ name: String, in parent: Handle, at relative: String) -> FileError {
    var info = stat()
    guard fstatat(parent.descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
      return .reportPathUnopenable(
        path: display(relative), reason: String(cString: strerror(errno)))
    }
    let type = info.st_mode & S_IFMT
    if type == S_IFLNK { return .reportPathIsLink(path: display(relative)) }
    return .reportPathIsNotAFolder(path: display(relative), kind: FileKind.describe(type))
  }

  /// A system error opening or creating the folder at `relative`.
  private func refusal(errno code: Int32, _ relative: String, parent: String) -> FileError {
    if [EACCES, EPERM, EROFS].contains(code) {
      return .reportDirectoryNotWritable(directory: display(parent))
    }
    return .reportPathUnopenable(path: display(relative), reason: String(cString: strerror(code)))
  }

  private func display(_ relative: String) -> String {
    relative.isEmpty ? path : path + "/" + relative
  }

  private func place(_ folder: Handle, _ name: String, _ relative: String) -> AtomicFile.Place {
    let full = display(relative)
    let slash = full.lastIndex(of: "/")
    return AtomicFile.Place(
      directory: folder.descriptor, name: name, path: full,
      directoryPath: slash.map { String(full[..<$0]) } ?? ".")
  }

  // MARK: - Reading

  /// Whether the regular file `name` in `folder` holds exactly `data`.
  private static func holds(_ data: Data, _ folder: Handle, _ name: String) -> Bool {
    var info = stat()
    guard fstatat(folder.descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
      info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == data.count
    else { return false }
    let descriptor = openat(
      folder.descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { Glibc.close(descriptor) }
    return readAll(descriptor, size: data.count) == data
  }

  /// The first `size` bytes of an open file (fewer if it is shorter): `size` comes from its
  /// `fstat`, so the end needs no further read.
  private static func readAll(_ descriptor: Int32, size: Int) -> Data? {
    var data = Data(count: size)
    var offset = 0
    while offset < size {
      let count = data.withUnsafeMutableBytes { raw in
        Glibc.read(descriptor, raw.baseAddress.map { $0 + offset }, size - offset)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { break }
      offset += count
    }
    data.count = offset
    return data
  }
}

// MARK: - ReportFolder.Handle

extension ReportFolder {
  /// An open folder, closed when the last user lets it go: a folder dropped from the cache
  /// while a write uses it stays open until that write is done.
  final class Handle: Sendable {
    let descriptor: Int32

    init(_ descriptor: Int32) { self.descriptor = descriptor }

    deinit { Glibc.close(descriptor) }
  }
}

// MARK: - FileIdentity

/// What names a folder whatever the path to it: its device and inode numbers (a bind mount
/// shows the same ones as its source).
struct FileIdentity: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64

  init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}

// MARK: - SnapshotFolders

/// The folders of snapshots trees, by identity, so a report can refuse to write into one
/// however it was reached.
enum SnapshotFolders {
  /// Every folder below each of `roots` (the roots included; a folder a link below them leads
  /// to included, not walked), with its path; missing roots give nothing.
  static func identities(below roots: [String]) -> [FileIdentity: String] {
    var found: [FileIdentity: String] = [:]
    for root in roots {
      // The snapshots folder as named may be a link: followed, as every command does.
      let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard descriptor >= 0 else { continue }
      var info = stat()
      guard fstat(descriptor, &info) == 0, found[FileIdentity(info)] == nil else {
        close(descriptor)
        continue
      }
      found[FileIdentity(info)] = root
      walk(descriptor, path: root, into: &found)
    }
    return found
  }

  /// Adds the folders below the open folder `descriptor` (which it closes) to `found`.
  ///
  /// One `fstatat` a folder (it follows a mount to the folder mounted there), and a folder is
  /// read only when it may hold folders: a link count of 2 says it holds none (a file system
  /// that does not count them, such as btrfs, reports 1), so a catalog's definition folders,
  /// which hold only files, cost no `openat` or `getdents` each.
  private static func walk(
    _ descriptor: Int32, path: String,
    into found: inout [FileIdentity: String]
  ) {
    guard let stream = fdopendir(descriptor) else {
      close(descriptor)
      return
    }
    defer { closedir(stream) }
    let folder = dirfd(stream)
    while let entry = readdir(stream) {
      // Bytes, not text: a name that is not UTF-8 must still be opened.
      let name: [UInt8] = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      let type = Int32(entry.pointee.d_type)
      guard name != [UInt8(ascii: ".")], name != [UInt8(ascii: "."), UInt8(ascii: ".")],
        [Int32(DT_DIR), Int32(DT_LNK), Int32(DT_UNKNOWN)].contains(type)
      else { continue }
      let cName = DirectoryListing.cPath(name)
      var info = stat()
      // Links followed: references are written through a link to a folder, so its target
      // is guarded too, though not walked.
      guard fstatat(folder, cName, &info, 0) == 0, info.st_mode & S_IFMT == S_IFDIR,
        found[FileIdentity(info)] == nil
      else { continue }
      let childPath = path + "/" + FileNames.display(name)
      found[FileIdentity(info)] = childPath
      guard type != Int32(DT_LNK), info.st_nlink != 2 else { continue }
      let child = openat(folder, cName, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      if child >= 0 { walk(child, path: childPath, into: &found) }
    }
  }
}
