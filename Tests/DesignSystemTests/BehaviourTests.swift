import CatalogUI
import DesignSystem
import Testing

/// Interactive components behave as users expect, whatever their style, because the base
/// component owns interaction and accessibility.
@Suite struct BehaviourTests {
  @Test(arguments: [false, true])
  func tappingPlusRaisesTheStepperUpToItsBound(compact: Bool) {
    let value = State(2)
    let stepper = DLSNumericStepper("Guests", value: value.binding, in: 1...4)
    let host = compact ? ViewHost(stepper.dlsNumericStepperStyle(.compact)) : ViewHost(stepper)
    for _ in 0..<5 {
      host.tap(id: "increment")
      host.layout(.unspecified)
    }
    #expect(value.value == 4)
    host.tap(id: "decrement")
    #expect(value.value == 3)
  }

  @Test func stepperIsOneAdjustableElement() throws {
    let value = State(2)
    let host = ViewHost(DLSNumericStepper("Guests", value: value.binding, in: 1...4))
    let elements = host.accessibilityElements
    #expect(elements.count == 1)
    let stepper = try #require(elements.first)
    #expect(stepper.label == "Guests" && stepper.value == "2" && stepper.isAdjustable)
    stepper.adjust(.decrement)
    stepper.adjust(.decrement)
    #expect(value.value == 1)
  }

  @Test(arguments: [false, true])
  func ratingControlClampsAndSpeaksTheSameInEveryStyle(dots: Bool) throws {
    let rating = State(3)
    let control = DLSRatingControl(rating: rating.binding, maxRating: 5)
    let host = dots ? ViewHost(control.dlsRatingControlStyle(.compactDots)) : ViewHost(control)
    let element = try #require(host.accessibilityElements.first)
    #expect(element.label == "Rating" && element.value == "3 of 5")
    for _ in 0..<4 { element.adjust(.increment) }
    #expect(rating.value == 5)
    for _ in 0..<9 { element.adjust(.decrement) }
    #expect(rating.value == 1)
    host.tap(id: dots ? "dot-4" : "star-4")
    #expect(rating.value == 4)
  }

  @Test func loadingButtonIgnoresTapsAndSaysSo() throws {
    let taps = State(0)
    let host = ViewHost(DLSButton("Reserve", isLoading: true) { taps.value += 1 }.id("b"))
    host.tap(id: "b")
    #expect(taps.value == 0)
    let element = try #require(host.accessibilityElements.first)
    #expect(element.label == "Reserve" && element.value == "Loading")
    #expect(element.traits.contains(.isButton))
  }

  @Test func disabledButtonIsAnnouncedAndInert() throws {
    let taps = State(0)
    let host = ViewHost(DLSButton("Reserve") { taps.value += 1 }.disabled(true).id("b"))
    host.tap(id: "b")
    #expect(taps.value == 0)
  }

  @Test func toggleFlipsAndAnnouncesItsState() throws {
    let on = State(false)
    let host = ViewHost(DLSToggle("Instant Book", isOn: on.binding), proposal: .init(width: 300, height: nil))
    #expect(host.accessibilityElements.first?.value == "Off")
    let frame = try #require(host.accessibilityElements.first?.frame)
    host.tap(at: .init(x: frame.midX, y: frame.midY))
    #expect(on.value)
  }
}

// MARK: - Controls

/// Selection controls change their binding on taps, in every style, and ignore taps when
/// disabled.
@Suite struct SelectionBehaviourTests {
  /// Taps the middle of the first accessibility element labelled `label`.
  @discardableResult
  func tap(_ label: String, in host: ViewHost) -> Bool {
    let elements = host.accessibilityElements.flatMap { [$0] + $0.children }
    guard let frame = elements.first(where: { $0.label == label })?.frame else { return false }
    return host.tap(at: .init(x: frame.midX, y: frame.midY))
  }

  @Test(arguments: [false, true])
  func toggleFlipsBothWaysInEveryStyle(checkmark: Bool) {
    let on = State(false)
    let toggle = DLSToggle("Instant Book", isOn: on.binding)
    let proposal = ProposedViewSize(width: 300, height: nil)
    let host = checkmark ? ViewHost(toggle.dlsToggleStyle(.checkmark), proposal: proposal)
      : ViewHost(toggle, proposal: proposal)
    #expect(tap("Instant Book", in: host))
    #expect(on.value == true)
    #expect(tap("Instant Book", in: host))
    #expect(on.value == false)
  }

