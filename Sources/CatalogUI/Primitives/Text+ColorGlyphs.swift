import Foundation
import PNG
import Raster
import Synchronization
import TextEngine

// MARK: - ColorGlyphs

/// Draws the colour glyphs of a run, which the run's outlines leave out: bitmap glyphs (colour
/// emoji), each glyph's PNG decoded once per font and glyph and drawn over the box the font
/// gives it; and layered glyphs (`COLR` version 0), each layer's outline filled with its
/// palette colour, or with the text's paint for the layers drawn in the text's colour.
package enum ColorGlyphs {
  private struct Key: Hashable {
    var font: URL
    var glyph: UInt32
  }

  /// A glyph's decoded image as a mipmap chain (the PNG, then each level halved down to a few
  /// pixels) and the box it covers.
  private struct Image {
    var levels: [Pixmap]
    var bounds: Rect

    /// The smallest level still at least as wide as `deviceWidth` pixels, so bilinear sampling
    /// never skips source pixels (a 136-pixel emoji drawn 34 pixels wide reads the 68 level,
    /// which sees every pixel once through its averages, not a quarter of them).
    func level(forDeviceWidth deviceWidth: Double) -> Pixmap {
      levels.last { Double($0.width) >= deviceWidth } ?? levels[0]
    }
  }

  /// Decoded glyph images, or `nil` for a glyph whose PNG is missing or cannot be decoded.
  private static let decoded = Mutex<[Key: Image?]>([:])

  /// The most glyph images kept decoded; past it the cache starts again.
  private static let capacity = 2_048

  /// Items drawing the colour glyphs of `runs` (positioned in layout coordinates) at
  /// `transform`, with `paint` for layers in the text's colour; empty when no run's font has
  /// colour glyphs.
  package static func items(for runs: [GlyphRun], paint: Paint, transform: Transform)
    -> [DisplayItem]
  {
    runs.flatMap { items(for: $0, paint: paint, transform: transform) }
  }

  /// Items drawing the colour glyphs of one run.
  static func items(for run: GlyphRun, paint: Paint, transform: Transform) -> [DisplayItem] {
    guard let font = run.font as? FontFace else { return [] }
    if font.hasColorBitmaps {
      // Device pixels per layout point along the text's baseline.
      let axis = transform.applyToVector(Point(x: 1, y: 0))
      let scale = (axis.x * axis.x + axis.y * axis.y).squareRoot()
      return run.glyphs.compactMap { glyph in
        guard let image = image(font, glyph.id) else { return nil }
        let bounds = image.bounds
        let rect = Rect(
          x: glyph.origin.x + bounds.minX * run.size, y: glyph.origin.y + bounds.minY * run.size,
          width: bounds.width * run.size, height: bounds.height * run.size)
        let pixmap = image.level(forDeviceWidth: rect.width * scale)
        return .image(pixmap, rect: rect, sampling: .linear, transform: transform)
      }
    }
    guard font.hasColorLayers else { return [] }
    return run.glyphs.flatMap { glyph in
      let place = Transform(scaleX: run.size, y: run.size)
        .concatenating(Transform(translationX: glyph.origin.x, y: glyph.origin.y))
        .concatenating(transform)
      return font.colorGlyphLayers(glyph.id).map { layer in
        DisplayItem.fill(
          layer.outline, paint: layer.color.map(Paint.solid) ?? paint, transform: place)
      }
    }
  }

  private static func image(_ font: FontFace, _ glyph: UInt32) -> Image? {
    let key = Key(font: font.url, glyph: glyph)
    if let cached = decoded.withLock({ $0[key] }) { return cached }
    let image = font.colorGlyphImage(glyph).flatMap { image -> Image? in
      guard let pixmap = try? PNGDecoder.decode(image.png, name: font.name) else { return nil }
      var levels = [pixmap]
      while let last = levels.last, last.width > 8, let next = last.halved() {
        levels.append(next)
      }
      return Image(levels: levels, bounds: image.bounds)
    }
    decoded.withLock {
      if $0.count >= capacity { $0.removeAll() }
      $0[key] = image
    }
    return image
  }
}
