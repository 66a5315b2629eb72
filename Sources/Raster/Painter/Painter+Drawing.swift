// MARK: - Painter drawing beyond fills

extension Painter {
  /// Strokes `path` with `style`: the outline from `Stroker`, filled with the nonzero rule.
  public mutating func stroke(
    _ path: Path, style: Stroke, paint: Paint,
    transform: Transform = .identity, opacity: Double = 1,
    blendMode: BlendMode = .normal
  ) {
    guard transform.isInvertible else { return }
    let (outline, mayOverlap) = Stroker.outlineAndOverlap(
      of: path, style: style, transform: transform, storage: rasterizer.takeSpareContours())
    // The paint is in user space: the outline is already in device space, so the paint keeps
    // the draw's transform through `paintTransform`.
    fill(
      .contours(outline), paint: paint, rule: .nonZero, opacity: opacity,
      blendMode: blendMode, paintTransform: transform, mayOverlap: mayOverlap)
  }

  /// Fills every glyph of a run: each outline scaled to the run's size, placed at its origin,
  /// then transformed; nonzero, unhinted.
  ///
  /// With a solid paint and a transform that only scales (positively) and translates, each
  /// glyph origin is rounded as `GlyphMask.Position` does and the glyph's coverage mask, from
  /// `cache` or rendered afresh when `cache` is `nil`, is composited through the clip: both
  /// give the same bytes. Other paints, rotated, skewed or flipped runs and glyphs above
  /// `GlyphMask.largestCachedPixelsPerEm` are filled as outlines at their exact positions.
  public mutating func drawGlyphs(
    _ run: GlyphRun, paint: Paint, transform: Transform = .identity,
    opacity: Double = 1,
    cache: GlyphMaskCache? = GlyphMaskCache.shared
  ) {
    guard run.size > 0, run.size.isFinite, transform.isInvertible else { return }
    if case .solid(let color) = paint,
      let masks = glyphMasks(of: run, transform: transform, cache: cache)
    {
      let tinted = color.withOpacity(opacity)
      guard tinted.a > 0 else { return }
      for mask in masks { fill(mask: mask, color: tinted) }
      return
    }
    fill(
      outlines(of: run, transform: transform), paint: paint, rule: .nonZero,
      transform: .identity, opacity: opacity, paintTransform: transform)
  }

  /// The glyphs' coverage masks in device pixels, each origin rounded as `GlyphMask.Position`
  /// does, from `cache` (or rendered afresh when it is `nil`); `nil` when the run is not drawn
  /// from masks: a transform that does more than scale positively and translate, or glyphs
  /// above `GlyphMask.largestCachedPixelsPerEm`.
  func glyphMasks(
    of run: GlyphRun, transform: Transform,
    cache: GlyphMaskCache? = GlyphMaskCache.shared
  ) -> [Mask]? {
    let scaleX = run.size * transform.a
    let scaleY = run.size * transform.d
    guard transform.b == 0, transform.c == 0, scaleX > 0, scaleY > 0,
      scaleX <= GlyphMask.largestCachedPixelsPerEm, scaleY <= GlyphMask.largestCachedPixelsPerEm
    else { return nil }
    return run.glyphs.compactMap { glyph in
      guard let position = GlyphMask.Position(transform.apply(glyph.origin)) else { return nil }
      let found =
        cache.map {
          $0.mask(
            font: run.font, glyph: glyph.id, scaleX: scaleX, scaleY: scaleY,
            subpixel: position.subpixel, rasterizer: rasterizer)
        }
        ?? GlyphMask.render(
          font: run.font, glyph: glyph.id, scaleX: scaleX, scaleY: scaleY,
          subpixel: position.subpixel, rasterizer: rasterizer)
      guard var mask = found else { return nil }
      mask.originX += position.pixelX
      mask.originY += position.pixelY
      return mask
    }
  }

  /// Every glyph's outline at its exact position, in device space.
  func outlines(of run: GlyphRun, transform: Transform) -> Path {
    var combined = Path()
    for glyph in run.glyphs {
      guard let outline = run.font.glyphOutline(glyph.id), !outline.isEmpty else { continue }
      let placement = Transform(scaleX: run.size, y: run.size)
        .concatenating(Transform(translationX: glyph.origin.x, y: glyph.origin.y))
        .concatenating(transform)
      combined.addPath(outline, transform: placement)
    }
    return combined
  }

  /// A box shadow: the path's coverage moved by `offset` device pixels, blurred by `sigma`,
  /// composited in `color`; not cut out under the shape.
  ///
  /// Coverage is gathered from outside the canvas as far as the blur reaches, or as far as
  /// the pixmap's size limits allow; `GaussianBlur` says how a larger sigma is narrowed.
  public mutating func drawShadow(
    _ path: Path, color: ColorU8, sigma: Double, offset: Point,
    rule: FillRule = .nonZero, transform: Transform = .identity
  ) {
    guard offset.isFinite else { return }
    let moved = transform.concatenating(Transform(translationX: offset.x, y: offset.y))
    // Rasterize without the canvas bound so blur can pull in coverage from outside it.
    let reach = Int(3 * sigma, rounding: .up, clampedTo: 0...Pixmap.maxDimension) + 1
    let margin = min(reach, GaussianBlur.largestPad(width: width, height: height))
    guard
      let mask = rasterizer.mask(
        of: path, transform: moved, rule: rule,
        bounds: (
          -margin, -margin, width + 2 * margin,
          height + 2 * margin
        ))
    else { return }
    fill(mask: GaussianBlur.blur(mask, sigma: sigma), color: color)
  }

  /// Draws `image` stretched into `rect` (user space).
  public mutating func drawImage(
    _ image: Pixmap, in rect: Rect,
    sampling: ImagePattern.Sampling = .linear,
    transform: Transform = .identity, opacity: Double = 1
  ) {
    guard !rect.isEmpty, rect.isFinite else { return }
    let toRect = Transform(
      scaleX: rect.width / Double(image.width),
      y: rect.height / Double(image.height)
    )
    .concatenating(Transform(translationX: rect.minX, y: rect.minY))
    let pattern = ImagePattern(image: image, transform: toRect, sampling: sampling)
    fill(Path(rect: rect), paint: .pattern(pattern), transform: transform, opacity: opacity)
  }
}

extension Path {
  /// A closed rectangle, clockwise on a y-down canvas from the top-left corner.
  public init(rect: Rect) {
    self.init()
    move(to: Point(x: rect.minX, y: rect.minY))
    addLine(to: Point(x: rect.maxX, y: rect.minY))
    addLine(to: Point(x: rect.maxX, y: rect.maxY))
    addLine(to: Point(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }
}
