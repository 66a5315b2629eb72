import Testing
import TextEngine

// MARK: - BidiTests

/// Mixed-direction lines are ordered as UAX #9 orders them: explicit embeddings, overrides and
/// isolates, weak types, paired brackets, neutrals, implicit levels and reordering by level.
@Suite struct BidiTests {
  /// Every glyph's source character offset, left to right, one line.
  static func visualClusters(_ layout: TextLayout) -> [Int] {
    zip(layout.glyphRuns, layout.clusters)
      .flatMap { run, clusters in zip(run.glyphs, clusters).map { ($0.origin.x, $1) } }
      .sorted { $0.0 < $1.0 }
      .map(\.1)
  }

  @Test func hebrewWithNumbersInsideAnEnglishLine() throws {
    // a b c ␠ א ב ג ␠ 1 2 3 ␠ ד ה ו ␠ x y z: the Hebrew words and the number between them
    // form one right-to-left span (levels 1, 2, 1) inside the left-to-right line.
    let layout = try layoutText(
      "abc אבג 123 דהו xyz", font: FontDescriptor(size: 17),
      width: nil)
    #expect(
      Self.visualClusters(layout)
        == [0, 1, 2, 3, 14, 13, 12, 11, 8, 9, 10, 7, 6, 5, 4, 15, 16, 17, 18])
  }

  @Test func numbersInARightToLeftParagraphReadLeftToRight() throws {
    // מחיר ␠ 25 ␠ ש"ח: digits stay in their order, the words around them swap.
    let layout = try layoutText("מחיר 25.50 שקל", font: FontDescriptor(size: 17), width: nil)
    #expect(Self.visualClusters(layout) == [13, 12, 11, 10, 5, 6, 7, 8, 9, 4, 3, 2, 1, 0])
  }

  @Test func englishInsideAHebrewParagraph() throws {
    // ש ␠ a b ␠ c d ␠ ל: the English words keep their order and their inner space.
    let layout = try layoutText("ש ab cd ל", font: FontDescriptor(size: 17), width: nil)
    #expect(Self.visualClusters(layout) == [8, 7, 2, 3, 4, 5, 6, 1, 0])
  }

  @Test func trailingSpacesOfAWrappedRightToLeftLineHangOutsideItsBox() throws {
    // "אבג דהו זחט" in a width that holds two words: the first line ends in a space, which
    // comes first visually and hangs left of the box, so the words sit flush right as the
    // last line's do.
    let font = FontDescriptor(size: 17)
    let word = try layoutText("אבג", font: font, width: nil).size.width
    let space =
      try layoutText("א א", font: font, width: nil).size.width
      - 2 * (try layoutText("א", font: font, width: nil).size.width)
    let layout = try layoutText("אבג דהו זחט", font: font, width: 2 * word + space + 1)
    #expect(layout.lines.count == 2)
    let glyphs = zip(layout.glyphRuns, layout.clusters).flatMap { run, clusters in
      zip(run.glyphs, clusters).map { (x: $0.origin.x, y: $0.origin.y, cluster: $1) }
    }
    let firstLine = glyphs.filter { $0.y == layout.lines[0].baseline }
    let box = layout.lines[0].frame
    // Visually: ␠ ו ה ד ␠ ג ב א, the trailing space (offset 7) leftmost, outside the box.
    #expect(firstLine.sorted { $0.x < $1.x }.map(\.cluster) == [7, 6, 5, 4, 3, 2, 1, 0])
    let trailing = try #require(firstLine.first { $0.cluster == 7 })
    let lastLetter = try #require(firstLine.first { $0.cluster == 6 })
    #expect(lastLetter.x == box.minX)
    #expect(abs(trailing.x - (box.minX - space)) < 1e-9)
    #expect(abs(box.maxX - layout.size.width) < 1e-9)
  }

  @Test func isolatesKeepTheirContentTogether() throws {
    // a b c ␠ RLI ש ל ו ם ␠ a b c PDI ␠ x y z: inside the right-to-left isolate the
    // English word sits at level 2, so it stays on the Hebrew's left instead of joining "xyz".
    let text = "abc \u{2067}שלום abc\u{2069} xyz"
    let layout = try layoutText(text, font: FontDescriptor(size: 17), width: nil)
    #expect(
      Self.visualClusters(layout)
        == [0, 1, 2, 3, 10, 11, 12, 9, 8, 7, 6, 5, 14, 15, 16, 17])
  }

  @Test func anOverrideDrawsLettersInItsDirection() throws {
    // x ␠ RLO a b c PDF ␠ y: the override makes "abc" right to left.
    let layout = try layoutText(
      "x \u{202E}abc\u{202C} y", font: FontDescriptor(size: 17),
      width: nil)
    #expect(Self.visualClusters(layout) == [0, 1, 5, 4, 3, 7, 8])
  }

  @Test func pairedBracketsTakeTheDirectionOfTheirContext() throws {
    // ש ␠ ( a ) ␠ b in a right-to-left paragraph: N0 gives both brackets the Hebrew's
    // direction (their content is English, preceded by Hebrew), so ")" stays with "(" instead
    // of joining the English between "a" and "b".
    let layout = try layoutText("ש (a) b", font: FontDescriptor(size: 17), width: nil)
    #expect(Self.visualClusters(layout) == [6, 5, 4, 3, 2, 1, 0])
  }

  @Test func theParagraphDirectionSkipsIsolates() throws {
    // RLI ש ל ו ם PDI ␠ a b c: the first strong character outside the isolate is "a", so the
    // paragraph is left to right, with the isolated Hebrew on the left.
    let layout = try layoutText(
      "\u{2067}שלום\u{2069} abc", font: FontDescriptor(size: 17),
      width: nil)
    #expect(Self.visualClusters(layout) == [4, 3, 2, 1, 6, 7, 8, 9])
  }

  @Test func arabicDigitsAfterArabicLettersAreArabicNumbers() throws {
    // European digits after an Arabic letter are Arabic numbers (W2): still left to right.
    let layout = try layoutText("abc عدد 12", font: FontDescriptor(size: 17), width: nil)
    #expect(Self.visualClusters(layout).prefix(4) == [0, 1, 2, 3])
    let tail = Array(Self.visualClusters(layout).dropFirst(4))
    #expect(tail == [8, 9, 7, 6, 5, 4])
  }

  @Test func bracketsInRightToLeftRunsAreMirrored() throws {
    // The Hebrew comes from Noto Sans Hebrew, first in the fallback chain; the brackets, which
    // it lacks, from Inter.
    let inter = FontDescriptor(size: 17)
    let ltr = try layoutText("(", font: inter, width: nil)
    let closing = try layoutText(")", font: inter, width: nil)
    let rtl = try layoutText("שלום (עולם)", font: FontDescriptor(size: 17), width: nil)
    let glyphs = zip(rtl.glyphRuns, rtl.clusters).flatMap { run, clusters in
      zip(run.glyphs, clusters).map { (x: $0.origin.x, id: $0.id, cluster: $1) }
    }.sorted { $0.x < $1.x }
    // Visually: ( ם ל ו ע ) ␠ ם ו ל ש; the logical "(" (offset 5) is drawn as ")".
    #expect(glyphs.map(\.cluster) == [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0])
    #expect(
      rtl.glyphRuns.map(\.font.name) == [
        "Inter-Regular.otf", "NotoSansHebrew-Regular.ttf",
        "Inter-Regular.otf", "NotoSansHebrew-Regular.ttf",
      ])
    let open = try #require(glyphs.first { $0.cluster == 5 })
    let close = try #require(glyphs.first { $0.cluster == 10 })
    #expect(open.id == closing.glyphRuns[0].glyphs[0].id)
    #expect(close.id == ltr.glyphRuns[0].glyphs[0].id)
  }
}
