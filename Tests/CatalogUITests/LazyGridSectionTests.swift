import CatalogUI
import Raster
import Testing

/// `count` cells numbered from `start`, each a colour 10 points tall that fills its column.
@MainActor private func cells(_ count: Int, from start: Int = 0) -> some View {
  ForEach(start..<start + count, id: \.self) { index in
    [Color.red, Color.green, Color.blue][index % 3].frame(height: 10)
  }
}

/// A header or footer `width` wide and `height` tall.
@MainActor private func bar(_ width: Double, _ height: Double = 6) -> some View {
  Color.gray.frame(width: width, height: height)
}

// MARK: - LazyGridSectionTests

/// A `Section` inside a lazy grid, as SwiftUI lays it out: its header and footer span the grid,
/// its cells start a new row (column), and pinned ones stay in the scroll view's visible area.
@MainActor @Suite struct LazyGridSectionTests {
  @Test func headersSpanTheGridAndEachSectionStartsANewRow() {
    // Three 60-point columns in 200: 200 − 16 = 184 / 3 = 61.333…; the first section's 4 cells
    // take two rows, the second section's 2 cells start a third. Headers (50 wide) are centred
    // across the whole grid, as the grid's alignment places them; spacing 8 separates every
    // line.
    let host = ViewHost(
      LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
        Section {
          cells(4)
        } header: {
          bar(50)
        }
        Section {
          cells(2, from: 4)
        } header: {
          bar(50)
        } footer: {
          bar(200, 4)
        }
      }
      .frame(width: 200))
    #expect(
      host.dump() == """
        Frame (0, 0, 200×86) width: 200
          LazyVGrid (0, 0, 200×86) 3 columns
            Section (0, 0, 200×42)
              Frame (75, 0, 50×6) width: 50, height: 6
                Color(#8E8E93FF) (75, 0, 50×6)
              Frame (0, 14, 61.5×10) height: 10
                Color(#FF3B30FF) (0, 14, 61.5×10)
              Frame (69.5, 14, 61×10) height: 10
                Color(#34C759FF) (69.5, 14, 61×10)
              Frame (138.5, 14, 61.5×10) height: 10
                Color(#007AFFFF) (138.5, 14, 61.5×10)
              Frame (0, 32, 61.5×10) height: 10
                Color(#FF3B30FF) (0, 32, 61.5×10)
            Section (0, 50, 200×36)
              Frame (75, 50, 50×6) width: 50, height: 6
                Color(#8E8E93FF) (75, 50, 50×6)
              Frame (0, 64, 61.5×10) height: 10
                Color(#34C759FF) (0, 64, 61.5×10)
              Frame (69.5, 64, 61×10) height: 10
                Color(#007AFFFF) (69.5, 64, 61×10)
              Frame (0, 82, 200×4) width: 200, height: 4
                Color(#8E8E93FF) (0, 82, 200×4)
        """)
  }

  @Test func aHorizontalGridsHeaderIsAColumnAsTallAsTheGrid() {
    let host = ViewHost(
      LazyHGrid(rows: [GridItem(.fixed(10)), GridItem(.fixed(10))], spacing: 4) {
        Section {
          ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 12) }
        } header: {
          Color.gray.frame(width: 6, height: 6)
        }
      })
    // The header is a 6-point column centred down the grid's 28, 4 points before the cells.
    #expect(
      host.dump() == """
        LazyHGrid (0, 0, 38×28) 2 rows
          Section (0, 0, 38×28)
            Frame (0, 11, 6×6) width: 6, height: 6
              Color(#8E8E93FF) (0, 11, 6×6)
            Frame (10, 0, 12×10) width: 12
              Color(#FF3B30FF) (10, 0, 12×10)
            Frame (10, 18, 12×10) width: 12
              Color(#FF3B30FF) (10, 18, 12×10)
            Frame (26, 0, 12×10) width: 12
              Color(#FF3B30FF) (26, 0, 12×10)
        """)
  }

  @Test func aSectionInsideACellIsAGroupOfThatCell() {
    // Only a section directly in the grid (through ForEach) spans it; one inside a cell's
    // stack stands as its parts, as in SwiftUI.
    let host = ViewHost(
      LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 4) {
        VStack(spacing: 2) {
          Section {
            Color.red.frame(height: 10)
          } header: {
            bar(20)
          }
        }
        Color.blue.frame(height: 10)
      })
    #expect(
      host.dump() == """
        LazyVGrid (0, 0, 88×18) 2 columns
          VStack (0, 0, 40×18) spacing: 2
            Frame (10, 0, 20×6) width: 20, height: 6
              Color(#8E8E93FF) (10, 0, 20×6)
            Frame (0, 8, 40×10) height: 10
              Color(#FF3B30FF) (0, 8, 40×10)
          Frame (48, 4, 40×10) height: 10
            Color(#007AFFFF) (48, 4, 40×10)
        """)
  }

  /// A grid of three sections, each a header and two rows of 40-point cells, in a scroll view
  /// scrolled to the cell `target`.
  struct Scrolled: View {
    let pinned: PinnedScrollableViews
    let target: Int

    var body: some View {
      ScrollViewReader { proxy in
        ScrollView {
          LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], pinnedViews: pinned) {
            ForEach(0..<3, id: \.self) { section in
              Section {
                ForEach(section * 4..<section * 4 + 4, id: \.self) { index in
                  Color.blue.frame(height: 40).id(index)
                }
              } header: {
                Text("Section \(section)").frame(maxWidth: .infinity).frame(height: 20)
                  .background(Color.gray)
              } footer: {
                Color.green.frame(height: 4).id(100 + section)
              }
            }
          }
        }
        .onAppear { proxy.scrollTo(target, anchor: .top) }
      }
    }
  }

  @Test func aPinnedHeaderStaysAtTheTopOfTheScrolledViewWhileItsSectionIsThere() throws {
    // Each section: header 20, spacing 8, rows 40 + 8 + 40, spacing 8, footer 4: 128 long,
    // sections 8 apart. Scrolled to cell 6 (section 1's second row, at 136 + 28 + 48 = 212):
    // section 1's header pins at the top instead of scrolling out of sight.
    let pinned = ViewHost(
      Scrolled(pinned: .sectionHeaders, target: 6),
      proposal: ProposedViewSize(width: 200, height: 150))
    // The text is 21 points tall, centred in its 20-point header at the top.
    #expect(try pinned.find(text: "Section 1").frame.minY == -0.5)
    let unpinned = ViewHost(
      Scrolled(pinned: [], target: 6),
      proposal: ProposedViewSize(width: 200, height: 150))
    #expect(try unpinned.find(text: "Section 1").frame.minY == -76.5)
    // At rest nothing moves: a pinned header stands where an unpinned one does.
    let rest = ViewHost(
      Scrolled(pinned: .sectionHeaders, target: 0),
      proposal: ProposedViewSize(width: 200, height: 150))
    let restUnpinned = ViewHost(
      Scrolled(pinned: [], target: 0),
      proposal: ProposedViewSize(width: 200, height: 150))
    #expect(rest.dump() == restUnpinned.dump())
    // A pinned footer below the visible area stands at its bottom edge: section 2's, at 146
    // instead of 184.
    let footers = ViewHost(
      Scrolled(pinned: .sectionFooters, target: 6),
      proposal: ProposedViewSize(width: 200, height: 150))
    #expect(footers.dump().contains("Frame (0, 146, 200×4) height: 4, id: 102"))
    #expect(unpinned.dump().contains("Frame (0, 184, 200×4) height: 4, id: 102"))
    expectMatchesReference(pinned.render(), named: "lazy-grid-pinned-header")
  }

  @Test func aPinnedHeaderIsPushedUpByTheEndOfItsSection() throws {
    // Scrolled to section 1's footer (id 101, at 260 in the 400-point content): as far as
    // the content goes, 250. Section 1 then ends at 14, so its 20-point header is pushed up
    // to −6 instead of staying at the top.
    let host = ViewHost(
      Scrolled(pinned: [.sectionHeaders, .sectionFooters], target: 101),
      proposal: ProposedViewSize(width: 200, height: 150))
    #expect(
      host.dump() == """
        ScrollView (0, 0, 200×150)
          LazyVGrid (0, -250, 200×400) 2 columns
            Section (0, -250, 200×128)
              Background (0, -142, 200×20)
                Frame (0, -142, 200×20) height: 20
                  Frame (0, -142.5, 200×21) maxWidth: ∞
                    Text("Section 0") (62, -142.5, 76×21) text: "Section 0", font: Inter 17 regular
                Rectangle (0, -142, 200×20)
              Frame (0, -222, 96×40) height: 40, id: 0
                Color(#007AFFFF) (0, -222, 96×40)
              Frame (104, -222, 96×40) height: 40, id: 1
                Color(#007AFFFF) (104, -222, 96×40)
              Frame (0, -174, 96×40) height: 40, id: 2
                Color(#007AFFFF) (0, -174, 96×40)
              Frame (104, -174, 96×40) height: 40, id: 3
                Color(#007AFFFF) (104, -174, 96×40)
              Frame (0, -126, 200×4) height: 4, id: 100
                Color(#34C759FF) (0, -126, 200×4)
            Section (0, -114, 200×128)
              Background (0, -6, 200×20)
                Frame (0, -6, 200×20) height: 20
                  Frame (0, -6.5, 200×21) maxWidth: ∞
                    Text("Section 1") (63.5, -6.5, 73.5×21) text: "Section 1", font: Inter 17 regular
                Rectangle (0, -6, 200×20)
              Frame (0, -86, 96×40) height: 40, id: 4
                Color(#007AFFFF) (0, -86, 96×40)
              Frame (104, -86, 96×40) height: 40, id: 5
                Color(#007AFFFF) (104, -86, 96×40)
              Frame (0, -38, 96×40) height: 40, id: 6
                Color(#007AFFFF) (0, -38, 96×40)
              Frame (104, -38, 96×40) height: 40, id: 7
                Color(#007AFFFF) (104, -38, 96×40)
              Frame (0, 10, 200×4) height: 4, id: 101
                Color(#34C759FF) (0, 10, 200×4)
            Section (0, 22, 200×128)
              Background (0, 22, 200×20)
                Frame (0, 22, 200×20) height: 20
                  Frame (0, 21.5, 200×21) maxWidth: ∞
                    Text("Section 2") (62, 21.5, 76×21) text: "Section 2", font: Inter 17 regular
                Rectangle (0, 22, 200×20)
              Frame (0, 50, 96×40) height: 40, id: 8
                Color(#007AFFFF) (0, 50, 96×40)
              Frame (104, 50, 96×40) height: 40, id: 9
                Color(#007AFFFF) (104, 50, 96×40)
              Frame (0, 98, 96×40) height: 40, id: 10
                Color(#007AFFFF) (0, 98, 96×40)
              Frame (104, 98, 96×40) height: 40, id: 11
                Color(#007AFFFF) (104, 98, 96×40)
              Frame (0, 146, 200×4) height: 4, id: 102
                Color(#34C759FF) (0, 146, 200×4)
        """)
  }
}
