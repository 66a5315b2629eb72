import Foundation
import PNG
import Raster
import Synchronization
import TextEngine

// MARK: - ColorGlyphs

/// Draws the glyphs of colour bitmap fonts (colour emoji), which have no outlines: each glyph's
/// PNG, decoded once per font and glyph, as an image over the box the font gives it.
public enum ColorGlyphs {
  private struct Key: Hashable {
    var font: URL
    var glyph: UInt32
  }

  /// Decoded glyph images, or `nil` for a glyph whose PNG is missing or cannot be decoded.
  private static let decoded = Mutex<[Key: (Pixmap, Rect)?]>([:])

  /// The most glyph images kept decoded; past it the cache starts again.
  private static let capacity = 2_048

  /// Image items drawing the colour glyphs of `runs` (positioned in layout coordinates) at
  /// `transform`; empty when no run's font draws from bitmaps.
  public static func items(for runs: [GlyphRun], transform: Transform) -> [DisplayItem] {
    runs.flatMap { items(for: $0, transform: transform) }
  }

  /// Image items drawing the colour glyphs of one run.
  static func items(for run: GlyphRun, transform: Transform) -> [DisplayItem] {
    guard let font = run.font as? FontFace, font.hasColorBitmaps else { return [] }
    return run.glyphs.compactMap { glyph in
      guard let (pixmap, bounds) = image(font, glyph.id) else { return nil }
      let rect = Rect(
        x: glyph.origin.x + bounds.minX * run.size, y: glyph.origin.y + bounds.minY * run.size,
        width: bounds.width * run.size, height: bounds.height * run.size)
      return .image(pixmap, rect: rect, sampling: .linear, transform: transform)
    }
  }

  private static func image(_ font: FontFace, _ glyph: UInt32) -> (Pixmap, Rect)? {
    let key = Key(font: font.url, glyph: glyph)
    if let cached = decoded.withLock({ $0[key] }) { return cached }
    let image = font.colorGlyphImage(glyph).flatMap { image -> (Pixmap, Rect)? in
      guard let pixmap = try? PNGDecoder.decode(image.png, name: font.name) else { return nil }
      return (pixmap, image.bounds)
    }
    decoded.withLock {
      if $0.count >= capacity { $0.removeAll() }
      $0[key] = image
    }
    return image
  }
}
