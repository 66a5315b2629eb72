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
    #expect(names.count == 486)
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

  /// The names drawn from composed outlines or further bootstrap icons since the first 386.
  private static let addedNames = [
    "applelogo", "arrow.backward", "arrow.forward", "arrow.up.forward", "arrow.uturn.backward",
    "arrow.uturn.forward", "arrow.uturn.left", "arrow.uturn.right", "arrowshape.turn.up.left.fill",
    "backward.end", "bandage", "bandage.fill", "bell.badge", "bell.badge.fill", "bell.slash.fill",
    "bolt.circle", "bolt.circle.fill", "bubble", "bubble.fill", "capsule", "capsule.fill",
    "chart.line.uptrend.xyaxis", "chevron.backward", "chevron.down.circle",
    "chevron.down.circle.fill", "chevron.forward", "chevron.left.2", "chevron.left.circle",
    "chevron.left.circle.fill", "chevron.right.2", "chevron.right.circle",
    "chevron.right.circle.fill", "chevron.up.circle", "chevron.up.circle.fill",
    "circle.lefthalf.filled", "cloud.moon", "cloud.moon.fill", "delete.left", "delete.left.fill",
    "diamond", "diamond.fill", "dollarsign.circle", "dollarsign.circle.fill", "ellipsis.circle",
    "ellipsis.circle.fill", "envelope.badge", "envelope.badge.fill", "exclamationmark.shield",
    "figure.run", "figure.walk", "forward.end", "heart.circle", "heart.circle.fill", "heart.slash",
    "heart.slash.fill", "hexagon", "hexagon.fill", "icloud.slash", "info", "leaf", "leaf.fill",
    "lightbulb.slash", "lightbulb.slash.fill", "line.horizontal.3", "list.dash", "location.circle",
    "location.circle.fill", "lock.circle", "lock.circle.fill", "magnifyingglass.circle",
    "magnifyingglass.circle.fill", "mappin.circle", "mappin.circle.fill", "moon.stars",
    "moon.stars.fill", "phone.circle", "phone.circle.fill", "play.rectangle", "play.rectangle.fill",
    "record.circle", "rectangle", "rectangle.fill", "repeat.1", "return", "shield.lefthalf.filled",
    "sidebar.left", "speedometer", "square.on.square", "star.circle", "star.circle.fill",
    "star.slash", "star.slash.fill", "text.aligncenter", "text.alignleft", "text.alignright",
    "triangle", "triangle.fill", "waveform", "waveform.path.ecg", "xmark.shield",
  ]

  @Test func addedSymbolsMatchTheirReferences() {
    let rows = stride(from: 0, to: Self.addedNames.count, by: 10).map {
      Array(Self.addedNames[$0..<min($0 + 10, Self.addedNames.count)])
    }
    let grid = VStack(alignment: .leading, spacing: 6) {
      ForEach(rows, id: \.self) { row in
        HStack(spacing: 6) {
          ForEach(row, id: \.self) { name in
            Image(systemName: name).frame(width: 24, height: 24)
          }
        }
      }
    }
    .font(.system(size: 20)).padding(6).background(.white)
    let host = ViewHost(grid)
    #expect(host.diagnostics == [])
    expectMatchesReference(host.render(), named: "system-symbols-added")
  }

  @Test func cutOutsShowWhatIsBehindTheSymbolAtEveryWeight() {
    // Each name at ultra-light, regular and black weight, then in a translucent style, whose
    // cut-outs must show the background rather than a darker gap.
    let row = HStack(spacing: 6) {
      ForEach(["bell.badge.fill", "heart.slash", "star.circle.fill", "leaf.fill"], id: \.self) {
        name in
        Image(systemName: name).fontWeight(.ultraLight)
        Image(systemName: name)
        Image(systemName: name).fontWeight(.black)
        Image(systemName: name).foregroundStyle(.secondary)
      }
    }
    .font(.system(size: 28)).foregroundStyle(.indigo).padding(6).background(.yellow)
    expectMatchesReference(ViewHost(row).render(), named: "system-symbol-cutouts")
  }

  @Test func aCutOutErasesTheSymbolDownToWhatIsBehindIt() throws {
    let pixmap = try #require(
      ViewHost(
        Image(systemName: "ellipsis.circle.fill").resizable()
          .foregroundStyle(Color(red: 0, green: 0, blue: 1)).frame(width: 32, height: 32)
          .background(Color(red: 1, green: 1, blue: 0))
      ).render())
    let unit = pixmap.width / 16  // the outline's 16 units across
    // The middle dot is cut out of the filled circle: the background shows through.
    #expect(
      pixmap.pixel(x: 8 * unit, y: 8 * unit)?.unpremultiplied
        == ColorU8(r: 255, g: 255, b: 0, a: 255))
    // Between the dot and the circle's edge, the circle's ink.
    #expect(
      pixmap.pixel(x: 8 * unit, y: 3 * unit)?.unpremultiplied
        == ColorU8(r: 0, g: 0, b: 255, a: 255))
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
