import CatalogUI
import Raster
import Testing

/// The drawing modifiers of `SwiftUIDrawingViews.swift`, rendered at 2× and compared pixel for
/// pixel with reviewed references, their frames checked exactly, and absurd numbers survived.
@MainActor @Suite struct DrawingModifierTests {
  // MARK: - Materials

  @Test func materialsBlurWhatIsBehindThemAndTintIt() {
    expectMatchesReference(ViewHost(MaterialSwatches()).render(), named: "materials-light")
  }

  @Test func darkMaterialsTintDark() {
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    expectMatchesReference(
      ViewHost(MaterialSwatches(), environment: environment).render(),
      named: "materials-dark")
  }

  @Test func aMaterialOverOneColourKeepsThatColourUnderItsTint() throws {
    // Blurring a uniform red changes nothing, so the pixel is red under 64 % white.
    let view = Color.clear.frame(width: 20, height: 20).background(.regularMaterial)
      .background(Color.red)
    let pixmap = try #require(ViewHost(view).render())
    let red = Color.red.resolve(in: .light)
    let expected = { (c: UInt8) in UInt8((Double(c) * 0.36 + 255 * 0.64).rounded()) }
    let pixel = try #require(pixmap.pixel(x: 20, y: 20))
    #expect(abs(Int(pixel.r) - Int(expected(red.r))) <= 1)
    #expect(abs(Int(pixel.g) - Int(expected(red.g))) <= 1)
    #expect(abs(Int(pixel.b) - Int(expected(red.b))) <= 1)
    #expect(pixel.a == 255)
  }

  @Test func materialRendersAreByteIdenticalAcrossRuns() {
    let first = ViewHost(MaterialSwatches()).render()
    let second = ViewHost(MaterialSwatches()).render()
    #expect(first == second)
  }

  // MARK: - Blur

  @Test func blurSpreadsAViewBeyondItsFrameSymmetrically() throws {
    let view = HStack(spacing: 24) {
      Color.red.frame(width: 24, height: 24).blur(radius: 8)
      Text("Blur").font(.system(size: 20, weight: .bold)).blur(radius: 3)
      Circle().fill(Color.blue).frame(width: 24, height: 24).blur(radius: 1e300)
    }.padding(24)
    let pixmap = try #require(ViewHost(view).render())
    expectMatchesReference(pixmap, named: "blur-radii")
    // The red square's centre row: equal alpha at equal distances left and right of it.
    let centreY = 48
    let left = 48
    let right = 95
    for d in 1...20 {
      let a = try #require(pixmap.pixel(x: left - d, y: centreY)).a
      let b = try #require(pixmap.pixel(x: right + d, y: centreY)).a
      #expect(a == b, "alpha \(d) px beyond the square: \(a) left, \(b) right")
    }
    #expect(try #require(pixmap.pixel(x: left - 6, y: centreY)).a > 0)
  }

  @Test func whatIsDrawnAfterAClipInsideABlurIsBlurredToo() throws {
    let view = VStack(spacing: 0) {
      Color.red.frame(width: 50, height: 50).clipped()
      Color.blue
    }.frame(width: 200, height: 200).blur(radius: 20)
    let pixmap = try #require(ViewHost(view).render())
    let below = try #require(pixmap.pixel(x: 200, y: 300))
    #expect(below.b > 200 && below.a > 200, "\(below)")
  }

