import Foundation

// MARK: - ReportMerger

/// Joins the reports of shards into one, so a sharded CI matrix gives the verdict a single run
/// would.
public enum ReportMerger {
  /// Merges report directories into `destination`, copying their images; a snapshot id that
  /// appears in two reports is an error naming both directories.
  public static func merge(_ directories: [URL], into destination: URL) throws(CatalogError)
    -> RunReport
  {
    guard !directories.isEmpty else {
      throw .usage("merge-reports needs at least one report directory")
    }
    var entries: [RunReport.Entry] = []
    var owner: [String: URL] = [:]
    var dimensions: [RunReport.TraitDimension] = []
    var duration = 0.0
    var commands: Set<String> = []
    var snapshots = ""
    for directory in directories {
      let report = try ReportWriter.read(from: directory)
      commands.insert(report.command)
      snapshots = report.snapshotsDirectory
      duration = max(duration, report.durationMilliseconds)
      for dimension in report.traitDimensions {
        if let i = dimensions.firstIndex(where: { $0.name == dimension.name }) {
          for value in dimension.values where !dimensions[i].values.contains(value) {
            dimensions[i].values.append(value)
          }
        } else {
          dimensions.append(dimension)
        }
      }
      for var entry in report.entries {
        if let first = owner[entry.id] {
          throw .failure(
            "snapshot '\(entry.id)' is in both '\(first.path)' and '\(directory.path)'; "
              + "merge the reports of one sharded run only")
        }
        owner[entry.id] = directory
        entry.images = try copyImages(entry.images, from: directory, to: destination)
        entries.append(entry)
      }
    }
    let command = commands.count == 1 ? commands.first ?? "verify" : "merge-reports"
    return RunReport(
      command: command, snapshotsDirectory: snapshots, durationMilliseconds: duration,
      traitDimensions: dimensions, entries: entries)
  }

  private static func copyImages(_ images: RunReport.Images, from source: URL, to destination: URL)
    throws(CatalogError) -> RunReport.Images
  {
    guard source.standardizedFileURL != destination.standardizedFileURL else { return images }
    func copy(_ path: String?) throws(CatalogError) -> String? {
      guard let path else { return nil }
      let from = source.appendingPathComponent(path)
      guard let data = FileManager.default.contents(atPath: from.path) else {
        throw .failure("image '\(from.path)' named by the report is missing")
      }
      try AtomicFile.write(data, to: destination.appendingPathComponent(path))
      return path
    }
    return RunReport.Images(
      expected: try copy(images.expected), actual: try copy(images.actual),
      diff: try copy(images.diff))
  }
}
