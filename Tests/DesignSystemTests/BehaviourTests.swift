import CatalogUI
import DesignSystem
import Testing

/// Interactive components behave as users expect, whatever their style, because the base
/// component owns interaction and accessibility.
@MainActor @Suite struct BehaviourTests {
  @Test(arguments: [false, true])
  func tappingPlusRaisesTheStepperUpToItsBound(compact: Bool) {
    let value = State(initialValue: 2)
    let stepper = DLSNumericStepper("Guests", value: value.projectedValue, in: 1...4)
    let host = compact ? ViewHost(stepper.dlsNumericStepperStyle(.compact)) : ViewHost(stepper)
    for _ in 0..<5 {
      host.tap(id: "increment")
      host.layout(.unspecified)
    }
    #expect(value.wrappedValue == 4)
    host.tap(id: "decrement")
    #expect(value.wrappedValue == 3)
  }

  @Test func stepperIsOneAdjustableElement() throws {
    let value = State(initialValue: 2)
    let host = ViewHost(DLSNumericStepper("Guests", value: value.projectedValue, in: 1...4))
    let elements = host.accessibilityElements
    #expect(elements.count == 1)
    let stepper = try #require(elements.first)
    #expect(stepper.label == "Guests" && stepper.value == "2" && stepper.isAdjustable)
    stepper.adjust(.decrement)
    stepper.adjust(.decrement)
    #expect(value.wrappedValue == 1)
  }

  @Test(arguments: [false, true])
  func ratingControlClampsAndSpeaksTheSameInEveryStyle(dots: Bool) throws {
    let rating = State(initialValue: 3)
    let control = DLSRatingControl(rating: rating.projectedValue, maxRating: 5)
    let host = dots ? ViewHost(control.dlsRatingControlStyle(.compactDots)) : ViewHost(control)
    let element = try #require(host.accessibilityElements.first)
    #expect(element.label == "Rating" && element.value == "3 of 5")
    for _ in 0..<4 { element.adjust(.increment) }
    #expect(rating.wrappedValue == 5)
    for _ in 0..<9 { element.adjust(.decrement) }
    #expect(rating.wrappedValue == 1)
    host.tap(id: dots ? "dot-4" : "star-4")
    #expect(rating.wrappedValue == 4)
  }

  @Test func loadingButtonIgnoresTapsAndSaysSo() throws {
    let taps = State(initialValue: 0)
    let host = ViewHost(DLSButton("Reserve", isLoading: true) { taps.wrappedValue += 1 }.id("b"))
    host.tap(id: "b")
    #expect(taps.wrappedValue == 0)
    let element = try #require(host.accessibilityElements.first)
    #expect(element.label == "Reserve" && element.value == "Loading")
    #expect(element.traits.contains(.isButton))
  }

  @Test func disabledButtonIsAnnouncedAndInert() throws {
    let taps = State(initialValue: 0)
    let host = ViewHost(DLSButton("Reserve") { taps.wrappedValue += 1 }.disabled(true).id("b"))
    host.tap(id: "b")
    #expect(taps.wrappedValue == 0)
  }

  @Test func toggleFlipsAndAnnouncesItsState() throws {
    let on = State(initialValue: false)
    let host = ViewHost(
      DLSToggle("Instant Book", isOn: on.projectedValue), proposal: .init(width: 300, height: nil))
    #expect(host.accessibilityElements.first?.value == "Off")
    let frame = try #require(host.accessibilityElements.first?.frame)
    host.tap(at: .init(x: frame.midX, y: frame.midY))
    #expect(on.wrappedValue)
  }
}

// MARK: - Controls

/// Selection controls change their binding on taps, in every style, and ignore taps when
/// disabled.
@MainActor @Suite struct SelectionBehaviourTests {
  /// Taps the middle of the first accessibility element labelled `label`.
  @discardableResult
  func tap(_ label: String, in host: ViewHost) -> Bool {
    let elements = host.accessibilityElements.flatMap { [$0] + $0.children }
    guard let frame = elements.first(where: { $0.label == label })?.frame else { return false }
    return host.tap(at: .init(x: frame.midX, y: frame.midY))
  }

  @Test(arguments: [false, true])
  func toggleFlipsBothWaysInEveryStyle(checkmark: Bool) {
    let on = State(initialValue: false)
    let toggle = DLSToggle("Instant Book", isOn: on.projectedValue)
    let proposal = ProposedViewSize(width: 300, height: nil)
    let host =
      checkmark
      ? ViewHost(toggle.dlsToggleStyle(.checkmark), proposal: proposal)
      : ViewHost(toggle, proposal: proposal)
    #expect(tap("Instant Book", in: host))
    #expect(on.wrappedValue == true)
    #expect(tap("Instant Book", in: host))
    #expect(on.wrappedValue == false)
  }

