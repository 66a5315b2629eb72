import CBidiShim
import CHarfBuzz

// MARK: - EngineVersions

/// The versions of the libraries text goes through, which a snapshot's pixels can depend on:
/// another HarfBuzz can position glyphs differently, another ICU can order them differently.
public enum EngineVersions {
  /// The HarfBuzz library this process shapes with, such as `6.0.0`.
  public static let harfBuzz = String(cString: hb_version_string())

  /// The ICU library this process resolves bidirectional text with, such as `72.1`.
  public static let icu: String = {
    var buffer = [CChar](repeating: 0, count: 32)
    catalog_icu_version(&buffer)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }()
}
