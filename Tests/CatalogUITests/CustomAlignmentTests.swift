import CatalogUI
import Testing

// MARK: - Custom alignments

/// A guide a third of the way across a view.
private enum OneThird: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
}

/// A guide five points above a view's bottom edge, read through the built-in guide.
private enum AboveBottom: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat {
    context[VerticalAlignment.bottom] - 5
  }
}

extension HorizontalAlignment {
  fileprivate static let oneThird = HorizontalAlignment(OneThird.self)
}

extension VerticalAlignment {
  fileprivate static let aboveBottom = VerticalAlignment(AboveBottom.self)
}

// MARK: - CustomAlignmentTests

/// `AlignmentID` takes SwiftUI's signature, `defaultValue(in: ViewDimensions) -> CGFloat`, so a
/// custom alignment written for SwiftUI compiles and lines views up the same way.
@MainActor @Suite struct CustomAlignmentTests {
  @Test func aHorizontalCustomGuideLinesUpAThirdOfEachView() {
    let host = ViewHost(
      VStack(alignment: .oneThird, spacing: 0) {
        Color.red.frame(width: 30, height: 10).id("a")
        Color.blue.frame(width: 60, height: 10).id("b")
      })
    #expect(host.size == CGSize(width: 60, height: 20))
    #expect(host.frame(of: "a") == CGRect(x: 10, y: 0, width: 30, height: 10))
    #expect(host.frame(of: "b") == CGRect(x: 0, y: 10, width: 60, height: 10))
  }

  @Test func aVerticalCustomGuideReadsTheBuiltInGuidesOfTheView() {
    let host = ViewHost(
      HStack(alignment: .aboveBottom, spacing: 0) {
        Color.red.frame(width: 10, height: 10).id("a")
        Color.blue.frame(width: 10, height: 20).id("b")
      })
    #expect(host.size == CGSize(width: 20, height: 20))
    #expect(host.frame(of: "a") == CGRect(x: 0, y: 10, width: 10, height: 10))
    #expect(host.frame(of: "b") == CGRect(x: 10, y: 0, width: 10, height: 20))
  }
}
