import Foundation

// MARK: - MissingCharacters

/// How every tool words characters that no registered font has (`TextLayout.missingCharacters`),
/// so a snapshot's report and `render-text` name them alike.
public enum MissingCharacters {
  /// The most characters a message lists before counting the rest.
  static let listed = 8

  /// `no font has 予 (U+4E88) and 🙂 (U+1F642), so they draw as boxes; add a font …`: the
  /// characters, then how a package adds a font that has them.
  public static func describe(_ missing: [Unicode.Scalar]) -> String {
    summary(missing) + "; add a font that has \(missing.count == 1 ? "it" : "them") to the "
      + "fallback chain with Font.registerFallback(contentsOf:) (a CJK or emoji font, such as "
      + "Debian's fonts-noto-cjk or fonts-noto-color-emoji), or register one with "
      + "Font.registerFonts(in:) or Font.register(contentsOf:) and use it with "
      + ".font(.custom(_:size:))"
  }

  /// `no font has 予 (U+4E88), 約 (U+7D04) and 3 more, so they draw as boxes`.
  public static func summary(_ missing: [Unicode.Scalar]) -> String {
    "no font has \(list(missing)), so "
      + (missing.count == 1 ? "it draws as a box" : "they draw as boxes")
  }

  /// `😀 (U+1F600) is a colour glyph the renderer does not draw …`: the characters, what they
  /// draw as instead, and how to give them a colour font it draws.
  public static func describeUndrawnColor(_ characters: [Unicode.Scalar]) -> String {
    let one = characters.count == 1
    return list(characters)
      + (one ? " is a colour glyph" : " are colour glyphs")
      + " in a format the renderer does not draw (COLR version 1 or SVG), so "
      + (one ? "it draws" : "they draw") + " in one colour or not at all; register a font "
      + "with bitmap colour glyphs (CBDT, such as Debian's fonts-noto-color-emoji) or COLR "
      + "version 0 layers with Font.registerFallback(contentsOf:)"
  }

  /// `予 (U+4E88), 約 (U+7D04) and 3 more`: the first characters, visible ones with their code.
  static func list(_ characters: [Unicode.Scalar]) -> String {
    let shown = characters.prefix(listed).map { s in
      let hex = String(s.value, radix: 16, uppercase: true)
      let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      let isVisible =
        !s.properties.isWhitespace
        && ![
          .control, .format, .nonspacingMark, .enclosingMark, .spacingMark, .surrogate,
          .privateUse, .unassigned,
        ].contains(s.properties.generalCategory)
      return isVisible ? "\(s) (\(code))" : code
    }
    let rest = characters.count - shown.count
    return rest > 0
      ? shown.joined(separator: ", ") + " and \(rest) more"
      : shown.count > 1
        ? shown.dropLast().joined(separator: ", ") + " and " + (shown.last ?? "")
        : shown.joined()
  }
}
