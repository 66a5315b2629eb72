// MARK: - GalleryView

/// How the gallery shows one snapshot format: its style rules, the HTML it adds to the page
/// header from the report, and its script.
///
/// The page's style sheet is the core rules followed by every registered format's `css`; the
/// header holds every format's `header` in registration order. A format's `script` runs in
/// its own `<script>` element after the page's, reading the report from the element
/// `#report`. The shipped formats' functions still sit inside the page script's scope
/// (`GalleryPage.accessibilityScript`, `GalleryPage.transitionScript`), where the page calls
/// them by name, so their `script` is empty.
public struct GalleryView: Sendable {
  /// Style rules appended to the page's style sheet.
  public var css: String
  /// HTML for the page header, made from the report; empty for none.
  public var header: @Sendable (RunReport) -> String
  /// A script run after the page's, in its own element; empty for none.
  public var script: String

  /// Creates a gallery view.
  public init(
    css: String = "", script: String = "",
    header: @escaping @Sendable (RunReport) -> String = { _ in "" }
  ) {
    self.css = css
    self.script = script
    self.header = header
  }

  /// A format the gallery shows through the page's core (the image).
  public static let none = GalleryView()
}
