import CatalogUI

// MARK: - DLSColor

/// Semantic colours for light and dark appearance.
///
/// Every colour that carries text or marks a control meets WCAG contrast where the design
/// system uses it: text colours 4.5:1 on `background` and `surface`, the tones and `primary`
/// 4.5:1 against their `on…` colour and as text on a 10 % tint of themselves (the tinted
/// badges, chips and tab), and `controlBorder` 3:1 on the page (WCAG 1.4.11).
public enum DLSColor {
  public static let background = Color(light: Color(hex: "#FFFFFF"), dark: Color(hex: "#000000"))
  public static let surface = Color(light: Color(hex: "#F7F7F8"), dark: Color(hex: "#1C1C1E"))
  public static let surfaceRaised = Color(light: Color(hex: "#FFFFFF"), dark: Color(hex: "#2C2C2E"))
  // White on a red bright enough to read on black cannot reach 4.5:1, so dark mode puts
  // near-black on `primary`, as `onTone` does on the bright tones.
  public static let primary = Color(light: Color(hex: "#CA2C44"), dark: Color(hex: "#FF7385"))
  public static let onPrimary = Color(light: Color(hex: "#FFFFFF"), dark: Color(hex: "#1C1C1E"))
  public static let textPrimary = Color(light: Color(hex: "#1C1C1E"), dark: Color(hex: "#F2F2F7"))
  public static let textSecondary = Color(light: Color(hex: "#5F5F66"), dark: Color(hex: "#AEAEB5"))
  public static let textTertiary = Color(light: Color(hex: "#707076"), dark: Color(hex: "#98989E"))
  public static let border = Color(light: Color(hex: "#DDDDE1"), dark: Color(hex: "#3A3A3E"))
  public static let success = Color(light: Color(hex: "#1C7C35"), dark: Color(hex: "#4CD964"))
  public static let warning = Color(light: Color(hex: "#A05500"), dark: Color(hex: "#FFB340"))
  public static let error = Color(light: Color(hex: "#C4122F"), dark: Color(hex: "#FF6961"))
  public static let info = Color(light: Color(hex: "#0A66D8"), dark: Color(hex: "#5EA8FF"))
  public static let disabled = Color(light: Color(hex: "#D9D9DE"), dark: Color(hex: "#3A3A3E"))
  public static let star = Color(light: Color(hex: "#FFB400"), dark: Color(hex: "#FFC53D"))
  /// The outline of a filled star: amber on a light page is 1.78:1, so the outline carries the
  /// shape at 3.59:1; on a dark page the fill itself stands out and the outline matches it.
  public static let starOutline = Color(light: Color(hex: "#B57C00"), dark: Color(hex: "#FFC53D"))
  /// The outline of a control whose shape must be seen against the page (an empty star, the
  /// track of a switch that is off): 3:1 or more on `background` and `surface`.
  public static let controlBorder = textTertiary
  /// A surface that inverts the page: dark on light pages, light on dark ones (toasts).
  public static let inverseSurface =
    Color(light: Color(hex: "#1C1C1E"), dark: Color(hex: "#F2F2F7"))
  /// Text on `inverseSurface`.
  public static let inverseText = Color(light: Color(hex: "#FFFFFF"), dark: Color(hex: "#1C1C1E"))
  /// Text and icons on a fill of a tone colour (`success`, `warning`, `error`, `info`): white on
  /// the deep light-mode tones, near-black on the bright dark-mode ones, so both stay legible.
  public static let onTone = Color(light: Color(hex: "#FFFFFF"), dark: Color(hex: "#1C1C1E"))
  /// The band behind a run of chosen items, such as the nights of a stay in a calendar:
  /// `textPrimary` on it keeps more than 10:1.
  public static let selectionBand =
    Color(light: Color(hex: "#EBEBEF"), dark: Color(hex: "#3A3A3E"))
  /// The dimming layer between a page and a modal sheet over it, in both appearances.
  public static let scrim = Color(white: 0, opacity: 0.4)
}

// MARK: - DLSSpacing

/// The spacing scale, in points.
public enum DLSSpacing {
  public static let xxs = 2.0
  public static let xs = 4.0
  public static let s = 8.0
  public static let m = 12.0
  public static let l = 16.0
  public static let xl = 24.0
  public static let xxl = 32.0
}

// MARK: - DLSRadius

/// Corner radii, in points.
public enum DLSRadius {
  public static let s = 6.0
  public static let m = 10.0
  public static let l = 16.0
  public static let xl = 24.0
}

// MARK: - DLSFont

/// The type scale; every style follows Dynamic Type.
public enum DLSFont {
  public static let largeTitle = Font.largeTitle.weight(.bold)
  public static let title = Font.title2.weight(.semibold)
  public static let headline = Font.headline
  public static let body = Font.body
  public static let callout = Font.callout
  public static let subheadline = Font.subheadline
  public static let footnote = Font.footnote
  public static let caption = Font.caption
  /// Tab bar titles: 10 pt at the default text size, growing as `caption2` does.
  public static let tabTitle = Font.custom("Inter", size: 10, relativeTo: .caption2)
}

// MARK: - DLSElevation

/// Shadows for raised surfaces.
public enum DLSElevation {
  case low, high

  var color: Color { Color(white: 0, opacity: self == .low ? 0.12 : 0.2) }
  var radius: Double { self == .low ? 6 : 16 }
  var y: Double { self == .low ? 2 : 8 }
}

extension View {
  /// A shadow from the elevation scale.
  public func elevation(_ level: DLSElevation) -> some View {
    shadow(color: level.color, radius: level.radius, x: 0, y: level.y)
  }
}
