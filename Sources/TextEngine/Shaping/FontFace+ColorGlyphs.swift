import CHarfBuzz
import Foundation
import Raster

// MARK: - ColorGlyphImage

/// A colour glyph drawn from a bitmap (an OpenType `CBDT` or `sbix` PNG, as colour emoji
/// fonts hold them): the PNG's bytes and the box the image covers.
///
/// The text engine does not decode images; whoever draws the text does (CatalogUI decodes them
/// with its PNG module and draws them scaled to the font size).
public struct ColorGlyphImage: Hashable, Sendable {
  /// The PNG file's bytes, as the font stores them.
  public var png: Data
  /// The box the image covers, in em units from the glyph's origin on the baseline, y down.
  public var bounds: Rect
}

// MARK: - FontFace + ColorGlyphs

extension FontFace {
  /// Whether the font draws glyphs from PNG bitmaps (a colour emoji font such as Noto Color
  /// Emoji); such glyphs have no outline, so they must be drawn with `colorGlyphImage(_:)`.
  public var hasColorBitmaps: Bool { hb_ot_color_has_png(hbFace) != 0 }

  /// The bitmap of `glyph` from the font's largest strike, or `nil` when it has none.
  public func colorGlyphImage(_ glyph: UInt32) -> ColorGlyphImage? {
    guard let blob = hb_ot_color_glyph_reference_png(hbFont, glyph) else { return nil }
    defer { hb_blob_destroy(blob) }
    var length: UInt32 = 0
    guard let bytes = hb_blob_get_data(blob, &length), length > 0 else { return nil }
    var extents = hb_glyph_extents_t()
    guard hb_font_get_glyph_extents(hbFont, glyph, &extents) != 0 else { return nil }
    // The font's scale is its units per em; extents are y up with a negative height.
    let unit = 1 / Double(unitsPerEm)
    let bounds = Rect(
      x: Double(extents.x_bearing) * unit, y: -Double(extents.y_bearing) * unit,
      width: Double(extents.width) * unit, height: -Double(extents.height) * unit)
    guard bounds.width > 0, bounds.height > 0 else { return nil }
    return ColorGlyphImage(
      png: Data(bytes: UnsafeRawPointer(bytes), count: Int(length)), bounds: bounds)
  }
}
