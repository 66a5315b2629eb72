import CatalogUI
import Foundation
import Raster
import Testing

@MainActor @Suite struct CommonControlsTests {
  @Test func aLinkOpensItsURLWithTheEnvironmentsAction() throws {
    final class Opened { var urls: [URL] = [] }
    let opened = Opened()
    let url = try #require(URL(string: "https://example.com/terms"))
    let host = ViewHost(
      Link("Terms", destination: url)
        .environment(
          \.openURL,
          OpenURLAction { url in
            opened.urls.append(url)
            return .handled
          }))
    let element = try #require(host.accessibilityElements.first)
    #expect(element.label == "Terms")
    #expect(element.traits.contains(.isLink) && !element.traits.contains(.isButton))
    try host.find(text: "Terms").tap()
    #expect(opened.urls == [url])
  }

  @Test func aMenuIsItsLabelAsAButtonClosed() throws {
    let host = ViewHost(Menu("More") { Button("Delete") {} })
    #expect(host.accessibilityElements.map(\.label) == ["More"])
    #expect(host.findAll(button: "Delete").isEmpty)
  }

  @Test func onDisappearRunsWhenTheViewLeavesTheTree() throws {
    final class Log { var lines: [String] = [] }
    let log = Log()
    struct Screen: View {
      let log: Log
      @State private var showsDetail = true
      var body: some View {
        VStack {
          if showsDetail {
            Text("Detail").onDisappear { log.lines.append("detail gone") }
          }
          Button("Hide") { showsDetail = false }
        }
      }
    }
    let host = ViewHost(Screen(log: log))
    #expect(log.lines.isEmpty)
    try host.find(button: "Hide").tap()
    _ = host.accessibilityElements
    #expect(log.lines == ["detail gone"])
  }

  @Test func shapeShorthandsAreTheShapes() {
    func image(_ view: some View) -> Pixmap? { ViewHost(view).render() }
    let square = Color.blue.frame(width: 40, height: 30)
    #expect(
      image(square.clipShape(.rect(cornerRadius: 8)))
        == image(square.clipShape(RoundedRectangle(cornerRadius: 8))))
    #expect(image(square.clipShape(.circle)) == image(square.clipShape(Circle())))
    #expect(image(square.clipShape(.capsule)) == image(square.clipShape(Capsule())))
    #expect(
      image(square.clipShape(.rect(topLeadingRadius: 10)))
        == image(square.clipShape(UnevenRoundedRectangle(topLeadingRadius: 10))))
    #expect(image(square.clipShape(.rect(cornerRadius: 8))) != image(square))
  }
}
