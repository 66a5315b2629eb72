import Foundation
import TextEngine

// MARK: - Font + Registration

extension Font {
  /// Makes the font file at `url` available to `Font.custom` under the family its name table
  /// declares, and returns that family.
  @discardableResult
  public static func register(contentsOf url: URL) throws(TextError) -> String {
    try FontRegistry.shared.register(fileAt: url)
  }

  /// Makes every font file among a bundle's resources, such as a package's `Bundle.module`,
  /// available to `Font.custom`, and returns their families.
  @discardableResult
  public static func registerFonts(in bundle: Bundle) throws(TextError) -> [String] {
    try FontRegistry.shared.registerFonts(in: bundle)
  }

  /// Adds the font file at `url` (`.ttf`, `.otf`, or the first face of a `.ttc`) to the end of
  /// the fallback chain, so text in any font takes the characters that its font and the
  /// built-in fallbacks lack from it, such as Chinese, Japanese and Korean from a CJK font.
  ///
  /// Fallbacks are tried in the order they were registered, after the built-in ones; the file
  /// is part of the rendering environment `record` writes, so a machine with another version
  /// of it is named by `verify`. A file that is not a usable font is an error naming it.
  public static func registerFallback(contentsOf url: URL) throws(TextError) {
    _ = try FontFace(contentsOf: url)
    FontRegistry.shared.registerFallback(fileAt: url)
  }
}
