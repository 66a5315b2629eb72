import Raster

// MARK: - Color

/// An sRGB colour with opacity, usable as a view (it fills its space) and as a shape style.
///
/// A colour may differ between light and dark appearance (`Color(light:dark:)`); it is
/// resolved against the environment when drawn.
nonisolated public struct Color: Hashable, Sendable, View, PrimitiveView, PaintedShapeStyle {
  let light: ColorU8
  let dark: ColorU8

  /// A colour from 0…1 components.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    func byte(_ v: Double) -> UInt8 {
      UInt8((v.isFinite ? v : 0) * 255, rounding: .toNearestOrAwayFromZero)
    }
    let c = ColorU8(r: byte(red), g: byte(green), b: byte(blue), a: byte(opacity))
    light = c
    dark = c
  }

  /// A grey from 0 (black) to 1 (white).
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// A colour from `#RRGGBB` or `#RRGGBBAA`; transparent black for malformed text.
  public init(hex: String) {
    let c = ColorU8(hex: hex) ?? .transparent
    light = c
    dark = c
  }

  /// A colour that changes with the colour scheme.
  public init(light: Color, dark: Color) {
    self.light = light.light
    self.dark = dark.dark
  }

  init(_ color: ColorU8) {
    light = color
    dark = color
  }

  /// The colour for a colour scheme.
  package func resolve(in scheme: ColorScheme) -> ColorU8 { scheme == .dark ? dark : light }

  /// The same colour with its opacity multiplied.
  public func opacity(_ opacity: Double) -> Color {
    Color(light: Color(light.withOpacity(opacity)), dark: Color(dark.withOpacity(opacity)))
  }

  // SwiftUI's named colours are iOS's system colours. Unlike SwiftUI, they keep their light
  // value in dark mode (`Color(.systemRed)` and `Color(uiColor:)` adapt).
  public static let clear = Color(ColorU8.transparent)
  public static let black = Color(ColorU8.black)
  public static let white = Color(ColorU8.white)
  public static let gray = Color(SystemColor.gray.light)
  public static let red = Color(SystemColor.red.light)
  public static let orange = Color(SystemColor.orange.light)
  public static let yellow = Color(SystemColor.yellow.light)
  public static let green = Color(SystemColor.green.light)
  public static let blue = Color(SystemColor.blue.light)
  public static let purple = Color(SystemColor.purple.light)
  public static let pink = Color(SystemColor.pink.light)
  public static let mint = Color(SystemColor.mint.light)
  public static let teal = Color(SystemColor.teal.light)
  public static let cyan = Color(SystemColor.cyan.light)
  public static let indigo = Color(SystemColor.indigo.light)
  public static let brown = Color(SystemColor.brown.light)
  /// Black in light mode, white in dark mode.
  public static let primary = Color(light: .black, dark: .white)
  /// Secondary label grey.
  public static let secondary = Color(light: Color(hex: "#3C3C4399"), dark: Color(hex: "#EBEBF599"))
  public static let accentColor = Color.blue

  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    let node = ShapeNode(
      shape: Rectangle(), fill: AnyShapeStyle(self), stroke: nil,
      environment: context.environment)
    node.name = "Color(\(resolve(in: context.environment.colorScheme)))"
    nodes.append(node)
  }

  func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    .solid(resolve(in: environment.colorScheme))
  }
}
