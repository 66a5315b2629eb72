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
    try host.find(link: "the terms").tap()
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
    try host.find(link: "terms").tap()
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

  @Test func eachOfSeveralLinksOpensItsOwnURLWhereItIsDrawn() throws {
    let opened = OpenedURLs()
    let host = ViewHost(
      Text("Read the [terms](https://a.example) and [privacy](https://b.example)")
        .environment(\.openURL, opened.action))
    let a = try #require(URL(string: "https://a.example"))
    let b = try #require(URL(string: "https://b.example"))
    let privacy = try host.find(link: "privacy")
    #expect(
      privacy.description == #"link "privacy" (162.32102272727272, 0, 58.4375×20.573863636363637)"#)
    try privacy.tap()
    #expect(opened.urls == [b])
    try host.find(link: "terms").tap()
    #expect(opened.urls == [b, a])
    // A finger on the second link's run opens it; one on the words between opens nothing.
    #expect(host.tap(at: CGPoint(x: privacy.frame.minX + 2, y: privacy.frame.midY)))
    #expect(opened.urls == [b, a, b])
    #expect(!host.tap(at: CGPoint(x: 2, y: privacy.frame.midY)))
    #expect(opened.urls == [b, a, b])
  }

  @Test func aTapOnTheWordsBetweenLinksSaysHowToTapOne() throws {
    let host = ViewHost(
      Text("[Terms](https://a.example) of use and the privacy [policy](https://b.example)"))
    #expect(
      throws: ViewQueryError(
        #"cannot tap text "Terms of use and the privacy policy": its centre (142.75, 10.5) is "#
          + #"not on a link, and a text opens only the link under the finger; tap one with "#
          + #"find(link:) (links: "Terms", "policy")"#)
    ) { try host.find(text: "Terms of use and the privacy policy").tap() }
    #expect(
      throws: ViewQueryError(#"no link "cookies"; links on screen: "Terms", "policy""#)
    ) { try host.find(link: "cookies") }
  }

  @Test func eachLinkIsReadFromTheElementsLinksRotor() throws {
    let host = ViewHost(
      VStack {
        Text("Read the [terms](https://a.example) and [privacy](https://b.example)")
        Text("No links here")
      })
    #expect(host.accessibilityElements.map(\.links) == [["terms", "privacy"], []])
  }
}
