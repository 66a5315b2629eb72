import Raster
import Testing

/// The text dump of a display list: one line per item, exact text.
@Suite struct DisplayListDescriptionTests {
  /// A font with no outlines, enough to name a run in a dump.
  final class NamedFont: GlyphOutlineSource {
    let name = "Test-Regular"
    func glyphOutline(_ glyph: UInt32) -> Path? { Path() }
  }

  @Test func everyItemKindDumpsOnOneLineWithNestingIndented() throws {
    let triangle = try Path(svgPathData: "M0 0 L10.5 0 L0 0.1 Z")
    let square = Path(rect: Rect(x: 1, y: 2, width: 3, height: 4))
    let gradient = try #require(
      Gradient(
        stops: [
          Gradient.Stop(offset: 0, color: .white),
          Gradient.Stop(offset: 1, color: ColorU8(r: 255, g: 0, b: 0, a: 128)),
        ],
        spread: .reflect, interpolation: .unpremultiplied))
    let image = try #require(Pixmap(width: 2, height: 3))
    let run = GlyphRun(
      font: NamedFont(), size: 12.5,
      glyphs: [
        .init(id: 7, origin: Point(x: 1, y: 20)), .init(id: 9, origin: Point(x: 8.25, y: 20)),
      ],
      text: "Hi \"you\"\n")
    let list = DisplayList(
      width: 40, height: 30, background: .white,
      items: [
        .fill(triangle, paint: .solid(.black)),
        .pushClip(square, rule: .evenOdd, transform: Transform(translationX: 1, y: 0)),
        .pushLayer(opacity: 0.5, blendMode: .multiply),
        .fill(
          square,
          paint: .linearGradient(
            start: .zero, end: Point(x: 10, y: 0),
            gradient: gradient), opacity: 0.25),
        .stroke(
          triangle,
          style: Stroke(
            lineWidth: 2, lineCap: .round, dash: [1, 2],
            dashPhase: 0.5),
          paint: .radialGradient(center: Point(x: 5, y: 5), radius: 3, gradient: gradient)),
        .popLayer,
        .popClip,
        .glyphs(run, paint: .solid(.black), transform: Transform(scaleX: 2, y: 2)),
        .shadow(
          square, color: ColorU8(r: 0, g: 0, b: 0, a: 64), sigma: 4,
          offset: Point(x: 0, y: 1.5)),
        .image(image, rect: Rect(x: 0, y: 0, width: 20, height: 30), sampling: .nearest),
      ])
    let expected = """
      canvas 40x30 background #FFFFFFFF
      fill "M0 0L10.5 0L0 0.1Z" paint=#000000FF
      pushClip "M1 2L4 2L4 6L1 6Z" rule=evenodd transform=[1 0 0 1 1 0]
        pushLayer blend=multiply opacity=0.5
          fill "M1 2L4 2L4 6L1 6Z" paint=linear(0,0 10,0 stops=[0 #FFFFFFFF, 1 #FF000080] \
      extend=reflect interpolation=unpremultiplied) opacity=0.25
          stroke "M0 0L10.5 0L0 0.1Z" paint=radial(5,5 r=3 stops=[0 #FFFFFFFF, 1 #FF000080] \
      extend=reflect interpolation=unpremultiplied) width=2 cap=round dash=[1 2] dashOffset=0.5
        popLayer
      popClip
      glyphs font=Test-Regular size=12.5 text="Hi \\"you\\"\\n" ids=[7@1,20 9@8.25,20] \
      paint=#000000FF transform=[2 0 0 2 0 0]
      shadow "M1 2L4 2L4 6L1 6Z" color=#00000040 sigma=4 offset=0,1.5
      image 2x3 rect=0,0,20,30 sampling=nearest
      """
    #expect(list.description == expected)
  }

  @Test func unbalancedPopsNeverIndentBelowZero() {
    let list = DisplayList(width: 1, height: 1, items: [.popClip, .popLayer])
    #expect(list.description == "canvas 1x1 background #00000000\npopClip\npopLayer")
  }
}
