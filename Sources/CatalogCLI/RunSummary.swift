import Catalog
import Foundation

// MARK: - RunSummary

/// The lines printed after `record` and `verify`.
enum RunSummary {
  static func text(for report: RunReport, reportDirectory: URL, galleryPath: String?) -> String {
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
          "\(s.orphaned) references are no longer in the plan; run `catalog prune` to delete them")
      }
    default:
      lines.append(
        "verify: \(counted) snapshots \(timing): \(s.passed) passed, \(s.failed) failed, "
          + "\(s.missing) missing, \(s.orphaned) orphaned, \(s.errors) errors")
      let verdict = report.interrupted != nil ? "INTERRUPTED" : s.isSuccess ? "PASS" : "FAIL"
      lines.append("verdict: \(verdict)")
    }
    lines.append("report: \(reportDirectory.appendingPathComponent(ReportWriter.reportFileName).path)")
    if let galleryPath { lines.append("gallery: \(galleryPath)") }
    return lines.joined(separator: "\n")
  }

  private static func format(_ seconds: Double) -> String {
    String(format: "%.2f", seconds)
  }
}
