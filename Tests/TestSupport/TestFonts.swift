import Foundation

// MARK: - TestFonts

/// Font files made for the tests and kept beside this file (`Tests/TestSupport/Fonts`).
public enum TestFonts {
  /// A tiny colour font (`scripts/generate-color-test-font.py`): 🔴 U+1F534 is a `COLR`
  /// version 0 glyph of a blue square under a red diamond over a bar that must not draw; ⭐
  /// U+2B50 one layer in the text's colour; 🙂 U+1F642 a `COLR` version 1 gradient over a
  /// square fallback outline; A a plain outline.
  public static let colorLayers = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("Fonts/ColorLayers.ttf")
}
