import Foundation

// MARK: - ArtefactWriter

/// Writes the images a report points at under `<report>/images/<kind>/<id>.png`.
struct ArtefactWriter: Sendable {
  /// Which image of a snapshot.
  enum Kind: String, Sendable { case expected, actual, diff }

  let reportDirectory: URL

  var imagesDirectory: URL { reportDirectory.appendingPathComponent("images", isDirectory: true) }

  /// Removes the previous run's images, so the report shows only this run.
  func reset() {
    try? FileManager.default.removeItem(at: imagesDirectory)
  }

  /// Writes one image and returns its path relative to the report directory.
  func write(_ data: Data, kind: Kind, id: String) throws(CatalogError) -> String {
    let relative = "images/\(kind.rawValue)/\(id).png"
    try AtomicFile.write(data, to: reportDirectory.appendingPathComponent(relative))
    return relative
  }
}
