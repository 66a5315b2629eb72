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

  // MARK: - Named colours

  // SwiftUI's named colours are iOS's system colours ("a context-dependent red color",
  // https://developer.apple.com/documentation/swiftui/color/red): each takes its light or dark
  // value from `SystemColor`, the table `UIColor.systemRed` and `Color(.label)` read too.

  /// Fully transparent.
  public static let clear = Color(ColorU8.transparent)
  /// Opaque black, in both colour schemes.
  public static let black = Color(ColorU8.black)
  /// Opaque white, in both colour schemes.
  public static let white = Color(ColorU8.white)
  /// iOS's system gray (#8E8E93 in light and dark).
  public static let gray = SystemColor.gray.color
  /// iOS's system red (#FF3B30, dark #FF453A).
  public static let red = SystemColor.red.color
  /// iOS's system orange (#FF9500, dark #FF9F0A).
  public static let orange = SystemColor.orange.color
  /// iOS's system yellow (#FFCC00, dark #FFD60A).
  public static let yellow = SystemColor.yellow.color
  /// iOS's system green (#34C759, dark #30D158).
  public static let green = SystemColor.green.color
  /// iOS's system blue (#007AFF, dark #0A84FF).
  public static let blue = SystemColor.blue.color
  /// iOS's system purple (#AF52DE, dark #BF5AF2).
  public static let purple = SystemColor.purple.color
  /// iOS's system pink (#FF2D55, dark #FF375F).
  public static let pink = SystemColor.pink.color
  /// iOS's system mint (#00C7BE, dark #63E6E2).
  public static let mint = SystemColor.mint.color
  /// iOS's system teal (#30B0C7, dark #40C8E0).
  public static let teal = SystemColor.teal.color
  /// iOS's system cyan (#32ADE6, dark #64D2FF).
  public static let cyan = SystemColor.cyan.color
  /// iOS's system indigo (#5856D6, dark #5E5CE6).
  public static let indigo = SystemColor.indigo.color
  /// iOS's system brown (#A2845E, dark #AC8E68).
  public static let brown = SystemColor.brown.color
  /// iOS's label colour: black in light mode, white in dark mode.
  public static let primary = SystemColor.label.color
  /// iOS's secondary label colour (#3C3C43 at 60 %, dark #EBEBF5 at 60 %).
  public static let secondary = SystemColor.secondaryLabel.color
  /// The app's accent colour: iOS's system blue, unless the app sets a tint.
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
