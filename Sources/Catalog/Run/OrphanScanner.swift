import Foundation

// MARK: - OrphanScanner

/// Finds reference files that no planned snapshot produces.
enum OrphanScanner {
  /// Ids (paths without `.png`, relative to `directory`) of every PNG below `directory` that is
  /// not in `planned`, sorted. A missing directory has no orphans; hidden files are skipped.
  static func orphans(in directory: URL, planned: Set<String>) -> [String] {
    DirectoryListing.files(below: directory.standardizedFileURL.path)
      .filter { $0.hasSuffix(".png") }
      .map { String($0.dropLast(4)) }
      .filter { !planned.contains($0) }
  }
}
