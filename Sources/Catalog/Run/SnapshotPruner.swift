import Foundation

// MARK: - SnapshotPruner

/// Finds and deletes orphaned references: exactly the files no planned snapshot produces.
public enum SnapshotPruner {
  /// Orphan ids under `directory` for this plan, limited to the filter and shard.
  public static func orphans(in directory: URL, plan: CatalogPlan, filter: SnapshotFilter?,
                             shard: Shard) throws(CatalogError) -> [String] {
    guard plan.problems.isEmpty else {
      // A definition that could not be planned would make its references look orphaned.
      let reasons = plan.problems.compactMap(\.message).joined(separator: "\n  ")
      throw .failure("not pruning while the plan has problems:\n  \(reasons)")
    }
    let planned = Set(plan.snapshots.map(\.id))
    return OrphanScanner.orphans(in: directory, planned: planned).filter {
      shard.contains(id: $0) && (filter?.matches($0) ?? true)
    }
  }

  /// Deletes one orphan and its folder when that folder is left empty.
  public static func delete(_ id: String, in directory: URL) throws(CatalogError) {
    let url = directory.appendingPathComponent(id + ".png")
    do {
      try FileManager.default.removeItem(at: url)
    } catch {
      throw .failure("cannot delete '\(url.path)': \(AtomicFile.reason(error))")
    }
    let folder = url.deletingLastPathComponent()
    if folder.standardizedFileURL != directory.standardizedFileURL,
      let contents = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
      contents.isEmpty
    {
      try? FileManager.default.removeItem(at: folder)
    }
  }
}
