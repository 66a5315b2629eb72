// MARK: - GalleryPage: counts

/// The header's counts, in the words the console's summary prints them (`RunSummary` in the
/// command), so a reviewer reading both sees the same numbers under the same labels.
extension GalleryPage {
  /// The run's counts as one line: `6 passed, 1 failed, 1 missing, 1 orphaned, 0 errors` for
  /// verify, `5 written, 3 unchanged, 0 errors` for record; then the accessibility line, as
  /// the console prints it, when the audits found anything.
  static func counts(for report: RunReport) -> String {
    var html = "<p id=\"counts\" class=\"counts\">\(escapeHTML(report.countsLine))</p>"
    if let accessibility = report.accessibilityCountsLine {
      html += "<p id=\"a11yCounts\" class=\"counts\">\(escapeHTML(accessibility))</p>"
    }
    return html
  }
}
