import Foundation

// MARK: - ArtefactWriter

/// Writes the images a report points at under `<report>/images/<kind>/<id>.png`.
///
/// Runs repeat: a file that already holds an image's bytes (the previous run wrote it) is left
/// alone, and `removeStale(keeping:)` deletes what this run no longer points at, so a report
/// shows only its own run without rewriting thousands of unchanged images every time.
struct ArtefactWriter: Sendable {
  /// Which image of a snapshot.
  enum Kind: String, Sendable { case expected, actual, diff }

  let reportDirectory: URL

  var imagesDirectory: URL { reportDirectory.appendingPathComponent("images", isDirectory: true) }

  /// Writes one image unless its file already holds `data`; returns its path relative to the
  /// report directory.
  func write(_ data: Data, kind: Kind, id: String) throws(CatalogError) -> String {
    let relative = "images/\(kind.rawValue)/\(id).png"
    let path = reportDirectory.path + "/" + relative
    if !Self.holds(path, data) {
      try AtomicFile.write(data, to: URL(fileURLWithPath: path))
    }
    return relative
  }

  /// Deletes every image file not in `kept` (paths relative to the report directory), and
  /// folders left empty.
  func removeStale(keeping kept: Set<String>) {
    let base = imagesDirectory.path
    var folders = Set<String>()
    for file in DirectoryListing.files(below: base) where !kept.contains("images/" + file) {
      unlink(base + "/" + file)
      if let slash = file.lastIndex(of: "/") { folders.insert(String(file[..<slash])) }
    }
    // Deepest first; `rmdir` leaves folders that still hold files.
    for folder in folders.sorted(by: { $0.count > $1.count }) {
      var path = folder
      while true {
        guard rmdir(base + "/" + path) == 0, let slash = path.lastIndex(of: "/") else { break }
        path = String(path[..<slash])
      }
    }
  }

  /// Whether the regular file at `path` holds exactly `data`.
  private static func holds(_ path: String, _ data: Data) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
      Int(info.st_size) == data.count
    else { return false }
    return FileManager.default.contents(atPath: path) == data
  }
}
