import CatalogUI
import Raster
import Testing

/// Modifier layout as SwiftUI documents it (Apple's documentation and objc.io's "Thinking in
/// SwiftUI"): each rule is in the test's name.
@MainActor @Suite struct ModifierRuleTests {
  @Test func circleTakesTheLargestSquareThatFitsAndCapsuleTheWholeProposal() {
    let proposal = ProposedViewSize(width: 100, height: 40)
    #expect(ViewHost(Circle(), proposal: proposal).size == CGSize(width: 40, height: 40))
    #expect(ViewHost(Capsule(), proposal: proposal).size == CGSize(width: 100, height: 40))
    #expect(ViewHost(Circle(), proposal: .unspecified).size == CGSize(width: 10, height: 10))
    // In a wider frame the square circle is centred, as in SwiftUI since iOS 16.
    let framed = ViewHost(Circle().id("circle").frame(width: 100, height: 40))
    #expect(framed.frame(of: "circle") == CGRect(x: 30, y: 0, width: 40, height: 40))
  }

  @Test func fixedFrameProposesItsSizeAndCentresASmallerChild() {
    let host = ViewHost(
      Color.red.frame(width: 20, height: 20).id("child").frame(width: 100, height: 50))
    #expect(host.size == CGSize(width: 100, height: 50))
    #expect(host.frame(of: "child") == CGRect(x: 40, y: 15, width: 20, height: 20))
  }

  @Test func frameAlignmentPlacesTheChildInsideTheFrame() {
    let host = ViewHost(
      Color.red.frame(width: 20, height: 20).id("child")
        .frame(width: 100, height: 50, alignment: .bottomTrailing))
    #expect(host.frame(of: "child") == CGRect(x: 80, y: 30, width: 20, height: 20))
  }

  @Test func minWidthFrameIsAtLeastItsMinimumEvenWhenProposedLess() {
    let host = ViewHost(
      Color.red.frame(minWidth: 80).id("c"),
      proposal: ProposedViewSize(width: 50, height: 10))
    #expect(host.size == CGSize(width: 80, height: 10))
  }

  @Test func maxWidthInfinityFrameTakesTheProposedWidthButKeepsAFixedChild() {
    let host = ViewHost(
      Color.red.frame(width: 20, height: 20).id("c").frame(maxWidth: .infinity),
      proposal: ProposedViewSize(width: 300, height: 300))
    #expect(host.size == CGSize(width: 300, height: 20))
    #expect(host.frame(of: "c") == CGRect(x: 140, y: 0, width: 20, height: 20))
  }

  @Test func fixedSizeProposesNilSoAColorTakesItsIdealTenByTen() {
    let host = ViewHost(
      Color.red.fixedSize().id("c"),
      proposal: ProposedViewSize(width: 300, height: 300))
    #expect(host.size == CGSize(width: 10, height: 10))
  }

  @Test func fixedSizeInOneAxisKeepsTheProposalInTheOther() {
    let host = ViewHost(
      Color.red.fixedSize(horizontal: true, vertical: false),
      proposal: ProposedViewSize(width: 300, height: 40))
    #expect(host.size == CGSize(width: 10, height: 40))
  }

  @Test func paddingShrinksTheProposalAndGrowsTheSize() {
    let host = ViewHost(
      Color.red.id("c").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
      proposal: ProposedViewSize(width: 100, height: 50))
    #expect(host.size == CGSize(width: 100, height: 50))
    #expect(host.frame(of: "c") == CGRect(x: 2, y: 1, width: 94, height: 46))
  }

  @Test func overlayIsProposedTheViewsSizeAndDoesNotChangeIt() {
    let host = ViewHost(
      Color.red.frame(width: 40, height: 40).overlay(alignment: .topTrailing) {
        Color.blue.frame(width: 10, height: 10).id("badge")
      })
    #expect(host.size == CGSize(width: 40, height: 40))
    #expect(host.frame(of: "badge") == CGRect(x: 30, y: 0, width: 10, height: 10))
  }

  @Test func backgroundLargerThanTheViewOverflowsWithoutChangingItsSize() {
    let host = ViewHost(
      Color.red.frame(width: 20, height: 20).background {
        Color.blue.frame(width: 40, height: 40).id("bg")
      })
    #expect(host.size == CGSize(width: 20, height: 20))
    #expect(host.frame(of: "bg") == CGRect(x: -10, y: -10, width: 40, height: 40))
  }

