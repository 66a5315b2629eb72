import Foundation

// MARK: - FallbackFonts

/// The Debian fonts the tests use as fallbacks for characters the built-in fonts lack, which
/// `scripts/setup.sh test` installs; tests that need them are enabled only where they are.
public enum FallbackFonts {
  /// Debian 12's `fonts-wqy-microhei` (5 MB installed, the smallest CJK font package).
  public static let cjk = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
  /// Debian 12's `fonts-noto-color-emoji`: colour emoji as PNG bitmaps (CBDT).
  public static let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

  /// Whether both are installed.
  public static var areInstalled: Bool {
    FileManager.default.fileExists(atPath: cjk) && FileManager.default.fileExists(atPath: emoji)
  }

  /// Why a test that needs them did not run.
  public static let missingReason =
    "needs Debian's fonts-wqy-microhei and fonts-noto-color-emoji: run scripts/setup.sh test"
}
