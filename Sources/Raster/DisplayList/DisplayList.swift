// MARK: - DisplayItem

/// One drawing operation, with its full transform; nothing is inherited from earlier items.
///
/// The cases mirror the operations of the `rasterscene/1` format, so a scene file and a laid-out
/// view tree both become the same list.
public enum DisplayItem: Equatable, Sendable {
  case fill(
    Path, paint: Paint, rule: FillRule = .nonZero, transform: Transform = .identity,
    opacity: Double = 1)
  case stroke(
    Path, style: Stroke, paint: Paint, transform: Transform = .identity,
    opacity: Double = 1)
  case glyphs(GlyphRun, paint: Paint, transform: Transform = .identity, opacity: Double = 1)
  /// A blurred silhouette: coverage under `transform`, moved by `offset` device pixels, blurred
  /// by a Gaussian of `sigma` device pixels, composited in `color`; not cut out under the shape.
  case shadow(
    Path, color: ColorU8, sigma: Double, offset: Point, rule: FillRule = .nonZero,
    transform: Transform = .identity)
  /// Intersects the clip with the path's anti-aliased coverage until the matching `popClip`.
  case pushClip(Path, rule: FillRule = .nonZero, transform: Transform = .identity)
  case popClip
  /// Starts an isolated group composited at `popLayer` with `opacity` and `blendMode`.
  case pushLayer(opacity: Double = 1, blendMode: BlendMode = .normal)
  /// Starts an isolated group blurred at `popLayer` by a Gaussian of `sigma` device pixels.
  case pushBlur(sigma: Double)
  /// Starts a group whose alpha, at the matching `popLayer`, multiplies the layer below it.
  case pushMask
  /// Starts an isolated group whose pixels, at `popLayer`, go through a colour matrix or a
  /// projection before compositing normally.
  case pushFilter(LayerFilter)
  case popLayer
  /// Replaces the pixels under the path with a Gaussian blur of `sigma` device pixels of what
  /// is drawn below it, as `Painter.drawBackdropBlur` does.
  case backdropBlur(
    Path, sigma: Double, rule: FillRule = .nonZero,
    transform: Transform = .identity)
  /// An image drawn into `rect` (user space).
  case image(
    Pixmap, rect: Rect, sampling: ImagePattern.Sampling = .linear,
    transform: Transform = .identity, opacity: Double = 1)
}

// MARK: - DisplayList

/// A flat, ordered list of drawing operations in device pixels over a canvas of a given size.
public struct DisplayList: Equatable, Sendable {
  /// Canvas width in device pixels.
  public var width: Int
  /// Canvas height in device pixels.
  public var height: Int
  /// The colour the canvas starts with.
  public var background: ColorU8
  /// The operations, drawn in order.
  public var items: [DisplayItem]

  /// Creates a display list.
  public init(
    width: Int, height: Int, background: ColorU8 = .transparent, items: [DisplayItem] = []
  ) {
    self.width = width
    self.height = height
    self.background = background
    self.items = items
  }
}