  @Test func disabledToggleIgnoresTaps() {
    let on = State(initialValue: false)
    let host = ViewHost(
      DLSToggle("Instant Book", isOn: on.projectedValue).disabled(true),
      proposal: .init(width: 300, height: nil))
    #expect(!tap("Instant Book", in: host))
    #expect(on.wrappedValue == false)
  }

  @Test func checkboxFlipsAndIgnoresTapsWhenDisabled() {
    let checked = State(initialValue: false)
    let host = ViewHost(DLSCheckbox("Pets allowed", isChecked: checked.projectedValue))
    #expect(tap("Pets allowed", in: host))
    #expect(checked.wrappedValue == true)
    #expect(tap("Pets allowed", in: host))
    #expect(checked.wrappedValue == false)
    let disabled = ViewHost(
      DLSCheckbox("Pets allowed", isChecked: checked.projectedValue).disabled(true))
    #expect(!tap("Pets allowed", in: disabled))
    #expect(checked.wrappedValue == false)
  }

  @Test func radioGroupSelectsTheTappedOptionOnly() {
    let selection = State(initialValue: 0)
    let host = ViewHost(
      DLSRadioGroup(
        options: ["Flexible", "Moderate", "Strict"],
        selection: selection.projectedValue))
    #expect(host.tap(id: "option-2"))
    #expect(selection.wrappedValue == 2)
    #expect(host.tap(id: "option-2"))
    #expect(selection.wrappedValue == 2)
    #expect(host.tap(id: "option-1"))
    #expect(selection.wrappedValue == 1)
    let disabled = ViewHost(
      DLSRadioGroup(
        options: ["Flexible", "Moderate", "Strict"],
        selection: selection.projectedValue
      ).disabled(true))
    #expect(!disabled.tap(id: "option-0"))
    #expect(selection.wrappedValue == 1)
  }

  @Test(arguments: [false, true])
  func segmentedControlSelectsTheTappedSegmentInEveryStyle(underlined: Bool) {
    let selection = State(initialValue: 0)
    let control = DLSSegmentedControl(
      ["Day", "Week", "Month"], selection: selection.projectedValue)
    let proposal = ProposedViewSize(width: 343, height: nil)
    let host =
      underlined
      ? ViewHost(control.dlsSegmentedControlStyle(.underlined), proposal: proposal)
      : ViewHost(control, proposal: proposal)
    #expect(host.tap(id: "segment-2"))
    #expect(selection.wrappedValue == 2)
    #expect(host.tap(id: "segment-1"))
    #expect(selection.wrappedValue == 1)
    let disabled = ViewHost(control.disabled(true), proposal: proposal)
    #expect(!disabled.tap(id: "segment-0"))
    #expect(selection.wrappedValue == 1)
  }

  @Test(arguments: [false, true])
  func tabBarSelectsTheTappedTabInEveryStyle(floating: Bool) {
    let selection = State(initialValue: 0)
    let bar = DLSTabBar(
      items: [
        .init("Explore", icon: .search), .init("Wishlists", icon: .heart),
        .init("Profile", icon: .person),
      ],
      selection: selection.projectedValue)
    let proposal = ProposedViewSize(width: 375, height: nil)
    let host =
      floating
      ? ViewHost(bar.dlsTabBarStyle(.floating), proposal: proposal)
      : ViewHost(bar, proposal: proposal)
    #expect(host.tap(id: "tab-2"))
    #expect(selection.wrappedValue == 2)
    #expect(host.tap(id: "tab-0"))
    #expect(selection.wrappedValue == 0)
  }
}

// MARK: - Adjustable and actions

/// Steppers and ratings keep their values in bounds however they are driven; actions reach
/// their closures, and never when disabled.
@MainActor @Suite struct ActionBehaviourTests {
  @Test(arguments: [false, true])
  func tappingMinusLowersTheStepperDownToItsBound(compact: Bool) {
    let value = State(initialValue: 3)
    let stepper = DLSNumericStepper("Guests", value: value.projectedValue, in: 1...4)
    let host = compact ? ViewHost(stepper.dlsNumericStepperStyle(.compact)) : ViewHost(stepper)
    #expect(host.tap(id: "decrement"))
    #expect(host.tap(id: "decrement"))
    #expect(value.wrappedValue == 1)
    // Drawn again at the bound, the minus button no longer acts.
    let atBound = compact ? ViewHost(stepper.dlsNumericStepperStyle(.compact)) : ViewHost(stepper)
    #expect(!atBound.tap(id: "decrement"))
    #expect(atBound.tap(id: "increment"))
    #expect(value.wrappedValue == 2)
  }

