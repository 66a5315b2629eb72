import CatalogUI
import Raster
import Testing

/// Three swatches laid out by whichever layout it is given.
private struct Swatches: View {
  let layout: AnyLayout

  var body: some View {
    layout {
      Color.red.frame(width: 20, height: 10)
      Color.green.frame(width: 30, height: 20)
      Color.blue.frame(width: 10, height: 30)
    }
  }
}

@MainActor @Suite struct AnyLayoutTests {
  @Test func aStackLayoutLaysOutAsItsStackDoes() {
    func same<A: View, B: View>(_ a: A, _ b: B) {
      let layout = ViewHost(a)
      let stack = ViewHost(b)
      #expect(layout.dump() == stack.dump())
      #expect(layout.render() == stack.render())
    }
    same(
      HStackLayout(alignment: .top, spacing: 4) {
        Color.red.frame(width: 20, height: 10)
        Spacer()
        Text("Total")
      }.frame(width: 200),
      HStack(alignment: .top, spacing: 4) {
        Color.red.frame(width: 20, height: 10)
        Spacer()
        Text("Total")
      }.frame(width: 200))
    same(
      AnyLayout(VStackLayout(alignment: .leading)) {
        Text("Title")
        Divider()
        Color.red.frame(width: 20, height: 10)
      },
      VStack(alignment: .leading) {
        Text("Title")
        Divider()
        Color.red.frame(width: 20, height: 10)
      })
    same(
      ZStackLayout(alignment: .bottomTrailing) {
        Color.red.frame(width: 40, height: 40)
        Color.blue.frame(width: 10, height: 10)
      },
      ZStack(alignment: .bottomTrailing) {
        Color.red.frame(width: 40, height: 40)
        Color.blue.frame(width: 10, height: 10)
      })
    same(
      GridLayout(horizontalSpacing: 2, verticalSpacing: 6) {
        GridRow {
          Color.red.frame(width: 20, height: 10)
          Color.green.frame(width: 10, height: 10)
        }
        GridRow { Color.blue.frame(width: 30, height: 5) }
      },
      Grid(horizontalSpacing: 2, verticalSpacing: 6) {
        GridRow {
          Color.red.frame(width: 20, height: 10)
          Color.green.frame(width: 10, height: 10)
        }
        GridRow { Color.blue.frame(width: 30, height: 5) }
      })
  }

  @Test func switchingTheLayoutRearrangesTheSameViews() {
    #expect(
      ViewHost(Swatches(layout: AnyLayout(HStackLayout(spacing: 8)))).dump() == """
        HStack (0, 0, 76×30) spacing: 8
          Frame (0, 10, 20×10) width: 20, height: 10
            Color(#FF3B30FF) (0, 10, 20×10)
          Frame (28, 5, 30×20) width: 30, height: 20
            Color(#34C759FF) (28, 5, 30×20)
          Frame (66, 0, 10×30) width: 10, height: 30
            Color(#007AFFFF) (66, 0, 10×30)
        """)
    #expect(
      ViewHost(Swatches(layout: AnyLayout(VStackLayout(alignment: .trailing, spacing: 2)))).dump()
        == """
        VStack (0, 0, 30×64) spacing: 2
          Frame (10, 0, 20×10) width: 20, height: 10
            Color(#FF3B30FF) (10, 0, 20×10)
          Frame (0, 12, 30×20) width: 30, height: 20
            Color(#34C759FF) (0, 12, 30×20)
          Frame (20, 34, 10×30) width: 10, height: 30
            Color(#007AFFFF) (20, 34, 10×30)
        """)
  }

  @Test func aStackLayoutInsideACustomLayoutPlacesThroughItsSubviews() {
    // `AnyLayout` used through the `Layout` methods (as a custom layout composing it would)
    // places each subview where the stack would.
    struct Wrapping: Layout {
      let inner = AnyLayout(HStackLayout(spacing: 5))
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
        -> CGSize
      {
        var innerCache = inner.makeCache(subviews: subviews)
        return inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &innerCache)
      }
      func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
      ) {
        var innerCache = inner.makeCache(subviews: subviews)
        inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &innerCache)
      }
    }
    let host = ViewHost(
      Wrapping {
        Color.red.frame(width: 20, height: 10)
        Color.blue.frame(width: 10, height: 30)
      })
    #expect(
      host.dump() == """
        Wrapping (0, 0, 35×30)
          Frame (0, 10, 20×10) width: 20, height: 10
            Color(#FF3B30FF) (0, 10, 20×10)
          Frame (25, 0, 10×30) width: 10, height: 30
            Color(#007AFFFF) (25, 0, 10×30)
        """)
  }
}
