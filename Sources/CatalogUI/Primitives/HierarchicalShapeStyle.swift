import Raster

// MARK: - HierarchicalShapeStyle

/// The foreground style at a level of emphasis, as SwiftUI's `.primary`, `.secondary`,
/// `.tertiary`, `.quaternary` and `.quinary`.
///
/// A level is the current foreground style at a fixed opacity. Where no foreground style is
/// set, the levels are iOS's label colours: primary is black (white in dark mode), the others
/// are `#3C3C43` (dark: `#EBEBF5`) at the level's opacity. The opacities are iOS's label
/// colours': 1, 0.6, 0.3, 0.18 and 0.1 (quinary, which iOS only uses for fills). With a
/// foreground style set (say `.blue`), `.secondary` is that style at 0.6 opacity; SwiftUI's
/// exact blending there is not documented, so this is an approximation.
public struct HierarchicalShapeStyle: PaintedShapeStyle {
  /// Where the style a level is taken from comes from.
  private enum Base {
    /// The foreground style of the environment the shape or text is drawn in.
    case environment
    /// The foreground style of the place `.foregroundStyle(_:)` set this level; `nil` when
    /// none was set there (the label colours). Capturing it keeps `.secondary` from resolving
    /// against itself.
    case captured(AnyShapeStyle?)
  }

  /// How far the style is from the primary one: 0 for primary, 4 for quinary.
  let level: Int
  private let base: Base

  private init(level: Int, base: Base = .environment) {
    self.level = level
    self.base = base
  }

  /// The level `level` (0 for primary, 4 for quinary) of the foreground style.
  static func level(_ level: Int) -> HierarchicalShapeStyle {
    HierarchicalShapeStyle(level: min(max(level, 0), opacities.count - 1))
  }

  /// The current foreground style itself.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The foreground style at 60% opacity.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The foreground style at 30% opacity.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The foreground style at 18% opacity.
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  /// The foreground style at 10% opacity.
  public static let quinary = HierarchicalShapeStyle(level: 4)

  /// The opacity of each level.
  private static let opacities: [Double] = [1, 0.6, 0.3, 0.18, 0.1]

  /// The same level taken from `style` (the surroundings' foreground style) instead of the
  /// environment it is drawn in.
  func relative(to style: AnyShapeStyle?) -> HierarchicalShapeStyle {
    HierarchicalShapeStyle(level: level, base: .captured(style))
  }

  /// The level's paint: the base style's paint at the level's opacity.
  func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    let opacity = Self.opacities[level]
    // Below `foregroundStyle(_:_:)`, a level is the palette's style itself.
    let palette = environment[ForegroundPaletteKey.self]
    if case .environment = base, level >= 1, level <= palette.count {
      var surroundings = environment
      surroundings.foregroundStyle = nil
      surroundings[ForegroundPaletteKey.self] = []
      return palette[level - 1].paint(in: bounds, environment: surroundings)
    }
    let style: AnyShapeStyle? =
      switch base {
      case .environment: environment.foregroundStyle
      case .captured(let captured): captured
      }
    guard let style else {
      let label =
        level == 0
        ? Color.primary
        : Color(
          light: Color(hex: "#3C3C43"),
          dark: Color(hex: "#EBEBF5"))
      return .solid(label.resolve(in: environment.colorScheme).withOpacity(opacity))
    }
    // The base was the foreground style of the surroundings, so it resolves without one (a
    // hierarchical base carries its own).
    var surroundings = environment
    surroundings.foregroundStyle = nil
    return style.paint(in: bounds, environment: surroundings).withOpacity(opacity)
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The current foreground style itself.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The foreground style at 60% opacity.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The foreground style at 30% opacity.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The foreground style at 18% opacity.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  /// The foreground style at 10% opacity.
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

// MARK: - BackgroundStyle, TintShapeStyle

/// The system background: white, black in dark mode, as SwiftUI's `.background` style.
public struct BackgroundStyle: PaintedShapeStyle, Hashable {
  /// The system background style.
  public init() {}

  /// White in light mode, black in dark mode (iOS's `systemBackground`).
  func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    .solid(environment.colorScheme == .dark ? .black : .white)
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The system background: white, black in dark mode.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The tint of the surroundings (`.tint(_:)`), or the accent colour, as SwiftUI's `.tint`.
public struct TintShapeStyle: PaintedShapeStyle, Hashable {
  /// The tint style.
  public init() {}

  /// The environment's tint colour, or `Color.accentColor` when none is set.
  func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    (environment.tint ?? .accentColor).paint(in: bounds, environment: environment)
  }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The tint of the surroundings, or the accent colour.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

// MARK: - Paint opacity

extension Paint {
  /// The paint with every colour's opacity multiplied; image patterns are left as they are.
  func withOpacity(_ opacity: Double) -> Paint {
    func fade(_ gradient: Gradient) -> Gradient {
      var faded = gradient
      faded.stops = gradient.stops.map {
        Gradient.Stop(offset: $0.offset, color: $0.color.withOpacity(opacity))
      }
      return faded
    }
    switch self {
    case .solid(let color): return .solid(color.withOpacity(opacity))
    case .linearGradient(let start, let end, let gradient):
      return .linearGradient(start: start, end: end, gradient: fade(gradient))
    case .radialGradient(let center, let radius, let gradient):
      return .radialGradient(center: center, radius: radius, gradient: fade(gradient))
    case .angularGradient(let center, let startAngle, let gradient):
      return .angularGradient(center: center, startAngle: startAngle, gradient: fade(gradient))
    case .pattern:
      return self
    }
  }
}
