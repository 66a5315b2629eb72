import CatalogUI
import Foundation
import Testing

@MainActor @Suite struct LocalizedStringKeyTests {
  private func shown(_ text: Text) -> String {
    ViewHost(text).accessibilityElements.first?.label ?? ""
  }

  @Test func interpolatedNumbersAreFormattedAsSwiftUIFormatsThem() {
    let count = 1_000
    let rating = 4.5
    let balance = -1_234_567
    #expect(shown(Text("\(count) nights")) == "1,000 nights")
    #expect(shown(Text("\(rating)")) == "4.500000")
    #expect(shown(Text("\(balance)")) == "-1,234,567")
    #expect(shown(Text("\(12_345.5)")) == "12,345.500000")
    #expect(shown(Text("\(rating, specifier: "%.1f") stars")) == "4.5 stars")
    #expect(shown(Text("#\(7, specifier: "%03d")")) == "#007")
  }

  @Test func stringsAndOtherValuesAreShownAsTheyAre() {
    let name = "Ana"
    let title = "1000 ways"
    #expect(shown(Text("Hello \(name)")) == "Hello Ana")
    #expect(shown(Text(title)) == "1000 ways")
    #expect(shown(Text(verbatim: "\(1000)")) == "1000")
    #expect(shown(Text("\(URL(fileURLWithPath: "/a"))")) == "file:///a")
  }

  @Test func formatStylesFormatTheValue() {
    #expect(shown(Text(0.25, format: .percent)) == "25%")
    #expect(shown(Text(1_234, format: .number)) == "1,234")
    #expect(shown(Text("\(0.5, format: .percent) off")) == "50% off")
  }
}

@MainActor @Suite struct ControlTitleKeyTests {
  @Test func controlTitlesFormatTheirInterpolationsAsTextDoes() {
    let count = 1_200
    let name = "2000 Main St"
    let host = ViewHost(
      VStack {
        Button("\(count) items") {}
        Button(name) {}
        Toggle("\(count) alerts", isOn: .constant(true))
        Label("\(count) saved", systemImage: "heart")
        Button("\(count) liked", systemImage: "heart") {}
      })
    #expect(
      host.accessibilityElements.map(\.label) == [
        "1,200 items", "2000 Main St", "1,200 alerts", "1,200 saved", "1,200 liked",
      ])
  }
}

@MainActor @Suite struct LocalizedStringKeyEdgeTests {
  private func shown(_ text: Text) -> String {
    ViewHost(text).accessibilityElements.first?.label ?? ""
  }

  @Test func absurdNumbersAreWrittenAsPrintfWritesThem() {
    #expect(shown(Text("\(Double.nan)")) == "nan")
    #expect(shown(Text("\(-Double.infinity)")) == "-inf")
    #expect(shown(Text("\(-0.0)")) == "-0.000000")
    #expect(shown(Text("\(1e21)")) == "1,000,000,000,000,000,000,000.000000")
    #expect(shown(Text("\(Int.min)")) == "-9,223,372,036,854,775,808")
    #expect(shown(Text("\(UInt64.max)")) == "18,446,744,073,709,551,615")
  }
}
