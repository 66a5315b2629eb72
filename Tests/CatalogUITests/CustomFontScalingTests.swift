import CatalogUI
import Raster
import Testing

/// `Font.custom` follows Dynamic Type as SwiftUI's does: sizes given for the default text size
/// scale by the factor of a text style (body unless named), and `fixedSize` never scales.
@MainActor @Suite struct CustomFontScalingTests {
  private func frame(_ font: Font, at typeSize: DynamicTypeSize) -> CGRect? {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = typeSize
    return ViewHost(Text("Brand type 123").font(font).id("t"), environment: environment)
      .frame(of: "t")
  }

  @Test func relativeSizeGrowsByTheStylesFactor() throws {
    let font = Font.custom("Inter", size: 20, relativeTo: .title)
    let large = try #require(frame(font, at: .large))
    let accessibility2 = try #require(frame(font, at: .accessibility2))
    // Title is 28 points at large and 43 at accessibility2.
    let factor = 43.0 / 28.0
    #expect(abs(accessibility2.width / large.width - factor) < 0.02)
    #expect(abs(accessibility2.height / large.height - factor) < 0.05)
    #expect(accessibility2 == frame(.custom("Inter", fixedSize: 20 * factor), at: .large))
  }

  @Test func relativeSizeAtTheStylesOwnSizeMatchesTheStyle() {
    for typeSize in [DynamicTypeSize.xSmall, .large, .xxxLarge, .accessibility2] {
      #expect(
        frame(.custom("Inter", size: 28, relativeTo: .title), at: typeSize)
          == frame(.title, at: typeSize), "at \(typeSize)")
    }
  }

  @Test func sizeWithoutAStyleScalesRelativeToBody() throws {
    let plain = frame(.custom("Inter", size: 15), at: .accessibility2)
    #expect(plain == frame(.custom("Inter", size: 15, relativeTo: .body), at: .accessibility2))
    let large = try #require(frame(.custom("Inter", size: 15), at: .large))
    let grown = try #require(plain)
    // Body is 17 points at large and 33 at accessibility2.
    #expect(abs(grown.width / large.width - 33.0 / 17.0) < 0.02)
  }

  @Test func fixedSizeDoesNotGrow() {
    let font = Font.custom("Inter", fixedSize: 20)
    #expect(frame(font, at: .accessibility2) == frame(font, at: .large))
    #expect(frame(font, at: .xSmall) == frame(font, at: .large))
  }
}
