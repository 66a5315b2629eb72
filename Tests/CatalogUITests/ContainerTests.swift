import CatalogUI
import Raster
import Testing

/// Containers beyond stacks: grids, scroll views, geometry readers and custom layouts.
@MainActor @Suite struct ContainerTests {
  @Test func gridColumnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() {
    let host = ViewHost(
      Grid(horizontalSpacing: 4, verticalSpacing: 2) {
        GridRow {
          Color.red.frame(width: 30, height: 10).id("r0c0")
          Color.red.frame(width: 10, height: 20).id("r0c1")
        }
        GridRow {
          Color.red.frame(width: 10, height: 10).id("r1c0")
          Color.red.frame(width: 50, height: 10).id("r1c1")
        }
      })
    #expect(host.size == CGSize(width: 84, height: 32))
    #expect(host.frame(of: "r0c0") == CGRect(x: 0, y: 5, width: 30, height: 10))
    #expect(host.frame(of: "r0c1") == CGRect(x: 54, y: 0, width: 10, height: 20))
    #expect(host.frame(of: "r1c0") == CGRect(x: 10, y: 22, width: 10, height: 10))
    #expect(host.frame(of: "r1c1") == CGRect(x: 34, y: 22, width: 50, height: 10))
  }

  @Test func gridChildOutsideARowSpansAllColumns() {
    let host = ViewHost(
      Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 30, height: 10)
          Color.red.frame(width: 20, height: 10)
        }
        Color.blue.frame(height: 2).id("rule")
      })
    #expect(host.frame(of: "rule") == CGRect(x: 0, y: 10, width: 50, height: 2))
  }

  @Test func scrollViewTakesTheProposedLengthAndProposesNilToItsContent() throws {
    let list = ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<30) { index in Color.red.frame(height: 20).onTapGesture {}.id(index) }
      }
    }
    let screen = ViewHost(list, proposal: ProposedViewSize(width: 100, height: 200))
    #expect(screen.size == CGSize(width: 100, height: 200))
    #expect(screen.frame(of: 29) == CGRect(x: 0, y: 580, width: 100, height: 20))
    #expect(
      throws: ViewQueryError(
        "cannot use view with id \"29\": it is off screen ((0, 580, 100×20), the screen is "
          + "(0, 0, 100×200))")
    ) { try screen.find(id: 29).tap() }
    let fullHeight = ViewHost(list, proposal: ProposedViewSize(width: 100, height: nil))
    #expect(fullHeight.size == CGSize(width: 100, height: 600))
    try fullHeight.find(id: 29).tap()
  }

  @Test func geometryReaderTakesTheProposalAndPlacesContentTopLeading() {
    let host = ViewHost(
      GeometryReader { proxy in
        Color.red.frame(width: proxy.size.width / 2, height: 10).id("half")
      },
      proposal: ProposedViewSize(width: 120, height: 80))
    #expect(host.size == CGSize(width: 120, height: 80))
    #expect(host.frame(of: "half") == CGRect(x: 0, y: 0, width: 60, height: 10))
  }

  @Test func geometryReaderOffersItsSizeToEachViewAndPlacesEachTopLeading() {
    // Not an implicit centred VStack: every view gets the whole 120×80 and starts at the corner.
    let host = ViewHost(
      GeometryReader { _ in
        Color.red.frame(width: 30, height: 10).id("first")
        Color.blue.frame(width: 50, height: 20).id("second")
        Color.green.id("fill")
      },
      proposal: ProposedViewSize(width: 120, height: 80))
    #expect(host.frame(of: "first") == CGRect(x: 0, y: 0, width: 30, height: 10))
    #expect(host.frame(of: "second") == CGRect(x: 0, y: 0, width: 50, height: 20))
    #expect(host.frame(of: "fill") == CGRect(x: 0, y: 0, width: 120, height: 80))
  }

  /// Places subviews along a diagonal, each at the previous one's bottom-trailing corner.
  struct DiagonalLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      subviews.reduce(CGSize.zero) { total, subview in
        let size = subview.sizeThatFits(.unspecified)
        return CGSize(width: total.width + size.width, height: total.height + size.height)
      }
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
      cache: inout ()
    ) {
      var corner = CGPoint(x: bounds.minX, y: bounds.minY)
      for subview in subviews {
        let size = subview.sizeThatFits(.unspecified)
        subview.place(at: corner, proposal: .unspecified)
        corner = CGPoint(x: corner.x + size.width, y: corner.y + size.height)
      }
    }
  }

  @Test func customLayoutMeasuresAndPlacesItsSubviews() {
    let host = ViewHost(
      DiagonalLayout {
        Color.red.frame(width: 10, height: 20).id("first")
        Color.blue.frame(width: 30, height: 5).id("second")
      }
      .padding(4))
    #expect(host.size == CGSize(width: 48, height: 33))
    #expect(host.frame(of: "first") == CGRect(x: 4, y: 4, width: 10, height: 20))
    #expect(host.frame(of: "second") == CGRect(x: 14, y: 24, width: 30, height: 5))
  }

  @Test func canvasDrawsItsCommandsInDevicePixels() {
    let host = ViewHost(
      Canvas { context, size in
        context.fill(
          CatalogUI.Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)),
          with: .color(Color(red: 1, green: 0, blue: 0)))
      }
      .frame(width: 20, height: 10))
    let pixmap = host.render()
    #expect(pixmap?.width == 40)
    #expect(pixmap?.pixel(x: 5, y: 5) == PremultipliedColorU8(r: 255, g: 0, b: 0, a: 255))
    #expect(pixmap?.pixel(x: 30, y: 5) == PremultipliedColorU8(r: 0, g: 0, b: 0, a: 0))
  }
}

