import Foundation

// MARK: - ReportWriter

/// Writes a run report into its directory: `report.json`, `junit.xml` and the gallery.
public enum ReportWriter {
  /// The report file name inside a report directory.
  public static let reportFileName = "report.json"
  /// The JUnit file name inside a report directory.
  public static let junitFileName = "junit.xml"

  /// Encodes a report as stable, readable JSON (sorted keys).
  public static func json(for report: RunReport) throws(CatalogError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return try encoder.encode(report)
    } catch {
      throw .failure("cannot encode the report: \(error)")
    }
  }

  /// Writes `report.json` and `junit.xml` into `directory`, each atomically.
  public static func write(_ report: RunReport, to directory: URL) throws(CatalogError) {
    try AtomicFile.write(json(for: report), to: directory.appendingPathComponent(reportFileName))
    try AtomicFile.write(
      Data(JUnitWriter.xml(for: report).utf8), to: directory.appendingPathComponent(junitFileName))
  }

  /// Reads `report.json` from a report directory; the error says how to produce one.
  public static func read(from directory: URL) throws(CatalogError) -> RunReport {
    let url = directory.appendingPathComponent(reportFileName)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .failure(
        "no report at '\(url.path)'; run `catalog verify --report \(directory.path)` first")
    }
    let report: RunReport
    do {
      report = try JSONDecoder().decode(RunReport.self, from: data)
    } catch {
      throw .failure("'\(url.path)' is not a catalog report: \(error)")
    }
    guard report.format == RunReport.formatTag else {
      throw .failure(
        "'\(url.path)' has format '\(report.format)', expected '\(RunReport.formatTag)'")
    }
    return report
  }
}
