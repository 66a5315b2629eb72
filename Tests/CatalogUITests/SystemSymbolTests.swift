import CatalogUI
import Raster
import Testing

/// `Image(systemName:)`: SF Symbols names drawn from bootstrap-icons outlines.
@MainActor @Suite struct SystemSymbolTests {
  /// bootstrap-icons' star-fill.svg, copied by hand from the Debian package.
  private let starFill =
    "M3.612 15.443c-.386.198-.824-.149-.746-.592l.83-4.73L.173 6.765c-.329-.314-.158-.888.283-.95l4.898-.696L7.538.792c.197-.39.73-.39.927 0l2.184 4.327 4.898.696c.441.062.612.636.282.95l-3.522 3.356.83 4.73c.078.443-.36.79-.746.592L8 13.187l-4.389 2.256z"

  @Test func aMappedNameDrawsItsBootstrapIcon() {
    let symbol = ViewHost(Image(systemName: "star.fill").resizable().frame(width: 16, height: 16))
    let icon = ViewHost(
      Image(svgPathData: starFill, viewBox: CGSize(width: 16, height: 16)).resizable()
        .frame(width: 16, height: 16))
    #expect(symbol.diagnostics == [])
    #expect(symbol.render() == icon.render())
  }

  @Test func everyMappedNameHasAnOutlineThatParses() {
    // Other tests register names of their own; the built-in ones are fixed.
    let names = SymbolRegistry.shared.builtInNames
    #expect(names.count == 386)
    for name in [
      "star", "heart.fill", "chevron.left", "xmark", "magnifyingglass",
      "person.circle", "square.and.arrow.up", "exclamationmark.triangle",
      "line.3.horizontal", "slider.horizontal.3", "circle.fill",
    ] {
      #expect(names.contains(name), "\(name)")
    }
    for name in names {
      let host = ViewHost(Image(systemName: name))
      #expect(host.diagnostics == [], "\(name)")
    }
  }

  @Test func symbolsTakeTheFontSizeAndImageScale() {
    #expect(ViewHost(Image(systemName: "star")).size == CGSize(width: 17, height: 17))
    #expect(
      ViewHost(Image(systemName: "star").font(.system(size: 20))).size
        == CGSize(width: 20, height: 20))
    // 20 × 1.29 = 25.8 and 20 × 0.78 = 15.6, each rounded up to the 2× pixel grid by the host.
    #expect(
      ViewHost(Image(systemName: "star").font(.system(size: 20)).imageScale(.large)).size
        == CGSize(width: 26, height: 26))
    #expect(
      ViewHost(Image(systemName: "star").font(.system(size: 20)).imageScale(.small)).size
        == CGSize(width: 16, height: 16))
    #expect(
      ViewHost(
        Image(systemName: "star").resizable(),
        proposal: ProposedViewSize(width: 40, height: 30)
      ).size
        == CGSize(width: 40, height: 30))
  }

  @Test func symbolsMatchTheirReferences() {
    let row = HStack(spacing: 4) {
      Image(systemName: "star.fill").foregroundStyle(.orange)
      Image(systemName: "heart")
      Image(systemName: "person.circle").foregroundStyle(.blue)
      Image(systemName: "exclamationmark.triangle.fill").imageScale(.large)
      Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
    }
    .padding(4)
    .background(.white)
    expectMatchesReference(ViewHost(row).render(), named: "system-symbols")
  }

  @Test func anUnmappedNameDrawsAPlaceholderOfTheSymbolSizeAndSaysHowToFixIt() {
    let host = ViewHost(Image(systemName: "foo.bar").id("missing"))
    #expect(host.size == CGSize(width: 17, height: 17))
    #expect(
      host.diagnostics == [
        "Image: no symbol named 'foo.bar'; register one before rendering with "
          + "SymbolRegistry.shared.register(\"foo.bar\", svgPathData:viewBox:), or put foo.bar.svg "
          + "among your target's resources and call "
          + "SymbolRegistry.shared.registerSymbols(in: .module); `catalog symbols` lists the "
          + "names there are"
      ])
    expectMatchesReference(host.render(), named: "system-symbol-placeholder")
  }
}
