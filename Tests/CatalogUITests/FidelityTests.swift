import CatalogUI
import Raster
import Testing

/// Where CatalogUI drew or measured something other than what SwiftUI does: each test pins
/// SwiftUI's documented behaviour with exact frames or pixels (2× renders).
@MainActor @Suite struct FidelityTests {
  // MARK: - offset

  @Test func aModifierAfterOffsetKeepsTheLayoutFrame() throws {
    // Apple: "The original dimensions of the view aren't changed by offsetting the contents".
    let view = ZStack(alignment: .topLeading) {
      Color.red.frame(width: 20, height: 10).id("inner")
        .offset(x: 30, y: 5).id("after")
        .background(Color.blue.id("background"))
        .background(GeometryReader { _ in Color.clear.id("reader") })
    }.frame(width: 100, height: 50, alignment: .topLeading)
    let host = ViewHost(view)
    #expect(host.frame(of: "inner") == CGRect(x: 30, y: 5, width: 20, height: 10))
    #expect(host.frame(of: "after") == CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(host.frame(of: "background") == CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(host.frame(of: "reader") == CGRect(x: 0, y: 0, width: 20, height: 10))
  }

  @Test func anOffsetViewIsTappedAndOutlinedWhereItIsDrawn() throws {
    var taps = 0
    let view = ZStack(alignment: .topLeading) {
      Color.red.frame(width: 20, height: 10)
        .offset(x: 30, y: 5)
        .onTapGesture { taps += 1 }
        .accessibilityLabel("Moved").accessibilityAddTraits(.isButton)
        .id("moved")
    }.frame(width: 100, height: 50, alignment: .topLeading)
    let host = ViewHost(view)
    #expect(host.tap(at: CGPoint(x: 5, y: 5)) == false)
    #expect(host.tap(at: CGPoint(x: 35, y: 10)))
    try host.find(id: "moved").tap()
    #expect(taps == 2)
    #expect(
      host.accessibilityElements.map(\.description) == [
        "button \"Moved\" (30, 5, 20×10)"
      ])
  }

  // MARK: - ProgressView tint

  @Test func aTintColoursTheSpinnerAndTheBar() throws {
    let red = Color(hex: "#FF0000")
    // The first spoke, at twelve o'clock, is fully opaque: 4.8 × 11.6 px from the top centre.
    func spoke(_ view: some View) throws -> PremultipliedColorU8 {
      try #require(ViewHost(view).render()?.pixel(x: 19, y: 5))
    }
    #expect(try spoke(ProgressView()) == PremultipliedColorU8(r: 0x8E, g: 0x8E, b: 0x93, a: 255))
    #expect(try spoke(ProgressView().tint(red)) == PremultipliedColorU8(r: 255, g: 0, b: 0, a: 255))
    let bar = ProgressView(value: 0.5).tint(red).frame(width: 100)
    let pixmap = try #require(ViewHost(bar).render())
    #expect(pixmap.pixel(x: 40, y: 4) == PremultipliedColorU8(r: 255, g: 0, b: 0, a: 255))
  }

  // MARK: - Right-to-left paragraphs

  @Test func aLatinParagraphKeepsItsOrderInARightToLeftLayout() throws {
    // The base direction comes from the first strong character; the layout direction only
    // aligns. A centred line is therefore the same pixels in both directions.
    var rtl = EnvironmentValues()
    rtl.layoutDirection = .rightToLeft
    let n = 3
    let view = Text("\(n) nights").frame(width: 200)
    let leftToRight = try #require(ViewHost(view).render())
    let rightToLeft = try #require(ViewHost(view, environment: rtl).render())
    #expect(leftToRight == rightToLeft)
    // A wrapped Latin paragraph aligns its lines to the leading edge, the right one: their
    // right edges meet, their left edges do not ("Three" / "nights in" / "Lisbon").
    let pixmap = try #require(
      ViewHost(Text("Three nights in Lisbon").frame(width: 90), environment: rtl).render())
    func ink(rows: Range<Int>) -> (left: Int, right: Int) {
      var left = Int.max
      var right = -1
      for y in rows {
        for x in 0..<pixmap.width where (pixmap.pixel(x: x, y: y)?.a ?? 0) > 0 {
          left = min(left, x)
          right = max(right, x)
        }
      }
      return (left, right)
    }
    // Three lines of 20.5 points (41 pixels).
    let lines = (0..<3).map { ink(rows: $0 * 41..<min(($0 + 1) * 41, pixmap.height)) }
    #expect(lines.count == 3 && pixmap.height == 124)
    #expect(lines.allSatisfy { abs($0.right - lines[0].right) <= 2 })
    #expect(Set(lines.map(\.left)).count == 3)
  }

  // MARK: - Shadows of text and symbols

  @Test func aTextShadowFollowsTheGlyphsNotABox() throws {
    // Without blur, the shadow is the glyphs again, moved: as drawing them moved in its colour.
    let shadowed = Text("Tg").font(.system(size: 30)).foregroundColor(Color(hex: "#FF0000"))
      .shadow(color: Color(hex: "#000000"), radius: 0, x: 20, y: 0)
      .frame(width: 80, height: 40)
    let drawn = ZStack {
      Text("Tg").font(.system(size: 30)).foregroundColor(Color(hex: "#000000")).offset(x: 20)
      Text("Tg").font(.system(size: 30)).foregroundColor(Color(hex: "#FF0000"))
    }.frame(width: 80, height: 40)
    let a = try #require(ViewHost(shadowed).render())
    let b = try #require(ViewHost(drawn).render())
    #expect(a == b)
  }

  @Test func blurredShadowsOfTextAndSymbolsMatchTheirReference() {
    let view = HStack(spacing: 16) {
      Text("Shadow").font(.system(size: 24, weight: .bold)).foregroundColor(.white)
        .shadow(color: .black, radius: 4, x: 2, y: 2)
      Image(systemName: "heart.fill").font(.system(size: 24)).foregroundColor(.white)
        .shadow(color: .black, radius: 4, x: 2, y: 2)
    }.padding(12).background(Color(hex: "#DDDDDD"))
    expectMatchesReference(ViewHost(view).render(), named: "shadow-text-symbol")
  }

  @Test func absurdTextShadowsNeverTrapAndDrawTheTextAlone() throws {
    let plain = try #require(ViewHost(Text("A").frame(width: 40, height: 30)).render())
    for (radius, x, y) in [
      (Double.nan, 0.0, 0.0), (.infinity, 0, 0), (0, .infinity, 0), (0, 0, -.nan),
      (1e300, 1e300, -1e300),
    ] {
      let view = Text("A").shadow(color: .black, radius: radius, x: x, y: y)
        .frame(width: 40, height: 30)
      let pixmap = try #require(ViewHost(view).render())
      if !x.isFinite || !y.isFinite { #expect(pixmap == plain) }
    }
  }

  // MARK: - Disabled toggle

  @Test func aDisabledToggleDimsItsLabel() throws {
    // The darkest pixel of the label: opaque black text enabled, iOS's disabled grey
    // (#3C3C43 at 30 %, premultiplied) disabled.
    func darkest(_ view: some View) throws -> PremultipliedColorU8? {
      let pixmap = try #require(ViewHost(view.frame(width: 200)).render())
      var best: PremultipliedColorU8?
      for y in 0..<pixmap.height {
        for x in 0..<80 {
          guard let p = pixmap.pixel(x: x, y: y), p.a > (best?.a ?? 0) else { continue }
          best = p
        }
      }
      return best
    }
    let toggle = Toggle("Wi-Fi", isOn: .constant(true))
    #expect(try darkest(toggle)?.a == 255)
    #expect(try darkest(toggle.disabled(true)) == PremultipliedColorU8(r: 18, g: 18, b: 20, a: 76))
  }

  // MARK: - Text at 1×

  @Test func aTextThatFitsDoesNotWrapWhereItsFrameIsSnapped() throws {
    // "Reserve" measures 66 points at 1×; centred in these widths its frame's edges snap to
    // whole pixels. It stays one line: no ink below its 21-point line.
    var oneX = EnvironmentValues()
    oneX.displayScale = 1
    var wrapped: [Double] = []
    for step in 0..<40 {
      let width = 66 + Double(step) * 0.25
      let view = VStack(spacing: 0) {
        Text("Reserve")
        Color.clear.frame(height: 30)
      }.frame(width: width)
      let pixmap = try #require(ViewHost(view, environment: oneX).render())
      let inkBelow = (22..<pixmap.height).contains { y in
        (0..<pixmap.width).contains { x in (pixmap.pixel(x: x, y: y)?.a ?? 0) > 0 }
      }
      if inkBelow { wrapped.append(width) }
    }
    #expect(wrapped == [])
  }

  // MARK: - ContentUnavailableView

  @Test func contentUnavailableViewTakesTheSpaceAFooterLeaves() throws {
    let screen = VStack(spacing: 0) {
      ContentUnavailableView("No trips", systemImage: "suitcase").id("empty")
      Text("Footer").id("footer")
    }
    let host = ViewHost(screen, proposal: ProposedViewSize(width: 375, height: 600))
    #expect(host.size == CGSize(width: 375, height: 600))
    #expect(host.frame(of: "empty") == CGRect(x: 0, y: 0, width: 375, height: 579))
    #expect(host.frame(of: "footer") == CGRect(x: 161.5, y: 579, width: 52, height: 21))
  }
}
