import CHarfBuzz
import Foundation
import Hashing
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
  /// What the font's colour tables hold (layers, palette, paints, SVG documents).
  let colorTables: ColorTables
  /// The layers of each layered colour glyph drawn so far (empty for other glyphs), so a glyph's
  /// outlines are drawn by HarfBuzz once, as `outlines` keeps plain glyphs'.
  let colorLayers = Mutex<[UInt32: [ColorGlyphLayer]]>([:])

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
    colorTables = ColorTables(face: face)
    unitsPerEm = upem
    metrics = Self.readMetrics(font, unitsPerEm: upem)
    name = url.lastPathComponent
    self.url = url
  }

  /// The file's name, its XXH3-128 and the HarfBuzz that draws its outlines, for rendering
  /// keys: two fonts with one digest draw the same outlines. Hashed on first use.
  public var contentDigest: String? {
    digest.withLock { cached in
      if let cached { return cached }
      let blob = hb_face_reference_blob(hbFace)
      defer { hb_blob_destroy(blob) }
      var length: UInt32 = 0
      guard let data = hb_blob_get_data(blob, &length) else { return nil }
      let hash = XXH3.hash128(UnsafeRawBufferPointer(start: data, count: Int(length)))
      let made = "\(name) \(hash.hex) harfbuzz \(EngineVersions.harfBuzz)"
      cached = made
      return made
    }
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

  /// Vertical metrics in em units (1 em = 1), y up as fonts define them; read once, when the
  /// font is loaded (line layout asks for them on every line).
  public let metrics: FontMetrics
  /// `contentDigest`, once made.
  private let digest = Mutex<String?>(nil)

  private static func readMetrics(_ hbFont: OpaquePointer, unitsPerEm: Int) -> FontMetrics {
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
      xHeight: position(HB_OT_METRICS_TAG_X_HEIGHT) ?? 0.5,
      underlineOffset: position(HB_OT_METRICS_TAG_UNDERLINE_OFFSET) ?? -0.1,
      underlineThickness: position(HB_OT_METRICS_TAG_UNDERLINE_SIZE) ?? 0.05,
      strikeoutOffset: position(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET) ?? 0.3,
      strikeoutThickness: position(HB_OT_METRICS_TAG_STRIKEOUT_SIZE) ?? 0.05)
  }

  /// The outline of `glyph` in em units, y down, origin on the baseline.
  ///
  /// A layered colour glyph has no outline of its own here: its layers draw it
  /// (`colorGlyphLayers(_:)`), and its monochrome base outline must not show under them.
  public func glyphOutline(_ glyph: UInt32) -> Path? {
    if let cached = outlines.withLock({ $0[glyph] }) { return cached }
    let path =
      colorTables.hasLayers && hb_ot_color_glyph_get_layers(hbFace, glyph, 0, nil, nil) > 0
      ? Path() : drawnOutline(glyph)
    outlines.withLock { $0[glyph] = path }
    return path
  }

  /// The outline HarfBuzz draws for `glyph`, in em units, y down, origin on the baseline.
  func drawnOutline(_ glyph: UInt32) -> Path {
    let box = OutlineBox(scale: 1 / Double(unitsPerEm))
    let unmanaged = Unmanaged.passUnretained(box)
    catalog_hb_draw_glyph(hbFont, glyph, OutlineBox.drawFunctions, unmanaged.toOpaque())
    box.finishContour()
    return box.path
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
  /// The top of an underline above the baseline (negative: below it), from the `post` table.
  public var underlineOffset: Double = -0.1
  /// An underline's thickness.
  public var underlineThickness: Double = 0.05
  /// The top of a strikethrough line above the baseline, from the `OS/2` table.
  public var strikeoutOffset: Double = 0.3
  /// A strikethrough line's thickness.
  public var strikeoutThickness: Double = 0.05

  /// Ascender + descender + line gap.
  public var lineHeight: Double { ascender + descender + lineGap }
}

// MARK: - OutlineBox

/// Collects HarfBuzz draw callbacks into a `Path` (y flipped to point down), each contour in a
/// canonical order.
///
/// HarfBuzz releases do not agree on where a contour starts: from 11.0 a TrueType contour whose
/// first point is off the curve begins at another point (the same segments, rotated), and the
/// closing line is sometimes drawn and sometimes left to `close_path`. The rasterizer sums edges
/// in path order, so a rotation could move a coverage byte. Every contour is therefore drawn as
/// the cycle of its segments (the closing line made explicit), starting at its lowest point in
/// font units (least y, then least x; a tie is broken by the whole rotated sequence), and the
/// closing line is again left to `closeSubpath`: the same path from any HarfBuzz.
private final class OutlineBox {
  /// One segment of a contour, in font units (y up), ending at `to`.
  enum Segment: Equatable {
    case line(to: FontPoint)
    case quad(control: FontPoint, to: FontPoint)
    case cubic(control1: FontPoint, control2: FontPoint, to: FontPoint)

