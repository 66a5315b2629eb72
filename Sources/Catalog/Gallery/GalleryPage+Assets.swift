// MARK: - GalleryPage: assets

/// The page's stylesheet and script, from the files in `Gallery/Assets` (embedded when the
/// target is built, by the `EmbeddedAssets` plugin): the page's own, then one pair per
/// snapshot format, from its `GalleryView`, such as the transition groups of the keyframe
/// playback (keyframes together under one heading with their worst status, a player stepping
/// through the playback frames, the filmstrip).
extension GalleryPage {
  /// Every stylesheet, the page's first, so a format's rules win over the page's.
  static func styles(for strategies: [any SnapshotStrategy]) -> String {
    ([EmbeddedAssets.galleryCSS] + strategies.map(\.gallery.css)).joined()
  }

  /// One function scope, so nothing reaches the page's globals: the shared core (the report,
  /// the filter state, `el`), each format's functions, which the core's names are in scope
  /// for, then the page, which calls them.
  static func script(for strategies: [any SnapshotStrategy]) -> String {
    let formats = strategies.map(\.gallery.script).filter { !$0.isEmpty }
    return "(function(){\n"
      + ([EmbeddedAssets.galleryCoreJS] + formats + [EmbeddedAssets.galleryJS])
      .joined(separator: "\n") + "\n})();"
  }

  /// Every format's part of the page header, in registration order.
  static func headers(for report: RunReport, strategies: [any SnapshotStrategy]) -> String {
    strategies.map { $0.gallery.header(report) }.joined()
  }
}
