import CatalogUI
import Raster
import Testing

/// Stack layout as SwiftUI documents it: spacing, then the least flexible child first, each
/// offered an equal share of what remains, higher `layoutPriority` groups before lower ones.
@MainActor @Suite struct StackRuleTests {
  @Test func rigidChildIsSizedFirstAndFlexibleChildrenShareTheRest() {
    let host = ViewHost(
      HStack {
        Color.red.frame(width: 50).id("rigid")
        Color.green.id("a")
        Color.blue.id("b")
      },
      proposal: ProposedViewSize(width: 216, height: 10))
    #expect(host.frame(of: "rigid") == CGRect(x: 0, y: 0, width: 50, height: 10))
    #expect(host.frame(of: "a") == CGRect(x: 58, y: 0, width: 75, height: 10))
    #expect(host.frame(of: "b") == CGRect(x: 141, y: 0, width: 75, height: 10))
  }

  @Test func lessFlexibleChildIsOfferedItsShareFirstAndTheRestGoesToTheMoreFlexible() {
    let host = ViewHost(
      HStack(spacing: 0) {
        Color.blue.id("wide")
        Color.red.frame(maxWidth: 30).id("capped")
      },
      proposal: ProposedViewSize(width: 100, height: 10))
    #expect(host.frame(of: "capped") == CGRect(x: 70, y: 0, width: 30, height: 10))
    #expect(host.frame(of: "wide") == CGRect(x: 0, y: 0, width: 70, height: 10))
  }

  @Test func spacerKeepsItsMinimumLengthOfEightWhenTheStackOverflows() {
    let host = ViewHost(
      HStack {
        Color.red.frame(width: 60).id("a")
        Spacer().id("spacer")
        Color.blue.frame(width: 60).id("b")
      },
      proposal: ProposedViewSize(width: 100, height: 10))
    #expect(host.size == CGSize(width: 128, height: 10))
    #expect(host.frame(of: "spacer") == CGRect(x: 60, y: 5, width: 8, height: 0))
    #expect(host.frame(of: "b") == CGRect(x: 68, y: 0, width: 60, height: 10))
  }

  @Test func spacerMinLengthCanBeZero() {
    let host = ViewHost(
      HStack {
        Color.red.frame(width: 60).id("a")
        Spacer(minLength: 0)
        Color.blue.frame(width: 60).id("b")
      },
      proposal: ProposedViewSize(width: 100, height: 10))
    #expect(host.frame(of: "b") == CGRect(x: 60, y: 0, width: 60, height: 10))
  }

  @Test func vstackSpacerPushesContentToTheEdges() {
    let host = ViewHost(
      VStack {
        Color.red.frame(height: 20).id("top")
        Spacer()
        Color.blue.frame(height: 20).id("bottom")
      },
      proposal: ProposedViewSize(width: 50, height: 200))
    #expect(host.frame(of: "top") == CGRect(x: 0, y: 0, width: 50, height: 20))
    #expect(host.frame(of: "bottom") == CGRect(x: 0, y: 180, width: 50, height: 20))
  }

  @Test func lowerPriorityChildrenKeepTheirMinimumWhileHigherPriorityIsServed() {
    let host = ViewHost(
      HStack(spacing: 0) {
        Color.red.frame(minWidth: 30).id("low")
        Color.blue.layoutPriority(1).id("high")
      },
      proposal: ProposedViewSize(width: 100, height: 10))
    #expect(host.frame(of: "high") == CGRect(x: 30, y: 0, width: 70, height: 10))
    #expect(host.frame(of: "low") == CGRect(x: 0, y: 0, width: 30, height: 10))
  }

  @Test func vstackLeadingAlignmentLinesUpLeadingEdgesAndIsAsWideAsTheWidestChild() {
    let host = ViewHost(
      VStack(alignment: .leading, spacing: 4) {
        Color.red.frame(width: 40, height: 10).id("wide")
        Color.blue.frame(width: 20, height: 10).id("narrow")
      })
    #expect(host.size == CGSize(width: 40, height: 24))
    #expect(host.frame(of: "narrow") == CGRect(x: 0, y: 14, width: 20, height: 10))
  }

  @Test func hstackBottomAlignmentLinesUpBottomEdges() {
    let host = ViewHost(
      HStack(alignment: .bottom, spacing: 0) {
        Color.red.frame(width: 10, height: 40).id("tall")
        Color.blue.frame(width: 10, height: 10).id("short")
      })
    #expect(host.frame(of: "short") == CGRect(x: 10, y: 30, width: 10, height: 10))
  }

