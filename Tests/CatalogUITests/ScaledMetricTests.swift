import CatalogUI
import Raster
import Testing

/// `@ScaledMetric` scales a dimension as its text style's point size scales, as SwiftUI's does.
@MainActor @Suite struct ScaledMetricTests {
  /// A square whose side is a scaled metric.
  struct Square: View {
    @ScaledMetric var side: Double

    init(side: Double, relativeTo style: Font.TextStyle) {
      _side = ScaledMetric(wrappedValue: side, relativeTo: style)
    }

    var body: some View { Color.red.frame(width: side, height: side).id("square") }
  }

  private func side(_ square: Square, at typeSize: DynamicTypeSize) -> CGFloat? {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = typeSize
    return ViewHost(square, environment: environment).frame(of: "square")?.width
  }

  @Test func theValueIsAsGivenAtTheDefaultSize() {
    #expect(side(Square(side: 40, relativeTo: .body), at: .large) == 40)
  }

  @Test func theValueScalesAsItsTextStyle() {
    // Body is 17 points at large, 33 at accessibility2 and 14 at xSmall; title 28, 43 and 25.
    #expect(side(Square(side: 34, relativeTo: .body), at: .accessibility2) == 66)
    #expect(side(Square(side: 34, relativeTo: .body), at: .xSmall) == 28)
    #expect(side(Square(side: 56, relativeTo: .title), at: .accessibility2) == 86)
  }

  @Test func outsideAHostTheValueIsAsGiven() {
    #expect(Square(side: 40, relativeTo: .title).side == 40)
  }
}
