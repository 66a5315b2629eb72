import CatalogUI
import Foundation
import Testing

/// The URLs an `OpenURLAction` was given.
@MainActor private final class OpenedURLs {
  var urls: [URL] = []

  /// An action that records each URL and handles it.
  var action: OpenURLAction {
    OpenURLAction { url in
      self.urls.append(url)
      return .handled
    }
  }
}

/// Links in `Text` (Markdown `[label](url)` or an `AttributedString`'s `link`): drawn in the
/// tint, read as links, opened with the environment's `openURL` when tapped.
@MainActor @Suite struct TextLinkTests {
  private let terms = URL(string: "https://example.com/terms")

  @Test func aMarkdownLinkIsReadAsALinkAndATapOpensItWithOpenURL() throws {
    let opened = OpenedURLs()
    let host = ViewHost(
      Text("Read [the terms](https://example.com/terms) first")
        .environment(\.openURL, opened.action))
    let element = try host.find(text: "Read the terms first")
    #expect(element.traits == [.isStaticText, .isLink])
    try element.tap()
    #expect(opened.urls == [try #require(terms)])
  }

  @Test func anAttributedStringLinkIsTintedReadAsALinkAndOpened() throws {
    var string = AttributedString("Read the ")
    var link = AttributedString("terms")
    link.link = terms
    string.append(link)
    let opened = OpenedURLs()
    let host = ViewHost(Text(string).tint(.red).environment(\.openURL, opened.action))
    #expect(
      host.render()
        == ViewHost(Text(verbatim: "Read the ") + Text(verbatim: "terms").foregroundStyle(.red))
        .render())
    let element = try host.find(text: "Read the terms")
    #expect(element.traits.contains(.isLink))
    try element.tap()
    #expect(opened.urls == [try #require(terms)])
  }

  @Test func textWithoutALinkIsNotALinkAndATapOpensNothing() throws {
    let host = ViewHost(Text("Read [not a link] first"))
    let element = try host.find(text: "Read [not a link] first")
    #expect(!element.traits.contains(.isLink))
    #expect(throws: ViewQueryError.self) { try element.tap() }
  }

  @Test func aDisabledLinkIsReadAsOneThatIsNotEnabledAndOpensNothing() throws {
    let opened = OpenedURLs()
    let host = ViewHost(
      Text("Read [the terms](https://example.com/terms)")
        .environment(\.openURL, opened.action)
        .disabled(true))
    let element = try host.find(text: "Read the terms")
    #expect(element.traits.contains(.isLink))
    #expect(element.traits.contains(.isNotEnabled))
    #expect(throws: ViewQueryError.self) { try element.tap() }
    #expect(opened.urls == [])
  }

  @Test func ofSeveralLinksATapOpensTheFirst() throws {
    let opened = OpenedURLs()
    let host = ViewHost(
      Text("[Terms](https://example.com/terms) and [privacy](https://example.com/privacy)")
        .environment(\.openURL, opened.action))
    try host.find(text: "Terms and privacy").tap()
    #expect(opened.urls == [try #require(terms)])
  }
}
