// MARK: - GalleryView

/// How the gallery shows one snapshot format: its style rules, the HTML it adds to the page
/// header from the report, and its script.
///
/// The page's style sheet is the core rules followed by every registered format's `css`; the
/// header holds every format's `header` in registration order; every format's `script` sits
/// between the page's core script and the page script, in one function scope, so it sees the
/// core's names (`report`, `el`, `state`, `natural`) and the page sees its functions. The
/// shipped formats keep theirs as files in `Gallery/Assets` (`accessibility.css`,
/// `transitions.js`, …); the page script still calls their functions by name
/// (`a11yBadge`, `transitionGroup`), so a new format's script adds to the page by its own
/// means (the header, or elements it finds once the page has drawn).
public struct GalleryView: Sendable {
  /// Style rules appended to the page's style sheet.
  public var css: String
  /// HTML for the page header, made from the report; empty for none. Every text it takes
  /// from the report goes through `escapeHTML(_:)`: ids, labels and artefacts are user text.
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

  /// `text` with `&`, `<`, `>` and `"` written as character references, safe inside an
  /// element or a quoted attribute.
  public static func escapeHTML(_ text: String) -> String {
    GalleryPage.escapeHTML(text)
  }
}
