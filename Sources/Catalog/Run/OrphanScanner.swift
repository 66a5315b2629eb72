import Foundation

// MARK: - OrphanScanner

/// Finds reference files that no planned snapshot produces, in every snapshot format.
enum OrphanScanner {
  /// A reference below the snapshots folder that no planned snapshot writes.
  struct Orphan: Sendable {
    /// Its id: the relative path without the format's extension, or the whole path for any
    /// other spelling of the extension (`.PNG`), so it can never collide with a planned id.
    var id: String
    /// The format its extension names.
    var format: SnapshotFormat
    /// The exact bytes of its path relative to the snapshots folder.
    var bytes: [UInt8]
    /// Its path relative to the snapshots folder, printable.
    var file: String
  }

  /// The reference paths a plan writes: each snapshot's id in each format of `strategies`
  /// that applies to it.
  static func plannedPaths(
    _ plan: [PlannedSnapshot], strategies: [any SnapshotStrategy] = SnapshotStrategies.builtIn
  ) -> Set<String> {
    Set(
      plan.flatMap { item in
        strategies.compactMap { strategy in
          strategy.applies(to: item) ? strategy.referenceFormat?.referencePath(for: item.id) : nil
        }
      })
  }

  /// Every file below `directory` whose extension is one of `formats`' in any case and
  /// whose path is not one of `planned` (reference paths), sorted. A missing directory has no
  /// orphans; hidden files are skipped; a folder that cannot be read is an error naming it.
  static func orphans(
    in directory: URL, planned: Set<String>, formats: [SnapshotFormat] = SnapshotFormat.all
  ) throws(CatalogError) -> [Orphan] {
    let root = directory.standardizedFileURL.path
    let files: [DirectoryListing.File]
    do {
      files = try DirectoryListing.files(below: root)
    } catch {
      let folder = error.folder.isEmpty ? root : root + "/" + error.folder
      throw .run(.cannotListReferences(folder: folder, reason: error.reason))
    }
    return files.compactMap { file in
      guard let (format, id) = SnapshotFormat.classify(file.path, among: formats),
        !planned.contains(file.path)
      else { return nil }
      return Orphan(id: id, format: format, bytes: file.bytes, file: file.path)
    }
  }
}
