// MARK: - GlyphRunSample

/// The colours one glyph run was drawn in and the colours under it, pixel by pixel, as an
/// accessibility audit needs them to compute text contrast.
///
/// Taken while the list is drawn, just before the run: the backdrop of a pixel is everything
/// drawn before the run there, composited through the open layers and their opacities (shadows,
/// gradients, images and translucent fills included); the text colour is the run's paint at
/// that pixel (solid, gradient or image) composited over that backdrop the same way. Content
/// drawn after the run (a translucent scrim over it) is not in the sample.
public struct GlyphRunSample: Hashable, Sendable {
  /// One text colour over one backdrop colour, and how many pixels show that pair.
  public struct ColorPair: Hashable, Sendable {
    /// The text's colour as composited, straight alpha (alpha below 255 only over a
    /// transparent canvas).
    public var text: ColorU8
    /// The colour under the text, straight alpha.
    public var backdrop: ColorU8
    /// How many sampled pixels show this pair.
    public var pixels: Int
  }

  /// The run's index among the display list's items.
  public var item: Int
  /// The text the glyphs came from.
  public var text: String
  /// The font's name, such as `Inter-Bold`.
  public var fontName: String
  /// Device pixels per em: the run's size under its transform.
  public var pixelsPerEm: Double
  /// The device-pixel box of the pixels sampled (half-open: `x0..<x1`, `y0..<y1`); empty
  /// when the run showed no pixels (clipped away, blank, transparent).
  public var x0: Int, y0: Int, x1: Int, y1: Int
  /// The distinct colour pairs at the pixels the glyphs cover at least half (every covered
  /// pixel when none is covered that much), most frequent first.
  public var pairs: [ColorPair]
}

extension DisplayList {
  /// Draws the list like `render()` and samples every glyph run as it is drawn.
  public func renderSamplingText() -> (pixmap: Pixmap, samples: [GlyphRunSample])? {
    guard let pixmap = Pixmap(width: width, height: height, filledWith: background)
    else { return nil }
    var canvas = Painter(pixmap: pixmap)
    var samples: [GlyphRunSample] = []
    canvas.draw(items) { index, canvas in
      guard case .glyphs(let run, let paint, let transform, let opacity) = items[index]
      else { return }
      if let sample = canvas.sample(
        run, paint: paint, transform: transform, opacity: opacity,
        item: index)
      {
        samples.append(sample)
      }
    }
    return (canvas.pixmap, samples)
  }
}

extension Painter {
  /// Executes display items like `draw(_:)`, calling `before` with each item's index before
  /// drawing it.
  mutating func draw(_ items: [DisplayItem], before: (Int, inout Painter) -> Void) {
    for (index, item) in items.enumerated() {
      before(index, &self)
      draw(item)
    }
    finish()
  }

  /// The colours `run` would be drawn in, and over, at the pixels it covers now.
  func sample(_ run: GlyphRun, paint: Paint, transform: Transform, opacity: Double, item: Int)
    -> GlyphRunSample?
  {
    guard run.size > 0, run.size.isFinite, transform.isInvertible, !hidesEverything
    else { return nil }
    let scale = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
    var sample = GlyphRunSample(
      item: item, text: run.text, fontName: run.font.name, pixelsPerEm: run.size * scale,
      x0: 0, y0: 0, x1: 0, y1: 0, pairs: [])
    let masks = coverage(of: run, transform: transform)
    guard !masks.isEmpty else { return sample }
    let shader = Shader(paint: paint, transform: transform, opacity: opacity)
    var collector = PairCollector(shader: shader)
    // Pixels the glyphs cover at least half; hairline text that covers none that much is
    // sampled wherever it covers anything.
    for threshold in [UInt8(128), 1] {
      for mask in masks { collect(mask, threshold: threshold, into: &collector) }
      if collector.hasPixels { break }
    }
    guard collector.hasPixels else { return sample }
    sample.x0 = collector.x0
    sample.y0 = collector.y0
    sample.x1 = collector.x1
    sample.y1 = collector.y1
    sample.pairs = collector.pairs()
    return sample
  }

  /// The pairs of one run, counted as its pixels are visited.
  private struct PairCollector {
    let shader: Shader
    let solid: PremultipliedColorU8?
    var counts: [PairKey: Int] = [:]
    var run: (key: PairKey, count: Int)?
    var shaded: [UInt8] = []
    var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min

    init(shader: Shader) {
      self.shader = shader
      solid = shader.solidColor
    }

    var hasPixels: Bool { x1 > x0 }

    /// Counts one pixel's pair; neighbouring pixels mostly repeat one, so pairs are hashed
    /// once a run of equal pairs.
    mutating func add(_ key: PairKey, x: Int, y: Int) {
      if key == run?.key {
        run?.count += 1
      } else {
        if let run { counts[run.key, default: 0] += run.count }
        run = (key, 1)
      }
      x0 = min(x0, x)
      y0 = min(y0, y)
      x1 = max(x1, x + 1)
      y1 = max(y1, y + 1)
    }