  @Test func rightToLeftPutsLeadingAlignmentOnTheRight() {
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    let host = ViewHost(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 40, height: 10)
        Color.blue.frame(width: 20, height: 10).id("narrow")
      },
      environment: environment)
    #expect(host.frame(of: "narrow") == CGRect(x: 20, y: 10, width: 20, height: 10))
  }

  @Test func rightToLeftSwapsLeadingAndTrailingPadding() {
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    let host = ViewHost(
      Color.red.frame(width: 10, height: 10).id("c").padding(.leading, 20),
      environment: environment)
    #expect(host.size == CGSize(width: 30, height: 10))
    #expect(host.frame(of: "c") == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func thirdsAreRoundedToHalfPointsAtTwoTimesScale() {
    let host = ViewHost(
      HStack(spacing: 0) {
        Color.red.id("a")
        Color.red.id("b")
        Color.red.id("c")
      },
      proposal: ProposedViewSize(width: 100, height: 10))
    #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 33.5, height: 10))
    #expect(host.frame(of: "b") == CGRect(x: 33.5, y: 0, width: 33, height: 10))
    #expect(host.frame(of: "c") == CGRect(x: 66.5, y: 0, width: 33.5, height: 10))
  }

  @Test func thirdsAreRoundedToWholePointsAtOneTimesScale() {
    var environment = EnvironmentValues()
    environment.displayScale = 1
    let host = ViewHost(
      HStack(spacing: 0) {
        Color.red.id("a")
        Color.red.id("b")
        Color.red.id("c")
      },
      environment: environment, proposal: ProposedViewSize(width: 100, height: 10))
    #expect(host.frame(of: "b") == CGRect(x: 33, y: 0, width: 34, height: 10))
  }

  @Test func nestedStacksMeasureInLinearTime() {
    // Forty nested stacks: without measuring each proposal once this is 3^40 measurements.
    var view = AnyView(Color.red.id("leaf"))
    for _ in 0..<40 { view = AnyView(HStack { view }) }
    let host = ViewHost(view, proposal: ProposedViewSize(width: 50, height: 50))
    #expect(host.frame(of: "leaf") == CGRect(x: 0, y: 0, width: 50, height: 50))
  }

  @Test func anOverflowingStackPlacesChildrenAtTheLengthsItMeasuredForItsProposal() {
    // Offered 100, the capped child gets its half (50) and the other keeps its minimum (80):
    // 130 overflows. Placing keeps the proposed 100 for dividing, so the capped child is not
    // re-offered 65 of the final 130 and does not overlap its neighbour.
    let host = ViewHost(
      HStack(spacing: 0) {
        Color.red.frame(minWidth: 50, maxWidth: 100).id("capped")
        Color.blue.frame(minWidth: 80).id("wide")
      },
      proposal: ProposedViewSize(width: 100, height: 10))
    #expect(host.size == CGSize(width: 130, height: 10))
    #expect(host.frame(of: "capped") == CGRect(x: 0, y: 0, width: 50, height: 10))
    #expect(host.frame(of: "wide") == CGRect(x: 50, y: 0, width: 80, height: 10))
  }

  @Test func aStackAtItsIdealSizeGivesEveryChildItsIdealSize() {
    // Unspecified proposal: each child is measured at its ideal, so placing must not re-divide
    // the 153.5 points by flexibility (which squeezed the price and wrapped "/ night").
    let host = ViewHost(
      HStack {
        Text("Count 0")
        Spacer()
        HStack(spacing: 2) {
          Text("$0").bold().id("price")
          Text("/ night").font(.caption).id("unit")
        }
        .padding(.horizontal, 10)
        .id("inner")
      })
    let unit = ViewHost(Text("/ night").font(.caption)).size
    let price = ViewHost(Text("$0").bold()).size
    #expect(host.size == CGSize(width: 153.5, height: 21))
    #expect(host.frame(of: "inner") == CGRect(x: 72, y: 0, width: 81.5, height: 21))
    #expect(host.frame(of: "price")?.size == price)
    #expect(host.frame(of: "unit")?.size == unit)
  }
}

/// Baseline alignment: a view without text uses its bottom edge as its baseline, as in SwiftUI.
@MainActor @Suite struct BaselineRuleTests {
  @Test func viewsWithoutTextAlignTheirBottomsOnTheFirstTextBaseline() {
    let host = ViewHost(
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        Color.red.frame(width: 10, height: 40).id("tall")
        Color.blue.frame(width: 10, height: 10).id("short")
      })
    #expect(host.frame(of: "short") == CGRect(x: 10, y: 30, width: 10, height: 10))
  }
}

/// Text baselines feed `.firstTextBaseline` and `.lastTextBaseline` alignment.
@MainActor @Suite struct TextBaselineTests {
  final class Box: @unchecked Sendable { var values: [String: Double] = [:] }

  @Test func textsOfDifferentSizesShareOneFirstBaseline() throws {
    let seen = Box()
    let host = ViewHost(
      HStack(alignment: .firstTextBaseline) {
        Text("Large").font(.system(size: 30))
          .alignmentGuide(.firstTextBaseline) { d in
            seen.values["large"] = d[.firstTextBaseline]
            return d[.firstTextBaseline]
          }.id("large")
        Text("small").font(.system(size: 12))
          .alignmentGuide(.firstTextBaseline) { d in
            seen.values["small"] = d[.firstTextBaseline]
            return d[.firstTextBaseline]
          }.id("small")
      })
    let large = try #require(host.frame(of: "large"))
    let small = try #require(host.frame(of: "small"))
    let largeBaseline = try #require(seen.values["large"])
    let smallBaseline = try #require(seen.values["small"])
    #expect(largeBaseline > smallBaseline)
    // Frames snap to the 2× pixel grid, so the baselines agree to within half a device pixel.
    #expect(abs((large.minY + largeBaseline) - (small.minY + smallBaseline)) <= 0.25)
    #expect(large.minY == 0)
  }
}
