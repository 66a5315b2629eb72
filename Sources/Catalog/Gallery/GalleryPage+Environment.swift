// MARK: - GalleryPage: rendering environment

extension GalleryPage {
  /// The header's note on how this machine differs from the one the references were
  /// recorded on, open by default: it explains the failures below it. Empty when it does not.
  static func environmentNote(for report: RunReport) -> String {
    guard let notes = report.environmentNotes, !notes.isEmpty else { return "" }
    let items = notes.map { "<li>\(escapeHTML($0))</li>" }.joined()
    return """
      <details id="environment" class="baseline" open><summary>Rendering environment: \
      \(notes.count) difference\(notes.count == 1 ? "" : "s") from the references'</summary>
      <ul>\(items)</ul></details>
      """
  }
}