  @Test func aBlurOfZeroNegativeOrNaNDrawsTheViewAsItIs() {
    let plain = ViewHost(Color.red.frame(width: 10, height: 10)).render()
    for radius in [0, -4, Double.nan, -Double.infinity] {
      #expect(
        ViewHost(Color.red.frame(width: 10, height: 10).blur(radius: radius)).render()
          == plain, "radius \(radius)")
    }
  }

  // MARK: - Mask, trim and stroke styles

  @Test func masksKeepContentWhereTheMaskIsOpaque() {
    expectMatchesReference(ViewHost(MaskSamples()).render(), named: "mask-alignment-gradient")
  }

  @Test func trimmedShapesAndStrokeStylesDrawAsSwiftUI() {
    expectMatchesReference(ViewHost(StrokeSamples()).render(), named: "trim-stroke-styles")
  }

  @Test func strokeStyleHasSwiftUIDefaults() {
    let style = CatalogUI.StrokeStyle()
    #expect(style.lineWidth == 1 && style.miterLimit == 10 && style.dash.isEmpty)
    #expect(style.lineCap == .butt && style.lineJoin == .miter && style.dashPhase == 0)
  }

  @Test func trimmedPathKeepsTheRequestedLength() {
    let square = CatalogUI.Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    // The rectangle runs clockwise from its top-left corner, 40 points around.
    #expect(square.trimmedPath(from: 0.25, to: 0.5).raster.svgPathData == "M10 0L10 10")
    #expect(square.trimmedPath(from: 0.125, to: 0.375).raster.svgPathData == "M5 0L10 0L10 5")
    #expect(square.trimmedPath(from: 0.875, to: 1).raster.svgPathData == "M0 5L0 0")
    #expect(square.trimmedPath(from: 0, to: 1) == square)
  }

  // MARK: - Rotation and scale

  @Test func rotationAndScaleEffectsTurnAroundTheirAnchors() {
    expectMatchesReference(ViewHost(TransformSamples()).render(), named: "rotation-scale-effects")
  }

  // MARK: - minimumScaleFactor, scaledToFit, scaledToFill

  @Test func minimumScaleFactorShrinksTextToFitItsWidth() throws {
    let host = ViewHost(ShrinkingHeadlines())
    let shrunk = try #require(host.frame(of: "shrinks"))
    let truncated = try #require(host.frame(of: "truncates"))
    let floor = try #require(host.frame(of: "floor"))
    let fits = try #require(host.frame(of: "fits"))
    // Title (28 pt) shrinks to about 55 % to fit 200 points on one line; without a factor it
    // is truncated; with 0.9 it shrinks as far as allowed and is still truncated; short text
    // keeps its size.
    #expect(shrunk == CGRect(x: 0, y: 0, width: 200, height: 18.5))
    #expect(truncated == CGRect(x: 0, y: 22.5, width: 176.5, height: 34))
    #expect(floor == CGRect(x: 0, y: 60.5, width: 159, height: 30.5))
    #expect(fits == CGRect(x: 0, y: 95, width: 87.5, height: 34))
    expectMatchesReference(host.render(background: .white), named: "minimum-scale-factor")
  }

  @Test func scaledToFitAndFillKeepTheIdealAspectRatio() throws {
    let host = ViewHost(ScaledContent())
    // Fit: the largest square inside 60×30, centred; fill: the smallest square around it,
    // overflowing above and below, as SwiftUI lays them out.
    #expect(host.frame(of: "fit") == CGRect(x: 15, y: 0, width: 30, height: 30))
    #expect(host.frame(of: "fill") == CGRect(x: 60, y: -15, width: 60, height: 60))
    #expect(host.frame(of: "circle") == CGRect(x: 130, y: 5, width: 20, height: 20))
  }

  // MARK: - Redaction

  @Test func placeholderRedactionDrawsBarsAndBoxes() {
    expectMatchesReference(ViewHost(PlaceholderCard()).render(), named: "redacted-placeholder")
  }

  @Test func redactionReasonsCompose() {
    var reasons: RedactionReasons = [.placeholder]
    reasons.formUnion(.privacy)
    #expect(reasons.contains(.placeholder) && reasons.contains(.privacy))
    #expect(!reasons.contains(.invalidated))
  }

  // MARK: - Absurd numbers

  @Test func absurdTrimBoundsDrawNothingOrClamp() {
    let empty = ViewHost(Color.clear.frame(width: 20, height: 20)).render()
    for (from, to) in [(Double.nan, 1.0), (0, .nan), (0.8, 0.2), (-5, -1), (2, 3)] {
      let view = Circle().trim(from: from, to: to).stroke(Color.red, lineWidth: 2)
        .frame(width: 20, height: 20)
      #expect(ViewHost(view).render() == empty, "trim(from: \(from), to: \(to))")
    }
    let clamped = Circle().trim(from: -1, to: .infinity).stroke(Color.red, lineWidth: 2)
      .frame(width: 20, height: 20)
    let whole = Circle().stroke(Color.red, lineWidth: 2).frame(width: 20, height: 20)
    #expect(ViewHost(clamped).render() == ViewHost(whole).render())
  }

  @Test func absurdScaleAndRotationNeverTrap() {
    let empty = ViewHost(Color.clear.frame(width: 20, height: 20)).render()
    for scale in [0.0, .nan, .infinity, -.infinity] {
      let view = Color.red.frame(width: 20, height: 20).scaleEffect(scale)
      #expect(ViewHost(view).render() == empty, "scaleEffect(\(scale))")
    }
    let nanAngle = Color.red.frame(width: 20, height: 20).rotationEffect(.radians(.nan))
    #expect(ViewHost(nanAngle).render() == empty)
    let nanAnchor = Color.red.frame(width: 20, height: 20)
      .scaleEffect(2, anchor: UnitPoint(x: .nan, y: 0))
    #expect(ViewHost(nanAnchor).render() == empty)
    // A factor so large the geometry leaves the rasterizer's range draws nothing.
    let huge = ViewHost(Color.red.frame(width: 20, height: 20).scaleEffect(1e300)).render()
    #expect(huge == empty)
    let red = ViewHost(Color.red.frame(width: 20, height: 20)).render()
    let negative = Color.red.frame(width: 20, height: 20).scaleEffect(x: -1, y: 1)
    #expect(ViewHost(negative).render() == red)
  }

  @Test func absurdMinimumScaleFactorsAreClamped() throws {
    func width(_ factor: CGFloat) throws -> Double {
      let view = Text("Weekend in Lisbon, Portugal").font(.title).lineLimit(1)
        .minimumScaleFactor(factor).id("t").frame(width: 120)
      return try #require(ViewHost(view).frame(of: "t")).width
    }
    let unscaled = try width(1)
    #expect(try width(2) == unscaled)
    #expect(try width(.nan) == unscaled)
    #expect(try width(-3) <= 120)
    #expect(try width(0) <= 120)
    #expect(try width(.infinity) == unscaled)
  }

  @Test func absurdBackdropSigmasDoNotTrap() throws {
    var canvas = Painter(pixmap: try #require(Pixmap(width: 40, height: 40, filledWith: .white)))
    let square = Raster.Path(rect: Rect(x: 5, y: 5, width: 30, height: 30))
    for sigma in [Double.nan, -1, 0, .infinity, 1e300] {
      canvas.drawBackdropBlur(square, sigma: sigma)
    }
    #expect(canvas.pixmap == Pixmap(width: 40, height: 40, filledWith: .white))
    let degenerate = Raster.Path(rect: Rect(x: .nan, y: 1e300, width: -4, height: .infinity))
    canvas.drawBackdropBlur(degenerate, sigma: 4)
    #expect(canvas.pixmap == Pixmap(width: 40, height: 40, filledWith: .white))
  }
}
