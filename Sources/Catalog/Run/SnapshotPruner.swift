import Foundation

// MARK: - SnapshotPruner

/// Finds and deletes orphaned references: exactly the files no planned snapshot produces.
public enum SnapshotPruner {
  /// An orphaned reference that `delete(_:in:)` can remove, whatever bytes its name holds.
  public struct Orphan: Sendable {
    /// Its id, as `verify` reports it.
    public let id: String
    /// Its path relative to the snapshots folder, printable (control characters and bytes
    /// that are not UTF-8 escaped).
    public let file: String
    let bytes: [UInt8]
  }

  /// The orphans under `directory` for this plan in the formats of `strategies`, limited to
  /// the filter and shard.
  public static func orphans(
    in directory: URL, plan: CatalogPlan, filter: SnapshotFilter?,
    shard: Shard, strategies: [any SnapshotStrategy] = SnapshotStrategies.builtIn
  ) throws(CatalogError) -> [Orphan] {
    guard plan.problems.isEmpty else {
      // A definition that could not be planned would make its references look orphaned.
      throw .run(.planHasProblems(reasons: plan.problems.compactMap(\.message)))
    }
    return try OrphanScanner.orphans(
      in: directory, planned: OrphanScanner.plannedPaths(plan.snapshots, strategies: strategies),
      formats: SnapshotStrategies.referenceFormats(of: strategies)
    )
    .filter { shard.contains(id: $0.id) && (filter?.matches($0.id) ?? true) }
    .map { Orphan(id: $0.id, file: FileNames.escaped($0.file), bytes: $0.bytes) }
  }

  /// Deletes one orphan, and its folder when that folder is left empty.
  public static func delete(_ orphan: Orphan, in directory: URL) throws(CatalogError) {
    let root = Array(directory.standardizedFileURL.path.utf8)
    let path = root + [UInt8(ascii: "/")] + orphan.bytes
    guard unlink(DirectoryListing.cPath(path)) == 0 else {
      let reason = String(cString: strerror(errno))
      throw .run(.cannotDeleteOrphan(path: directory.path + "/" + orphan.file, reason: reason))
    }
    // Empty folders up to (not including) the snapshots folder go too; rmdir keeps the rest.
    var folder = orphan.bytes
    while let slash = folder.lastIndex(of: UInt8(ascii: "/")) {
      folder = Array(folder[..<slash])
      guard rmdir(DirectoryListing.cPath(root + [UInt8(ascii: "/")] + folder)) == 0 else { break }
    }
  }
}