  @Test func disabledToggleIgnoresTaps() {
    let on = State(false)
    let host = ViewHost(DLSToggle("Instant Book", isOn: on.binding).disabled(true),
                        proposal: .init(width: 300, height: nil))
    #expect(!tap("Instant Book", in: host))
    #expect(on.value == false)
  }

  @Test func checkboxFlipsAndIgnoresTapsWhenDisabled() {
    let checked = State(false)
    let host = ViewHost(DLSCheckbox("Pets allowed", isChecked: checked.binding))
    #expect(tap("Pets allowed", in: host))
    #expect(checked.value == true)
    #expect(tap("Pets allowed", in: host))
    #expect(checked.value == false)
    let disabled = ViewHost(DLSCheckbox("Pets allowed", isChecked: checked.binding).disabled(true))
    #expect(!tap("Pets allowed", in: disabled))
    #expect(checked.value == false)
  }

  @Test func radioGroupSelectsTheTappedOptionOnly() {
    let selection = State(0)
    let host = ViewHost(DLSRadioGroup(options: ["Flexible", "Moderate", "Strict"],
                                      selection: selection.binding))
    #expect(host.tap(id: "option-2"))
    #expect(selection.value == 2)
    #expect(host.tap(id: "option-2"))
    #expect(selection.value == 2)
    #expect(host.tap(id: "option-1"))
    #expect(selection.value == 1)
    let disabled = ViewHost(DLSRadioGroup(options: ["Flexible", "Moderate", "Strict"],
                                          selection: selection.binding).disabled(true))
    #expect(!disabled.tap(id: "option-0"))
    #expect(selection.value == 1)
  }

  @Test(arguments: [false, true])
  func segmentedControlSelectsTheTappedSegmentInEveryStyle(underlined: Bool) {
    let selection = State(0)
    let control = DLSSegmentedControl(["Day", "Week", "Month"], selection: selection.binding)
    let proposal = ProposedViewSize(width: 343, height: nil)
    let host = underlined
      ? ViewHost(control.dlsSegmentedControlStyle(.underlined), proposal: proposal)
      : ViewHost(control, proposal: proposal)
    #expect(host.tap(id: "segment-2"))
    #expect(selection.value == 2)
    #expect(host.tap(id: "segment-1"))
    #expect(selection.value == 1)
    let disabled = ViewHost(control.disabled(true), proposal: proposal)
    #expect(!disabled.tap(id: "segment-0"))
    #expect(selection.value == 1)
  }

  @Test(arguments: [false, true])
  func tabBarSelectsTheTappedTabInEveryStyle(floating: Bool) {
    let selection = State(0)
    let bar = DLSTabBar(items: [.init("Explore", icon: .search), .init("Wishlists", icon: .heart),
                                .init("Profile", icon: .person)],
                        selection: selection.binding)
    let proposal = ProposedViewSize(width: 375, height: nil)
    let host = floating ? ViewHost(bar.dlsTabBarStyle(.floating), proposal: proposal)
      : ViewHost(bar, proposal: proposal)
    #expect(host.tap(id: "tab-2"))
    #expect(selection.value == 2)
    #expect(host.tap(id: "tab-0"))
    #expect(selection.value == 0)
  }
}

// MARK: - Adjustable and actions

/// Steppers and ratings keep their values in bounds however they are driven; actions reach
/// their closures, and never when disabled.
@Suite struct ActionBehaviourTests {
  @Test(arguments: [false, true])
  func tappingMinusLowersTheStepperDownToItsBound(compact: Bool) {
    let value = State(3)
    let stepper = DLSNumericStepper("Guests", value: value.binding, in: 1...4)
    let host = compact ? ViewHost(stepper.dlsNumericStepperStyle(.compact)) : ViewHost(stepper)
    #expect(host.tap(id: "decrement"))
    #expect(host.tap(id: "decrement"))
    #expect(value.value == 1)
    // Drawn again at the bound, the minus button no longer acts.
    let atBound = compact ? ViewHost(stepper.dlsNumericStepperStyle(.compact)) : ViewHost(stepper)
    #expect(!atBound.tap(id: "decrement"))
    #expect(atBound.tap(id: "increment"))
    #expect(value.value == 2)
  }

