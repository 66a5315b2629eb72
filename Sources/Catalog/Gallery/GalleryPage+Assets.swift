// MARK: - GalleryPage: assets

/// The page's stylesheet and script, from the files in `Gallery/Assets` (embedded when the
/// target is built, by the `EmbeddedAssets` plugin): the page's own, then one pair per
/// feature, such as the transition groups (keyframes together under one heading with their
/// worst status, a player stepping through the playback frames, the filmstrip).
extension GalleryPage {
  /// Every stylesheet, the page's first, so a feature's rules win over the page's.
  static let styles = [
    EmbeddedAssets.galleryCSS, EmbeddedAssets.accessibilityCSS, EmbeddedAssets.transitionsCSS,
  ].joined()

  /// One function scope, so nothing reaches the page's globals: the shared core (the report,
  /// the filter state, `el`), each feature's functions, which the core's names are in scope
  /// for, then the page, which calls them.
  static let script =
    "(function(){\n"
    + [
      EmbeddedAssets.galleryCoreJS, EmbeddedAssets.accessibilityJS, EmbeddedAssets.transitionsJS,
      EmbeddedAssets.galleryJS,
    ].joined(separator: "\n") + "\n})();"
}
