import CatalogUI
import Raster
import Testing

/// Containers beyond stacks: grids, scroll views, geometry readers and custom layouts.
@Suite struct ContainerTests {
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
    #expect(host.size == Size(width: 84, height: 32))
    #expect(host.frame(of: "r0c0") == Rect(x: 0, y: 5, width: 30, height: 10))
    #expect(host.frame(of: "r0c1") == Rect(x: 54, y: 0, width: 10, height: 20))
    #expect(host.frame(of: "r1c0") == Rect(x: 10, y: 22, width: 10, height: 10))
    #expect(host.frame(of: "r1c1") == Rect(x: 34, y: 22, width: 50, height: 10))
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
    #expect(host.frame(of: "rule") == Rect(x: 0, y: 10, width: 50, height: 2))
  }

  @Test func scrollViewProposesNilAlongItsAxisSoTheSnapshotShowsAllContent() {
    let host = ViewHost(
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<30) { index in Color.red.frame(height: 20).id(index) }
        }
      },
      proposal: ProposedViewSize(width: 100, height: 200))
    #expect(host.size == Size(width: 100, height: 600))
    #expect(host.frame(of: 29) == Rect(x: 0, y: 580, width: 100, height: 20))
  }

  @Test func geometryReaderTakesTheProposalAndPlacesContentTopLeading() {
    let host = ViewHost(
      GeometryReader { proxy in
        Color.red.frame(width: proxy.size.width / 2, height: 10).id("half")
      },
      proposal: ProposedViewSize(width: 120, height: 80))
    #expect(host.size == Size(width: 120, height: 80))
    #expect(host.frame(of: "half") == Rect(x: 0, y: 0, width: 60, height: 10))
  }

  /// Places subviews along a diagonal, each at the previous one's bottom-trailing corner.
  struct DiagonalLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
      subviews.reduce(Size.zero) { total, subview in
        let size = subview.sizeThatFits(.unspecified)
        return Size(width: total.width + size.width, height: total.height + size.height)
      }
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews,
                       cache: inout ()) {
      var corner = Point(x: bounds.minX, y: bounds.minY)
      for subview in subviews {
        let size = subview.sizeThatFits(.unspecified)
        subview.place(at: corner, proposal: .unspecified)
        corner = Point(x: corner.x + size.width, y: corner.y + size.height)
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
    #expect(host.size == Size(width: 48, height: 33))
    #expect(host.frame(of: "first") == Rect(x: 4, y: 4, width: 10, height: 20))
    #expect(host.frame(of: "second") == Rect(x: 14, y: 24, width: 30, height: 5))
  }

  @Test func canvasDrawsItsCommandsInDevicePixels() {
    let host = ViewHost(
      Canvas { context, size in
        context.fill(Path(rect: Rect(x: 0, y: 0, width: size.width / 2, height: size.height)),
                     with: .color(Color(red: 1, green: 0, blue: 0)))
      }
      .frame(width: 20, height: 10))
    let pixmap = host.render()
    #expect(pixmap?.width == 40)
    #expect(pixmap?.pixel(x: 5, y: 5) == PremultipliedColorU8(r: 255, g: 0, b: 0, a: 255))
    #expect(pixmap?.pixel(x: 30, y: 5) == PremultipliedColorU8(r: 0, g: 0, b: 0, a: 0))
  }
}
