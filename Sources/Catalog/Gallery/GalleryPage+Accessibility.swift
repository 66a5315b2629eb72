// MARK: - GalleryPage: accessibility

/// The gallery's accessibility parts: the baseline's state in the header, a badge per card, a
/// filter for entries with findings, and the review sheet's Accessibility tab (the overlay,
/// the text snapshot and its diff, the findings as a table). Every label is user text, so the
/// script sets it with `textContent` only, never as markup.
extension GalleryPage {
  /// Most baseline entries the header lists; the rest are counted.
  static let maxListedBaselineEntries = 50

  /// The header's note on the accessibility baseline when it has stale or fixed entries, as a
  /// disclosure listing them; empty otherwise.
  static func baselineNote(for report: RunReport) -> String {
    guard let baseline = report.accessibilityBaseline,
      !baseline.stale.isEmpty || !baseline.fixed.isEmpty
    else { return "" }
    var counts: [String] = []
    if !baseline.stale.isEmpty {
      counts.append("<b class=\"fail\">\(baseline.stale.count) stale</b>")
    }
    if !baseline.fixed.isEmpty { counts.append("\(baseline.fixed.count) fixed") }
    let listed = (baseline.stale.map { ("stale", $0) } + baseline.fixed.map { ("fixed", $0) })
    var items = listed.prefix(maxListedBaselineEntries).map { kind, entry in
      "<li><b class=\"\(kind)\">\(kind)</b> \(escapeHTML(entry.snapshot)) · "
        + "\(escapeHTML(entry.rule)) · \(escapeHTML(entry.element)) "
        + "<span class=\"reason\">— \(escapeHTML(entry.reason))</span></li>"
    }
    if listed.count > maxListedBaselineEntries {
      items.append("<li>… and \(listed.count - maxListedBaselineEntries) more</li>")
    }
    var advice: [String] = []
    if !baseline.stale.isEmpty {
      advice.append("Stale entries name snapshots that no longer exist and fail verify.")
    }
    if !baseline.fixed.isEmpty {
      advice.append("Fixed entries no longer match a finding and can be removed.")
    }
    return """
      <details id="baseline" class="baseline"><summary>Accessibility baseline: \
      \(counts.joined(separator: " · "))</summary>
      <p class="meta">\(escapeHTML(baseline.file)): \(escapeHTML(advice.joined(separator: " ")))</p>
      <ul>\(items.joined())</ul></details>
      """
  }

}
