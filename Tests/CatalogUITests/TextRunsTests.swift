import CatalogUI
import Foundation
import Raster
import Testing

/// Text in several styles: `Text + Text`, inline Markdown in string literals, decorations.
@MainActor @Suite struct TextRunsTests {
  private func render(_ view: some View, width: Double = 220) -> Pixmap? {
    ViewHost(view.padding(8), proposal: ProposedViewSize(width: width, height: nil))
      .render(background: .white)
  }

  private func size(_ view: some View, width: Double? = nil) -> CGSize {
    ViewHost(view, proposal: ProposedViewSize(width: width, height: nil)).accessibilityElements
      .first?.frame.size ?? .zero
  }

  @Test func joinedTextsKeepTheirOwnStylesAndWrapAsOneParagraph() {
    let joined =
      Text("Free cancellation ") + Text("before Dec 3").bold()
      + Text(" for a full refund.").foregroundStyle(.red)
    expectMatchesReference(render(joined, width: 200), named: "text-runs-joined")
    // One paragraph: the wrapped text takes the lines one text of the same words would.
    let plain = Text("Free cancellation before Dec 3 for a full refund.")
    #expect(size(joined, width: 150).height == size(plain, width: 150).height)
    #expect(
      ViewHost(joined).accessibilityElements.first?.label
        == "Free cancellation before Dec 3 for a full refund.")
  }

  @Test func stylesGivenToTheWholeFillInWhatAPieceLeavesUnset() {
    let whole = (Text("Total ") + Text("$120").foregroundStyle(.blue)).font(.title).bold()
    let pieces =
      Text("Total ").font(.title).bold()
      + Text("$120").font(.title).bold()
      .foregroundStyle(.blue)
    #expect(render(whole) != nil)
    #expect(render(whole) == render(pieces))
    // A piece's own font wins over the whole's.
    let own = (Text("A").font(.caption) + Text("B")).font(.title)
    #expect(render(own) == render(Text("A").font(.caption) + Text("B").font(.title)))
  }

  @Test func theDumpNamesEachPieceWithItsFont() {
    let dump = ViewHost(Text("Total ") + Text("$120").bold()).dump()
    #expect(
      dump.contains(
        #"text: "Total $120", piece: "Total " Inter 17 regular, piece: "$120" Inter 17 bold"#),
      "\(dump)")
  }

  @Test func aLineIsAsTallAsItsTallestPiece() {
    let mixed = Text("Big").font(.largeTitle) + Text(" small").font(.caption)
    #expect(size(mixed).height == size(Text("Big").font(.largeTitle)).height)
    expectMatchesReference(render(mixed), named: "text-runs-mixed-sizes")
  }

  @Test func markdownInAStringLiteralIsDrawnAsSwiftUIDrawsIt() {
    let markdown = Text("Hello **world**, *you* and ~~them~~")
    let joined =
      Text(verbatim: "Hello ") + Text(verbatim: "world").bold() + Text(verbatim: ", ")
      + Text(verbatim: "you").italic() + Text(verbatim: " and ")
      + Text(verbatim: "them").strikethrough()
    #expect(render(markdown) != nil)
    #expect(render(markdown) == render(joined))
    #expect(ViewHost(markdown).accessibilityElements.first?.label == "Hello world, you and them")
    expectMatchesReference(render(markdown), named: "text-runs-markdown")
  }

  @Test func markdownLinksTakeTheTintAndCodeSpansKeepTheirCharacters() {
    let link = Text("Read the [terms](https://example.com/terms) and `a*b*c`")
      .tint(.green)
    let joined =
      Text(verbatim: "Read the ") + Text(verbatim: "terms").foregroundStyle(.green)
      + Text(verbatim: " and ") + Text(verbatim: "a*b*c").monospaced()
    #expect(render(link) == render(joined))
  }

  @Test func textThatIsNotMarkdownIsShownAsWritten() {
    for literal in [
      "snake_case_name", "2 * 3 * 4", "**", "a ** b", "price_1 and price_2", "[not a link]",
      "[x](has space)", "`unclosed", "~~~",
    ] {
      let key = LocalizedStringKey(literal)
      #expect(
        render(Text(key)) == render(Text(verbatim: literal)), "\(literal) is not Markdown")
    }
    #expect(render(Text("\\*not italic\\*")) == render(Text(verbatim: "*not italic*")))
  }

  @Test func hostileMarkdownNeitherHangsNorTraps() {
    // Each stays linear: unmatched closers (openers bottom), many `[` (the label cap).
    for source in [
      String(repeating: "a* ", count: 20_000), String(repeating: "[", count: 20_000),
      String(repeating: "[a](", count: 10_000), String(repeating: "`", count: 20_001),
      String(repeating: "~~a ", count: 10_000) + "\\",
    ] {
      let host = ViewHost(Text(LocalizedStringKey(source)).lineLimit(1))
      #expect(host.accessibilityElements.count == 1)
    }
    let nested = String(repeating: "*a ", count: 2_000) + String(repeating: "a* ", count: 2_000)
    #expect(
      ViewHost(Text(LocalizedStringKey(nested)).lineLimit(1)).accessibilityElements.count == 1)
  }

  @Test func interpolatedValuesAreNeverReadAsMarkdown() {
    let name = "**Ada**"
    #expect(render(Text("Hi \(name)")) == render(Text(verbatim: "Hi **Ada**")))
    #expect(render(Text(verbatim: "**x**")) != render(Text("**x**")))
  }

  @Test func underlineAndStrikethroughFollowTheFontAndTakeTheirColour() {
    let decorated = VStack(alignment: .leading, spacing: 4) {
      Text("Underlined").underline()
      Text("Struck through").strikethrough(color: .red)
      Text("Plain ") + Text("partly").underline(color: .blue) + Text(" underlined")
    }
    expectMatchesReference(render(decorated), named: "text-runs-decorations")
    #expect(render(Text("x").underline(false)) == render(Text("x")))
  }

  @Test func joinedTextsTruncateAndUppercaseAsOne() {
    let joined = (Text("Superhost ") + Text("since 2019").bold()).textCase(.uppercase)
    #expect(render(joined) == render(Text(verbatim: "SUPERHOST ") + Text("SINCE 2019").bold()))
    let truncated = (Text("A long title ") + Text("that does not fit").italic()).lineLimit(1)
    #expect(size(truncated, width: 120).height == size(Text("A"), width: 120).height)
    expectMatchesReference(render(truncated, width: 130), named: "text-runs-truncated")
  }
}

