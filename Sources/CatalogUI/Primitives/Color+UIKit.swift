import Raster

// MARK: - UIColor

/// UIKit's colour type, far enough for SwiftUI code written the UIKit way:
/// `Color(.systemBackground)`, `Color(uiColor: .secondaryLabel)`, `UIColor(red:green:blue:alpha:)`.
///
/// The system colours are dynamic (light and dark, from `SystemColor`'s table), resolved by the
/// colour scheme of the view they are drawn in, as `UIColor`'s are by its trait collection. It
/// is a value, not UIKit's class: there is no `cgColor`, no pattern colour and no
/// `resolvedColor(with:)`.
nonisolated public struct UIColor: Hashable, Sendable {
  /// The colour it draws.
  let color: Color

  /// A colour from 0…1 components, as UIKit's `UIColor(red:green:blue:alpha:)`.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(
      red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }

  /// A grey from 0 (black) to 1 (white), as UIKit's `UIColor(white:alpha:)`.
  public init(white: CGFloat, alpha: CGFloat) {
    color = Color(white: Double(white), opacity: Double(alpha))
  }

  /// The UIKit colour of a SwiftUI colour, as UIKit's `UIColor(_:)`.
  public init(_ color: Color) { self.color = color }

  private init(system: SystemColor) { color = system.color }

  /// The same colour at `alpha` opacity, as UIKit's `withAlphaComponent(_:)`.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(color.opacity(Double(alpha)))
  }

  // MARK: - System colours

  /// iOS's system red (#FF3B30, dark #FF453A).
  public static let systemRed = UIColor(system: .red)
  /// iOS's system orange (#FF9500, dark #FF9F0A).
  public static let systemOrange = UIColor(system: .orange)
  /// iOS's system yellow (#FFCC00, dark #FFD60A).
  public static let systemYellow = UIColor(system: .yellow)
  /// iOS's system green (#34C759, dark #30D158).
  public static let systemGreen = UIColor(system: .green)
  /// iOS's system mint (#00C7BE, dark #63E6E2).
  public static let systemMint = UIColor(system: .mint)
  /// iOS's system teal (#30B0C7, dark #40C8E0).
  public static let systemTeal = UIColor(system: .teal)
  /// iOS's system cyan (#32ADE6, dark #64D2FF).
  public static let systemCyan = UIColor(system: .cyan)
  /// iOS's system blue (#007AFF, dark #0A84FF).
  public static let systemBlue = UIColor(system: .blue)
  /// iOS's system indigo (#5856D6, dark #5E5CE6).
  public static let systemIndigo = UIColor(system: .indigo)
  /// iOS's system purple (#AF52DE, dark #BF5AF2).
  public static let systemPurple = UIColor(system: .purple)
  /// iOS's system pink (#FF2D55, dark #FF375F).
  public static let systemPink = UIColor(system: .pink)
  /// iOS's system brown (#A2845E, dark #AC8E68).
  public static let systemBrown = UIColor(system: .brown)
  /// iOS's system grey (#8E8E93 in both appearances).
  public static let systemGray = UIColor(system: .gray)
  /// iOS's second system grey (#AEAEB2, dark #636366).
  public static let systemGray2 = UIColor(system: .gray2)
  /// iOS's third system grey (#C7C7CC, dark #48484A).
  public static let systemGray3 = UIColor(system: .gray3)
  /// iOS's fourth system grey (#D1D1D6, dark #3A3A3C).
  public static let systemGray4 = UIColor(system: .gray4)
  /// iOS's fifth system grey (#E5E5EA, dark #2C2C2E).
  public static let systemGray5 = UIColor(system: .gray5)
  /// iOS's sixth system grey (#F2F2F7, dark #1C1C1E).
  public static let systemGray6 = UIColor(system: .gray6)
  /// The tint colour: iOS's system blue.
  public static let tintColor = UIColor(system: .blue)

  // MARK: - Label colours

  /// Primary text: black, white in dark mode.
  public static let label = UIColor(system: .label)
  /// Secondary text: #3C3C43 at 60 %, dark #EBEBF5 at 60 %.
  public static let secondaryLabel = UIColor(system: .secondaryLabel)
  /// Tertiary text: #3C3C43 at 30 %, dark #EBEBF5 at 30 %.
  public static let tertiaryLabel = UIColor(system: .tertiaryLabel)
  /// Quaternary text: #3C3C43 at 18 %, dark #EBEBF5 at 16 %.
  public static let quaternaryLabel = UIColor(system: .quaternaryLabel)
  /// Placeholder text in fields: as the tertiary label.
  public static let placeholderText = UIColor(system: .placeholderText)
  /// Links: #007AFF, dark #0984FF.
  public static let link = UIColor(system: .link)

  // MARK: - Separators

  /// A thin separator: #3C3C43 at 29 %, dark #545458 at 60 %.
  public static let separator = UIColor(system: .separator)
  /// An opaque separator: #C6C6C8, dark #38383A.
  public static let opaqueSeparator = UIColor(system: .opaqueSeparator)

  // MARK: - Backgrounds

  /// A screen's background: white, black in dark mode.
  public static let systemBackground = UIColor(system: .systemBackground)
  /// Content over the background: #F2F2F7, dark #1C1C1E.
  public static let secondarySystemBackground = UIColor(system: .secondarySystemBackground)
  /// Content over the secondary background: white, dark #2C2C2E.
  public static let tertiarySystemBackground = UIColor(system: .tertiarySystemBackground)
  /// A grouped list's background: #F2F2F7, black in dark mode.
  public static let systemGroupedBackground = UIColor(system: .systemGroupedBackground)
  /// A grouped list's cells: white, dark #1C1C1E.
  public static let secondarySystemGroupedBackground = UIColor(
    system: .secondarySystemGroupedBackground)
  /// Content inside grouped cells: #F2F2F7, dark #2C2C2E.
  public static let tertiarySystemGroupedBackground = UIColor(
    system: .tertiarySystemGroupedBackground)

  // MARK: - Fills

  /// A thin fill for small shapes: #787880 at 20 %, dark at 36 %.
  public static let systemFill = UIColor(system: .systemFill)
  /// A fill for medium shapes: #787880 at 16 %, dark at 32 %.
  public static let secondarySystemFill = UIColor(system: .secondarySystemFill)
  /// A fill for large shapes: #767680 at 12 %, dark at 24 %.
  public static let tertiarySystemFill = UIColor(system: .tertiarySystemFill)
  /// A fill for large areas: #747480 at 8 %, dark #767680 at 18 %.
  public static let quaternarySystemFill = UIColor(system: .quaternarySystemFill)

  // MARK: - Fixed colours

  /// Black.
  public static let black = UIColor(Color.black)
  /// White.
  public static let white = UIColor(Color.white)
  /// Fully transparent.
  public static let clear = UIColor(Color.clear)
  /// Mid grey (50 % white), as UIKit's `gray`.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// One third white, as UIKit's `darkGray`.
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  /// Two thirds white, as UIKit's `lightGray`.
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  /// Pure red, as UIKit's `red` (not the system red).
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Pure green, as UIKit's `green`.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Pure blue, as UIKit's `blue`.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// White text over dark backgrounds: white at 60 %.
  public static let lightText = UIColor(white: 1, alpha: 0.6)
  /// Black text over light backgrounds.
  public static let darkText = UIColor(Color.black)
}

// MARK: - Color from UIColor

extension Color {
  /// The SwiftUI colour of a UIKit colour, as SwiftUI's `Color(uiColor:)`; a system colour
  /// keeps its light and dark values.
  public init(uiColor: UIColor) { self = uiColor.color }

  /// The SwiftUI colour of a UIKit colour, as SwiftUI's `Color(_:)` taking a `UIColor`:
  /// `Color(.systemBackground)`, `Color(.secondaryLabel)`.
  public init(_ color: UIColor) { self = color.color }
}
