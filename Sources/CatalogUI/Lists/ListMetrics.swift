import Raster

// MARK: - ListMetrics

/// The measurements and colours of iOS lists (iPhone, portrait, default Dynamic Type, the iOS 17
/// and 18 design), in points. Sources:
///
/// - Minimum row height 44: `EnvironmentValues.defaultMinListRowHeight` on iOS, and the HIG's
///   44 × 44 pt minimum hit target (developer.apple.com/design/human-interface-guidelines/layout).
/// - Horizontal margin 16, 20 from 414 pt wide: UIKit's system minimum layout margins on iPhone
///   (`UIViewController.systemMinimumLayoutMargins`), which inset-grouped tables use both for
///   the card's distance from the screen edge and for the cell's content inset; 20 pt on the
///   414–440 pt wide Plus and Max phones.
/// - Row vertical insets 6: chosen so that a `Toggle` row (a 31 pt switch) is 44 pt tall, as
///   the text rows beside it; taller content grows the row by these insets.
/// - Card corner radius 10, continuous: `UITableView.Style.insetGrouped` cells.
/// - Section spacing 35: UIKit grouped tables' default 17.5 pt header plus 17.5 pt footer
///   between sections without titles, and before the first section.
/// - Header text 7 pt above its card, footer text 7 pt below it, in `footnote` (13 pt) with
///   the `secondaryLabel` colour; grouped headers uppercase (`UIListContentConfiguration`
///   `groupedHeader()` / `groupedFooter()` before iOS 26).
/// - Separator: one device pixel (0.33 pt at 3×, 0.5 pt at 2×, as `UITableView` draws a
///   hairline), starting at the leading edge of the row's first text (SwiftUI's
///   `listRowSeparatorLeading` guide) and running to the card's or screen's trailing edge.
/// - Colours (UIKit's dynamic system colours, light / dark): `systemGroupedBackground`
///   #F2F2F7 / #000000, `secondarySystemGroupedBackground` #FFFFFF / #1C1C1E,
///   `systemBackground` #FFFFFF / #000000, `separator` #3C3C43 at 29 % / #545458 at 60 %.
/// - A `Label`'s icon in a row: centred in a column of its own, so that the titles of rows
///   whose icons differ in width line up, as `UIListContentConfiguration` centres symbol images
///   in a reserved layout size (`ImageProperties.reservedLayoutSize`, whose default for symbols
///   is `standardDimension`); the column is 29 pt wide, the size of the Settings app's row
///   icons, at the default text size.
enum ListMetrics {
  /// The height below which no row is drawn.
  static let minimumRowHeight = 44.0
  /// The space above and below a row's content.
  static let rowVerticalInset = 6.0
  /// The corner radius of an inset grouped card.
  static let cardCornerRadius = 10.0
  /// The space between sections, and before the first and after the last.
  static let sectionSpacing = 35.0
  /// The space between a header's text and its card.
  static let headerBottomPadding = 7.0
  /// The space between a card and its footer's text.
  static let footerTopPadding = 7.0
  /// The space above and below a plain list's header text.
  static let plainHeaderVerticalPadding = 6.0

  /// The width of the column a `Label`'s icon is centred in, in a row.
  static let labelIconColumnWidth = 29.0

  /// The horizontal margin of a list `width` points wide: cards' distance from the edge and
  /// rows' content inset.
  static func margin(forWidth width: Double) -> Double {
    SystemLayoutMargins.horizontal(forWidth: width)
  }

  /// `systemGroupedBackground`: behind grouped sections.
  static let groupedBackground = Color(light: Color(hex: "#F2F2F7"), dark: Color(hex: "#000000"))
  /// `secondarySystemGroupedBackground`: the rows of grouped sections.
  static let groupedCell = Color(light: Color(hex: "#FFFFFF"), dark: Color(hex: "#1C1C1E"))
  /// `systemBackground`: behind and under the rows of plain lists.
  static let plainBackground = Color(light: Color(hex: "#FFFFFF"), dark: Color(hex: "#000000"))
  /// `separator`: the lines between rows.
  static let separator = Color(light: Color(hex: "#3C3C434A"), dark: Color(hex: "#54545899"))
}

// MARK: - SystemLayoutMargins

/// UIKit's system minimum layout margins on iPhone (`UIViewController.systemMinimumLayoutMargins`):
/// 16 pt on the sides of a screen under 414 pt wide, 20 pt on the 414–440 pt wide Plus and Max
/// phones. Lists, navigation bars and their large titles and search fields keep to them.
enum SystemLayoutMargins {
  /// The side margin of a screen `width` points wide.
  static func horizontal(forWidth width: Double) -> Double { width >= 414 ? 20 : 16 }
}

extension View {
  /// Space on `edges` as wide as the system layout margin of the container laid out in (its
  /// width, as `containerRelativeFrame` reads it), plus `extra`: 16 pt on most phones, 20 pt
  /// on the wide ones.
  nonisolated func systemMarginPadding(_ edges: Edge, extra: Double = 0) -> some View {
    modifier(PaddingModifier(insets: .systemMargin(edges, extra: extra)))
  }
}
