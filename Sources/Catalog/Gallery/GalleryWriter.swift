import Foundation

// MARK: - GalleryWriter

/// Writes the gallery: one static, self-contained `index.html` in the report directory.
public enum GalleryWriter {
  /// Writes `index.html` for `report` into `directory` atomically and returns its URL.
  @discardableResult
  public static func write(_ report: RunReport, to directory: URL) throws(CatalogError) -> URL {
    let url = directory.appendingPathComponent("index.html")
    try AtomicFile.write(Data(try GalleryPage.html(for: report).utf8), to: url)
    return url
  }
}
