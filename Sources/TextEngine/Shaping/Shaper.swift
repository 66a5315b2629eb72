import CHarfBuzz
import Foundation

// MARK: - ShapedGlyph

/// One shaped glyph: its font, id, advance and offset in points, and the UTF-16 offset of the
/// character cluster it came from.
struct ShapedGlyph {
  var font: FontFace
  var id: UInt32
  var advance: Double
  var offsetX: Double
  var offsetY: Double
  /// Index of the first Unicode scalar of the cluster in the paragraph's scalar array.
  var cluster: Int
  /// The bidirectional embedding level of the glyph's characters (odd: right to left).
  var level: UInt8
  /// Whether the glyph belongs to a right-to-left run (Hebrew, Arabic).
  var isRightToLeft: Bool { level & 1 == 1 }
  /// Whether the glyph draws a space, so line ends and ellipses can drop it.
  var isWhitespace: Bool
  /// The span of the text it came from (`TextSpan`).
  var span = 0
}

// MARK: - Shaper

/// Shapes text with HarfBuzz, switching to fallback fonts for characters the primary lacks.
enum Shaper {
  /// Shapes `scalars[range]` in logical order; positions scaled to `size` points per em.
  /// `levels` holds the bidirectional level of each scalar of the range (`BidiLevels`).
  static func shape(
    _ scalars: [Unicode.Scalar], range: Range<Int>, levels: [UInt8],
    primary: FontFace, fallbacks: [FontFace], size: Double,
    features: [FontFeature]
  ) -> [ShapedGlyph] {
    var result: [ShapedGlyph] = []
    // Runs of scalars at one bidirectional level drawn from one font; neutral characters
    // (spaces, punctuation, marks) stay with the run they are in when its font has them.
    var start = range.lowerBound
    while start < range.upperBound {
      let font = pickFont(scalars[start], primary: primary, fallbacks: fallbacks)
      let level = levels[start - range.lowerBound]
      var end = start + 1
      while end < range.upperBound, levels[end - range.lowerBound] == level {
        let s = scalars[end]
        // A neutral character the run's font lacks (U+FFFD, a symbol) starts a run in the
        // font that has it, rather than drawing the run font's .notdef.
        // A colour emoji font's space is as wide as an emoji: spaces go back to the text's font.
        let isKept =
          strongDirection(s) == nil
          && (s.properties.isWhitespace
            ? font === primary || !font.hasColorBitmaps : font.hasGlyph(for: s))
        if !isKept, pickFont(s, primary: primary, fallbacks: fallbacks) !== font { break }
        end += 1
      }
      let rightToLeft = level & 1 == 1
      var run = shapeRun(
        scalars, range: start..<end, font: font, size: size,
        features: features, level: level)
      // HarfBuzz returns right-to-left runs in visual order; keep logical order here.
      if rightToLeft { run.reverse() }
      result += run
      start = end
    }
    return result
  }

  /// `true` for right-to-left letters, `false` for left-to-right letters and digits, `nil` for
  /// neutral characters that take the direction of their surroundings.
  static func strongDirection(_ s: Unicode.Scalar) -> Bool? {
    if LineBreaker.isStrongRightToLeft(s) {
      return s.properties.generalCategory == .nonspacingMark ? nil : true
    }
    if s.properties.isAlphabetic || s.properties.numericType != nil { return false }
    return nil
  }

  static func pickFont(_ scalar: Unicode.Scalar, primary: FontFace, fallbacks: [FontFace])
    -> FontFace
  {
    if scalar.properties.isWhitespace || primary.hasGlyph(for: scalar) { return primary }
    return fallbacks.first { $0.hasGlyph(for: scalar) } ?? primary
  }

  private static func shapeRun(
    _ scalars: [Unicode.Scalar], range: Range<Int>, font: FontFace,
    size: Double, features: [FontFeature], level: UInt8
  )
    -> [ShapedGlyph]
  {
    guard let buffer = hb_buffer_create() else { return [] }
    defer { hb_buffer_destroy(buffer) }
    let codepoints = scalars[range].map { $0.value }
    codepoints.withUnsafeBufferPointer { p in
      hb_buffer_add_utf32(buffer, p.baseAddress, Int32(p.count), 0, Int32(p.count))
    }
    hb_buffer_guess_segment_properties(buffer)
    // HarfBuzz mirrors brackets and other paired characters in right-to-left runs.
    hb_buffer_set_direction(buffer, level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    var hbFeatures = features.map { feature -> hb_feature_t in
      var f = hb_feature_t()
      _ = feature.tag.withCString { hb_feature_from_string($0, -1, &f) }
      f.value = feature.value
      f.start = 0
      f.end = UInt32.max
      return f
    }
    hbFeatures.withUnsafeMutableBufferPointer { f in
      hb_shape(font.hbFont, buffer, f.baseAddress, UInt32(f.count))
    }
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return [] }
    let scale = size / Double(font.unitsPerEm)
    var out: [ShapedGlyph] = []
    out.reserveCapacity(Int(count))
    for i in 0..<Int(count) {
      out.append(
        ShapedGlyph(
          font: font, id: infos[i].codepoint, advance: Double(positions[i].x_advance) * scale,
          offsetX: Double(positions[i].x_offset) * scale,
          offsetY: -Double(positions[i].y_offset) * scale,
          cluster: range.lowerBound + Int(infos[i].cluster), level: level,
          isWhitespace: scalars[range.lowerBound + Int(infos[i].cluster)].properties.isWhitespace))
    }
    return out
  }
}
