import CatalogUI
import DesignSystem
import Testing

// The screens written as iOS teams write them (NavigationStack, List, Form, TabView, alerts),
// driven as a user drives them on an iPhone 15 laid out as the catalog lays it out: 393 × 852
// pt with the status bar's 59 pt and the home indicator's 34 pt safe-area insets.

private let phoneInsets = EdgeInsets(top: 59, bottom: 34)

@MainActor private func host(_ view: some View, width: Double = 393) -> ViewHost {
  let host = ViewHost(view)
  host.layout(centredIn: CGSize(width: width, height: 852), safeAreaInsets: phoneInsets)
  return host
}

/// The dump's lines without their indentation, to compare nodes' frames one by one.
@MainActor private func lines(_ host: ViewHost) -> [String] {
  host.dump().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
}

/// The settings screen presented in a sheet, as an app presents it from a profile page.
private struct SettingsPresenter: View {
  @State private var isShowingSettings = true

  var body: some View {
    Text(isShowingSettings ? "Settings open" : "Settings closed")
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .sheet(isPresented: $isShowingSettings) { SettingsScreen() }
  }
}

/// What a screen's callback received.
@MainActor private final class Calls<Value> {
  var values: [Value] = []
}

// MARK: - Behaviour

@MainActor @Suite struct SystemScreenBehaviourTests {
  @Test func tappingTheNavigationLinkPushesItsDestination() throws {
    let host = host(SettingsScreen())
    #expect(host.findAll(text: "Details").isEmpty)
    try host.find(button: "Privacy").tap()
    // The destination fills the screen below the bar, with a back button named after the root.
    #expect(try host.find(text: "Details").frame.midX == 196.5)
    // The back button (a chevron and the previous title) 8 pt from the edge.
    #expect(try host.find(button: "Settings").frame.minX == 8)
    #expect(host.findAll(button: "Privacy").isEmpty)
    #expect(lines(host).contains { $0.hasPrefix("Text(\"Details\")") })
    try host.find(button: "Settings").tap()
    #expect(try host.find(button: "Privacy").frame.height == 21)
  }

  @Test func doneDismissesTheSettingsSheetThroughDismiss() throws {
    let host = host(SettingsPresenter())
    #expect(try host.find(text: "Push").frame.width > 0)
    try host.find(button: "Done").tap()
    #expect(try host.find(text: "Settings closed").frame.width > 0)
    #expect(host.findAll(button: "Done").isEmpty)
    #expect(host.findAll(text: "Push").isEmpty)
  }

  @Test func theEmptyToolbarButtonAsksAndTheAlertEmptiesTheCart() throws {
    let host = host(CartScreen())
    #expect(host.findAll(text: "Empty your cart?").isEmpty)
    try host.find(button: "Empty").tap()
    let title = try host.find(text: "Empty your cart?")
    #expect(abs(title.frame.midX - 393 / 2) < 0.5)
    // Only the alert takes taps now: its "Empty" is the destructive button, not the bar's.
    try host.find(button: "Empty").tap()
    #expect(try host.find(text: "Your cart is empty").frame.width > 0)
    #expect(try host.find(button: "Empty").traits.contains(.isNotEnabled))
  }

  @Test func cancelKeepsTheCart() throws {
    let host = host(CartScreen(isConfirmingEmptying: true))
    try host.find(button: "Cancel").tap()
    #expect(host.findAll(text: "Empty your cart?").isEmpty)
    #expect(try host.find(button: "Check out · €521").frame.width > 0)
  }

  @Test func aRowsStepperEditsTheCartThroughForEachBindings() throws {
    let checkouts = Calls<Int>()
    let host = host(CartScreen { checkouts.values.append($0) })
    try host.find(label: "Quantity of Airport transfer").increment()
    // 509 + 35 more, plus the 12 fee.
    #expect(try host.find(text: "€70").frame.width > 0)
    try host.find(button: "Check out · €556").tap()
    #expect(checkouts.values == [556])
  }

  @Test func theCheckoutsPayButtonInTheBarRunsItsAction() throws {
    let payments = Calls<PaymentMethod>()
    let host = host(CheckoutScreen { payments.values.append($0) })
    try host.find(button: "Pay").tap()
    #expect(payments.values == [.card])
  }

  @Test func tappingATabShowsItsPage() throws {
    let host = host(AppTabsScreen())
    #expect(host.findAll(text: "Wishlists").count == 1)
    try host.find(button: "Wishlists").tap()
    #expect(try host.find(button: "Wishlists").traits.contains(.isSelected))
    #expect(try host.find(button: "Comporta, Portugal, €240 night · 4.88").frame.minX == 16)
  }
}

// MARK: - iOS measurements

