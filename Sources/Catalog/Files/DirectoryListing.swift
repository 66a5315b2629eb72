import Foundation

// MARK: - DirectoryListing

/// The files below a directory, read with `readdir`: a catalog of thousands of snapshots is
/// listed on every run (orphans, stale report images), and Foundation's enumerator cost
/// several times the walk itself.
enum DirectoryListing {
  /// Paths relative to `directory` of every file below it (symbolic links included, not
  /// followed), sorted; hidden files and folders (names starting with `.`, such as temporary
  /// files being written) are skipped. A missing or unreadable directory lists nothing.
  static func files(below directory: String) -> [String] {
    var result: [String] = []
    walk(directory, prefix: "", into: &result)
    return result.sorted()
  }

  private static func walk(_ path: String, prefix: String, into result: inout [String]) {
    guard let stream = opendir(path) else { return }
    defer { closedir(stream) }
    while let entry = readdir(stream) {
      let name = withUnsafePointer(to: entry.pointee.d_name) { tuple in
        let capacity = MemoryLayout.size(ofValue: tuple.pointee)
        return tuple.withMemoryRebound(to: CChar.self, capacity: capacity) { String(cString: $0) }
      }
      if name.hasPrefix(".") { continue }
      let full = path + "/" + name
      var type = Int32(entry.pointee.d_type)
      if type == Int32(DT_UNKNOWN) {
        // Some file systems do not report types in directory entries.
        var info = stat()
        guard lstat(full, &info) == 0 else { continue }
        type = (info.st_mode & S_IFMT) == S_IFDIR ? Int32(DT_DIR) : Int32(DT_REG)
      }
      if type == Int32(DT_DIR) {
        walk(full, prefix: prefix + name + "/", into: &result)
      } else {
        result.append(prefix + name)
      }
    }
  }
}
