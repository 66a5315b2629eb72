import Raster

// MARK: - SymbolRenderingMode

/// How an SF Symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`.
///
/// CatalogUI's substitute symbol outlines (bootstrap-icons, or a registered SVG) have a single
/// layer, so every mode draws the whole symbol in the foreground style's primary level, as
/// `.monochrome` does. SF Symbols draws `.hierarchical` secondary layers at lower opacity,
/// `.palette` layers in the second and third foreground styles, and `.multicolor` symbols in
/// their own colours: under those modes a symbol is reported in the host's diagnostics, since
/// its pixels can differ from iOS's.
public struct SymbolRenderingMode: Hashable, Sendable {
  enum Kind: String, Hashable, Sendable {
    case monochrome, multicolor, hierarchical, palette
  }

  let kind: Kind

  /// Every layer in the foreground style.
  public static let monochrome = SymbolRenderingMode(kind: .monochrome)
  /// Each layer in the symbol's own colours (drawn here in the foreground style).
  public static let multicolor = SymbolRenderingMode(kind: .multicolor)
  /// Layers at decreasing opacities of the foreground style (drawn here in its primary level).
  public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
  /// Layers in the successive foreground styles (drawn here in the first).
  public static let palette = SymbolRenderingMode(kind: .palette)
}

// MARK: - Environment

private struct SymbolRenderingModeKey: EnvironmentKey {
  static var defaultValue: SymbolRenderingMode? { nil }
}

/// The second and third foreground styles set by `foregroundStyle(_:_:)` and
/// `foregroundStyle(_:_:_:)`: what `.secondary` and `.tertiary` draw in below them.
struct ForegroundPaletteKey: EnvironmentKey {
  static var defaultValue: [AnyShapeStyle] { [] }
}

extension EnvironmentValues {
  /// The symbol rendering mode set by `symbolRenderingMode(_:)`; `nil` for the symbol's own.
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }
}

// MARK: - Modifiers

extension View {
  /// Sets how the SF Symbols inside the view colour their layers, as SwiftUI's
  /// `symbolRenderingMode(_:)` (see `SymbolRenderingMode` for what CatalogUI draws).
  nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    environment(\.symbolRenderingMode, mode)
  }

  /// Sets the primary and secondary foreground styles, as SwiftUI's `foregroundStyle(_:_:)`:
  /// content draws in `primary`, and `.secondary` inside draws in `secondary`.
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(
    _ primary: S1, _ secondary: S2
  ) -> some View {
    modifier(
      ForegroundPaletteModifier(styles: [AnyShapeStyle(primary), AnyShapeStyle(secondary)]))
  }

  /// Sets the primary, secondary and tertiary foreground styles, as SwiftUI's
  /// `foregroundStyle(_:_:_:)`: `.secondary` and `.tertiary` inside draw in the second and third.
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    modifier(
      ForegroundPaletteModifier(styles: [
        AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary),
      ]))
  }
}

extension Image {
  /// The image with a symbol rendering mode of its own, as SwiftUI's
  /// `Image.symbolRenderingMode(_:)`.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    var copy = self
    copy.symbolMode = mode
    return copy
  }
}

// MARK: - ForegroundPaletteModifier

/// Sets the foreground style to the first style and the levels below it to the others, each
/// taken relative to the foreground style around the view.
nonisolated struct ForegroundPaletteModifier: EnvironmentModifier {
  let styles: [AnyShapeStyle]

  @MainActor func modify(_ environment: inout EnvironmentValues) {
    let surroundings = environment.foregroundStyle
    let palette = styles.map { $0.settingForeground(over: surroundings) }
    environment.foregroundStyle = palette.first
    environment[ForegroundPaletteKey.self] = Array(palette.dropFirst())
  }
}
