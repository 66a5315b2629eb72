import Foundation

// MARK: - GalleryWriter

/// Writes the gallery: one static, self-contained `index.html` in the report directory.
public enum GalleryWriter {
  /// The gallery's file name inside a report directory.
  public static let fileName = "index.html"

  /// Writes `index.html` for `report`, showing each format of `strategies` through its
  /// `GalleryView`, into `directory` atomically, never through a link below it nor into the
  /// report's snapshots folder (see `ReportFolder`), and returns its URL.
  @discardableResult
  public static func write(
    _ report: RunReport, to directory: URL,
    strategies: [any SnapshotStrategy] = SnapshotStrategies.builtIn
  ) throws(CatalogError) -> URL {
    let folder = ReportFolder(directory, apartFrom: [report.snapshotsDirectory])
    try folder.write(at: fileName) { sink throws(CatalogError) in
      try GalleryPage.html(for: report, strategies: strategies) { sink.append($0) }
    }
    return directory.appendingPathComponent(fileName)
  }
}
