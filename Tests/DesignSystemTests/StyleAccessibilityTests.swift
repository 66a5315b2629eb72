import CatalogUI
import DesignSystem
import Testing

// The promise of the style-protocol pattern: a style changes the looks and nothing a screen
// reader finds. For every component with more than one style, each case below draws the same
// content in the same state under every style and compares what a screen reader gets: the
// accessibility tree without frames (roles, labels, values, hints) and what each gesture does
// (activating, adjusting, named actions). Each case also spells out that result whole, so the
// styles cannot agree by all being equally empty.

// MARK: - StyleAccessibilityTests

@MainActor @Suite struct StyleAccessibilityTests {
  // MARK: Avatar

  nonisolated static let avatarCases: [StyledCase] = [
    StyledCase("initials", expected: [#"image "Ada Lovelace""#]) { _ in
      DLSAvatar(name: "Ada Lovelace")
    },
    StyledCase("one name", expected: [#"image "Ada""#]) { _ in DLSAvatar(name: "Ada", size: 64) },
    // The path need not exist: the photo branch is drawn either way, and no pixels are read.
    StyledCase("photo", expected: [#"image "Grace Hopper""#]) { _ in
      DLSAvatar(name: "Grace Hopper", imagePath: "/nonexistent/grace.png")
    },
  ]

  @Test(arguments: avatarCases)
  func avatar(_ styledCase: StyledCase) {
    styledCase.expectEveryStyleAgrees([
      StyleApplication("circle") { $0.dlsAvatarStyle(.circle) },
      StyleApplication("roundedSquare") { $0.dlsAvatarStyle(.roundedSquare) },
    ])
  }

  // MARK: Badge

  nonisolated static let badgeCases: [StyledCase] =
    DLSBadge.Kind.allCases.map { kind in
      StyledCase("\(kind)", expected: [#"element "Confirmed""#]) { _ in
        DLSBadge("Confirmed", kind: kind)
      }
    } + [
      StyledCase("count", expected: [#"element "12""#]) { _ in DLSBadge("12") }
    ]

  @Test(arguments: badgeCases)
  func badge(_ styledCase: StyledCase) {
    styledCase.expectEveryStyleAgrees([
      StyleApplication("filled") { $0.dlsBadgeStyle(.filled) },
      StyleApplication("tinted") { $0.dlsBadgeStyle(.tinted) },
    ])
  }

  // MARK: Banner

  nonisolated static let bannerCases: [StyledCase] = [
    StyledCase("info", expected: [#"element "Information, Check-in" value "After 3 pm.""#]) { _ in
      DLSBanner(.info, title: "Check-in", message: "After 3 pm.")
    },
    StyledCase("success", expected: [#"element "Success, Booked" value "See you soon.""#]) { _ in
      DLSBanner(.success, title: "Booked", message: "See you soon.")
    },
    StyledCase("warning", expected: [#"element "Warning, Few left" value "2 nights open.""#]) {
      _ in DLSBanner(.warning, title: "Few left", message: "2 nights open.")
    },
    StyledCase(
      "error",
      expected: [#"element "Error, Payment declined" value "Try another card.""#]
    ) { _ in
      DLSBanner(.error, title: "Payment declined", message: "Try another card.")
    },
  ]

  @Test(arguments: bannerCases)
  func banner(_ styledCase: StyledCase) {
    styledCase.expectEveryStyleAgrees([
      StyleApplication("standard") { $0.dlsBannerStyle(.standard) },
      StyleApplication("prominent") { $0.dlsBannerStyle(.prominent) },
    ])
  }

  // MARK: Button

  nonisolated static let buttonCases: [StyledCase] = [
    StyledCase("title", expected: [#"button "Reserve""#, #"→ "Reserve" activate: didTap"#]) {
      log in DLSButton("Reserve", didTap: log.action("didTap"))
    },
    StyledCase("icon", expected: [#"button "Search""#, #"→ "Search" activate: didTap"#]) {
      log in DLSButton("Search", icon: .search, didTap: log.action("didTap"))
    },
    // Loading keeps the tap (which the base view ignores), so activating does nothing.
    StyledCase(
      "loading",
      expected: [
        #"button "Reserve" value "Loading""#, #"→ "Reserve" activate: nothing"#,
      ]
    ) { log in DLSButton("Reserve", isLoading: true, didTap: log.action("didTap")) },
    StyledCase("disabled", expected: [#"button, notEnabled "Reserve""#]) { log in
      DLSButton("Reserve", icon: .search, didTap: log.action("didTap")).disabled(true)
    },
    StyledCase(
      "loading and disabled",
      expected: [#"button, notEnabled "Reserve" value "Loading""#]
    ) { log in
      DLSButton("Reserve", isLoading: true, didTap: log.action("didTap")).disabled(true)
    },
  ]

  @Test(arguments: buttonCases)
  func button(_ styledCase: StyledCase) {
    styledCase.expectEveryStyleAgrees([
      StyleApplication("primary") { $0.dlsButtonStyle(.primary) },
      StyleApplication("secondary") { $0.dlsButtonStyle(.secondary) },
      StyleApplication("tertiary") { $0.dlsButtonStyle(.tertiary) },
    ])
  }

  // MARK: Card

  nonisolated static let cardCases: [StyledCase] = [
    StyledCase("text", expected: [#"element """#, #"  text "Your trip""#]) { _ in
      DLSCard { Text("Your trip") }
    },
    StyledCase(
      "texts and a button",
      expected: [
        #"element """#, #"  text "Lisbon""#, #"  text "3 nights""#, #"  button "Change""#,
        #"→ "Change" activate: didTap"#,
      ]
    ) { log in
      DLSCard {
        VStack {
          Text("Lisbon")
          Text("3 nights")
          DLSButton("Change", didTap: log.action("didTap")).dlsButtonStyle(.tertiary)
        }
      }
    },
    StyledCase(
      "disabled toggle",
      expected: [
        #"element """#, #"  toggle, notEnabled "Instant Book" value "Off""#,
      ]
    ) { log in
      DLSCard { DLSToggle("Instant Book", isOn: log.binding("isOn", false)) }.disabled(true)
    },
  ]

  @Test(arguments: cardCases)
  func card(_ styledCase: StyledCase) {
    styledCase.expectEveryStyleAgrees([
      StyleApplication("elevated") { $0.dlsCardStyle(.elevated) },
      StyleApplication("outlined") { $0.dlsCardStyle(.outlined) },
    ])
  }

  // MARK: Chip

  nonisolated static let chipCases: [StyledCase] = [
    StyledCase("unselected", expected: [#"button "Wifi""#, #"→ "Wifi" activate: didTap"#]) {
      log in DLSChip("Wifi", didTap: log.action("didTap"))
    },
    StyledCase(
      "selected",
      expected: [
        #"button, selected "Pool""#, #"→ "Pool" activate: didTap"#,
      ]
    ) { log in DLSChip("Pool", isSelected: true, didTap: log.action("didTap")) },
    StyledCase("icon", expected: [#"button "Pets""#, #"→ "Pets" activate: didTap"#]) { log in
      DLSChip("Pets", icon: .heart, didTap: log.action("didTap"))
    },
    StyledCase("disabled", expected: [#"button, notEnabled "Wifi""#]) { log in
      DLSChip("Wifi", didTap: log.action("didTap")).disabled(true)
    },
    StyledCase("selected and disabled", expected: [#"button, selected, notEnabled "Pool""#]) {
      log in DLSChip("Pool", isSelected: true, didTap: log.action("didTap")).disabled(true)
    },
  ]

  @Test(arguments: chipCases)
  func chip(_ styledCase: StyledCase) {
    styledCase.expectEveryStyleAgrees([
      StyleApplication("outlined") { $0.dlsChipStyle(.outlined) },
      StyleApplication("tinted") { $0.dlsChipStyle(.tinted) },
    ])
  }

  // MARK: Highlight effect

  nonisolated static let highlightEffectCases: [StyledCase] = [
    StyledCase("row", expected: [#"button "Wifi, On""#, #"→ "Wifi, On" activate: didTap"#]) {
      log in
      HStack {
        Text("Wifi")
        Spacer()
        Text("On")
      }
      .highlightEffectButton(action: log.action("didTap"))
    },
    StyledCase("pressed", expected: [#"button "Wifi""#, #"→ "Wifi" activate: didTap"#]) { log in
      Text("Wifi").highlightEffectButton(isPressed: true, action: log.action("didTap"))
    },
    StyledCase("disabled", expected: [#"button, notEnabled "Wifi""#]) { log in
      Text("Wifi").highlightEffectButton(action: log.action("didTap")).disabled(true)
    },
  ]

  @Test(arguments: highlightEffectCases)
  func highlightEffect(_ styledCase: StyledCase) {
    styledCase.expectEveryStyleAgrees([
      StyleApplication("dimming") { $0.dlsHighlightEffectStyle(.dimming) },
      StyleApplication("scaling") { $0.dlsHighlightEffectStyle(.scaling) },
    ])
  }

  // MARK: List row

  nonisolated static let listRowCases: [StyledCase] = [
    StyledCase("title and chevron", expected: [#"element "Language""#]) { _ in
      DLSListRow("Language")
    },
    StyledCase(
      "subtitle and value",
      expected: [#"element "Language, Spoken by your host, English""#]
    ) { _ in
      DLSListRow("Language", subtitle: "Spoken by your host", accessory: .value("English"))
    },
    StyledCase("check", expected: [#"element "Portuguese""#]) { _ in
      DLSListRow("Portuguese", accessory: .check)
    },
    // `.combine` takes the avatar's name and image trait along with the texts: the base view's
    // doing, the same in every style.
    StyledCase("avatar", expected: [#"image "Ada Lovelace, Ada Lovelace, Host""#]) { _ in
      DLSListRow("Ada Lovelace", subtitle: "Host", accessory: .none) {
        DLSAvatar(name: "Ada Lovelace", size: 32)
      }
    },
  ]

  @Test(arguments: listRowCases)
  func listRow(_ styledCase: StyledCase) {
    styledCase.expectEveryStyleAgrees([
      StyleApplication("plain") { $0.dlsListRowStyle(.plain) },
      StyleApplication("inset") { $0.dlsListRowStyle(.inset) },
    ])
  }

  // MARK: Navigation bar

  nonisolated static let navigationBarCases: [StyledCase] = [
    StyledCase(
      "back, title and action",
      expected: [
        #"element "Listing""#, #"  button "Back""#, #"  header, text "Listing""#,
        #"  button "Save""#,
        #"→ "Back" activate: didTapBack"#, #"→ "Save" activate: didTapTrailing"#,
      ]
    ) { log in
      DLSNavigationBar(
        "Listing", trailingIcon: .heart, trailingLabel: "Save",
        didTapBack: log.action("didTapBack"),
        didTapTrailing: log.action("didTapTrailing"))
    },
    StyledCase(
      "title only",
      expected: [
        #"element "Explore""#, #"  header, text "Explore""#,
      ]
    ) { _ in
      DLSNavigationBar("Explore", showsBack: false)
    },
    StyledCase(
      "back only",
      expected: [
        #"element "Listing""#, #"  button "Back""#, #"  header, text "Listing""#,
        #"→ "Back" activate: didTapBack"#,
      ]
    ) { log in DLSNavigationBar("Listing", didTapBack: log.action("didTapBack")) },
    StyledCase(
      "action only",
      expected: [
        #"element "Wishlists""#, #"  header, text "Wishlists""#, #"  button "More""#,
        #"→ "More" activate: didTapTrailing"#,
      ]
    ) { log in
      DLSNavigationBar(
        "Wishlists", showsBack: false, trailingIcon: .plus,
        didTapTrailing: log.action("didTapTrailing"))
    },
    StyledCase(
      "disabled",
      expected: [
        #"element "Listing""#, #"  button, notEnabled "Back""#, #"  header, text "Listing""#,
        #"  button, notEnabled "Save""#,
      ]
    ) { log in
      DLSNavigationBar(
        "Listing", trailingIcon: .heart, trailingLabel: "Save",
        didTapBack: log.action("didTapBack"),
        didTapTrailing: log.action("didTapTrailing")
      )
      .disabled(true)
    },
  ]

  /// The bars hold the same elements doing the same things, but not in the same order, on
  /// purpose: reading order follows the layout, and the large title sits under the row of
  /// buttons, so it is read after them, as on iOS. A case's `expected` is the inline order.
  @Test(arguments: navigationBarCases)
  func navigationBar(_ styledCase: StyledCase) {
    let inline = styledCase.screenReaderLines { $0.dlsNavigationBarStyle(.inline) }
    let largeTitle = styledCase.screenReaderLines { $0.dlsNavigationBarStyle(.largeTitle) }
    #expect(inline == styledCase.expected)
    let isHeader = { (line: String) in line.hasPrefix("  header") }
    var headerLast = inline.filter { !isHeader($0) }
    let gestures = headerLast.firstIndex { $0.hasPrefix("→") } ?? headerLast.endIndex
    headerLast.insert(contentsOf: inline.filter(isHeader), at: gestures)
    #expect(largeTitle == headerLast, "largeTitle should read the buttons, then the title")
  }

  // MARK: Numeric stepper

  nonisolated static let numericStepperCases: [StyledCase] = [
    // Activating a stepper is a tap on the first of its buttons that can act; both styles put
    // minus before plus.
    StyledCase(
      "between its bounds",
      expected: [
        #"adjustable "Guests" value "2" with adjust action"#,
        #"→ "Guests" activate: value = 1"#,
        #"→ "Guests" increment: value = 3"#,
        #"→ "Guests" decrement: value = 1"#,
      ]
    ) { log in DLSNumericStepper("Guests", value: log.binding("value", 2), in: 1...4) },
    StyledCase(
      "at its lower bound",
      expected: [
        #"adjustable "Guests" value "1" with adjust action"#,
        #"→ "Guests" activate: value = 2"#,
        #"→ "Guests" increment: value = 2"#,
        #"→ "Guests" decrement: value = 1"#,
      ]
    ) { log in DLSNumericStepper("Guests", value: log.binding("value", 1), in: 1...4) },
    StyledCase(
      "at its upper bound",
      expected: [
        #"adjustable "Guests" value "4" with adjust action"#,
        #"→ "Guests" activate: value = 3"#,
        #"→ "Guests" increment: value = 4"#,
        #"→ "Guests" decrement: value = 3"#,
      ]
    ) { log in DLSNumericStepper("Guests", value: log.binding("value", 4), in: 1...4) },
    StyledCase(
      "disabled",
      expected: [
        #"adjustable, notEnabled "Guests" value "2" with adjust action"#,
        #"→ "Guests" increment: nothing"#,
        #"→ "Guests" decrement: nothing"#,
      ]
    ) { log in
      DLSNumericStepper("Guests", value: log.binding("value", 2), in: 1...4).disabled(true)
    },
  ]

  @Test(arguments: numericStepperCases)
  func numericStepper(_ styledCase: StyledCase) {
    styledCase.expectEveryStyleAgrees([
      StyleApplication("standard") { $0.dlsNumericStepperStyle(.standard) },
      StyleApplication("compact") { $0.dlsNumericStepperStyle(.compact) },
    ])
  }

  // MARK: Progress bar

  nonisolated static let progressBarCases: [StyledCase] = [
    StyledCase("labelled", expected: [#"element "Upload" value "46 percent""#]) { _ in
      DLSProgressBar("Upload", value: 0.456)
    },
    StyledCase("unlabelled", expected: [#"element "Progress" value "75 percent""#]) { _ in
      DLSProgressBar(value: 0.75)
    },
    StyledCase("empty", expected: [#"element "Upload" value "0 percent""#]) { _ in
      DLSProgressBar("Upload", value: 0)
    },
    StyledCase("done", expected: [#"element "Upload" value "100 percent""#]) { _ in
      DLSProgressBar("Upload", value: 1)
    },
    StyledCase("not a number", expected: [#"element "Progress" value "0 percent""#]) { _ in
      DLSProgressBar(value: .nan)
    },
  ]

  @Test(arguments: progressBarCases)
  func progressBar(_ styledCase: StyledCase) {
    styledCase.expectEveryStyleAgrees([
      StyleApplication("linear") { $0.dlsProgressBarStyle(.linear) },
      StyleApplication("segmented") { $0.dlsProgressBarStyle(.segmented) },
      StyleApplication("segmented(3)") { $0.dlsProgressBarStyle(.segmented(3)) },
    ])
  }

  // MARK: Rating control

  nonisolated static let ratingControlCases: [StyledCase] = [
    // Activating a rating is a tap on its first star or dot: both styles make every one
    // tappable, so both set the rating to 1.
    StyledCase(
      "three of five",
      expected: [
        #"adjustable "Rating" value "3 of 5" with adjust action"#,
        #"→ "Rating" activate: rating = 1"#,
        #"→ "Rating" increment: rating = 4"#,
        #"→ "Rating" decrement: rating = 2"#,
      ]
    ) { log in DLSRatingControl(rating: log.binding("rating", 3)) },
    StyledCase(
      "none yet",
      expected: [
        #"adjustable "Rating" value "0 of 5" with adjust action"#,
        #"→ "Rating" activate: rating = 1"#,
        #"→ "Rating" increment: rating = 1"#,
        #"→ "Rating" decrement: rating = 1"#,
      ]
    ) { log in DLSRatingControl(rating: log.binding("rating", 0)) },
    StyledCase(
      "full marks of ten",
      expected: [
        #"adjustable "Rating" value "10 of 10" with adjust action"#,
        #"→ "Rating" activate: rating = 1"#,
        #"→ "Rating" increment: rating = 10"#,
        #"→ "Rating" decrement: rating = 9"#,
      ]
    ) { log in DLSRatingControl(rating: log.binding("rating", 10), maxRating: 10) },
  ]

  @Test(arguments: ratingControlCases)
  func ratingControl(_ styledCase: StyledCase) {
    styledCase.expectEveryStyleAgrees(Self.ratingStyles)
  }

  nonisolated static let ratingStyles = [
    StyleApplication("stars") { $0.dlsRatingControlStyle(.stars) },
    StyleApplication("compactDots") { $0.dlsRatingControlStyle(.compactDots) },
  ]

  /// Swiping up and down on the rating changes the rating the screen holds, which the element
  /// then reads, in every style.
  @Test(arguments: ratingStyles)
  func ratingChangesThroughItsAccessibilityElement(_ style: StyleApplication) throws {
    let host = ViewHost(RatingScreen(style: style))
    func swipe(_ direction: AccessibilityAdjustmentDirection) throws -> [String] {
      try #require(host.accessibilityElements.first).adjust(direction)
      return host.accessibilityElements.flatMap { AccessibilityTree.lines(of: $0, depth: 0) }
    }
    #expect(
      host.accessibilityElements.flatMap { AccessibilityTree.lines(of: $0, depth: 0) }
        == [#"adjustable "Rating" value "3 of 5" with adjust action"#])
    #expect(try swipe(.increment) == [#"adjustable "Rating" value "4 of 5" with adjust action"#])
    #expect(try swipe(.increment) == [#"adjustable "Rating" value "5 of 5" with adjust action"#])
    #expect(try swipe(.increment) == [#"adjustable "Rating" value "5 of 5" with adjust action"#])
    #expect(try swipe(.decrement) == [#"adjustable "Rating" value "4 of 5" with adjust action"#])
    #expect(try swipe(.decrement) == [#"adjustable "Rating" value "3 of 5" with adjust action"#])
  }

  /// A disabled rating says so and ignores adjustments, as a disabled stepper does, in every
  /// style: the base view owns it.
  @Test(arguments: ratingStyles)
  func disabledRatingSaysSoAndIgnoresAdjustments(_ style: StyleApplication) {
    let disabled = StyledCase("disabled", expected: []) { log in
      DLSRatingControl(rating: log.binding("rating", 3)).disabled(true)
    }
    let lines = disabled.screenReaderLines(style.apply)
    #expect(lines == disabled.screenReaderLines(Self.ratingStyles[0].apply))
    #expect(
      lines == [
        #"adjustable, notEnabled "Rating" value "3 of 5" with adjust action"#,
        #"→ "Rating" increment: nothing"#,
        #"→ "Rating" decrement: nothing"#,
      ])
  }

  // MARK: Segmented control

  nonisolated static let segmentedControlCases: [StyledCase] = [
    StyledCase(
      "first selected", width: 343,
      expected: [
        #"element """#, #"  button, selected "Day""#, #"  button "Week""#, #"  button "Month""#,
        #"→ "Day" activate: selection = 0"#, #"→ "Week" activate: selection = 1"#,
        #"→ "Month" activate: selection = 2"#,
      ]
    ) { log in
      DLSSegmentedControl(["Day", "Week", "Month"], selection: log.binding("selection", 0))
    },
    StyledCase(
      "last selected", width: 343,
      expected: [
        #"element """#, #"  button "Day""#, #"  button, selected "Week""#,
        #"→ "Day" activate: selection = 0"#, #"→ "Week" activate: selection = 1"#,
      ]
    ) { log in DLSSegmentedControl(["Day", "Week"], selection: log.binding("selection", 1)) },
    StyledCase(
      "disabled", width: 343,
      expected: [
        #"element """#, #"  button, selected, notEnabled "Day""#, #"  button, notEnabled "Week""#,
      ]
    ) { log in
      DLSSegmentedControl(["Day", "Week"], selection: log.binding("selection", 0)).disabled(true)
    },
  ]

  @Test(arguments: segmentedControlCases)
  func segmentedControl(_ styledCase: StyledCase) {
    styledCase.expectEveryStyleAgrees([
      StyleApplication("raised") { $0.dlsSegmentedControlStyle(.raised) },
      StyleApplication("underlined") { $0.dlsSegmentedControlStyle(.underlined) },
    ])
  }

  // MARK: Tab bar

  nonisolated static let tabBarCases: [StyledCase] = [
    StyledCase(
      "first selected",
      expected: [
        #"button, selected "Explore""#, #"button "Wishlists""#, #"button "Profile""#,
        #"→ "Explore" activate: selection = 0"#, #"→ "Wishlists" activate: selection = 1"#,
        #"→ "Profile" activate: selection = 2"#,
      ]
    ) { log in
      DLSTabBar(
        items: [
          .init("Explore", icon: .search), .init("Wishlists", icon: .heart),
          .init("Profile", icon: .person),
        ],
        selection: log.binding("selection", 0))
    },
    StyledCase(
      "last selected",
      expected: [
        #"button "Explore""#, #"button, selected "Profile""#,
        #"→ "Explore" activate: selection = 0"#, #"→ "Profile" activate: selection = 1"#,
      ]
    ) { log in
      DLSTabBar(
        items: [.init("Explore", icon: .search), .init("Profile", icon: .person)],
        selection: log.binding("selection", 1))
    },
    StyledCase(
      "disabled",
      expected: [
        #"button, selected, notEnabled "Explore""#, #"button, notEnabled "Profile""#,
      ]
    ) { log in
      DLSTabBar(
        items: [.init("Explore", icon: .search), .init("Profile", icon: .person)],
        selection: log.binding("selection", 0)
      )
      .disabled(true)
    },
  ]

  @Test(arguments: tabBarCases)
  func tabBar(_ styledCase: StyledCase) {
    styledCase.expectEveryStyleAgrees([
      StyleApplication("standard") { $0.dlsTabBarStyle(.standard) },
      StyleApplication("floating") { $0.dlsTabBarStyle(.floating) },
    ])
  }

  // MARK: Text field

  nonisolated static let textFieldCases: [StyledCase] = [
    StyledCase(
      "placeholder", width: 343,
      expected: [
        #"element "Email" value "you@example.com""#, #"→ "Email" activate: didTap"#,
      ]
    ) { log in
      DLSTextField("Email", text: "", placeholder: "you@example.com", didTap: log.action("didTap"))
    },
    StyledCase(
      "value", width: 343,
      expected: [
        #"element "Email" value "ada@example.com""#, #"→ "Email" activate: didTap"#,
      ]
    ) { log in
      DLSTextField("Email", text: "ada@example.com", didTap: log.action("didTap"))
    },
    StyledCase(
      "error", width: 343,
      expected: [
        #"element "Email" value "ada@" hint "Enter a valid email address""#,
        #"→ "Email" activate: didTap"#,
      ]
    ) { log in
      DLSTextField(
        "Email", text: "ada@", errorMessage: "Enter a valid email address",
        didTap: log.action("didTap"))
    },
    StyledCase("disabled", width: 343, expected: [#"notEnabled "Email" value "ada@example.com""#]) {
      log in
      DLSTextField("Email", text: "ada@example.com", didTap: log.action("didTap"))
        .disabled(true)
    },
  ]

  @Test(arguments: textFieldCases)
  func textField(_ styledCase: StyledCase) {
    styledCase.expectEveryStyleAgrees([
      StyleApplication("outlined") { $0.dlsTextFieldStyle(.outlined) },
      StyleApplication("filled") { $0.dlsTextFieldStyle(.filled) },
    ])
  }

  // MARK: Toast

  nonisolated static let toastCases: [StyledCase] = [
    // Activating the toast is a tap on its action's title, the one tappable view inside.
    StyledCase(
      "action", width: 343,
      expected: [
        #"element "Saved" actions [Undo]"#,
        #"→ "Saved" activate: didTapAction"#,
        #"→ "Saved" Undo: didTapAction"#,
      ]
    ) { log in DLSToast("Saved", actionTitle: "Undo", didTapAction: log.action("didTapAction")) },
    StyledCase("message only", width: 343, expected: [#"element "Link copied""#]) { _ in
      DLSToast("Link copied")
    },
  ]

  @Test(arguments: toastCases)
  func toast(_ styledCase: StyledCase) {
    styledCase.expectEveryStyleAgrees([
      StyleApplication("inverse") { $0.dlsToastStyle(.inverse) },
      StyleApplication("raised") { $0.dlsToastStyle(.raised) },
    ])
  }

  // MARK: Toggle

  nonisolated static let toggleCases: [StyledCase] = [
    StyledCase(
      "on", width: 300,
      expected: [
        #"toggle "Instant Book" value "On""#, #"→ "Instant Book" activate: isOn = false"#,
      ]
    ) { log in DLSToggle("Instant Book", isOn: log.binding("isOn", true)) },
    StyledCase(
      "off", width: 300,
      expected: [
        #"toggle "Instant Book" value "Off""#, #"→ "Instant Book" activate: isOn = true"#,
      ]
    ) { log in DLSToggle("Instant Book", isOn: log.binding("isOn", false)) },
    StyledCase(
      "disabled on", width: 300,
      expected: [#"toggle, notEnabled "Instant Book" value "On""#]
    ) { log in
      DLSToggle("Instant Book", isOn: log.binding("isOn", true)).disabled(true)
    },
    StyledCase(
      "disabled off", width: 300,
      expected: [#"toggle, notEnabled "Instant Book" value "Off""#]
    ) { log in
      DLSToggle("Instant Book", isOn: log.binding("isOn", false)).disabled(true)
    },
  ]

  @Test(arguments: toggleCases)
  func toggle(_ styledCase: StyledCase) {
    styledCase.expectEveryStyleAgrees([
      StyleApplication("switch") { $0.dlsToggleStyle(.switch) },
      StyleApplication("checkmark") { $0.dlsToggleStyle(.checkmark) },
    ])
  }
}

// MARK: - RatingScreen

/// A screen that keeps a rating in its own state, as an app does, drawn in one style.
private struct RatingScreen: View {
  let style: StyleApplication
  @State private var rating = 3

  var body: some View { style.apply(AnyView(DLSRatingControl(rating: $rating))) }
}

// MARK: - StyleApplication

/// One style of a component, set with the component's own modifier, so a style of another
/// component cannot slip in and leave the default style to agree with itself.
struct StyleApplication: Sendable, CustomTestStringConvertible {
  let name: String
  let apply: @MainActor @Sendable (AnyView) -> AnyView

  init(_ name: String, @ErasedView _ apply: @escaping @MainActor @Sendable (AnyView) -> AnyView) {
    self.name = name
    self.apply = apply
  }

  var testDescription: String { name }
}

// MARK: - StyledCase

/// One component in one state, and what a screen reader finds in it, whatever the style.
struct StyledCase: Sendable, CustomTestStringConvertible {
  let name: String
  /// The width the component is laid out in.
  let width: Double
  /// What `screenReaderLines` gives for the first style.
  let expected: [String]
  /// Draws the component, with the closures and bindings it is given recording into the log.
  let make: @MainActor @Sendable (EffectLog) -> AnyView

  init(
    _ name: String, width: Double = 375, expected: [String],
    @ErasedView _ make: @escaping @MainActor @Sendable (EffectLog) -> AnyView
  ) {
    self.name = name
    self.width = width
    self.expected = expected
    self.make = make
  }

  var testDescription: String { name }

  /// What a screen reader finds in the component drawn in `style`: the accessibility tree as
  /// `AccessibilityTree` writes it (no frames), then one line per gesture an element offers,
  /// "→ "label" gesture: what it called", in tree order. The gestures are activating (when the
  /// element has an action), incrementing and decrementing (when it is adjustable) and each
  /// named action, tried on the elements a screen reader focuses: containers are not focused.
  @MainActor
  func screenReaderLines<Styled: View>(_ style: (AnyView) -> Styled) -> [String] {
    let log = EffectLog()
    let host = ViewHost(style(make(log)), proposal: ProposedViewSize(width: width, height: nil))
    let elements = host.accessibilityElements
    var gestures: [String] = []
    func probe(_ element: AccessibilityElement) {
      func record(_ gesture: String, _ perform: () -> Void) {
        let calls = log.calls(during: perform)
        let effect = calls.isEmpty ? "nothing" : calls.joined(separator: ", ")
        gestures.append("→ \"\(element.label)\" \(gesture): \(effect)")
      }
      guard element.children.isEmpty else { return element.children.forEach(probe) }
      if element.hasAction { record("activate") { element.activateElement() } }
      if element.isAdjustable {
        record("increment") { element.adjust(.increment) }
        record("decrement") { element.adjust(.decrement) }
      }
      for name in element.actionNames { record(name) { element.performAction(named: name) } }
    }
    elements.forEach(probe)
    return elements.flatMap { AccessibilityTree.lines(of: $0, depth: 0) } + gestures
  }

  /// Expects every style to give the same lines as the first, and the first to give
  /// `expected`.
  @MainActor
  func expectEveryStyleAgrees(
    _ styles: [StyleApplication],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let reference = styles.first else {
      Issue.record("No styles to compare", sourceLocation: sourceLocation)
      return
    }
    let referenceLines = screenReaderLines(reference.apply)
    #expect(
      referenceLines == expected, "\(name) in the \(reference.name) style",
      sourceLocation: sourceLocation)
    for style in styles.dropFirst() {
      #expect(
        screenReaderLines(style.apply) == referenceLines,
        "\(name): the \(style.name) style reads otherwise than the \(reference.name) style",
        sourceLocation: sourceLocation)
    }
  }
}

// MARK: - ErasedView

/// Erases the view a case's closure builds where its type is known, so cases of different
/// views share one array of arguments.
@MainActor @resultBuilder enum ErasedView {
  static func buildExpression(_ view: some View) -> AnyView { AnyView(view) }
  static func buildBlock(_ view: AnyView) -> AnyView { view }
}

// MARK: - EffectLog

/// What the closures and bindings handed to a component were called with, in order.
@MainActor
final class EffectLog {
  private var entries: [String] = []

  /// A closure that records `name` when called.
  func action(_ name: String) -> () -> Void {
    { self.entries.append(name) }
  }

  /// A binding that always reads `value` and records each write as "name = new value", so
  /// every gesture starts from the same state.
  func binding<Value>(_ name: String, _ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { self.entries.append("\(name) = \($0)") })
  }

  /// What was recorded while `perform` ran.
  func calls(during perform: () -> Void) -> [String] {
    let start = entries.count
    perform()
    return Array(entries[start...])
  }
}
