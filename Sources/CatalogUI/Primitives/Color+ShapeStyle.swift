// MARK: - Colours as leading-dot shape styles

// SwiftUI declares its colours a second time on `ShapeStyle` so that `.fill(.blue)` and
// `.foregroundStyle(.white)` find them; `Color.blue` still picks `Color`'s own member, which
// the type checker prefers over a protocol extension's.
extension ShapeStyle where Self == Color {
  /// Black.
  public static var black: Color { Color.black }
  /// White.
  public static var white: Color { Color.white }
  /// iOS's system grey.
  public static var gray: Color { Color.gray }
  /// iOS's system red.
  public static var red: Color { Color.red }
  /// iOS's system orange.
  public static var orange: Color { Color.orange }
  /// iOS's system yellow.
  public static var yellow: Color { Color.yellow }
  /// iOS's system green.
  public static var green: Color { Color.green }
  /// iOS's system mint.
  public static var mint: Color { Color.mint }
  /// iOS's system teal.
  public static var teal: Color { Color.teal }
  /// iOS's system cyan.
  public static var cyan: Color { Color.cyan }
  /// iOS's system blue.
  public static var blue: Color { Color.blue }
  /// iOS's system indigo.
  public static var indigo: Color { Color.indigo }
  /// iOS's system purple.
  public static var purple: Color { Color.purple }
  /// iOS's system pink.
  public static var pink: Color { Color.pink }
  /// iOS's system brown.
  public static var brown: Color { Color.brown }
  /// Fully transparent.
  public static var clear: Color { Color.clear }
}
