import CatalogUI
import Raster
import Testing

@MainActor @Suite struct TextSpacingTests {
  private func size(_ view: some View, width: Double? = nil) -> CGSize {
    ViewHost(view, proposal: ProposedViewSize(width: width, height: nil)).accessibilityElements
      .first?.frame.size ?? .zero
  }

  @Test func reservedLinesGiveTheHeightOfThatManyLines() {
    let one = size(Text("One line")).height
    let two = size(Text("One line\n2")).height
    let three = size(Text("One line\n2\n3")).height
    let four = size(Text("One line\n2\n3\n4")).height
    #expect(size(Text("One line").lineLimit(3, reservesSpace: true)).height == three)
    #expect(size(Text("One line").lineLimit(3, reservesSpace: false)).height == one)
    #expect(size(Text("One line").lineLimit(2...4)).height == two)
    #expect(size(Text("One line").lineLimit(2...)).height == two)
    let long = Text("one two three four five six seven eight nine ten eleven twelve")
    #expect(size(long.lineLimit(2...4), width: 40).height == four)
    #expect(size(long.lineLimit(...2), width: 40).height == two)
  }

  @Test func reservedLinesKeepTheTextAtTheTop() {
    let reserved = ViewHost(Text("Top").lineLimit(2, reservesSpace: true)).render()
    let twoLines = ViewHost(Text("Top\n ")).render()
    #expect(reserved != nil)
    #expect(reserved == twoLines, "the reserved line is empty space below the text")
  }

  @Test func kerningSpacesCharactersAsTrackingDoes() {
    let kerned = ViewHost(Text("AVATAR").kerning(3)).render()
    #expect(kerned == ViewHost(Text("AVATAR").tracking(3)).render())
    #expect(kerned != ViewHost(Text("AVATAR")).render())
    #expect(size(Text("AVATAR").kerning(.nan)) == size(Text("AVATAR")))
  }
}

@MainActor @Suite struct TextSpacingBoundsTests {
  @Test func absurdReservedLinesAndKerningNeitherTrapNorHang() {
    let reserved = ViewHost(Text("x").lineLimit(Int.max, reservesSpace: true))
    #expect(reserved.accessibilityElements.count == 1)
    _ = reserved.render()
    let negative = ViewHost(Text("x").lineLimit(-3, reservesSpace: true))
    #expect(negative.render() == ViewHost(Text("x")).render())
    let kerned = ViewHost(Text("xy").kerning(1e300))
    #expect(kerned.accessibilityElements.count == 1)
    _ = kerned.render()
  }
}
