import Raster
import TextEngine

// MARK: - SymbolMetrics

/// How a symbol sits beside text, as SF Symbols do: its box is sized from the font's cap height
/// and the image scale, centred on the middle of the capitals (so its baseline is the text's),
/// and its strokes grow with the font's weight.
///
/// Apple's SF Symbols guidelines (Human Interface Guidelines, "SF Symbols") and WWDC20 session
/// 10207 say a symbol beside text is vertically centred on the cap height, that the small and
/// large scales are relative to the cap height, and that weights match the font's;
/// `NSImage.SymbolScale` documents small as "approximately 20% smaller" and large as
/// "approximately 30% larger" than medium (`Image.Scale.factor`: 0.78 and 1.29).
///
/// The substitute outlines are bootstrap-icons, drawn on a 16-unit grid. A medium symbol's
/// 16-unit box is as tall as 1.375 cap heights of its font (2816 / 2048, Inter's ratio of em to
/// cap height), so with the bundled Inter it is the font's point size; a font with taller
/// capitals draws taller symbols. How tall each Apple glyph is at each size needs a device, so
/// heights can differ from iOS by a point or two; widths come from the outline's ink, in whole
/// grid units.
struct SymbolMetrics: Equatable {
  /// Inter's cap height in ems: the cap height a medium symbol's box is the point size at, and
  /// the one used when the font cannot be read.
  static let fallbackCapHeight = 2048.0 / 2816.0

  /// The font's cap height, in points.
  let capHeight: Double
  /// The height the outline's view box lays out at, in points (font, scale and cap height).
  let boxHeight: Double
  /// The font's weight, which thickens the outline.
  let weight: FontWeight

  /// The metrics of a symbol drawn with the environment's font, Dynamic Type size and image
  /// scale.
  init(environment: EnvironmentValues) {
    let descriptor = (environment.font ?? .body).weighted(in: environment)
      .descriptor(for: environment.dynamicTypeSize)
    let ratio =
      (try? FontRegistry.shared.font(descriptor))?.metrics.capHeight ?? Self.fallbackCapHeight
    let capRatio = ratio > 0 && ratio.isFinite ? ratio : Self.fallbackCapHeight
    capHeight = capRatio * descriptor.size
    // Computed as size × (ratio / Inter's) so Inter's boxes are exactly the point size.
    boxHeight =
      descriptor.size * (capRatio / Self.fallbackCapHeight) * environment.imageScale.factor
    weight = descriptor.weight
  }

  /// The distance from the top of a symbol's frame of height `height` down to its baseline:
  /// the box's middle is the middle of the capitals.
  func baseline(inFrameOfHeight height: Double) -> Double {
    let scale = boxHeight > 0 ? height / boxHeight : 1
    return height / 2 + capHeight / 2 * scale
  }

  /// The width of the stroke, in outline units of a 16-unit grid, that takes a regular
  /// outline to `weight`: SF Symbols come in the font's nine weights, the bootstrap outlines in
  /// one (about regular), so heavier weights are drawn by stroking the outline with its fill
  /// (growing each edge by half the width) and lighter ones by erasing that stroke from the
  /// fill (shrinking each edge alike); negative widths thin. The steps mirror each other
  /// (light thins as much as medium thickens); a stroke 0.45 units wide or thinner vanishes at
  /// ultra light, where Apple's ultra-light glyphs keep hairlines.
  static func emboldening(for weight: FontWeight) -> Double {
    switch weight {
    case .ultraLight: -0.45
    case .thin: -0.3
    case .light: -0.15
    case .regular: 0
    case .medium: 0.15
    case .semibold: 0.3
    case .bold: 0.45
    case .heavy: 0.65
    case .black: 0.85
    }
  }
}
