import Hashing
import Raster
import Testing

/// A display list's content key changes with every input of its pixels, and a list drawing a
/// font it cannot identify has none.
@Suite struct ContentKeyTests {
  final class AnonymousFont: GlyphOutlineSource {
    let name = "Anonymous"
    func glyphOutline(_ glyph: UInt32) -> Path? { Path() }
  }

  final class DigestedFont: GlyphOutlineSource {
    let name = "Digested"
    let contentDigest: String?
    init(_ digest: String) { contentDigest = digest }
    func glyphOutline(_ glyph: UInt32) -> Path? { Path() }
  }

  private func key(_ list: DisplayList) -> XXH3.Hash128? {
    var writer = ContentKeyWriter()
    return list.writeContent(into: &writer) ? writer.key : nil
  }

  private func list(_ items: [DisplayItem], background: ColorU8 = .white) -> DisplayList {
    DisplayList(width: 20, height: 10, background: background, items: items)
  }

  private let square = Path(rect: Rect(x: 1, y: 2, width: 3, height: 4))

  @Test func equalListsHaveEqualKeysAndEveryChangeChangesIt() throws {
    let base = list([.fill(square, paint: .solid(.black))])
    let image = try #require(Pixmap(width: 1, height: 1, filledWith: .black))
    let otherImage = try #require(Pixmap(width: 1, height: 1, filledWith: .white))
    var variants: [DisplayList] = [
      list([.fill(square, paint: .solid(.black))], background: .transparent),
      DisplayList(width: 21, height: 10, background: .white, items: base.items),
      list([.fill(square, paint: .solid(.white))]),
      list([.fill(square, paint: .solid(.black), rule: .evenOdd)]),
      list([.fill(square, paint: .solid(.black), opacity: 0.5)]),
      list([.fill(square, paint: .solid(.black), transform: Transform(translationX: 0, y: -0.0))]),
      list([.fill(Path(rect: Rect(x: 1, y: 2, width: 3, height: 5)), paint: .solid(.black))]),
      list([.stroke(square, style: Stroke(lineWidth: 1), paint: .solid(.black))]),
      list([.fill(square, paint: .solid(.black)), .popClip]),
      list([.pushBlur(sigma: 2), .fill(square, paint: .solid(.black)), .popLayer]),
      list([.image(image, rect: Rect(x: 0, y: 0, width: 1, height: 1))]),
      list([.image(otherImage, rect: Rect(x: 0, y: 0, width: 1, height: 1))]),
    ]
    let halved = try #require(
      ColorMatrix([0.5, 0, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0, 1, 0]))
    variants += [
      list([.pushFilter(.colorMatrix(.identity)), .fill(square, paint: .solid(.black)), .popLayer]),
      list([.pushFilter(.colorMatrix(halved)), .fill(square, paint: .solid(.black)), .popLayer]),
    ]
    let baseKey = try #require(key(base))
    #expect(key(list([.fill(square, paint: .solid(.black))])) == baseKey)
    var keys: Set<XXH3.Hash128> = [baseKey]
    for variant in variants {
      let k = try #require(key(variant))
      #expect(keys.insert(k).inserted, "\(variant) has the key of another list")
    }
  }

  @Test func glyphRunsAreKeyedByTheirFontsDigestAndCannotBeWithoutOne() throws {
    func run(_ font: any GlyphOutlineSource, text: String = "A") -> DisplayList {
      list([
        .glyphs(
          GlyphRun(
            font: font, size: 12, glyphs: [.init(id: 3, origin: Point(x: 1, y: 9))], text: text),
          paint: .solid(.black))
      ])
    }
    #expect(key(run(AnonymousFont())) == nil)
    let a = try #require(key(run(DigestedFont("a"))))
    #expect(key(run(DigestedFont("a"))) == a)
    #expect(key(run(DigestedFont("b"))) != a)
    #expect(key(run(DigestedFont("a"), text: "B")) != a)
  }
}
