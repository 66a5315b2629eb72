import CatalogUI
import Raster
import Testing

/// `Image(systemName:)` lays out with SF Symbols' metrics: as wide as its ink, as tall as the
/// font's cap height and image scale make it, centred on the capitals beside text.
@MainActor @Suite struct SymbolMetricsTests {
  @Test func aSymbolIsAsWideAsItsInkAndAsTallAsItsFontMakesIt() {
    // chevron.right's ink spans columns 4…12 of the 16-unit grid: 8 units of 17 pt / 16.
    #expect(ViewHost(Image(systemName: "chevron.right")).size == CGSize(width: 8.5, height: 17))
    #expect(ViewHost(Image(systemName: "star")).size == CGSize(width: 17, height: 17))
    // minus spans columns 2…14: 12.75 pt, rounded up to the 2× pixel grid by the host.
    #expect(ViewHost(Image(systemName: "minus")).size == CGSize(width: 13, height: 17))
    // Large: 1.29 × 17 = 21.93 tall, half that wide, rounded up to the 2× pixel grid.
    #expect(
      ViewHost(Image(systemName: "chevron.right").imageScale(.large)).size
        == CGSize(width: 11, height: 22))
  }

  @Test func theHeightFollowsTheFontsCapHeight() throws {
    // The monospaced face's capitals are shorter than Inter's, so its symbols are too.
    let mono = ViewHost(Image(systemName: "star").font(.system(size: 20, design: .monospaced)))
    let inter = ViewHost(Image(systemName: "star").font(.system(size: 20)))
    #expect(inter.size == CGSize(width: 20, height: 20))
    #expect(mono.size.height < 20)
    #expect(mono.size.width == mono.size.height)
  }

  @Test func aSymbolsBaselineIsTheTextsWithItsBoxCentredOnTheCapitals() {
    // Inter 17: the line's baseline is 16.68 pt down, its capitals 12.36 pt tall, so the
    // symbol's middle is at 10.5 pt: its 17 pt box starts 2 pt down.
    let row = HStack(alignment: .firstTextBaseline) {
      Image(systemName: "star")
      Text("Hg")
    }
    #expect(
      ViewHost(row).dump() == """
        HStack (0, 0, 48×21)
          Image (0, 2, 17×17)
          Text("Hg") (25, 0, 23×21) text: "Hg", font: Inter 17 regular
        """)
  }

  @Test func aLabelsIconSitsOnItsFirstLine() {
    let label = Label("Wrapped title over two lines", systemImage: "star").frame(width: 120)
    #expect(
      ViewHost(label).dump() == """
        Frame (0, 0, 120×62) width: 120
          HStack (11, 0, 98×62) spacing: 8, label: "Wrapped title over two lines"
            Image (11, 2, 17×17)
            Text("Wrapped title over two lines") (36, 0, 73×62) text: "Wrapped title over two lines", font: Inter 17 regular
        """)
  }

  @Test func heavierWeightsThickenTheOutlineAndLighterOnesThinIt() throws {
    func ink(_ weight: Font.Weight) throws -> Int {
      let pixmap = try #require(
        ViewHost(Image(systemName: "chevron.right").font(.system(size: 40, weight: weight)))
          .render())
      return stride(from: 3, to: pixmap.data.count, by: 4).reduce(0) { $0 + Int(pixmap.data[$1]) }
    }
    let regular = try ink(.regular)
    #expect(try ink(.ultraLight) < ink(.thin))
    #expect(try ink(.thin) < ink(.light))
    #expect(try ink(.light) < regular)
    #expect(try ink(.semibold) > regular)
    #expect(try ink(.bold) > ink(.semibold))
    #expect(try ink(.black) > ink(.bold))
  }

  @Test func fontWeightAndASystemFontsWeightThinASymbolAlike() {
    let byModifier = ViewHost(
      Image(systemName: "heart").font(.system(size: 40)).fontWeight(.light)
    ).render()
    let byFont = ViewHost(Image(systemName: "heart").font(.system(size: 40, weight: .light)))
      .render()
    let regular = ViewHost(Image(systemName: "heart").font(.system(size: 40))).render()
    #expect(byModifier == byFont)
    #expect(byFont != regular)
  }

  @Test func oneSymbolAtUltraLightRegularAndBlackMatchesItsReference() {
    let view = HStack(spacing: 8) {
      Image(systemName: "heart").fontWeight(.ultraLight)
      Image(systemName: "heart")
      Image(systemName: "heart").fontWeight(.black)
    }
    .font(.system(size: 32))
    .padding(4)
    .background(.white)
    expectMatchesReference(ViewHost(view).render(), named: "symbol-weights")
  }

  @Test func symbolsBesideTextMatchTheirReference() {
    let view = VStack(alignment: .leading, spacing: 8) {
      Label("Favourites", systemImage: "star.fill")
      Label("Settings", systemImage: "gearshape").font(.title3.weight(.bold))
      HStack {
        Image(systemName: "chevron.left")
        Text("Back")
      }
      Text("Rated \(Image(systemName: "star.fill")) 4.9 \(Image(systemName: "chevron.right"))")
      HStack(alignment: .firstTextBaseline, spacing: 4) {
        Image(systemName: "heart").imageScale(.small)
        Image(systemName: "heart")
        Image(systemName: "heart").imageScale(.large)
        Text("Hxg")
      }
    }
    .padding(6)
    .background(.white)
    expectMatchesReference(ViewHost(view).render(), named: "symbol-metrics")
  }
}
