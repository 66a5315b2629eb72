import Foundation

// MARK: - OrphanScanner

/// Finds reference files that no planned snapshot produces.
enum OrphanScanner {
  /// Ids (paths without `.png`, relative to `directory`) of every PNG below `directory` that is
  /// not in `planned`, sorted. A missing directory has no orphans; hidden files are skipped.
  static func orphans(in directory: URL, planned: Set<String>) -> [String] {
    let fm = FileManager.default
    let base = directory.standardizedFileURL.path
    guard let walker = fm.enumerator(atPath: base) else { return [] }
    var result: [String] = []
    while let relative = walker.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if name.hasPrefix(".") {
        walker.skipDescendants()
        continue
      }
      guard relative.hasSuffix(".png") else { continue }
      let id = String(relative.dropLast(4))
      if !planned.contains(id) { result.append(id) }
    }
    return result.sorted()
  }
}
