import CHarfBuzz
import Foundation
import Raster
import Synchronization

// MARK: - TextError

/// Why text could not be set: the message names the input and the fix.
public struct TextError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

// MARK: - FontFace

/// One font file loaded through HarfBuzz: shaping, metrics and glyph outlines.
///
/// HarfBuzz fonts are immutable once set up and safe to use from several threads; the outline
/// cache is guarded by a lock.
public final class FontFace: GlyphOutlineSource, @unchecked Sendable {
  // hb_font_t is immutable after creation and documented as thread-safe for shaping and drawing.
  let hbFont: OpaquePointer
  let hbFace: OpaquePointer
  /// FontFace units per em.
  public let unitsPerEm: Int
  /// The file name without directory, such as `Inter-Regular.otf`.
  public let name: String
  /// Where the font was loaded from.
  public let url: URL
  private let outlines = Mutex<[UInt32: Path]>([:])

  /// Loads the first face of the font file at `url`.
  public init(contentsOf url: URL) throws(TextError) {
    guard FileManager.default.isReadableFile(atPath: url.path) else {
      throw TextError("font file '\(url.path)' does not exist or cannot be read")
    }
    guard let blob = hb_blob_create_from_file_or_fail(url.path) else {
      throw TextError("font file '\(url.path)' cannot be read")
    }
    defer { hb_blob_destroy(blob) }
    let face = hb_face_create(blob, 0)
    guard let face, hb_face_get_glyph_count(face) > 0 else {
      hb_face_destroy(face)
      throw TextError(
        "'\(url.path)' is not a usable font (no glyphs found); "
          + "check that it is an OpenType or TrueType file")
    }
    let upem = Int(hb_face_get_upem(face))
    guard let font = hb_font_create(face) else {
      hb_face_destroy(face)
      throw TextError("font file '\(url.path)' cannot be opened")
    }
    hb_font_set_scale(font, Int32(upem), Int32(upem))
    hb_font_make_immutable(font)
    hbFace = face
    hbFont = font
    unitsPerEm = upem
    name = url.lastPathComponent
    self.url = url
  }

  deinit {
    hb_font_destroy(hbFont)
    hb_face_destroy(hbFace)
  }

  /// Whether the font has a glyph for the scalar.
  public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0
  }

  /// Vertical metrics in em units (1 em = 1), y up as fonts define them.
  public var metrics: FontMetrics {
    var extents = hb_font_extents_t()
    hb_font_get_h_extents(hbFont, &extents)
    func position(_ tag: hb_ot_metrics_tag_t) -> Double? {
      var value: hb_position_t = 0
      return hb_ot_metrics_get_position(hbFont, tag, &value) != 0
        ? Double(value) / Double(unitsPerEm) : nil
    }
    let upem = Double(unitsPerEm)
    return FontMetrics(
      ascender: Double(extents.ascender) / upem,
      descender: Double(-extents.descender) / upem,
      lineGap: Double(extents.line_gap) / upem,
      capHeight: position(HB_OT_METRICS_TAG_CAP_HEIGHT) ?? 0.7,
      xHeight: position(HB_OT_METRICS_TAG_X_HEIGHT) ?? 0.5)
  }

  /// The outline of `glyph` in em units, y down, origin on the baseline.
  public func glyphOutline(_ glyph: UInt32) -> Path? {
    if let cached = outlines.withLock({ $0[glyph] }) { return cached }
    let box = OutlineBox(scale: 1 / Double(unitsPerEm))
    let unmanaged = Unmanaged.passUnretained(box)
    catalog_hb_draw_glyph(hbFont, glyph, OutlineBox.drawFunctions, unmanaged.toOpaque())
    let path = box.path
    outlines.withLock { $0[glyph] = path }
    return path
  }
}

// MARK: - FontMetrics

/// Vertical metrics of a font, in em units; multiply by the size for points.
public struct FontMetrics: Hashable, Sendable {
  /// Distance from the baseline up to the top of the line box.
  public var ascender: Double
  /// Distance from the baseline down to the bottom of the line box (positive).
  public var descender: Double
  public var lineGap: Double
  public var capHeight: Double
  public var xHeight: Double

  /// Ascender + descender + line gap.
  public var lineHeight: Double { ascender + descender + lineGap }
}

// MARK: - OutlineBox

/// Collects HarfBuzz draw callbacks into a `Path` (y flipped to point down).
private final class OutlineBox {
  var path = Path()
  let scale: Double

  init(scale: Double) { self.scale = scale }

  func point(_ x: Float, _ y: Float) -> Point { Point(x: Double(x) * scale, y: -Double(y) * scale) }

  nonisolated(unsafe) static let drawFunctions: OpaquePointer? = {
    let funcs = hb_draw_funcs_create()
    hb_draw_funcs_set_move_to_func(
      funcs,
      { _, data, _, x, y, _ in
        guard let data else { return }
        let box = Unmanaged<OutlineBox>.fromOpaque(data).takeUnretainedValue()
        box.path.move(to: box.point(x, y))
      }, nil, nil)
    hb_draw_funcs_set_line_to_func(
      funcs,
      { _, data, _, x, y, _ in
        guard let data else { return }
        let box = Unmanaged<OutlineBox>.fromOpaque(data).takeUnretainedValue()
        box.path.addLine(to: box.point(x, y))
      }, nil, nil)
    hb_draw_funcs_set_quadratic_to_func(
      funcs,
      { _, data, _, cx, cy, x, y, _ in
        guard let data else { return }
        let box = Unmanaged<OutlineBox>.fromOpaque(data).takeUnretainedValue()
        box.path.addQuadCurve(to: box.point(x, y), control: box.point(cx, cy))
      }, nil, nil)
    hb_draw_funcs_set_cubic_to_func(
      funcs,
      { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
        guard let data else { return }
        let box = Unmanaged<OutlineBox>.fromOpaque(data).takeUnretainedValue()
        box.path.addCurve(
          to: box.point(x, y), control1: box.point(c1x, c1y),
          control2: box.point(c2x, c2y))
      }, nil, nil)
    hb_draw_funcs_set_close_path_func(
      funcs,
      { _, data, _, _ in
        guard let data else { return }
        Unmanaged<OutlineBox>.fromOpaque(data).takeUnretainedValue().path.closeSubpath()
      }, nil, nil)
    hb_draw_funcs_make_immutable(funcs)
    return funcs
  }()
}