  @Test(arguments: [false, true])
  func disabledStepperIgnoresTapsAndAdjustments(compact: Bool) throws {
    let value = State(initialValue: 2)
    let stepper = DLSNumericStepper("Guests", value: value.projectedValue, in: 1...4).disabled(true)
    let host = compact ? ViewHost(stepper.dlsNumericStepperStyle(.compact)) : ViewHost(stepper)
    #expect(!host.tap(id: "increment"))
    let element = try #require(host.accessibilityElements.first)
    element.adjust(.increment)
    element.adjust(.decrement)
    #expect(value.wrappedValue == 2)
  }

  @Test func ratingClampsAValueOutsideItsRange() throws {
    let rating = State(initialValue: 9)
    let host = ViewHost(DLSRatingControl(rating: rating.projectedValue, maxRating: 5))
    let element = try #require(host.accessibilityElements.first)
    #expect(element.value == "5 of 5")
    element.adjust(.decrement)
    #expect(rating.wrappedValue == 5)
    let low = State(initialValue: -3)
    let lowHost = ViewHost(DLSRatingControl(rating: low.projectedValue, maxRating: 5))
    let lowElement = try #require(lowHost.accessibilityElements.first)
    #expect(lowElement.value == "0 of 5")
    lowElement.adjust(.increment)
    #expect(low.wrappedValue == 1)
  }

  @Test func tappingAnEnabledButtonCallsItsActionOnce() {
    let taps = State(initialValue: 0)
    let host = ViewHost(DLSButton("Reserve") { taps.wrappedValue += 1 }.id("b"))
    #expect(host.tap(id: "b"))
    #expect(taps.wrappedValue == 1)
  }

  @Test func textFieldReportsTapsUnlessDisabled() {
    let taps = State(initialValue: 0)
    let field = DLSTextField("Email", text: "") { taps.wrappedValue += 1 }
    let proposal = ProposedViewSize(width: 343, height: nil)
    let host = ViewHost(field.id("f"), proposal: proposal)
    #expect(host.tap(id: "f"))
    #expect(taps.wrappedValue == 1)
    let disabled = ViewHost(field.disabled(true).id("f"), proposal: proposal)
    #expect(!disabled.tap(id: "f"))
    #expect(taps.wrappedValue == 1)
  }

  @Test(arguments: [false, true])
  func toastActionRunsFromATapAndFromVoiceOver(raised: Bool) throws {
    let undos = State(initialValue: 0)
    let toast = DLSToast("Saved", actionTitle: "Undo") { undos.wrappedValue += 1 }
    let proposal = ProposedViewSize(width: 343, height: nil)
    let host =
      raised
      ? ViewHost(toast.dlsToastStyle(.raised), proposal: proposal)
      : ViewHost(toast, proposal: proposal)
    #expect(host.tap(id: "action"))
    #expect(undos.wrappedValue == 1)
    try #require(host.accessibilityElements.first).performAction(named: "Undo")
    #expect(undos.wrappedValue == 2)
  }

  @Test(arguments: [false, true])
  func navigationBarButtonsCallTheirActionsInEveryStyle(largeTitle: Bool) {
    let backs = State(initialValue: 0)
    let saves = State(initialValue: 0)
    let bar = DLSNavigationBar(
      "Listing", trailingIcon: .heart, trailingLabel: "Save",
      didTapBack: { backs.wrappedValue += 1 },
      didTapTrailing: { saves.wrappedValue += 1 })
    let proposal = ProposedViewSize(width: 375, height: nil)
    let host =
      largeTitle
      ? ViewHost(bar.dlsNavigationBarStyle(.largeTitle), proposal: proposal)
      : ViewHost(bar, proposal: proposal)
    #expect(host.tap(id: "back"))
    #expect(host.tap(id: "trailing"))
    #expect(host.tap(id: "trailing"))
    #expect(backs.wrappedValue == 1 && saves.wrappedValue == 2)
  }

  @Test func listingCardSavesFromTheHeartAndFromVoiceOver() throws {
    let opens = State(initialValue: 0)
    let saves = State(initialValue: 0)
    let card = DLSListingCard(
      title: "Lisbon", subtitle: "Loft", rating: 4.9, price: "€128",
      didTap: { opens.wrappedValue += 1 }, didTapFavorite: { saves.wrappedValue += 1 })
    let host = ViewHost(card, proposal: .init(width: 343, height: nil))
    #expect(host.tap(id: "favorite"))
    #expect(saves.wrappedValue == 1 && opens.wrappedValue == 0)
    let element = try #require(host.accessibilityElements.first)
    element.performAction(named: "Save to wishlist")
    #expect(saves.wrappedValue == 2)
    element.activateElement()
    #expect(opens.wrappedValue == 1)
  }
}