// Each family's frames in `host.dump()` compared with iOS 17's iPhone measurements:
//
// - Safe area of an iPhone 15 in portrait: 59 pt above (the status bar around the Dynamic
//   Island), 34 pt below (the home indicator), as UIKit reports `safeAreaInsets` on the device.
// - Navigation bar 44 pt; a large title adds a 52 pt row below it (96 pt together), the title
//   16 pt from the edge: UIKit's iPhone bar, measured by Geoff Hackworth ("iPad Navigation Bar
//   and Toolbar Height Changes in iOS 12", hacknicity.medium.com, 2018) and unchanged since;
//   bar items 16 pt from the edges (the bar's layout margins), centred in the 44 pt bar.
// - List rows at least 44 pt (`EnvironmentValues.defaultMinListRowHeight`, the HIG's 44 × 44
//   pt minimum); inset grouped cards and row content 16 pt from the screen and the card's
//   edge, 20 pt on phones 414 pt and wider (`UIViewController.systemMinimumLayoutMargins`);
//   header text 7 pt above its card; 35 pt between sections (see `ListMetrics`).
// - Tab bar 49 pt above the home indicator (UITabBar on an iPhone in portrait; the HIG says
//   bars keep one height in every orientation, the 49 pt figure is measured, not documented).

@MainActor @Suite struct SystemScreenMeasurementTests {
  @Test func aLargeTitleOverAnInsetGroupedList() {
    let dump = lines(host(SettingsScreen()))
    #expect(dump.contains("Frame (0, 59, 393×44) height: 44"))
    #expect(dump.contains("Frame (0, 103, 393×52) maxWidth: ∞, minHeight: 52"))
    #expect(
      dump.contains(
        "Text(\"Settings\") (16, 108.5, 140.5×41.5) text: \"Settings\", font: Inter 34 bold"))
    // "Done" ends 16 pt from the edge, centred in the bar (59 + 22 = 81).
    #expect(
      dump.contains(
        "Text(\"Done\") (334.5, 70.5, 42.5×21) text: \"Done\", font: Inter 17 regular, tappable"))
    // The list starts below the title: two 44 pt rows, then one; cards 16 pt from the edge.
    #expect(
      dump.contains {
        $0.hasPrefix(
          "List (0, 155, 393×663) style: insetGrouped, section: (16, 213, 361×88), section: (16, 336, 361×44)"
        )
      })
    // Row content 16 pt inside the card (32), the header 7 pt above it (190 + 16 = 206).
    #expect(
      dump.contains(
        "Text(\"NOTIFICATIONS\") (32, 190, 99.5×16) text: \"NOTIFICATIONS\", font: Inter 13 regular"
      ))
    #expect(
      dump.contains(
        "Text(\"Version\") (32, 268.5, 60×21) text: \"Version\", font: Inter 17 regular"))
    // The 31 pt switch centred in its 44 pt row: 213 + (44 − 31) / 2 = 219.5.
    #expect(dump.contains("HStack (32, 219.5, 329×31) tappable"))
  }

  @Test func listsUse20PointMarginsOnThe430PointPhones() {
    let dump = lines(host(SettingsScreen(), width: 430))
    #expect(
      dump.contains {
        $0.hasPrefix(
          "List (0, 155, 430×663) style: insetGrouped, section: (20, 213, 390×88), section: (20, 336, 390×44)"
        )
      })
    #expect(
      dump.contains(
        "Text(\"NOTIFICATIONS\") (40, 190, 99.5×16) text: \"NOTIFICATIONS\", font: Inter 13 regular"
      ))
  }

  @Test func anInlineTitleOverAForm() {
    let dump = lines(host(CheckoutScreen()))
    #expect(dump.contains("Frame (0, 59, 393×44) height: 44"))
    // Centred in the bar: (393 − 79.5) / 2 = 156.75, on the half point.
    #expect(
      dump.contains(
        "Text(\"Checkout\") (157, 70.5, 79.5×21) text: \"Checkout\", font: Inter 17 semibold"))
    #expect(
      dump.contains(
        "Text(\"Cancel\") (16, 70.5, 55.5×21) text: \"Cancel\", font: Inter 17 regular, tappable"))
    #expect(
      dump.contains(
        "Text(\"Pay\") (347, 70.5, 30×21) text: \"Pay\", font: Inter 17 semibold, tappable"))
    // The form starts right below the 44 pt bar; its first card 35 pt + the header below.
    #expect(
      dump.contains {
        $0.hasPrefix(
          "Form (0, 103, 393×643) style: insetGrouped, section: (16, 161, 361×88), section: (16, 284, 361×44), section: (16, 386, 361×132)"
        )
      })
  }

  @Test func aTabBarAboveTheHomeIndicator() {
    let dump = lines(host(AppTabsScreen()))
    // 852 − 34 − 49 = 769: the page takes what is left above it.
    #expect(dump.contains("Overlay (0, 769, 393×49)"))
    #expect(dump.contains("TabItem (0, 59, 393×710)"))
    #expect(
      dump.contains(
        "Text(\"Explore\") (47.5, 802, 36×12.5) text: \"Explore\", font: Inter 10 medium"))
  }

  @Test func anAlertCentredOverTheScreen() throws {
    let host = host(CartScreen(isConfirmingEmptying: true))
    // iOS's alert is 270 pt wide, centred; its buttons side by side in a 44 pt row.
    let cancel = try host.find(button: "Cancel").frame
    let empty = try host.find(button: "Empty").frame
    #expect(cancel.midY == empty.midY)
    #expect(empty.maxX - cancel.minX <= 270)
    #expect((cancel.minX + empty.maxX) / 2 == 196.5)
  }
}
