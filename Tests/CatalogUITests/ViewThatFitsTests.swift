import CatalogUI
import Raster
import Testing

private struct PriceLabel: View {
  var body: some View {
    ViewThatFits(in: .horizontal) {
      Text("From $1,250 per week").fixedSize()
      Text("$1,250 / week").fixedSize()
      Image(systemName: "tag").accessibilityLabel("Price")
    }
  }
}

@MainActor @Suite struct ViewThatFitsTests {
  @Test func theFirstViewThatFitsIsTheOneShown() {
    func labels(_ width: Double) -> [String] {
      ViewHost(PriceLabel(), proposal: .init(width: width, height: nil))
        .accessibilityElements.map(\.label)
    }
    #expect(labels(400) == ["From $1,250 per week"])
    #expect(labels(120) == ["$1,250 / week"])
    #expect(labels(30) == ["Price"])
  }

  @Test func itDrawsOnlyTheChosenView() {
    let chosen = ViewHost(
      ViewThatFits(in: .horizontal) {
        Color.red.frame(width: 200, height: 10)
        Color.blue.frame(width: 50, height: 10)
      }, proposal: .init(width: 100, height: nil))
    let alone = ViewHost(Color.blue.frame(width: 50, height: 10))
    #expect(chosen.size == CGSize(width: 50, height: 10))
    #expect(chosen.render() == alone.render())
  }

  @Test func textCaseChangesWhatIsShownAndRead() {
    let host = ViewHost(
      VStack {
        Text("Free cancellation")
        Text("Mixed Case").textCase(.lowercase)
      }.textCase(.uppercase))
    #expect(host.accessibilityElements.map(\.label) == ["FREE CANCELLATION", "mixed case"])
    #expect(
      host.render()
        == ViewHost(
          VStack {
            Text("FREE CANCELLATION")
            Text("mixed case")
          }
        ).render())
  }

  @Test func colorSchemeSetsTheSchemeInside() {
    let dark = ViewHost(
      Color(light: .white, dark: .black).frame(width: 4, height: 4).colorScheme(.dark))
    #expect(dark.render()?.pixel(x: 1, y: 1) == PremultipliedColorU8(r: 0, g: 0, b: 0, a: 255))
  }
}
