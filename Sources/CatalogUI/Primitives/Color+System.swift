import Raster

// MARK: - SystemColor

/// iOS's dynamic system colours, light and dark: the one table `Color.red`, `UIColor.systemRed`,
/// `Color(.label)` and the rest read.
///
/// Source: Apple's Human Interface Guidelines, "Color" (the iOS/iPadOS system colour and
/// system grey tables, default contrast) and UIKit's "UI element colors" (`label`,
/// `systemBackground`, `separator`, fills), as iOS 17 and 18 resolve them; iOS 26 moved
/// several hues slightly, which this table does not follow.
nonisolated struct SystemColor: Sendable {
  /// The colour in light appearance.
  let light: ColorU8
  /// The colour in dark appearance.
  let dark: ColorU8

  private init(_ light: String, _ dark: String) {
    self.light = ColorU8(hex: light) ?? .transparent
    self.dark = ColorU8(hex: dark) ?? .transparent
  }

  /// The dynamic colour.
  var color: Color { Color(light: Color(light), dark: Color(dark)) }

  // MARK: - Hues

  static let red = SystemColor("#FF3B30", "#FF453A")
  static let orange = SystemColor("#FF9500", "#FF9F0A")
  static let yellow = SystemColor("#FFCC00", "#FFD60A")
  static let green = SystemColor("#34C759", "#30D158")
  static let mint = SystemColor("#00C7BE", "#63E6E2")
  static let teal = SystemColor("#30B0C7", "#40C8E0")
  static let cyan = SystemColor("#32ADE6", "#64D2FF")
  static let blue = SystemColor("#007AFF", "#0A84FF")
  static let indigo = SystemColor("#5856D6", "#5E5CE6")
  static let purple = SystemColor("#AF52DE", "#BF5AF2")
  static let pink = SystemColor("#FF2D55", "#FF375F")
  static let brown = SystemColor("#A2845E", "#AC8E68")

  // MARK: - Greys

  static let gray = SystemColor("#8E8E93", "#8E8E93")
  static let gray2 = SystemColor("#AEAEB2", "#636366")
  static let gray3 = SystemColor("#C7C7CC", "#48484A")
  static let gray4 = SystemColor("#D1D1D6", "#3A3A3C")
  static let gray5 = SystemColor("#E5E5EA", "#2C2C2E")
  static let gray6 = SystemColor("#F2F2F7", "#1C1C1E")

  // MARK: - Labels (alpha as UIKit's: 60 %, 30 %, 18 % / 16 %)

  static let label = SystemColor("#000000", "#FFFFFF")
  static let secondaryLabel = SystemColor("#3C3C4399", "#EBEBF599")
  static let tertiaryLabel = SystemColor("#3C3C434C", "#EBEBF54C")
  static let quaternaryLabel = SystemColor("#3C3C432E", "#EBEBF529")
  static let placeholderText = SystemColor("#3C3C434C", "#EBEBF54C")
  static let link = SystemColor("#007AFF", "#0984FF")

  // MARK: - Separators

  static let separator = SystemColor("#3C3C434A", "#54545899")
  static let opaqueSeparator = SystemColor("#C6C6C8", "#38383A")

  // MARK: - Backgrounds (the base, not the elevated, dark variants)

  static let systemBackground = SystemColor("#FFFFFF", "#000000")
  static let secondarySystemBackground = SystemColor("#F2F2F7", "#1C1C1E")
  static let tertiarySystemBackground = SystemColor("#FFFFFF", "#2C2C2E")
  static let systemGroupedBackground = SystemColor("#F2F2F7", "#000000")
  static let secondarySystemGroupedBackground = SystemColor("#FFFFFF", "#1C1C1E")
  static let tertiarySystemGroupedBackground = SystemColor("#F2F2F7", "#2C2C2E")

  // MARK: - Fills

  static let systemFill = SystemColor("#78788033", "#7878805C")
  static let secondarySystemFill = SystemColor("#78788029", "#78788052")
  static let tertiarySystemFill = SystemColor("#7676801F", "#7676803D")
  static let quaternarySystemFill = SystemColor("#74748014", "#7676802E")
}
