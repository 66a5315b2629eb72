// MARK: - TabBar

/// iOS's tab bar on iPhone, as `UITabBar` draws it with its default (standard) appearance.
///
/// Metrics and colours, and where they come from:
/// - Height 49 pt: `UITabBar`'s height on iPhone in portrait (HIG "Tab bars"; UIKit's
///   `UITabBar.sizeThatFits` without a bottom safe area). The catalog has no home-indicator
///   safe area yet, so the bar sits at the bottom of the offered height.
/// - Items share the width equally (iPhone's stacked layout, `UITabBar.ItemPositioning.fill`).
/// - Icon: the symbol at 17 pt (the body size) with the `.large` image scale, about 22 pt,
///   centred in a 25 pt-high box (HIG: 25×25 pt is the target size of a regular tab bar
///   icon), 6 pt below the bar's top.
/// - Title: 10 pt medium, 2 pt below the icon box (UIKit's tab bar item title font, `UIFont
///   .systemFont(ofSize: 10, weight: .medium)`); it does not grow with Dynamic Type, as on
///   iOS (which shows the large content viewer instead).
/// - Selected item: the tint (`.tint(_:)`, else the accent colour); others #999999, UIKit's
///   default `unselectedItemTintColor` grey, in both schemes.
/// - Badge: a systemRed capsule at least 18×18 pt with white 13 pt text, 5 pt padding each
///   side, its leading edge 6 pt right of the icon's centre and its top 2 pt above the icon
///   box, as iOS overlaps the icon's top-trailing corner.
/// - Background: the standard appearance's chrome material approximated by a flat colour,
///   #F9F9F9 at 94 % in light and #161616 at 94 % in dark (no blur: the bar covers nothing
///   in a snapshot); a hairline (one device pixel) top separator, black at 30 % in light and
///   white at 15 % in dark (`UIBarAppearance.shadowColor`'s defaults). iOS 15 and later draw
///   the bar transparent, without the separator, while a scroll view's content ends above
///   it; the catalog always draws the standard appearance.
///
/// Each item is one accessibility element, a button labelled by its title, valued
/// "Tab, 1 of 3" (with the badge after it) and selected when it is the shown tab, as
/// VoiceOver reads "Selected, Home, Tab, 1 of 3".
struct TabBar: View {
  /// One item of the bar.
  struct Item {
    let label: AnyView?
    let badge: Text?
    let isSelected: Bool
  }

  let items: [Item]
  let select: @MainActor (Int) -> Void

  var body: some View {
    EnvironmentReader { environment in
      HStack(alignment: .top, spacing: 0) {
        ForEach(items.indices, id: \.self) { index in
          itemView(index, tint: environment.tint ?? Color.accentColor)
        }
      }
      .frame(maxWidth: .infinity)
      .frame(height: TabBarMetrics.height)
      .background(TabBarMetrics.background)
      .overlay(alignment: .top) {
        Rectangle()
          .fill(TabBarMetrics.separator)
          .frame(height: 1 / max(environment.displayScale, 1))
      }
    }
  }

  private func itemView(_ index: Int, tint: Color) -> some View {
    let item = items[index]
    let badgeText = item.badge?.content
    let position = "Tab, \(index + 1) of \(items.count)"
    return VStack(spacing: 0) {
      TabBarItemLabel(label: item.label, badge: item.badge)
    }
    .foregroundStyle(item.isSelected ? tint : TabBarMetrics.unselected)
    .padding(.top, TabBarMetrics.iconTop)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    .contentShape(Rectangle())
    .onTapGesture { select(index) }
    .accessibilityElement(children: .combine)
    .accessibilityAddTraits(item.isSelected ? [.isButton, .isSelected] : .isButton)
    .accessibilityValue(badgeText.map { "\(position), \($0)" } ?? position)
  }
}

// MARK: - TabBarItemLabel

/// A tab item's icon over its title, with its badge: a `Label` through the tab item label
/// style, or the first view (an `Image`) over the second (a `Text`).
private struct TabBarItemLabel: View {
  let label: AnyView?
  let badge: Text?

  var body: some View {
    let parts = label.map { PreviewItem.items(in: $0).map(\.view) } ?? []
    VStack(spacing: TabBarMetrics.titleSpacing) {
      if parts.count >= 2 {
        icon(parts[0])
        parts[1]
      } else if let only = parts.first {
        only.labelStyle(TabItemLabelStyle(badge: badge))
      }
    }
    .font(TabBarMetrics.titleFont)
    .lineLimit(1)
  }

  private func icon(_ view: AnyView) -> some View {
    TabItemIcon(icon: view, badge: badge).accessibilityHidden(true)
  }
}

/// The icon over the title, as a tab bar draws a `Label`.
private struct TabItemLabelStyle: LabelStyle {
  let badge: Text?

  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: TabBarMetrics.titleSpacing) {
      TabItemIcon(icon: AnyView(configuration.icon), badge: badge)
      configuration.title
    }
  }
}

/// The icon in its box, with the badge over its top-trailing corner.
private struct TabItemIcon: View {
  let icon: AnyView
  let badge: Text?

  var body: some View {
    icon
      .font(TabBarMetrics.iconFont)
      .imageScale(.large)
      .frame(height: TabBarMetrics.iconHeight)
      .overlay(alignment: .top) {
        if let badge {
          badge
            .font(TabBarMetrics.badgeFont)
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .fixedSize()
            .padding(.horizontal, TabBarMetrics.badgePadding)
            .frame(minWidth: TabBarMetrics.badgeSize, minHeight: TabBarMetrics.badgeSize)
            .background(Capsule().fill(Color.red))
            .alignmentGuide(HorizontalAlignment.center) { d in d[.leading] - 6 }
            .alignmentGuide(VerticalAlignment.top) { d in d[.top] + 2 }
            .accessibilityHidden(true)
        }
      }
  }
}

// MARK: - TabBarMetrics

/// The numbers of the tab bar, documented on `TabBar`.
enum TabBarMetrics {
  static let height: Double = 49
  static let iconTop: Double = 6
  static let iconHeight: Double = 25
  static let titleSpacing: Double = 2
  static let iconFont = Font.system(size: 17)
  static let titleFont = Font.system(size: 10, weight: .medium)
  static let badgeFont = Font.system(size: 13)
  static let badgeSize: Double = 18
  static let badgePadding: Double = 5
  static let unselected = Color(hex: "#999999")
  static let background = Color(light: Color(hex: "#F9F9F9F0"), dark: Color(hex: "#161616F0"))
  static let separator = Color(light: Color(hex: "#0000004D"), dark: Color(hex: "#FFFFFF26"))
}
