// MARK: - GalleryPage: counts

/// The header's counts, in the words the console's summary prints them (`RunSummary` in the
/// command), so a reviewer reading both sees the same numbers under the same labels.
extension GalleryPage {
  /// The run's counts as one line: `6 passed, 1 failed, 1 missing, 1 orphaned, 0 errors` for
  /// verify, `5 written, 3 unchanged, 0 errors` for record; then the accessibility line, as
  /// the console prints it, when the audits found anything.
  static func counts(for report: RunReport) -> String {
    let s = report.summary
    let line =
      report.command == "record"
      ? "\(s.recorded) written, \(s.unchanged) unchanged, \(count(s.errors, "error"))"
      : s.verifyCounts
    var html = "<p id=\"counts\" class=\"counts\">\(escapeHTML(line))</p>"
    if let accessibility = accessibilityCounts(for: report) {
      html += "<p id=\"a11yCounts\" class=\"counts\">\(escapeHTML(accessibility))</p>"
    }
    return html
  }

  /// `accessibility: 3 findings in 2 snapshots fail, 4 warnings, 1 accepted by the baseline`,
  /// counted as the console counts it; `nil` when there are no findings.
  static func accessibilityCounts(for report: RunReport) -> String? {
    var failing = 0
    var failingSnapshots = 0
    var warnings = 0
    var known = 0
    for entry in report.entries {
      guard let accessibility = entry.accessibility else { continue }
      let fails = accessibility.failingViolations.count
      failing += fails
      failingSnapshots += fails > 0 ? 1 : 0
      warnings += accessibility.violations.filter { $0.severity == .warning }.count
      known +=
        accessibility.violations.filter {
          $0.severity == .error && $0.baselineReason != nil
        }.count
    }
    guard failing + warnings + known > 0 else { return nil }
    return "accessibility: \(count(failing, "finding")) in \(count(failingSnapshots, "snapshot")) "
      + "fail, \(count(warnings, "warning")), \(known) accepted by the baseline"
  }

  /// `1 error`, `2 errors`.
  private static func count(_ number: Int, _ singular: String) -> String {
    "\(number) \(singular)\(number == 1 ? "" : "s")"
  }
}