  @Test func aspectRatioFitTakesTheLargestSizeInsideTheProposal() {
    let host = ViewHost(
      Color.red.aspectRatio(2, contentMode: .fit),
      proposal: ProposedViewSize(width: 100, height: 100))
    #expect(host.size == CGSize(width: 100, height: 50))
  }

  @Test func aspectRatioFillCoversTheProposal() {
    let host = ViewHost(
      Color.red.aspectRatio(2, contentMode: .fill),
      proposal: ProposedViewSize(width: 100, height: 100))
    #expect(host.size == CGSize(width: 200, height: 100))
  }

  @Test func alignmentGuideShiftsAViewAgainstItsSiblingsInAStack() {
    let host = ViewHost(
      VStack(alignment: .leading) {
        Color.red.frame(width: 20, height: 10).id("a")
        Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { $0.width / 2 }.id("b")
      })
    #expect(host.size == CGSize(width: 30, height: 28))
    #expect(host.frame(of: "a") == CGRect(x: 10, y: 0, width: 20, height: 10))
    #expect(host.frame(of: "b") == CGRect(x: 0, y: 18, width: 20, height: 10))
  }

  @Test func zstackIsTheUnionOfItsChildrenAlignedOnTheirGuides() {
    let host = ViewHost(
      ZStack(alignment: .topTrailing) {
        Color.red.frame(width: 40, height: 40).id("base")
        Color.blue.frame(width: 10, height: 10)
          .alignmentGuide(.trailing) { $0[HorizontalAlignment.center] }
          .alignmentGuide(.top) { $0[VerticalAlignment.center] }.id("badge")
      })
    #expect(host.size == CGSize(width: 45, height: 45))
    #expect(host.frame(of: "base") == CGRect(x: 0, y: 5, width: 40, height: 40))
    #expect(host.frame(of: "badge") == CGRect(x: 35, y: 0, width: 10, height: 10))
  }

  @Test func zIndexDrawsLaterWithoutMovingTheView() {
    let host = ViewHost(
      ZStack {
        Color.red.frame(width: 10, height: 10).zIndex(1).id("front")
        Color.blue.frame(width: 20, height: 20).id("back")
      })
    #expect(host.frame(of: "front") == CGRect(x: 5, y: 5, width: 10, height: 10))
    let fills = host.displayList().items.compactMap { item -> ColorU8? in
      guard case .fill(_, let paint, _, _, _) = item, case .solid(let color) = paint else {
        return nil
      }
      return color
    }
    #expect(fills == [Color.blue.resolve(in: .light), Color.red.resolve(in: .light)])
  }
}

/// Apple's documented flexible-frame rules and the text-modifier rules that read the
/// environment.
@MainActor @Suite struct FlexibleFrameRuleTests {
  @Test func frameWithMinAndMaxAdoptsTheProposalClampedToThem() {
    let narrow = ViewHost(
      Color.red.frame(width: 10, height: 10).frame(minWidth: 50, maxWidth: 100),
      proposal: ProposedViewSize(width: 20, height: 10))
    let wide = ViewHost(
      Color.red.frame(width: 10, height: 10).frame(minWidth: 50, maxWidth: 100),
      proposal: ProposedViewSize(width: 200, height: 10))
    #expect(narrow.size == CGSize(width: 50, height: 10))
    #expect(wide.size == CGSize(width: 100, height: 10))
  }

  @Test func idealWidthReplacesAnUnspecifiedProposal() {
    let host = ViewHost(
      Color.red.frame(idealWidth: 70).fixedSize(horizontal: true, vertical: false),
      proposal: ProposedViewSize(width: 300, height: 10))
    #expect(host.size == CGSize(width: 70, height: 10))
  }

  @Test func fontWeightAppliesToTheEnvironmentFont() {
    let inherited = ViewHost(Text("Weight").fontWeight(.bold).font(nil).id("t").font(.largeTitle))
    let explicit = ViewHost(Text("Weight").font(.largeTitle.weight(.bold)).id("t"))
    #expect(inherited.frame(of: "t") == explicit.frame(of: "t"))
    let body = ViewHost(Text("Weight").fontWeight(.bold).id("t"))
    #expect(body.frame(of: "t") != explicit.frame(of: "t"))
  }
}
