import Foundation

// MARK: - OrphanScanner

/// Finds reference files that no planned snapshot produces.
enum OrphanScanner {
  /// A PNG below the snapshots folder that no planned snapshot writes.
  struct Orphan: Sendable {
    /// Its id: the relative path without `.png`, or the whole path for any other spelling of
    /// the extension (`.PNG`), so it can never collide with a planned id.
    var id: String
    /// The exact bytes of its path relative to the snapshots folder.
    var bytes: [UInt8]
    /// Its path relative to the snapshots folder, printable.
    var file: String
  }

  /// Every file below `directory` whose extension is `.png` in any case and whose path is not
  /// one `planned` (ids, written to `<id>.png`) produces, sorted. A missing directory has no
  /// orphans; hidden files are skipped; a folder that cannot be read is an error naming it.
  static func orphans(in directory: URL, planned: Set<String>) throws(CatalogError) -> [Orphan] {
    let root = directory.standardizedFileURL.path
    let files: [DirectoryListing.File]
    do {
      files = try DirectoryListing.files(below: root)
    } catch {
      let folder = error.folder.isEmpty ? root : root + "/" + error.folder
      throw .failure(
        "cannot list the references in \(FileNames.quoted(folder)): \(error.reason); "
          + "fix its permissions so orphaned snapshots can be found")
    }
    return files.compactMap { file in
      guard file.path.count > 4, file.path.suffix(4).lowercased() == ".png" else { return nil }
      let id = file.path.hasSuffix(".png") ? String(file.path.dropLast(4)) : file.path
      guard !(file.path.hasSuffix(".png") && planned.contains(id)) else { return nil }
      return Orphan(id: id, bytes: file.bytes, file: file.path)
    }
  }
}
