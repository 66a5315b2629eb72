import Raster

// MARK: - AnyGradient

/// The standard gradient of a colour, as SwiftUI's `AnyGradient` (from `Color.gradient`): a
/// vertical gradient from the colour lightened at the top to the colour darkened at the
/// bottom.
///
/// SwiftUI does not document the stops of its standard gradient; this draws it as the colour
/// mixed with 16% white at the top and with 8% black at the bottom, which is close to iOS's
/// but not exact.
public struct AnyGradient: PaintedShapeStyle, Hashable {
  let color: Color

  /// The standard gradient of `color`.
  init(_ color: Color) { self.color = color }

  func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    let base = color.resolve(in: environment.colorScheme)
    let stops = [
      Gradient.Stop(offset: 0, color: base.mixed(with: .white, by: 0.16)),
      Gradient.Stop(offset: 1, color: base.mixed(with: .black, by: 0.08)),
    ]
    guard let gradient = Gradient(stops: stops) else { return .solid(base) }
    return .linearGradient(
      start: UnitPoint.top.point(in: bounds), end: UnitPoint.bottom.point(in: bounds),
      gradient: gradient)
  }
}

extension Color {
  /// The colour's standard gradient, as SwiftUI's `Color.gradient` (see `AnyGradient`).
  public var gradient: AnyGradient { AnyGradient(self) }
}

extension ColorU8 {
  /// The colour moved `amount` (0…1) of the way to `other`, keeping its own opacity.
  fileprivate func mixed(with other: ColorU8, by amount: Double) -> ColorU8 {
    func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) + (Double(b) - Double(a)) * amount).rounded())
    }
    return ColorU8(r: channel(r, other.r), g: channel(g, other.g), b: channel(b, other.b), a: a)
  }
}

// MARK: - ShapeStyle opacity and levels

extension ShapeStyle {
  /// The style with its opacity multiplied, as SwiftUI's `ShapeStyle.opacity(_:)`
  /// (`.quaternary.opacity(0.5)`, `.tint.opacity(0.2)`).
  @_disfavoredOverload
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    FadedShapeStyle(base: AnyShapeStyle(self), opacity: opacity.isFinite ? opacity : 1)
  }

  /// The style's second level, as SwiftUI's `ShapeStyle.secondary`: the secondary system
  /// background for `.background`, else the style at 60% opacity (as `.secondary` is of the
  /// foreground style).
  public var secondary: some ShapeStyle { level(1) }

  /// The style's third level: the tertiary system background for `.background`, else the
  /// style at 30% opacity.
  public var tertiary: some ShapeStyle { level(2) }

  /// The style's fourth level: the style at 18% opacity.
  public var quaternary: some ShapeStyle { level(3) }

  /// The style's fifth level: the style at 10% opacity.
  public var quinary: some ShapeStyle { level(4) }

  /// The style at a hierarchical level (0 for itself).
  private func level(_ level: Int) -> AnyShapeStyle {
    if self is BackgroundStyle, level <= 2 {
      let colors: [SystemColor] = [
        .systemBackground, .secondarySystemBackground, .tertiarySystemBackground,
      ]
      return AnyShapeStyle(colors[level].color)
    }
    return AnyShapeStyle(HierarchicalShapeStyle.level(level).relative(to: AnyShapeStyle(self)))
  }
}

/// A style drawn at a fraction of its opacity (`ShapeStyle.opacity(_:)`).
struct FadedShapeStyle: PaintedShapeStyle {
  let base: AnyShapeStyle
  let opacity: Double

  func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    base.paint(in: bounds, environment: environment).withOpacity(opacity)
  }
}
