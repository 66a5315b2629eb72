import Foundation

// MARK: - DirectoryListing

/// The files below a directory, read with `readdir`: a catalog of thousands of snapshots is
/// listed on every run (orphans), and Foundation's enumerator cost several times the walk
/// itself.
enum DirectoryListing {
  /// One file below the listed directory.
  struct File: Sendable {
    /// The path relative to the listed directory, for messages and ids: UTF-8 names as they
    /// are, bytes that are not UTF-8 as `\xNN` (see `FileNames.display`).
    var path: String
    /// The exact bytes of the relative path, for system calls: a name that is not UTF-8 must
    /// still be deletable.
    var bytes: [UInt8]
  }

  /// Why a listing is incomplete: a folder below the root that could not be opened.
  struct Problem: Error, Sendable {
    /// The folder, relative to the listed directory (empty for the root).
    var folder: String
    /// The system's reason.
    var reason: String
  }

  /// Every file below `directory` (symbolic links included, not followed), sorted by path;
  /// hidden files and folders (names starting with `.`, such as temporary files being
  /// written) are skipped. A missing directory lists nothing; a folder that cannot be read
  /// is a problem, never silently empty.
  static func files(below directory: String) throws(Problem) -> [File] {
    var result: [File] = []
    try walk(Array(directory.utf8), relative: [], into: &result)
    return result.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
  }

  private static func walk(_ root: [UInt8], relative: [UInt8], into result: inout [File])
    throws(Problem)
  {
    let full = relative.isEmpty ? root : root + [UInt8(ascii: "/")] + relative
    guard let stream = opendir(cPath(full)) else {
      let code = errno
      if code == ENOENT, relative.isEmpty { return }
      throw Problem(folder: FileNames.display(relative), reason: String(cString: strerror(code)))
    }
    defer { closedir(stream) }
    while let entry = readdir(stream) {
      let name: [UInt8] = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      if name.first == UInt8(ascii: ".") { continue }
      let path = relative.isEmpty ? name : relative + [UInt8(ascii: "/")] + name
      var type = Int32(entry.pointee.d_type)
      if type == Int32(DT_UNKNOWN) {
        // Some file systems do not report types in directory entries.
        var info = stat()
        guard lstat(cPath(root + [UInt8(ascii: "/")] + path), &info) == 0 else { continue }
        type = (info.st_mode & S_IFMT) == S_IFDIR ? Int32(DT_DIR) : Int32(DT_REG)
      }
      if type == Int32(DT_DIR) {
        try walk(root, relative: path, into: &result)
      } else {
        result.append(File(path: FileNames.display(path), bytes: path))
      }
    }
  }

  /// `bytes` as a NUL-terminated C string.
  static func cPath(_ bytes: [UInt8]) -> [CChar] {
    bytes.map { CChar(bitPattern: $0) } + [0]
  }
}
