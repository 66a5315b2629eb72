import Catalog
import Foundation

// MARK: - RunSummary

/// The lines printed after `record` and `verify`.
enum RunSummary {
  /// The summary, then where the report and gallery are, under `reportDirectory` as the user
  /// wrote it (so `.build/catalog/report.json`, not an absolute path); `nil` when no report
  /// was written.
  static func text(
    for report: RunReport, reportDirectory: String?,
    commandPrefix: String = CatalogContext.commandPrefix
  ) -> String {
    let s = report.summary
    let seconds = report.durationMilliseconds / 1000
    let planned = s.snapshotCount
    let rate = seconds > 0 ? Int((Double(planned) / seconds).rounded()) : planned
    var lines: [String] = []
    let noun = (report.interrupted?.selectedCount ?? planned) == 1 ? "snapshot" : "snapshots"
    let counted =
      report.interrupted.map { "\(planned) of \($0.selectedCount) \(noun)" }
      ?? "\(planned) \(noun)"
    let timing =
      "in \(format(seconds)) s (\(rate) snapshots/s)"
      + (report.interrupted == nil ? "" : ", interrupted")
    switch report.command {
    case "record":
      lines.append("record: \(counted) \(timing): \(report.countsLine)")
      if s.orphaned > 0 {
        lines.append(
          "\(count(s.orphaned, "reference")) \(s.orphaned == 1 ? "is" : "are") no longer in the "
            + "plan; run `\(commandPrefix) prune` to delete \(s.orphaned == 1 ? "it" : "them")")
      }
    default:
      lines.append(
        "verify: \(counted) \(timing): \(s.verifyCounts)")
    }
    lines += accessibilityLines(report, commandPrefix: commandPrefix)
    lines += renderingKeyLines(report, commandPrefix: commandPrefix)
    for entry in report.entries {
      guard let playback = entry.playback, let transition = entry.keyframe?.transition else {
        continue
      }
      lines += playback.notes.map { "note: \(transition): \($0)" }
    }
    if report.command != "record" {
      lines.append("verdict: \(report.verdict)")
    }
    guard let reportDirectory else { return lines.joined(separator: "\n") }
    let directory =
      reportDirectory.hasSuffix("/") ? String(reportDirectory.dropLast()) : reportDirectory
    lines.append("report: \(directory)/\(ReportWriter.reportFileName)")
    lines.append("gallery: \(directory)/\(GalleryWriter.fileName)")
    if let accept = report.acceptFailedCommand(
      commandPrefix: commandPrefix, reportDirectory: directory)
    {
      lines.append("to accept \(report.acceptableCounts), run `\(accept)`")
    }
    return lines.joined(separator: "\n")
  }

  /// What the audits found and the state of the baseline, when there is anything to say.
  static func accessibilityLines(_ report: RunReport, commandPrefix: String) -> [String] {
    let failing = report.accessibilityCounts.failing
    var lines: [String] = []
    let update = "`\(commandPrefix) record --update-accessibility-baseline --reason '…'`"
    if let line = report.accessibilityCountsLine {
      lines.append(line)
      if failing > 0, report.command == "record" {
        lines.append(
          "verify will fail on those findings: fix them, or accept them with \(update)")
      }
    }
    if let baseline = report.accessibilityBaseline {
      if !baseline.stale.isEmpty {
        let names =
          baseline.stale.prefix(3).map { "\($0.snapshot) \($0.rule)" }
          .joined(separator: ", ") + (baseline.stale.count > 3 ? ", …" : "")
        lines.append(
          "accessibility baseline: \(count(baseline.stale.count, "entry", "entries")) "
            + "name snapshots that no longer exist (\(names)); remove "
            + "\(baseline.stale.count == 1 ? "it" : "them") from \(baseline.file) or run \(update)")
      }
      for grown in baseline.grown {
        lines.append(
          "accessibility baseline: the pattern \(grown.entry.rule) on \(grown.entry.element) in "
            + "\(grown.entry.snapshot) accepts \(grown.entry.count ?? 0), the run found "
            + "\(grown.found); fix the new findings, or raise its count in \(baseline.file) and "
            + "say why in its reason")
      }
      if !baseline.fixed.isEmpty {
        lines.append(
          "accessibility baseline: \(count(baseline.fixed.count, "accepted finding")) "
            + "\(baseline.fixed.count == 1 ? "is" : "are") fixed; shrink \(baseline.file) with "
            + update)
      }
    }
    return lines
  }

  /// How many keyed snapshots `verify` judged without rasterizing, and how many passed only
  /// after rasterizing (their keys are stale: `record` refreshes them); nothing when no
  /// snapshot has a key.
  static func renderingKeyLines(_ report: RunReport, commandPrefix: String) -> [String] {
    guard report.command == "verify" else { return [] }
    let keyed = report.entries.compactMap { entry in entry.renderingKey.map { (entry, $0) } }
    guard !keyed.isEmpty else { return [] }
    let vouched = keyed.filter { !$0.1.rasterized }.count
    let stale = keyed.filter { $0.1.rasterized && $0.0.status == .passed }.count
    var line =
      "rendering keys: \(vouched) of \(count(keyed.count, "keyed snapshot")) judged without "
      + "rasterizing (the renderer and their inputs are those they were recorded with)"
    if stale > 0 {
      line +=
        "; \(stale) passed after rasterizing: run "
        + "`\(report.refreshKeysCommand(commandPrefix: commandPrefix))` to refresh "
        + "\(RenderingKeys.fileName)"
    }
    return [line]
  }

  /// `1 error`, `2 errors`: `number` and the noun in the form it takes.
  static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(number) " + (number == 1 ? singular : plural ?? singular + "s")
  }

  private static func format(_ seconds: Double) -> String {
    String(format: "%.2f", seconds)
  }
}
