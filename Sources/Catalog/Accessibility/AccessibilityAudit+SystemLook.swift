import CatalogUI
import Raster

// MARK: - SystemLook

/// Whether a finding measures only iOS's own look, as `AccessibilityPolicy.systemLookLevel`
/// judges it: colours by their values against iOS's palette (they reach the pixels through any
/// number of layers), controls by the tag a built-in style puts on what it draws.
enum SystemLook {
  /// One text colour over one backdrop, both opaque as seen, and their contrast.
  struct Pair: Hashable {
    var text: ColorU8
    var backdrop: ColorU8
    var ratio: Double
  }

  /// More distinct colour pairs than this under one text is a gradient, an image or a
  /// pattern: not a system colour pair.
  static let pairLimit = 16

  /// Whether every pair is a system colour drawn over a system backdrop.
  static func areSystemColors(_ pairs: Set<Pair>, in scheme: ColorScheme) -> Bool {
    guard !pairs.isEmpty, pairs.count <= pairLimit else { return false }
    return pairs.allSatisfy {
      SystemPalette.isBackdrop($0.backdrop, in: scheme)
        && SystemPalette.isForeground($0.text, over: $0.backdrop, in: scheme)
    }
  }

  /// "a standard Toggle at its standard size" when a built-in style drew the element's control
  /// in system colours and nothing shrank it; `nil` for the app's own controls.
  static func standardControl(_ element: AccessibilityElement) -> String? {
    guard let control = element.standardControl, control.isAtStandardSize else { return nil }
    return "a standard \(control.name) at its standard size"
  }
}