  @Test(arguments: [false, true])
  func disabledStepperIgnoresTapsAndAdjustments(compact: Bool) throws {
    let value = State(2)
    let stepper = DLSNumericStepper("Guests", value: value.binding, in: 1...4).disabled(true)
    let host = compact ? ViewHost(stepper.dlsNumericStepperStyle(.compact)) : ViewHost(stepper)
    #expect(!host.tap(id: "increment"))
    let element = try #require(host.accessibilityElements.first)
    element.adjust(.increment)
    element.adjust(.decrement)
    #expect(value.value == 2)
  }

  @Test func ratingClampsAValueOutsideItsRange() throws {
    let rating = State(9)
    let host = ViewHost(DLSRatingControl(rating: rating.binding, maxRating: 5))
    let element = try #require(host.accessibilityElements.first)
    #expect(element.value == "5 of 5")
    element.adjust(.decrement)
    #expect(rating.value == 5)
    let low = State(-3)
    let lowHost = ViewHost(DLSRatingControl(rating: low.binding, maxRating: 5))
    let lowElement = try #require(lowHost.accessibilityElements.first)
    #expect(lowElement.value == "0 of 5")
    lowElement.adjust(.increment)
    #expect(low.value == 1)
  }

  @Test func tappingAnEnabledButtonCallsItsActionOnce() {
    let taps = State(0)
    let host = ViewHost(DLSButton("Reserve") { taps.value += 1 }.id("b"))
    #expect(host.tap(id: "b"))
    #expect(taps.value == 1)
  }

  @Test func textFieldReportsTapsUnlessDisabled() {
    let taps = State(0)
    let field = DLSTextField("Email", text: "") { taps.value += 1 }
    let proposal = ProposedViewSize(width: 343, height: nil)
    let host = ViewHost(field.id("f"), proposal: proposal)
    #expect(host.tap(id: "f"))
    #expect(taps.value == 1)
    let disabled = ViewHost(field.disabled(true).id("f"), proposal: proposal)
    #expect(!disabled.tap(id: "f"))
    #expect(taps.value == 1)
  }

  @Test(arguments: [false, true])
  func toastActionRunsFromATapAndFromVoiceOver(raised: Bool) throws {
    let undos = State(0)
    let toast = DLSToast("Saved", actionTitle: "Undo") { undos.value += 1 }
    let proposal = ProposedViewSize(width: 343, height: nil)
    let host = raised ? ViewHost(toast.dlsToastStyle(.raised), proposal: proposal)
      : ViewHost(toast, proposal: proposal)
    #expect(host.tap(id: "action"))
    #expect(undos.value == 1)
    try #require(host.accessibilityElements.first).performAction(named: "Undo")
    #expect(undos.value == 2)
  }

  @Test(arguments: [false, true])
  func navigationBarButtonsCallTheirActionsInEveryStyle(largeTitle: Bool) {
    let backs = State(0)
    let saves = State(0)
    let bar = DLSNavigationBar("Listing", trailingIcon: .heart, trailingLabel: "Save",
                               didTapBack: { backs.value += 1 },
                               didTapTrailing: { saves.value += 1 })
    let proposal = ProposedViewSize(width: 375, height: nil)
    let host = largeTitle ? ViewHost(bar.dlsNavigationBarStyle(.largeTitle), proposal: proposal)
      : ViewHost(bar, proposal: proposal)
    #expect(host.tap(id: "back"))
    #expect(host.tap(id: "trailing"))
    #expect(host.tap(id: "trailing"))
    #expect(backs.value == 1 && saves.value == 2)
  }

  @Test func listingCardSavesFromTheHeartAndFromVoiceOver() throws {
    let opens = State(0)
    let saves = State(0)
    let card = DLSListingCard(title: "Lisbon", subtitle: "Loft", rating: 4.9, price: "€128",
                              didTap: { opens.value += 1 }, didTapFavorite: { saves.value += 1 })
    let host = ViewHost(card, proposal: .init(width: 343, height: nil))
    #expect(host.tap(id: "favorite"))
    #expect(saves.value == 1 && opens.value == 0)
    let element = try #require(host.accessibilityElements.first)
    element.performAction(named: "Save to wishlist")
    #expect(saves.value == 2)
    element.activateElement()
    #expect(opens.value == 1)
  }
}
