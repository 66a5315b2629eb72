import CatalogUI
import Raster
import Testing

/// SwiftUI source (`SwiftUISourceViews.swift`, which imports CatalogUI only) compiles, lays out
/// and draws: CGFloat metrics, custom shapes in their own CGRect, Path's CGPoint builders.
@MainActor @Suite struct SwiftUISourceCompatibilityTests {
  @Test func cgFloatMetricsLayOutLikeTheirDoubleValues() {
    let host = ViewHost(MetricsCard())
    #expect(host.size == CGSize(width: 100, height: 36))
    #expect(host.frame(of: "wedge") == CGRect(x: 4, y: 6, width: 24, height: 24))
    // `.offset(x:)` moves the drawing, not the slot in the stack: as in SwiftUI, a modifier
    // after it (here `.id`) keeps the slot's frame.
    #expect(host.frame(of: "wave") == CGRect(x: 32, y: 6, width: 36, height: 24))
    #expect(host.frame(of: "bubble") == CGRect(x: 72, y: 4, width: 24, height: 28))
  }

  @Test func customShapesDrawInTheirOwnCoordinates() {
    expectMatchesReference(ViewHost(MetricsCard()).render(), named: "swiftui-source-shapes")
  }

  @Test func geometryProxySizeIsUsableAsCGFloat() {
    let host = ViewHost(HalfBar(), proposal: ProposedViewSize(width: 90, height: 12))
    #expect(host.frame(of: "half") == CGRect(x: 0, y: 0, width: 45, height: 12))
  }

  @Test func equatableViewsCompileAndShowTheirContent() throws {
    let host = ViewHost(PriceTags())
    #expect(try host.find(text: "129.00").frame.maxX == 160)
    #expect(try host.find(text: "40.05").frame.maxX == 160)
    #expect(host.findAll(PriceTag.self).count == 2)
  }

  @Test func pathBuildersTakeFoundationGeometry() {
    var path = CatalogUI.Path()
    path.move(to: .zero)
    path.addLines([CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 2)])
    path.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 4, height: 3))
    #expect(path.raster.svgPathData == "M0 0M4 0L4 2M1 1L3 1L3 3L1 3Z")
  }
}