/// `Text(AttributedString)` with SwiftUI's attribute scope and `AttributedString(markdown:)`.
@MainActor @Suite struct AttributedTextTests {
  private func render(_ view: some View) -> Pixmap? {
    ViewHost(view.padding(8), proposal: ProposedViewSize(width: 220, height: nil))
      .render(background: .white)
  }

  @Test func runsDrawInTheirFontsColoursAndLines() throws {
    var string = AttributedString("Total $120 (was $150)")
    let price = try #require(string.range(of: "$120"))
    string[price].font = .headline
    string[price].foregroundColor = .green
    let old = try #require(string.range(of: "$150"))
    string[old].strikethroughStyle = .single
    let joined =
      Text(verbatim: "Total ") + Text(verbatim: "$120").font(.headline).foregroundStyle(.green)
      + Text(verbatim: " (was ") + Text(verbatim: "$150").strikethrough() + Text(verbatim: ")")
    #expect(render(Text(string)) != nil)
    #expect(render(Text(string)) == render(joined))
  }

  @Test func markdownParsesAsTextsMarkdownDoes() throws {
    let source = "Read **the** *terms* at [example](https://example.com)"
    let attributed = try AttributedString(markdown: source)
    #expect(String(attributed.characters) == "Read the terms at example")
    #expect(render(Text(attributed)) == render(Text(LocalizedStringKey(source))))
    #expect(attributed.runs.count == 6)
  }
}
