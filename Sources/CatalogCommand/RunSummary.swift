import Catalog
import Foundation

// MARK: - RunSummary

/// The lines printed after `record` and `verify`.
enum RunSummary {
  /// The summary, then where the report and gallery are, under `reportDirectory` as the user
  /// wrote it (so `.build/catalog/report.json`, not an absolute path); `nil` when no report
  /// was written.
  static func text(for report: RunReport, reportDirectory: String?,
                   commandPrefix: String = CatalogContext.commandPrefix) -> String {
    let s = report.summary
    let seconds = report.durationMilliseconds / 1000
    let planned = s.snapshotCount
    let rate = seconds > 0 ? Int((Double(planned) / seconds).rounded()) : planned
    var lines: [String] = []
    let counted = report.interrupted.map { "\(planned) of \($0.selectedCount)" } ?? "\(planned)"
    let timing = "in \(format(seconds)) s (\(rate) snapshots/s)"
      + (report.interrupted == nil ? "" : ", interrupted")
    switch report.command {
    case "record":
      lines.append(
        "record: \(counted) snapshots \(timing): \(s.recorded) written, \(s.unchanged) unchanged, "
          + "\(s.errors) errors")
      if s.orphaned > 0 {
        lines.append(
          "\(s.orphaned) references are no longer in the plan; run `\(commandPrefix) prune` to delete them")
      }
    default:
      lines.append(
        "verify: \(counted) snapshots \(timing): \(s.passed) passed, \(s.failed) failed, "
          + "\(s.missing) missing, \(s.orphaned) orphaned, \(s.errors) errors")
      let verdict = report.interrupted != nil ? "INTERRUPTED" : s.isSuccess ? "PASS" : "FAIL"
      lines.append("verdict: \(verdict)")
    }
    guard let reportDirectory else { return lines.joined(separator: "\n") }
    let directory =
      reportDirectory.hasSuffix("/") ? String(reportDirectory.dropLast()) : reportDirectory
    lines.append("report: \(directory)/\(ReportWriter.reportFileName)")
    lines.append("gallery: \(directory)/\(GalleryWriter.fileName)")
    return lines.joined(separator: "\n")
  }

  private static func format(_ seconds: Double) -> String {
    String(format: "%.2f", seconds)
  }
}
