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
    let host = compact ? ViewHost(stepper.numericStepperStyle(.compact)) : ViewHost(stepper)
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
    let host = dots ? ViewHost(control.ratingControlStyle(.compactDots)) : ViewHost(control)
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
