import CatalogUI
import Testing

// MARK: - LazyStackPinnedTests

/// A `LazyVStack` with pinned section headers in a scroll view that `ScrollViewReader` scrolls:
/// the current section's header stays at the top, drawn over the rows, until the next header
/// pushes it up.
@MainActor @Suite struct LazyStackPinnedTests {
  /// Three sections, each a 20-point header (id 100 + section; section 1's purple, the others'
  /// orange) and four 30-point rows, blue and green (ids section × 10 + row), no spacing, in a
  /// 150-point scroll view scrolled to `target`.
  struct Scrolled: View {
    let pinned: PinnedScrollableViews
    let target: Int

    var body: some View {
      ScrollViewReader { proxy in
        ScrollView {
          LazyVStack(spacing: 0, pinnedViews: pinned) {
            ForEach(0..<3, id: \.self) { section in
              Section(
                header: (section == 1 ? Color.purple : Color.orange).frame(height: 20)
                  .id(100 + section)
              ) {
                ForEach(0..<4, id: \.self) { row in
                  (row % 2 == 0 ? Color.blue : Color.green).frame(height: 30)
                    .id(section * 10 + row)
                }
              }
            }
          }
        }
        .onAppear { proxy.scrollTo(target, anchor: .top) }
      }
    }
  }

  private func host(_ pinned: PinnedScrollableViews, _ target: Int) -> ViewHost {
    ViewHost(
      Scrolled(pinned: pinned, target: target),
      proposal: ProposedViewSize(width: 100, height: 150))
  }

  @Test func theCurrentSectionsHeaderIsPinnedAtTheTopOverTheRows() {
    // Sections are 140 long. Row 12 (section 1's third row) stands at 140 + 20 + 60 = 220:
    // scrolled there, section 1's header (at 140, now −80) is held at the top, over row 12;
    // section 0's, whose section ended 80 above the top, is pushed up with it to −100.
    let pinned = host(.sectionHeaders, 12)
    #expect(
      pinned.dump() == """
        ScrollView (0, 0, 100×150)
          VStack (0, -220, 100×420) spacing: 0
            Frame (0, -100, 100×20) height: 20, id: 100
              Color(#FF9500FF) (0, -100, 100×20)
            Frame (0, -200, 100×30) height: 30, id: 0
              Color(#007AFFFF) (0, -200, 100×30)
            Frame (0, -170, 100×30) height: 30, id: 1
              Color(#34C759FF) (0, -170, 100×30)
            Frame (0, -140, 100×30) height: 30, id: 2
              Color(#007AFFFF) (0, -140, 100×30)
            Frame (0, -110, 100×30) height: 30, id: 3
              Color(#34C759FF) (0, -110, 100×30)
            Frame (0, 0, 100×20) height: 20, id: 101
              Color(#AF52DEFF) (0, 0, 100×20)
            Frame (0, -60, 100×30) height: 30, id: 10
              Color(#007AFFFF) (0, -60, 100×30)
            Frame (0, -30, 100×30) height: 30, id: 11
              Color(#34C759FF) (0, -30, 100×30)
            Frame (0, 0, 100×30) height: 30, id: 12
              Color(#007AFFFF) (0, 0, 100×30)
            Frame (0, 30, 100×30) height: 30, id: 13
              Color(#34C759FF) (0, 30, 100×30)
            Frame (0, 60, 100×20) height: 20, id: 102
              Color(#FF9500FF) (0, 60, 100×20)
            Frame (0, 80, 100×30) height: 30, id: 20
              Color(#007AFFFF) (0, 80, 100×30)
            Frame (0, 110, 100×30) height: 30, id: 21
              Color(#34C759FF) (0, 110, 100×30)
            Frame (0, 140, 100×30) height: 30, id: 22
              Color(#007AFFFF) (0, 140, 100×30)
            Frame (0, 170, 100×30) height: 30, id: 23
              Color(#34C759FF) (0, 170, 100×30)
        """)
    // Unpinned, the header scrolls away with its section.
    #expect(host([], 12).dump().contains("Frame (0, -80, 100×20) height: 20, id: 101"))
    // The header is drawn over row 12, which scrolled under it.
    expectMatchesReference(pinned.render(), named: "lazy-vstack-pinned-header")
  }

  @Test func theNextHeaderPushesThePinnedOneUp() {
    // Row 13 (at 250) at the top: section 1 ends 30 below the top, its header stays there,
    // section 2's stands at 30.
    let held = host(.sectionHeaders, 13).dump()
    #expect(held.contains("Frame (0, 0, 100×20) height: 20, id: 101"))
    #expect(held.contains("Frame (0, 30, 100×20) height: 20, id: 102"))
    // Row 20 (at 300) cannot reach the top of 420 points of content in 150: scrolled 270,
    // section 1 ends 10 below the top, so section 2's header, arriving at 10, pushes its
    // header up to −10.
    let pushed = host(.sectionHeaders, 20)
    let dump = pushed.dump()
    #expect(dump.contains("Frame (0, -10, 100×20) height: 20, id: 101"))
    #expect(dump.contains("Frame (0, 10, 100×20) height: 20, id: 102"))
    expectMatchesReference(pushed.render(), named: "lazy-vstack-pinned-header-pushed")
  }

  @Test func atRestAPinnedStackIsLaidOutAsAnUnpinnedOne() {
    // No view has id −1: nothing scrolls, and every header stands where it would unpinned.
    #expect(host(.sectionHeaders, -1).dump() == host([], -1).dump())
  }
}