/// Builder forms a SwiftUI engineer writes without thinking.
@MainActor @Suite struct ViewBuilderTests {
  struct Row: Identifiable {
    let id: String
    let height: Double
  }

  struct Card: View {
    let rows: [Row]
    let subtitle: String?
    let isCompact: Bool
    let kind: Int

    var body: some View {
      VStack(spacing: 0) {
        ForEach(rows) { row in Color.red.frame(width: 10, height: row.height).id(row.id) }
        if let subtitle { Color.blue.frame(width: 10, height: 1).id(subtitle) }
        if isCompact {
          Color.green.frame(width: 10, height: 2).id("compact")
        } else {
          Color.green.frame(width: 10, height: 4).id("regular")
        }
        switch kind {
        case 0: EmptyView()
        case 1: Color.gray.frame(width: 10, height: 8).id("one")
        default: Group { Color.gray.frame(width: 10, height: 16).id("many") }
        }
      }
    }
  }

  @Test func ifLetElseSwitchAndLoopsBuildTheExpectedChildren() {
    let host = ViewHost(
      Card(
        rows: [Row(id: "a", height: 3), Row(id: "b", height: 5)],
        subtitle: "sub", isCompact: false, kind: 1))
    #expect(host.frame(of: "b") == CGRect(x: 0, y: 3, width: 10, height: 5))
    #expect(host.frame(of: "sub") == CGRect(x: 0, y: 8, width: 10, height: 1))
    #expect(host.frame(of: "regular") == CGRect(x: 0, y: 9, width: 10, height: 4))
    #expect(host.frame(of: "compact") == nil)
    #expect(host.frame(of: "one") == CGRect(x: 0, y: 13, width: 10, height: 8))
    #expect(host.size == CGSize(width: 10, height: 21))
  }

  @Test func forLoopsBuildOneChildPerIteration() {
    // A loop body whose type is opaque (`some View` from a modifier) does not type-check in
    // Swift 6.3 result builders; concrete views do, and ForEach covers the rest.
    let host = ViewHost(VStack(spacing: 0) { for _ in 0..<3 { Color.black } })
    #expect(host.size == CGSize(width: 10, height: 30))
  }

  @Test func emptyBranchesAddNothing() {
    let host = ViewHost(Card(rows: [], subtitle: nil, isCompact: true, kind: 0))
    #expect(host.size == CGSize(width: 10, height: 2))
  }
}

/// The readable dump of a laid-out tree that reviews and failing tests print.
@MainActor @Suite struct TreeDumpTests {
  @Test func dumpShowsEveryNodeWithItsFrame() {
    let host = ViewHost(
      HStack(spacing: 4) {
        Color.red.frame(width: 10, height: 10)
        Circle().frame(width: 6, height: 6)
      }
      .padding(2))
    #expect(
      host.treeDescription == """
        Padding (0, 0, 24×14)
          HStack (2, 2, 20×10)
            Frame (2, 2, 10×10)
              Color(#FF3B30FF) (2, 2, 10×10)
            Frame (16, 4, 6×6)
              Circle (16, 4, 6×6)
        """)
  }
}