    mutating func pairs() -> [GlyphRunSample.ColorPair] {
      if let run { counts[run.key, default: 0] += run.count }
      run = nil
      return counts.sorted {
        $0.value != $1.value
          ? $0.value > $1.value
          : ($0.key.text.word, $0.key.backdrop.word) < ($1.key.text.word, $1.key.backdrop.word)
      }.map {
        GlyphRunSample.ColorPair(
          text: $0.key.text.unpremultiplied, backdrop: $0.key.backdrop.unpremultiplied,
          pixels: $0.value)
      }
    }
  }

  /// Adds the pixels `mask` covers at least `threshold` (after the clip) to `collector`.
  private func collect(_ mask: Mask, threshold: UInt8, into collector: inout PairCollector) {
    let clip = clipMask
    let w = width
    let left = max(mask.originX, 0)
    let right = min(mask.originX + mask.width, w)
    guard right > left else { return }
    for y in 0..<mask.height {
      let py = mask.originY + y
      guard py >= 0, py < height else { continue }
      if collector.solid == nil {
        if collector.shaded.count < (right - left) * 4 {
          collector.shaded = [UInt8](repeating: 0, count: (right - left) * 4)
        }
        let shader = collector.shader
        collector.shaded.withUnsafeMutableBufferPointer { out in
          guard let base = out.baseAddress else { return }
          shader.shade(y: py, x: left, count: right - left, into: base)
        }
      }
      for px in left..<right {
        var c = mask.data[y * mask.width + (px - mask.originX)]
        guard c > 0 else { continue }
        if let clip { c = mul255(c, clip[py * w + px]) }
        guard c >= threshold else { continue }
        let paintColor: PremultipliedColorU8
        if let solid = collector.solid {
          paintColor = solid
        } else {
          let i = (px - left) * 4
          let shaded = collector.shaded
          paintColor = PremultipliedColorU8(
            r: shaded[i], g: shaded[i + 1], b: shaded[i + 2], a: shaded[i + 3])
        }
        let index = py * w + px
        let key: PairKey
        if targets.count == 1 {
          let backdrop = pixel(targets[0], index)
          key = PairKey(text: over(paintColor, backdrop), backdrop: backdrop)
        } else {
          key = PairKey(
            text: composited(at: index, top: paintColor),
            backdrop: composited(at: index, top: nil))
        }
        collector.add(key, x: px, y: py)
      }
    }
  }

  private struct PairKey: Hashable {
    var text: PremultipliedColorU8
    var backdrop: PremultipliedColorU8
  }

  /// The glyphs' coverage in device pixels: the masks drawing uses when the run is drawn from
  /// masks, otherwise one mask of the whole run's outlines.
  private func coverage(of run: GlyphRun, transform: Transform) -> [Mask] {
    if let masks = glyphMasks(of: run, transform: transform) { return masks }
    let combined = outlines(of: run, transform: transform)
    guard !combined.isEmpty,
      let mask = rasterizer.mask(
        of: combined, transform: .identity, rule: .nonZero,
        bounds: (0, 0, width, height))
    else { return [] }
    return [mask]
  }

  /// The pixel at `index` as it would show if the open layers were popped now, with `top`
  /// drawn source-over into the innermost target first.
  private func composited(at index: Int, top: PremultipliedColorU8?) -> PremultipliedColorU8 {
    var result = pixel(targets[0], index)
    let innermost = targets.count - 1
    if innermost == 0, let top { result = over(top, result) }
    var target = 1
    for layer in layers where layer.hasPixmap {
      guard target < targets.count else { break }
      defer { target += 1 }
      if layer.isMask { continue }
      var content = pixel(targets[target], index)
      if target == innermost, let top { content = over(top, content) }
      result = over(scaled(content, by: layer.opacity), result)
    }
    return result
  }

  private func pixel(_ pixmap: Pixmap, _ index: Int) -> PremultipliedColorU8 {
    let i = index * 4
    return PremultipliedColorU8(
      r: pixmap.data[i], g: pixmap.data[i + 1], b: pixmap.data[i + 2], a: pixmap.data[i + 3])
  }

  private func scaled(_ c: PremultipliedColorU8, by opacity: UInt8) -> PremultipliedColorU8 {
    PremultipliedColorU8(
      r: mul255(c.r, opacity), g: mul255(c.g, opacity), b: mul255(c.b, opacity),
      a: mul255(c.a, opacity))
  }

  private func over(_ s: PremultipliedColorU8, _ d: PremultipliedColorU8) -> PremultipliedColorU8 {
    let k = 255 - s.a
    func add(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8(min(255, Int(x) + Int(mul255(y, k)))) }
    return PremultipliedColorU8(
      r: add(s.r, d.r), g: add(s.g, d.g), b: add(s.b, d.b),
      a: add(s.a, d.a))
  }
}
