import CatalogUI
import Raster
import Testing

// MARK: - BlendModeTests

/// `blendMode(_:)`: the view composited with what is behind it, exactly, and the modes not
/// drawn yet reported.
@MainActor @Suite struct BlendModeTests {
  /// A swatch of `#4080F0` blended onto `#C86432`, 8 points square.
  struct Swatch: View {
    let mode: CatalogUI.BlendMode
    var body: some View {
      ZStack {
        Color(hex: "#C86432")
        Color(hex: "#4080F0").blendMode(mode)
      }
      .frame(width: 8, height: 8)
    }
  }

  struct Swatches: View {
    var body: some View {
      HStack(spacing: 0) {
        ForEach(
          [
            CatalogUI.BlendMode.normal, .multiply, .screen, .overlay, .darken, .lighten,
            .plusLighter,
            .plusDarker, .difference,
          ], id: \.self
        ) { mode in
          Swatch(mode: mode)
        }
      }
    }
  }

  @Test func eachModeDrawsTheWorkedOutColour() throws {
    let expected: [(CatalogUI.BlendMode, String)] = [
      (.normal, "#4080F0FF"), (.darken, "#406432FF"), (.lighten, "#C880F0FF"),
      (.difference, "#881CBEFF"), (.overlay, "#AD645EFF"), (.plusLighter, "#FFE4FFFF"),
      (.plusDarker, "#090023FF"),
    ]
    for (mode, hex) in expected {
      let pixmap = try #require(ViewHost(Swatch(mode: mode)).render())
      #expect(
        pixmap.pixel(x: pixmap.width / 2, y: pixmap.height / 2)?.unpremultiplied
          == ColorU8(hex: hex), "\(mode)")
    }
  }

  @Test func swatchesMatchTheirReference() {
    let host = ViewHost(Swatches())
    #expect(host.diagnostics == [])
    expectMatchesReference(host.render(), named: "blend-modes")
  }

  @Test func theNodeIsNamedInTheDump() {
    #expect(
      ViewHost(Swatch(mode: .multiply)).dump() == """
        Frame (0, 0, 8×8) width: 8, height: 8
          ZStack (0, 0, 8×8)
            Color(#C86432FF) (0, 0, 8×8)
            BlendMode(.multiply) (0, 0, 8×8)
              Color(#4080F0FF) (0, 0, 8×8)
        """)
  }

  @Test func aModeNotDrawnYetIsReportedAndDrawnAsNormal() throws {
    let host = ViewHost(Swatch(mode: .softLight))
    #expect(
      host.diagnostics == [
        "blendMode(.softLight) is not drawn yet; the view is drawn as .normal (use .multiply, "
          + ".screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .hardLight, "
          + ".difference, .exclusion, .plusLighter, .plusDarker, .sourceAtop, .destinationOver "
          + "or .destinationOut)"
      ])
    let soft = try #require(host.render())
    let normal = try #require(ViewHost(Swatch(mode: .normal)).render())
    #expect(soft.data == normal.data)
  }
}
