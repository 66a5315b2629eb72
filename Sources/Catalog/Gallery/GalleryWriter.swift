import Foundation

// MARK: - GalleryWriter

/// Writes the gallery: one static, self-contained `index.html` in the report directory.
public enum GalleryWriter {
  /// The gallery's file name inside a report directory.
  public static let fileName = "index.html"

  /// Writes `index.html` for `report` into `directory` atomically and returns its URL.
  @discardableResult
  public static func write(_ report: RunReport, to directory: URL) throws(CatalogError) -> URL {
    let url = directory.appendingPathComponent(fileName)
    try AtomicFile.write(to: url) { sink throws(CatalogError) in
      try GalleryPage.html(for: report) { sink.append($0) }
    }
    return url
  }
}
