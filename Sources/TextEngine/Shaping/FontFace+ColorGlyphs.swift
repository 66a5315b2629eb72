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

// MARK: - ColorGlyphLayer

/// One layer of a layered colour glyph (an OpenType `COLR` version 0 record): an outline of the
/// same font filled with a colour of the font's first palette, or with the text's own colour.
public struct ColorGlyphLayer: Hashable, Sendable {
  /// The layer's outline in em units from the glyph's origin on the baseline, y down.
  public var outline: Path
  /// The layer's colour, or `nil` for the colour the text is drawn in.
  public var color: ColorU8?
}

// MARK: - ColorTables

/// What a font's colour tables hold, read once when the font is opened: whether it has
/// layered (`COLR` version 0) glyphs and its first palette, which glyphs are painted by
/// `COLR` version 1, and whether it has an `SVG ` table.
struct ColorTables {
  var hasLayers = false
  var palette: [ColorU8] = []
  var paintedGlyphs: Set<UInt32> = []
  var hasSVG = false

  init() {}

  init(face: OpaquePointer) {
    hasSVG = hb_ot_color_has_svg(face) != 0
    paintedGlyphs = Self.paintedGlyphs(face)
    guard hb_ot_color_has_layers(face) != 0 else { return }
    hasLayers = true
    var count = hb_ot_color_palette_get_colors(face, 0, 0, nil, nil)
    var colors = [hb_color_t](repeating: 0, count: Int(count))
    _ = hb_ot_color_palette_get_colors(face, 0, 0, &count, &colors)
    // hb_color_t packs blue, green, red and alpha from the high byte down.
    palette = colors.prefix(Int(count)).map {
      ColorU8(
        r: UInt8(truncatingIfNeeded: $0 >> 8), g: UInt8(truncatingIfNeeded: $0 >> 16),
        b: UInt8(truncatingIfNeeded: $0 >> 24), a: UInt8(truncatingIfNeeded: $0))
    }
  }

  /// The glyphs of the `COLR` version 1 base glyph list, read from the table itself (HarfBuzz
  /// before 7.0 has no call for it); empty for version 0 or a table too short for its offsets.
  private static func paintedGlyphs(_ face: OpaquePointer) -> Set<UInt32> {
    // 'COLR'
    guard let blob = hb_face_reference_table(face, 0x434F_4C52) else { return [] }
    defer { hb_blob_destroy(blob) }
    var length: UInt32 = 0
    guard let data = hb_blob_get_data(blob, &length) else { return [] }
    let bytes = UnsafeRawBufferPointer(start: data, count: Int(length))
    func u16(_ at: Int) -> Int? {
      at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil
    }
    func u32(_ at: Int) -> Int? {
      guard let high = u16(at), let low = u16(at + 2) else { return nil }
      return high << 16 | low
    }
    guard let version = u16(0), version >= 1, let list = u32(14), list > 0,
      let records = u32(list)
    else { return [] }
    var glyphs: Set<UInt32> = []
    for index in 0..<min(records, bytes.count / 6) {
      guard let glyph = u16(list + 4 + index * 6) else { break }
      glyphs.insert(UInt32(glyph))
    }
    return glyphs
  }
}

// MARK: - FontFace + ColorLayers

extension FontFace {
  /// Whether the font has layered colour glyphs (`COLR` version 0), drawn with
  /// `colorGlyphLayers(_:)`.
  public var hasColorLayers: Bool { colorTables.hasLayers }

  /// The layers of `glyph`, bottom first; empty when it is not a layered colour glyph.
  public func colorGlyphLayers(_ glyph: UInt32) -> [ColorGlyphLayer] {
    guard colorTables.hasLayers else { return [] }
    if let cached = colorLayers.withLock({ $0[glyph] }) { return cached }
    let layers = drawnLayers(glyph)
    colorLayers.withLock { $0[glyph] = layers }
    return layers
  }

  /// The layers of `glyph` as the font's `COLR` and `CPAL` tables give them, outlines drawn.
  private func drawnLayers(_ glyph: UInt32) -> [ColorGlyphLayer] {
    var count = hb_ot_color_glyph_get_layers(hbFace, glyph, 0, nil, nil)
    guard count > 0 else { return [] }
    var layers = [hb_ot_color_layer_t](repeating: .init(), count: Int(count))
    _ = hb_ot_color_glyph_get_layers(hbFace, glyph, 0, &count, &layers)
    return layers.prefix(Int(count)).map { layer in
      let index = Int(layer.color_index)
      return ColorGlyphLayer(
        outline: drawnOutline(layer.glyph),
        color: index < colorTables.palette.count ? colorTables.palette[index] : nil)
    }
  }

  /// Whether `glyph` is a colour glyph in a format the renderer does not draw (`COLR` version 1
  /// paints, or an `SVG ` document), so it would draw in one colour, or not at all.
  public func isUndrawnColorGlyph(_ glyph: UInt32) -> Bool {
    if colorTables.paintedGlyphs.contains(glyph) { return true }
    guard colorTables.hasSVG, !hasColorBitmaps else { return false }
    guard let blob = hb_ot_color_glyph_reference_svg(hbFace, glyph) else { return false }
    defer { hb_blob_destroy(blob) }
    return hb_blob_get_length(blob) > 0
  }
}
