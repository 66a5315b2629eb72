import Raster

// MARK: - PresentationMetrics

/// The measurements and colours of iOS's modal presentations (iPhone, portrait, default
/// Dynamic Type, the iOS 17 design), in points. Sources:
///
/// - Sheet detents: the HIG ("Sheets") defines `large` as the height of a fully expanded sheet
///   and `medium` as about half of it; UIKit's `UISheetPresentationController.Detent` resolves
///   `medium` to half the large detent's height (`maximumDetentValue`), and SwiftUI's
///   `fraction(_:)` and `height(_:)` against the same maximum. A fully expanded sheet leaves
///   10 pt above it below the top safe-area inset (on an iPhone 15 its top is at 59 + 10 =
///   69 pt; in a layout without a safe area, 10 pt from the top). The sheet reaches the
///   screen's bottom edge; its content stays above the home indicator's inset.
/// - Sheet corners 10 pt, continuous: `UISheetPresentationController.preferredCornerRadius`'s
///   system default on iPhone before iOS 26.
/// - Drag indicator (grabber) 36 × 5 pt, 5 pt below the sheet's top edge, in the
///   `tertiaryLabel` colour (#3C3C43 at 30 % / #EBEBF5 at 30 %); shown by `.automatic` when the
///   sheet has more than one detent, as SwiftUI does.
/// - Sheet background `systemBackground` in its elevated variant (#FFFFFF / #1C1C1E), a full
///   screen cover's in its base variant (#FFFFFF / #000000).
/// - Dimming: black at 20 % over the screen behind a sheet, an alert or a confirmation dialog
///   (UIKit's dimming view).
/// - The screen behind a sheet at its large detent (iPhone page sheets since iOS 13, WWDC19
///   "Modernizing Your UI for iOS 13": the presenting view is scaled down and stays live
///   behind the card): drawn as a card of its own, scaled about its top centre so that its
///   sides stand at the system layout margins (16 pt, 20 pt on the wide phones) and its top
///   at the top safe-area inset (the status bar's bottom, 10 pt above the sheet), its corners
///   rounded by the sheet's 10 pt (continuous), dimmed as the rest of the screen, on black.
///   UIKit publishes no figures for this card: these are approximations, within a few points
///   of iOS 17's drawing. A medium or custom detent only dims the screen, as on iOS.
/// - Alert (`UIAlertController.Style.alert`): 270 pt wide, corners 14 pt continuous, centred;
///   the title in `headline` (17 pt semibold) and the message in `footnote` (13 pt), both
///   centred in the label colour, 16 pt from the sides, 20 pt above the title and below the
///   message, 2 pt apart; each button 44 pt high in `body` (17 pt) in the tint colour
///   (`systemRed` for a destructive role, semibold for the cancel role), separated by
///   one-pixel hairlines in the `separator` colour; two buttons side by side (cancel on the
///   leading side), three or more stacked with cancel last. Its background is the
///   `systemMaterial` blur flattened over a plain screen: #F2F2F2 / #252525.
/// - Confirmation dialog (`UIAlertController.Style.actionSheet` on iPhone): cards 8 pt from
///   the sides and the bottom, corners 14 pt continuous, 8 pt between the actions card and
///   the cancel card; each action 57 pt high in 20 pt regular (cancel semibold) in the tint
///   colour; the title in 13 pt semibold and the message in 13 pt regular, in the
///   `secondaryLabel` colour, centred, 16 pt from the sides and 14 pt above and below; the
///   actions card in the alert's material, the cancel card in the elevated
///   `systemBackground` (#FFFFFF / #2C2C2E).
enum PresentationMetrics {
  /// The space above a sheet at its large detent.
  static let sheetTopGap = 10.0
  /// The radius of a sheet's top corners.
  static let sheetCornerRadius = 10.0
  /// The drag indicator's size and its distance from the sheet's top edge.
  static let dragIndicatorWidth = 36.0
  static let dragIndicatorHeight = 5.0
  static let dragIndicatorTop = 5.0

  /// The alert's width, corner radius, text insets and button height.
  static let alertWidth = 270.0
  static let alertCornerRadius = 14.0
  static let alertTextHorizontalInset = 16.0
  static let alertTextVerticalInset = 20.0
  static let alertTextSpacing = 2.0
  static let alertButtonHeight = 44.0

  /// The confirmation dialog's margins, card spacing, corner radius, row height and fonts.
  static let dialogMargin = 8.0
  static let dialogCardSpacing = 8.0
  static let dialogCornerRadius = 14.0
  static let dialogButtonHeight = 57.0
  static let dialogHeaderVerticalInset = 14.0

  /// Where the screen behind a sheet at its large detent is drawn: its window scaled about the
  /// top centre into a card.
  struct PresentingCard {
    /// The window the screen fills, in points.
    let window: Rect
    /// The card's scale factor.
    let scale: Double
    /// The card's corner radius once scaled, in points.
    let cornerRadius: Double
    /// Maps the screen's points to where they are drawn on the card.
    let transform: Transform
  }

  /// The card of the screen behind a sheet at its large detent, in a `window` whose top
  /// safe-area inset is `safeTop`.
  static func presentingCard(window: Rect, safeTop: Double) -> PresentingCard {
    let margin = SystemLayoutMargins.horizontal(forWidth: window.width)
    let scale = window.width > 0 ? max(window.width - 2 * margin, 0) / window.width : 1
    let anchor = Point(x: window.minX + window.width / 2, y: window.minY)
    let transform = Transform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(Transform(scaleX: scale, y: scale))
      .concatenating(Transform(translationX: anchor.x, y: anchor.y + safeTop))
    return PresentingCard(
      window: window, scale: scale, cornerRadius: sheetCornerRadius, transform: transform)
  }

  /// Black at 20 %: what a modal dims the screen behind it with.
  static let dimming = Color(white: 0, opacity: 0.2)
  /// The elevated `systemBackground`: behind a sheet's content.
  static let sheetBackground = Color(light: Color(hex: "#FFFFFF"), dark: Color(hex: "#1C1C1E"))
  /// The base `systemBackground`: behind a full screen cover's content.
  static let coverBackground = Color(light: Color(hex: "#FFFFFF"), dark: Color(hex: "#000000"))
  /// `tertiaryLabel`: the drag indicator.
  static let dragIndicator = Color(light: Color(hex: "#3C3C434C"), dark: Color(hex: "#EBEBF54C"))
  /// The alert's and the dialog's material, flattened.
  static let alertBackground = Color(light: Color(hex: "#F2F2F2"), dark: Color(hex: "#252525"))
  /// The cancel card of a confirmation dialog.
  static let dialogCancelBackground = Color(
    light: Color(hex: "#FFFFFF"), dark: Color(hex: "#2C2C2E"))
  /// `separator`: the hairlines between an alert's buttons.
  static let separator = ListMetrics.separator
  /// `systemRed`: destructive actions.
  static let destructive = Color(light: Color(hex: "#FF3B30"), dark: Color(hex: "#FF453A"))
}
