import CatalogUI
import DesignSystem
import Testing

/// Every base component announces itself the same way in every style: label, value, traits,
/// adjustable actions. The expected trees are written out whole, so any change shows as a diff.
@MainActor @Suite struct AccessibilityTests {
  @Test(arguments: ["primary", "secondary", "tertiary"])
  func buttonIsOneButtonInEveryStyle(style: String) {
    let button = DLSButton("Reserve", icon: .search) {}
    let lines =
      switch style {
      case "secondary": AccessibilityTree.lines(of: button.dlsButtonStyle(.secondary))
      case "tertiary": AccessibilityTree.lines(of: button.dlsButtonStyle(.tertiary))
      default: AccessibilityTree.lines(of: button)
      }
    #expect(lines == [#"button "Reserve""#])
  }

  @Test func loadingAndDisabledButtonsSaySo() {
    #expect(
      AccessibilityTree.lines(of: DLSButton("Reserve", isLoading: true) {})
        == [#"button "Reserve" value "Loading""#])
    #expect(
      AccessibilityTree.lines(of: DLSButton("Reserve") {}.disabled(true))
        == [#"button, notEnabled "Reserve""#])
  }

  @Test func iconButtonSpeaksItsLabelNotItsIcon() {
    #expect(
      AccessibilityTree.lines(of: DLSIconButton(.heart, label: "Save") {})
        == [#"button "Save""#])
  }

  @Test(arguments: [false, true])
  func stepperIsOneAdjustableElementInEveryStyle(compact: Bool) {
    let stepper = DLSNumericStepper("Guests", value: .constant(2), in: 1...4)
    let lines =
      compact
      ? AccessibilityTree.lines(of: stepper.dlsNumericStepperStyle(.compact))
      : AccessibilityTree.lines(of: stepper)
    #expect(lines == [#"adjustable "Guests" value "2" with adjust action"#])
    #expect(
      AccessibilityTree.lines(of: stepper.disabled(true))
        == [#"adjustable, notEnabled "Guests" value "2" with adjust action"#])
  }

  @Test(arguments: [false, true])
  func ratingIsOneAdjustableElementInEveryStyle(dots: Bool) {
    let rating = DLSRatingControl(rating: .constant(4))
    let lines =
      dots
      ? AccessibilityTree.lines(of: rating.dlsRatingControlStyle(.compactDots))
      : AccessibilityTree.lines(of: rating)
    #expect(lines == [#"adjustable "Rating" value "4 of 5" with adjust action"#])
  }

  @Test(arguments: [false, true])
  func toggleIsOneToggleInEveryStyle(checkmark: Bool) {
    let on = DLSToggle("Instant Book", isOn: .constant(true))
    let off = DLSToggle("Instant Book", isOn: .constant(false))
    let lines =
      checkmark
      ? AccessibilityTree.lines(of: on.dlsToggleStyle(.checkmark))
        + AccessibilityTree.lines(of: off.dlsToggleStyle(.checkmark))
      : AccessibilityTree.lines(of: on) + AccessibilityTree.lines(of: off)
    #expect(lines == [#"toggle "Instant Book" value "On""#, #"toggle "Instant Book" value "Off""#])
    #expect(
      AccessibilityTree.lines(of: on.disabled(true))
        == [#"toggle, notEnabled "Instant Book" value "On""#])
  }

  @Test func checkboxSaysCheckedOrUnchecked() {
    #expect(
      AccessibilityTree.lines(of: DLSCheckbox("Pets allowed", isChecked: .constant(true)))
        == [#"button, selected "Pets allowed" value "Checked""#])
    #expect(
      AccessibilityTree.lines(of: DLSCheckbox("Pets allowed", isChecked: .constant(false)))
        == [#"button "Pets allowed" value "Unchecked""#])
    #expect(
      AccessibilityTree.lines(
        of: DLSCheckbox("Pets allowed", isChecked: .constant(false)).disabled(true))
        == [#"button, notEnabled "Pets allowed" value "Unchecked""#])
  }

  @Test func radioGroupContainsOneButtonPerOptionAndMarksTheChosenOne() {
    let group = DLSRadioGroup(options: ["Flexible", "Moderate", "Strict"], selection: .constant(1))
    #expect(
      AccessibilityTree.lines(of: group) == [
        #"element """#,
        #"  button "Flexible""#,
        #"  button, selected "Moderate""#,
        #"  button "Strict""#,
      ])
  }

  @Test(arguments: [false, true])
  func segmentedControlContainsOneButtonPerSegmentInEveryStyle(underlined: Bool) {
    let control = DLSSegmentedControl(["Day", "Week", "Month"], selection: .constant(2))
    let lines =
      underlined
      ? AccessibilityTree.lines(of: control.dlsSegmentedControlStyle(.underlined))
      : AccessibilityTree.lines(of: control)
    #expect(
      lines == [
        #"element """#,
        #"  button "Day""#,
        #"  button "Week""#,
        #"  button, selected "Month""#,
      ])
  }

  @Test(arguments: [false, true])
  func textFieldReadsLabelValueAndErrorInEveryStyle(filled: Bool) {
    func lines(_ field: DLSTextField) -> [String] {
      filled
        ? AccessibilityTree.lines(of: field.dlsTextFieldStyle(.filled))
        : AccessibilityTree.lines(of: field)
    }
    #expect(
      lines(DLSTextField("Email", text: "", placeholder: "you@example.com"))
        == [#"element "Email" value "you@example.com""#])
    #expect(
      lines(DLSTextField("Email", text: "ada@", errorMessage: "Enter a valid email address"))
        == [#"element "Email" value "ada@" hint "Enter a valid email address""#])
    let disabled = DLSTextField("Email", text: "ada@example.com").disabled(true)
    #expect(
      (filled
        ? AccessibilityTree.lines(of: disabled.dlsTextFieldStyle(.filled))
        : AccessibilityTree.lines(of: disabled))
        == [#"notEnabled "Email" value "ada@example.com""#])
  }

  @Test func searchBarPillIsOneSearchField() {
    #expect(
      AccessibilityTree.lines(of: DLSSearchBarPill(title: "Lisbon", subtitle: "2 guests"))
        == [#"searchField "Lisbon, 2 guests""#])
  }

  @Test(arguments: [false, true])
  func listRowReadsAsOneElementInEveryStyle(inset: Bool) {
    let row = DLSListRow("Language", subtitle: "Spoken by your host", accessory: .value("English"))
    let lines =
      inset
      ? AccessibilityTree.lines(of: row.dlsListRowStyle(.inset)) : AccessibilityTree.lines(of: row)
    #expect(lines == [#"element "Language, Spoken by your host, English""#])
  }

  @Test func sectionHeaderIsAHeaderBesideItsAction() {
    #expect(
      AccessibilityTree.lines(of: DLSSectionHeader("Popular homes", actionTitle: "Show all"))
        == [#"header, text "Popular homes""#, #"button "Show all""#])
  }

  @Test(arguments: [false, true])
  func avatarIsAnImageNamedAfterItsPersonInEveryStyle(roundedSquare: Bool) {
    let avatar = DLSAvatar(name: "Ada Lovelace")
    let lines =
      roundedSquare
      ? AccessibilityTree.lines(of: avatar.dlsAvatarStyle(.roundedSquare))
      : AccessibilityTree.lines(of: avatar)
    #expect(lines == [#"image "Ada Lovelace""#])
  }

  @Test(arguments: [false, true])
  func badgeReadsItsTextInEveryStyle(tinted: Bool) {
    let badge = DLSBadge("Confirmed", kind: .success)
    let lines =
      tinted
      ? AccessibilityTree.lines(of: badge.dlsBadgeStyle(.tinted))
      : AccessibilityTree.lines(of: badge)
    #expect(lines == [#"element "Confirmed""#])
  }

  @Test(arguments: [false, true])
  func chipIsAButtonThatSaysWhetherItIsSelected(tinted: Bool) {
    func lines(_ chip: DLSChip) -> [String] {
      tinted
        ? AccessibilityTree.lines(of: chip.dlsChipStyle(.tinted))
        : AccessibilityTree.lines(of: chip)
    }
    #expect(lines(DLSChip("Wifi")) == [#"button "Wifi""#])
    #expect(lines(DLSChip("Pool", isSelected: true)) == [#"button, selected "Pool""#])
  }

  @Test(arguments: [false, true])
  func bannerReadsToneTitleAndMessageInEveryStyle(prominent: Bool) {
    let banner = DLSBanner(.error, title: "Payment declined", message: "Try another card.")
    let lines =
      prominent
      ? AccessibilityTree.lines(of: banner.dlsBannerStyle(.prominent))
      : AccessibilityTree.lines(of: banner)
    #expect(lines == [#"element "Error, Payment declined" value "Try another card.""#])
  }

  @Test(arguments: [false, true])
  func cardContainsItsContentInEveryStyle(outlined: Bool) {
    let card = DLSCard { Text("Your trip") }
    let lines =
      outlined
      ? AccessibilityTree.lines(of: card.dlsCardStyle(.outlined))
      : AccessibilityTree.lines(of: card)
    #expect(lines == [#"element """#, #"  text "Your trip""#])
  }

  @Test func listingCardReadsAsOneElement() {
    let card = DLSListingCard(title: "Lisbon", subtitle: "Loft", rating: 4.9, price: "€128")
    #expect(
      AccessibilityTree.lines(of: card)
        == [#"button "Lisbon, Loft, Rated 4.90 out of 5, €128 night" actions [Save to wishlist]"#])
    let saved = DLSListingCard(
      title: "Kyoto", subtitle: "Townhouse", rating: nil, price: "¥24,000",
      isFavorite: true)
    #expect(
      AccessibilityTree.lines(of: saved)
        == [#"button "Kyoto, Townhouse, New, ¥24,000 night" actions [Remove from wishlist]"#])
  }

  @Test func reviewCardReadsAuthorDateRatingAndText() {
    let card = DLSReviewCard(author: "Ada", date: "March 2026", rating: 4, text: "Lovely.")
    #expect(
      AccessibilityTree.lines(of: card)
        == [#"element "Ada, March 2026, Rated 4 out of 5, Lovely.""#])
  }

  @Test func bottomSheetContainsAHeaderACloseButtonAndItsContent() {
    let sheet = DLSBottomSheet("Filters") { Text("Beds") }
    #expect(
      AccessibilityTree.lines(of: sheet) == [
        #"element "Filters""#, #"  header, text "Filters""#, #"  button "Close""#,
        #"  text "Beds""#,
      ])
  }

  @Test(arguments: [false, true])
  func navigationBarHasBackHeaderAndActionInEveryStyle(largeTitle: Bool) {
    let bar = DLSNavigationBar("Listing", trailingIcon: .heart, trailingLabel: "Save")
    let lines =
      largeTitle
      ? AccessibilityTree.lines(of: bar.dlsNavigationBarStyle(.largeTitle))
      : AccessibilityTree.lines(of: bar)
    // Reading order follows the layout: a large title sits under the row of buttons.
    #expect(
      lines
        == (largeTitle
          ? [
            #"element "Listing""#, #"  button "Back""#, #"  button "Save""#,
            #"  header, text "Listing""#,
          ]
          : [
            #"element "Listing""#, #"  button "Back""#, #"  header, text "Listing""#,
            #"  button "Save""#,
          ]))
  }

  @Test(arguments: [false, true])
  func tabBarHasOneButtonPerTabAndMarksTheSelectedOneInEveryStyle(floating: Bool) {
    let bar = DLSTabBar(
      items: [.init("Explore", icon: .search), .init("Profile", icon: .person)],
      selection: .constant(1))
    let lines =
      floating
      ? AccessibilityTree.lines(of: bar.dlsTabBarStyle(.floating))
      : AccessibilityTree.lines(of: bar)
    #expect(lines == [#"button "Explore""#, #"button, selected "Profile""#])
  }

  @Test(arguments: [false, true])
  func progressReadsAsAPercentageInEveryStyle(segmented: Bool) {
    let bar = DLSProgressBar("Upload", value: 0.456)
    let lines =
      segmented
      ? AccessibilityTree.lines(of: bar.dlsProgressBarStyle(.segmented))
      : AccessibilityTree.lines(of: bar)
    #expect(lines == [#"element "Upload" value "46 percent""#])
    #expect(
      AccessibilityTree.lines(of: DLSProgressBar(value: .nan))
        == [#"element "Progress" value "0 percent""#])
  }

  @Test func emptyStateHidesItsIconAndKeepsTheAction() {
    let state = DLSEmptyState(
      icon: .heart, title: "No wishlists", message: "Save homes here.",
      actionTitle: "Explore")
    #expect(
      AccessibilityTree.lines(of: state)
        == [#"text "No wishlists""#, #"text "Save homes here.""#, #"button "Explore""#])
  }

  @Test(arguments: [false, true])
  func toastReadsItsMessageAndOffersItsActionInEveryStyle(raised: Bool) {
    let toast = DLSToast("Saved", actionTitle: "Undo")
    let lines =
      raised
      ? AccessibilityTree.lines(of: toast.dlsToastStyle(.raised))
      : AccessibilityTree.lines(of: toast)
    #expect(lines == [#"element "Saved" actions [Undo]"#])
    #expect(AccessibilityTree.lines(of: DLSToast("Link copied")) == [#"element "Link copied""#])
  }
}
