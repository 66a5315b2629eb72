// MARK: - Paint

/// What fills the covered pixels of a shape: a colour, a gradient or an image pattern.
///
/// Gradient and pattern geometry is in user space: the renderer maps each pixel centre back
/// through the inverse of the draw's transform before evaluating it.
public enum Paint: Hashable, Sendable {
  /// One straight sRGB colour.
  case solid(ColorU8)
  /// `t = 0` at `start`, `t = 1` at `end`; `t` is the projection onto that line.
  case linearGradient(start: Point, end: Point, gradient: Gradient)
  /// `t = distance(p, center) / radius`; no focal point.
  case radialGradient(center: Point, radius: Double, gradient: Gradient)
  /// `t` grows clockwise (y down) from `startAngle` (radians, 0 pointing along +x) through a turn.
  case angularGradient(center: Point, startAngle: Double, gradient: Gradient)
  /// An image repeated or clamped under a transform.
  case pattern(ImagePattern)
}

// MARK: - Gradient

/// Colour stops with rising offsets, a spread mode and an interpolation space.
public struct Gradient: Hashable, Sendable {
  /// One colour at an offset in 0…1.
  public struct Stop: Hashable, Sendable {
    public var offset: Double
    public var color: ColorU8
    public init(offset: Double, color: ColorU8) {
      self.offset = offset
      self.color = color
    }
  }

  /// How `t` outside 0…1 is mapped.
  public enum Spread: String, Hashable, Sendable { case pad, `repeat`, reflect }

  /// Whether colours are mixed after premultiplying (the default, as CSS) or before.
  public enum Interpolation: String, Hashable, Sendable { case premultiplied, unpremultiplied }

  public var stops: [Stop]
  public var spread: Spread
  public var interpolation: Interpolation

  /// Creates a gradient; `nil` when there are no stops or an offset is not finite.
  /// Offsets that fall are raised to the previous one, as CSS and SVG do.
  public init?(stops: [Stop], spread: Spread = .pad, interpolation: Interpolation = .premultiplied)
  {
    guard !stops.isEmpty, stops.allSatisfy({ $0.offset.isFinite }) else { return nil }
    var previous = -Double.infinity
    self.stops = stops.map { stop in
      let offset = max(previous, min(max(stop.offset, 0), 1))
      previous = offset
      return Stop(offset: offset, color: stop.color)
    }
    self.spread = spread
    self.interpolation = interpolation
  }
}

// MARK: - ImagePattern

/// An image used as a paint; `transform` maps image pixels into user space.
public struct ImagePattern: Hashable, Sendable {
  /// How the image is sampled between its pixels.
  public enum Sampling: String, Hashable, Sendable { case nearest, linear }

  public var image: Pixmap
  public var transform: Transform
  public var sampling: Sampling
  /// How the image continues outside its bounds.
  public var spread: Gradient.Spread

  /// Creates a pattern from an image.
  public init(
    image: Pixmap, transform: Transform = .identity, sampling: Sampling = .linear,
    spread: Gradient.Spread = .pad
  ) {
    self.image = image
    self.transform = transform
    self.sampling = sampling
    self.spread = spread
  }
}

// MARK: - FillRule

/// Which points are inside a self-overlapping path.
public enum FillRule: String, Hashable, Sendable {
  case nonZero = "nonzero"
  case evenOdd = "evenodd"
}

// MARK: - BlendMode

/// How a source colour combines with the backdrop; all on premultiplied sRGB values.
///
/// The separable modes follow the W3C "Compositing and Blending Level 1" formulas
/// (`co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs)`), `plusLighter` and `plusDarker` Core
/// Graphics' (`min(1, S + D)`, `max(0, 1 − ((1 − D) + (1 − S)))`), the rest Porter and Duff's;
/// every one in integer arithmetic, the same bytes on every machine.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
  case normal, multiply, screen
  case overlay, darken, lighten, colorDodge, colorBurn, hardLight, difference, exclusion
  case plusLighter, plusDarker
  case sourceAtop, destinationOver, destinationOut
}
