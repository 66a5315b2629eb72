import Foundation

// MARK: - GalleryPage

/// The gallery's HTML: inline CSS and script, the report embedded as JSON, no network access.
enum GalleryPage {
  static func html(
    for report: RunReport, strategies: [any SnapshotStrategy] = SnapshotStrategies.builtIn
  ) throws(CatalogError) -> String {
    var page = ""
    try html(for: report, strategies: strategies) { page += $0 }
    return page
  }

  /// Hands out the page in pieces, the embedded report one entry at a time; each of
  /// `strategies` adds its style rules, header and script.
  /// `report.json`'s bytes go to `json` too as they are embedded, so one encoding of the
  /// report writes both files.
  static func html(
    for report: RunReport, strategies: [any SnapshotStrategy] = SnapshotStrategies.builtIn,
    json: (Data) -> Void = { _ in }, _ emit: (String) -> Void
  ) throws(CatalogError) {
    let title = "Catalog — \(report.command) — \(report.isSuccess ? "pass" : "fail")"
    emit(
      """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(escapeHTML(title))</title>
      <style>\(styles(for: strategies))</style>
      </head>
      <body>
      <a class="skip" href="#main">Skip to snapshots</a>
      <header class="top">
        <div class="brand"><h1>Catalog</h1><p id="verdict" class="verdict">\(verdict(for: report))</p>
          \(counts(for: report))</div>
        \(headers(for: report, strategies: strategies))
        \(environmentNote(for: report))
        <div class="controls">
          <label class="search"><span class="visually-hidden">Search components and variants</span>
            <input id="search" type="search" placeholder="Search  ( / )" autocomplete="off"></label>
          <div id="statusFilters" class="chips" role="group" aria-label="Filter by status"></div>
          <div id="a11yFilters" class="chips" role="group" aria-label="Accessibility"></div>
          <div id="traitFilters" class="chips" role="group" aria-label="Traits"></div>
          <button id="theme" class="chip" type="button" aria-label="Switch page theme">Theme</button>
        </div>
      </header>
      <div class="layout">
        <nav id="index" class="index" aria-label="Components"></nav>
        <main id="main" tabindex="-1"></main>
      </div>
      <div id="review" class="review" role="dialog" aria-modal="true" aria-labelledby="reviewTitle" hidden></div>
      <script type="application/json" id="report">
      """)
    try ReportWriter.json(for: report) { piece in
      json(piece)
      emit(String(decoding: escapingMarkup(piece), as: UTF8.self))
    }
    emit(
      """
      </script>
      <script>\(script(for: strategies))</script>
      </body>
      </html>

      """)
  }

  /// JSON `bytes` with every `<` written `\u003c`, which JSON reads as the same text: no
  /// label can end the data block (`</script>`) or put the HTML parser in the state where
  /// even the page's own `</script>` no longer ends it (`<!--<script>`). JSON has `<` only
  /// inside strings, where the escape is valid.
  static func escapingMarkup(_ bytes: Data) -> Data {
    let less = UInt8(ascii: "<")
    guard bytes.withUnsafeBytes({ $0.contains(less) }) else { return bytes }
    let escape = Array("\\u003c".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 64)
    bytes.withUnsafeBytes { raw in
      var start = 0
      for (offset, byte) in raw.enumerated() where byte == less {
        out.append(contentsOf: raw[start..<offset])
        out.append(contentsOf: escape)
        start = offset + 1
      }
      out.append(contentsOf: raw[start...])
    }
    return Data(out)
  }

  /// The header line, counted as the CLI summary counts: planned snapshots, then orphaned
  /// references apart, since no variant plans them.
  static func verdict(for report: RunReport) -> String {
    let summary = report.summary
    let (word, style) =
      report.interrupted != nil
      ? ("INTERRUPTED", "fail")
      : report.isSuccess ? ("PASS", "pass") : ("FAIL", "fail")
    var parts = [report.command, "\(summary.snapshotCount) snapshots"]
    if summary.orphaned > 0 { parts.append("\(summary.orphaned) orphaned") }
    parts.append(String(format: "%.2f s", report.durationMilliseconds / 1000))
    return "<b class=\"\(style)\">\(word)</b> " + escapeHTML(parts.joined(separator: " · "))
  }

  static func escapeHTML(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

}
