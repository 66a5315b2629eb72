import Raster
import Testing

// MARK: - ExtendedBlendTests

/// The blend modes past normal, multiply and screen, on one pixel: a source colour in a layer
/// composited onto a backdrop. Expected bytes are worked out by hand from the W3C formulas
/// (`co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs)`) and Core Graphics' plus modes.
@Suite struct ExtendedBlendTests {
  /// The backdrop and source colours every case blends.
  static let backdrop = ColorU8(r: 200, g: 100, b: 50)
  static let source = ColorU8(r: 64, g: 128, b: 240)

  /// `source` drawn in a `mode` layer over a 4 × 4 canvas of `backdrop`; the centre pixel.
  static func blended(
    _ mode: BlendMode, source: ColorU8 = source, backdrop: ColorU8 = backdrop
  ) throws -> PremultipliedColorU8? {
    let blank = try #require(Pixmap(width: 4, height: 4, filledWith: backdrop))
    var canvas = Painter(pixmap: blank)
    canvas.pushLayer(opacity: 1, blendMode: mode)
    canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)), paint: .solid(source))
    canvas.popLayer()
    return canvas.pixmap.pixel(x: 2, y: 2)
  }

  @Test(arguments: [
    // min and max per channel.
    (BlendMode.darken, (64, 100, 50)),
    (.lighten, (200, 128, 240)),
    // |Cb − Cs|, and Cs + Cb − 2·Cs·Cb (264 − 100.4, 228 − 100.4, 290 − 94.1).
    (.difference, (136, 28, 190)),
    (.exclusion, (164, 128, 196)),
    // By the backdrop: red is light (screen of 2·Cb − 1: 1 − 2·(55/255)·(191/255)), green
    // and blue dark (2·Cs·Cb).
    (.overlay, (173, 100, 94)),
    // By the source: red dark (2·64·200/255), green and blue light.
    (.hardLight, (100, 101, 231)),
    // Cb / (1 − Cs), at most 1: 100/127 of green.
    (.colorDodge, (255, 201, 255)),
    // 1 − (1 − Cb) / Cs, at least 0: 1 − 55/64 of red, 1 − 205/240 of blue.
    (.colorBurn, (36, 0, 37)),
    // min(1, S + D) and max(0, S + D − 1).
    (.plusLighter, (255, 228, 255)),
    (.plusDarker, (9, 0, 35)),
    // Porter-Duff over an opaque backdrop.
    (.sourceAtop, (64, 128, 240)),
    (.destinationOver, (200, 100, 50)),
  ])
  func opaqueColoursBlendToTheWorkedOutBytes(_ mode: BlendMode, _ rgb: (Int, Int, Int)) throws {
    let expected = PremultipliedColorU8(
      r: UInt8(rgb.0), g: UInt8(rgb.1), b: UInt8(rgb.2), a: 255)
    #expect(try Self.blended(mode) == expected, "\(mode)")
  }

  @Test func destinationOutClearsWhereTheSourceIsOpaque() throws {
    #expect(try Self.blended(.destinationOut) == PremultipliedColorU8(r: 0, g: 0, b: 0, a: 0))
  }

  /// Over a transparent backdrop every mode that keeps the source shows it unchanged.
  @Test func overNothingTheSourceIsShown() throws {
    let translucent = ColorU8(r: 64, g: 128, b: 240, a: 128)
    let expected = try #require(
      try Self.blended(.normal, source: translucent, backdrop: .transparent))
    let keeping: [BlendMode] = [
      .overlay, .darken, .lighten, .colorDodge, .colorBurn, .hardLight, .difference, .exclusion,
      .plusLighter, .plusDarker, .destinationOver,
    ]
    for mode in keeping {
      #expect(
        try Self.blended(mode, source: translucent, backdrop: .transparent) == expected,
        "\(mode)")
    }
    #expect(
      try Self.blended(.sourceAtop, source: translucent, backdrop: .transparent)
        == PremultipliedColorU8(r: 0, g: 0, b: 0, a: 0))
  }

  /// Translucent over translucent: the result stays valid premultiplied (no channel above
  /// alpha) and its alpha is source-over's, or the sum for the plus modes.
  @Test func translucentResultsStayValid() throws {
    let source = ColorU8(r: 250, g: 10, b: 128, a: 100)
    let backdrop = ColorU8(r: 30, g: 240, b: 128, a: 180)
    for mode in BlendMode.allCases where ![.normal, .multiply, .screen].contains(mode) {
      let pixel = try #require(try Self.blended(mode, source: source, backdrop: backdrop))
      #expect(pixel.r <= pixel.a && pixel.g <= pixel.a && pixel.b <= pixel.a, "\(mode)")
    }
    #expect(try Self.blended(.plusLighter, source: source, backdrop: backdrop)?.a == 255)
    #expect(try Self.blended(.darken, source: source, backdrop: backdrop)?.a == 209)
  }
}
