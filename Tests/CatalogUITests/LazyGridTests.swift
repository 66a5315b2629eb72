import CatalogUI
import Raster
import Testing

/// `count` cells, each a colour `height` points tall that fills its column.
@MainActor private func cells(_ count: Int, height: Double = 10) -> some View {
  ForEach(0..<count, id: \.self) { index in
    [Color.red, Color.green, Color.blue][index % 3].frame(height: height)
  }
}

@MainActor @Suite struct LazyGridTests {
  @Test func fixedColumnsComeFirstAndAnAdaptiveOneFitsAsManyAsItCan() {
    // objc.io's first quiz: 200 − 70 − 8 leaves 122 for the adaptive column; two columns of
    // at least 40 fit (40 + 8 + 40 ≤ 122, three do not), each (122 − 8) / 2 = 57 wide.
    let host = ViewHost(
      LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
        cells(5)
      }
      .frame(width: 200))
    #expect(
      host.dump() == """
        Frame (0, 0, 200×28) width: 200
          LazyVGrid (0, 0, 200×28) 2 columns
            Frame (0, 0, 70×10) height: 10
              Color(#FF3B30FF) (0, 0, 70×10)
            Frame (78, 0, 57×10) height: 10
              Color(#34C759FF) (78, 0, 57×10)
            Frame (143, 0, 57×10) height: 10
              Color(#007AFFFF) (143, 0, 57×10)
            Frame (0, 18, 70×10) height: 10
              Color(#FF3B30FF) (0, 18, 70×10)
            Frame (78, 18, 57×10) height: 10
              Color(#34C759FF) (78, 18, 57×10)
        """)
  }

  @Test func flexibleColumnsAreServedInOrderTwice() {
    // Sizing at 300: 292 / 2 = 146 for the first, the second clamped up to its 180: the grid
    // is 146 + 8 + 180 = 334 wide. Placing at 334: 326 / 2 = 163, then 180 again, so the
    // columns span 351 and overflow the grid evenly on both sides (centre alignment).
    let host = ViewHost(
      LazyVGrid(columns: [
        GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180)),
      ]) {
        cells(2)
      },
      proposal: ProposedViewSize(width: 300, height: nil))
    #expect(
      host.dump() == """
        LazyVGrid (0, 0, 334×10) 2 columns
          Frame (-8.5, 0, 163×10) height: 10
            Color(#FF3B30FF) (-8.5, 0, 163×10)
          Frame (162.5, 0, 180×10) height: 10
            Color(#34C759FF) (162.5, 0, 180×10)
        """)
  }

  @Test func aFlexibleMaximumLeavesTheRestToTheNextColumn() {
    // 200 − 8 = 192: the first takes min(96, 50) = 50, the second the 142 left.
    let host = ViewHost(
      LazyVGrid(columns: [GridItem(.flexible(maximum: 50)), GridItem(.flexible())], spacing: 4) {
        cells(4, height: 12)
      },
      proposal: ProposedViewSize(width: 200, height: nil))
    #expect(
      host.dump() == """
        LazyVGrid (0, 0, 200×28) 2 columns
          Frame (0, 0, 50×12) height: 12
            Color(#FF3B30FF) (0, 0, 50×12)
          Frame (58, 0, 142×12) height: 12
            Color(#34C759FF) (58, 0, 142×12)
          Frame (0, 16, 50×12) height: 12
            Color(#007AFFFF) (0, 16, 50×12)
          Frame (58, 16, 142×12) height: 12
            Color(#FF3B30FF) (58, 16, 142×12)
        """)
  }

  @Test func anAdaptiveColumnSharesTheWidthAmongAsManyAsFit() {
    // ⌊(360 + 8) / (80 + 8)⌋ = 4 columns of (360 − 3·8) / 4 = 84; rows as tall as their
    // tallest cell, 8 apart; a cell is centred in its slot unless its item aligns it.
    let host = ViewHost(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), alignment: .top)]) {
        ForEach(0..<5, id: \.self) { index in
          Color.blue.frame(width: 40, height: index == 1 ? 30 : 20)
        }
      },
      proposal: ProposedViewSize(width: 360, height: nil))
    #expect(
      host.dump() == """
        LazyVGrid (0, 0, 360×58) 1 columns
          Frame (22, 0, 40×20) width: 40, height: 20
            Color(#007AFFFF) (22, 0, 40×20)
          Frame (114, 0, 40×30) width: 40, height: 30
            Color(#007AFFFF) (114, 0, 40×30)
          Frame (206, 0, 40×20) width: 40, height: 20
            Color(#007AFFFF) (206, 0, 40×20)
          Frame (298, 0, 40×20) width: 40, height: 20
            Color(#007AFFFF) (298, 0, 40×20)
          Frame (22, 38, 40×20) width: 40, height: 20
            Color(#007AFFFF) (22, 38, 40×20)
        """)
  }

  @Test func aHorizontalGridFillsColumnsTopToBottom() {
    let host = ViewHost(
      LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(30))], spacing: 6) {
        ForEach(0..<5, id: \.self) { _ in Color.green.frame(width: 15) }
      })
    #expect(
      host.dump() == """
        LazyHGrid (0, 0, 57×58) 2 rows
          Frame (0, 0, 15×20) width: 15
            Color(#34C759FF) (0, 0, 15×20)
          Frame (0, 28, 15×30) width: 15
            Color(#34C759FF) (0, 28, 15×30)
          Frame (21, 0, 15×20) width: 15
            Color(#34C759FF) (21, 0, 15×20)
          Frame (21, 28, 15×30) width: 15
            Color(#34C759FF) (21, 28, 15×30)
          Frame (42, 0, 15×20) width: 15
            Color(#34C759FF) (42, 0, 15×20)
        """)
  }

  @Test func aGridOfCardsMatchesItsReference() {
    let host = ViewHost(
      ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 70), spacing: 10)], spacing: 10) {
          ForEach(0..<7, id: \.self) { index in
            RoundedRectangle(cornerRadius: 8)
              .fill([Color.red, Color.green, Color.blue][index % 3])
              .frame(height: 40 + Double(index % 2) * 20)
          }
        }
        .padding(10)
      },
      proposal: ProposedViewSize(width: 260, height: 200))
    expectMatchesReference(host.render(), named: "lazy-vgrid-adaptive")
  }

  // MARK: Hostile input

  @Test func noColumnsShowsNothingAndSaysWhy() {
    let host = ViewHost(LazyVGrid(columns: []) { cells(3) })
    #expect(host.size == CGSize(width: 0, height: 0))
    #expect(
      host.diagnostics == [
        "LazyVGrid has no columns; its 3 views are not shown (give it at least one GridItem, "
          + "such as GridItem(.flexible()))"
      ])
  }

  @Test func anAdaptiveMinimumThatIsNotAPositiveLengthIsReplaced() {
    for minimum in [0, -5, CGFloat.nan] {
      let host = ViewHost(
        LazyVGrid(columns: [GridItem(.adaptive(minimum: minimum), spacing: 0)]) { cells(3) },
        proposal: ProposedViewSize(width: 30, height: nil))
      // One-point columns: 30 fit, three of them used by the three cells.
      #expect(host.size == CGSize(width: 30, height: 10))
      #expect(
        host.diagnostics == [
          "LazyVGrid: GridItem adaptive minimum \(minimum.isNaN ? "nan" : "\(Int(minimum))") "
            + "is not a positive finite length; 1 is used instead (give a length such as 80)"
        ])
    }
  }

  @Test func tenThousandCellsLayOutInRowsOfThree() {
    let host = ViewHost(
      ScrollView {
        LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) { cells(10_000) }
      },
      proposal: ProposedViewSize(width: 300, height: nil))
    // ⌈10,000 / 3⌉ = 3,334 rows of 10 with 3,333 gaps of 8.
    #expect(host.size == CGSize(width: 300, height: 3_334 * 10 + 3_333 * 8))
    #expect(host.diagnostics == [])
  }

  @Test func anInfiniteWidthIsTreatedAsUnspecified() {
    let host = ViewHost(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 1))]) {
        Color.red.frame(width: 25, height: 10)
      },
      proposal: ProposedViewSize(width: .infinity, height: nil))
    #expect(host.size == CGSize(width: 25, height: 10))
  }
}

@MainActor @Suite struct LazyStackTests {
  @Test func pinnedViewsAtRestLayOutAsTheStackDoes() {
    let lazy = ViewHost(
      LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
        Section {
          Color.red.frame(width: 30, height: 10)
        } header: {
          Text("Header")
        }
      })
    let plain = ViewHost(
      VStack(alignment: .leading, spacing: 4) {
        Text("Header")
        Color.red.frame(width: 30, height: 10)
      })
    #expect(lazy.dump() == plain.dump())
    #expect(lazy.render() == plain.render())
  }
}
