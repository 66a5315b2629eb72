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
}