    var end: FontPoint {
      switch self {
      case .line(let to), .quad(_, let to), .cubic(_, _, let to): return to
      }
    }
  }

  /// A point in font units, compared as HarfBuzz gave it.
  struct FontPoint: Equatable {
    var x: Float
    var y: Float

    /// Least y first (the lowest point in font units), then least x.
    static func precedes(_ a: FontPoint, _ b: FontPoint) -> Bool {
      a.y != b.y ? a.y < b.y : a.x < b.x
    }
  }

  var path = Path()
  let scale: Double
  private var contourStart: FontPoint?
  private var segments: [Segment] = []

  init(scale: Double) { self.scale = scale }

  func point(_ p: FontPoint) -> Point { Point(x: Double(p.x) * scale, y: -Double(p.y) * scale) }

  func move(_ x: Float, _ y: Float) {
    finishContour()
    contourStart = FontPoint(x: x, y: y)
  }

  func append(_ segment: Segment) {
    if contourStart == nil { contourStart = FontPoint(x: 0, y: 0) }
    segments.append(segment)
  }

  /// Draws the pending contour, if any, in canonical order and closes it; an open contour (which
  /// a glyph outline never has, but a font could) is closed as the rasterizer would close it.
  func finishContour() {
    defer {
      contourStart = nil
      segments.removeAll(keepingCapacity: true)
    }
    guard let start = contourStart, !segments.isEmpty else { return }
    var cycle = segments
    if cycle[cycle.count - 1].end != start { cycle.append(.line(to: start)) }
    let starts = cycle.indices.map { $0 == 0 ? start : cycle[$0 - 1].end }
    let first = canonicalStart(starts)
    path.move(to: point(starts[first]))
    var order = Array(cycle[first...] + cycle[..<first])
    if case .line = order[order.count - 1] { order.removeLast() }
    for segment in order {
      switch segment {
      case .line(let to): path.addLine(to: point(to))
      case .quad(let control, let to): path.addQuadCurve(to: point(to), control: point(control))
      case .cubic(let control1, let control2, let to):
        path.addCurve(to: point(to), control1: point(control1), control2: point(control2))
      }
    }
    path.closeSubpath()
  }

  /// The index of the segment the canonical rotation begins with, given each segment's start.
  private func canonicalStart(_ starts: [FontPoint]) -> Int {
    var best = 0
    for candidate in 1..<starts.count {
      if FontPoint.precedes(starts[candidate], starts[best]) {
        best = candidate
      } else if starts[candidate] == starts[best],
        rotation(of: starts, from: candidate, precedes: best)
      {
        best = candidate
      }
    }
    return best
  }

  /// Whether the sequence of segment starts read from `a` comes before the one read from `b`.
  private func rotation(of starts: [FontPoint], from a: Int, precedes b: Int) -> Bool {
    for offset in 0..<starts.count {
      let pa = starts[(a + offset) % starts.count]
      let pb = starts[(b + offset) % starts.count]
      if pa != pb { return FontPoint.precedes(pa, pb) }
    }
    return false
  }

  nonisolated(unsafe) static let drawFunctions: OpaquePointer? = {
    let funcs = hb_draw_funcs_create()
    hb_draw_funcs_set_move_to_func(
      funcs,
      { _, data, _, x, y, _ in
        guard let data else { return }
        let box = Unmanaged<OutlineBox>.fromOpaque(data).takeUnretainedValue()
        box.move(x, y)
      }, nil, nil)
    hb_draw_funcs_set_line_to_func(
      funcs,
      { _, data, _, x, y, _ in
        guard let data else { return }
        let box = Unmanaged<OutlineBox>.fromOpaque(data).takeUnretainedValue()
        box.append(.line(to: .init(x: x, y: y)))
      }, nil, nil)
    hb_draw_funcs_set_quadratic_to_func(
      funcs,
      { _, data, _, cx, cy, x, y, _ in
        guard let data else { return }
        let box = Unmanaged<OutlineBox>.fromOpaque(data).takeUnretainedValue()
        box.append(.quad(control: .init(x: cx, y: cy), to: .init(x: x, y: y)))
      }, nil, nil)
    hb_draw_funcs_set_cubic_to_func(
      funcs,
      { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
        guard let data else { return }
        let box = Unmanaged<OutlineBox>.fromOpaque(data).takeUnretainedValue()
        box.append(
          .cubic(
            control1: .init(x: c1x, y: c1y), control2: .init(x: c2x, y: c2y),
            to: .init(x: x, y: y)))
      }, nil, nil)
    hb_draw_funcs_set_close_path_func(
      funcs,
      { _, data, _, _ in
        guard let data else { return }
        Unmanaged<OutlineBox>.fromOpaque(data).takeUnretainedValue().finishContour()
      }, nil, nil)
    hb_draw_funcs_make_immutable(funcs)
    return funcs
  }()
}
