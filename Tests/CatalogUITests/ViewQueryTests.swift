import CatalogUI
import Raster
import Testing

private struct Booking: View {
  @State private var guests = 1
  @State private var note = ""
  @State private var isInstant = false
  var body: some View {
    VStack(spacing: 8) {
      Text("Guests \(guests)")
        .accessibilityLabel("Guests")
        .accessibilityValue("\(guests)")
        .accessibilityAdjustableAction { direction in
          guests += direction == .increment ? 1 : -1
        }
        .accessibilityAction(named: "Reset") { guests = 1 }
      TextField("Note", text: $note)
      Text("Note: \(note)")
      Button(isInstant ? "Instant on" : "Instant off") { isInstant.toggle() }
        .accessibilityAddTraits(.isToggle)
      Button("Cancel") {}
      Button("Book now") {}.disabled(guests > 3)
    }
    .frame(width: 200)
  }
}

/// Queries find views as a tester names them, and actions go through the geometry a user
/// touches: every refusal says why.
@MainActor @Suite struct ViewQueryTests {
  @Test func aFailedQueryListsWhatIsOnScreen() {
    let host = ViewHost(Booking())
    #expect(
      throws: ViewQueryError(
        #"no button named "Reserve"; buttons on screen: "Instant off", "Cancel", "Book now""#)
    ) { try host.find(button: "Reserve") }
    #expect(
      throws: ViewQueryError(
        #"no text "Total"; texts on screen: "Guests 1", "Note", "Note: ", "Instant off", "#
          + #""Cancel", "Book now""#)
    ) { try host.find(text: "Total") }
    #expect(throws: ViewQueryError(#"no view with id "x"; no ids on screen"#)) {
      try host.find(id: "x")
    }
    #expect(throws: ViewQueryError("no Booking on screen")) {
      try ViewHost(Text("A")).find(Booking.self)
    }
  }

  @Test func elementsCarryTheirFrameTextAndAccessibility() throws {
    let host = ViewHost(Booking())
    let guests = try host.find(label: "Guests")
    #expect(guests.text == "Guests 1")
    #expect(guests.value == "1")
    #expect(guests.traits == [.isStaticText, .isAdjustable])
    #expect(try host.find(Booking.self).frame == CGRect(origin: .zero, size: host.size))
  }

  @Test func accessibilityElementsFollowEachLayout() throws {
    // The host keeps the elements of a layout for the queries that follow; a new proposal or
    // a state change gives new ones.
    let banner = ViewHost(
      Text("Wide").frame(maxWidth: .infinity).accessibilityLabel("Banner"),
      proposal: ProposedViewSize(width: 300, height: 200))
    #expect(banner.accessibilityElements.map(\.frame.width) == [300])
    banner.layout(ProposedViewSize(width: 240, height: 200))
    #expect(banner.accessibilityElements.map(\.frame.width) == [240])
    #expect(try banner.find(label: "Banner").frame.width == 240)
    let host = ViewHost(Booking())
    #expect(host.accessibilityElements.contains { $0.value == "1" })
    try host.find(label: "Guests").increment()
    #expect(host.accessibilityElements.contains { $0.value == "2" })
    #expect(!host.accessibilityElements.contains { $0.value == "1" })
  }

  @Test func typingGoesIntoTheTextFieldAndTheScreenShowsIt() throws {
    let host = ViewHost(Booking())
    try host.find(label: "Note").typeText("Late")
    try host.find(label: "Note").typeText(" arrival")
    #expect(host.findAll(text: "Note: Late arrival").count == 1)
    #expect(try host.find(label: "Note").value == "Late arrival")
    #expect(throws: ViewQueryError(#"cannot type into button "Cancel": it is not a text field"#)) {
      try host.find(button: "Cancel").typeText("x")
    }
  }

  @Test func adjustableAndCustomActionsChangeState() throws {
    let host = ViewHost(Booking())
    try host.find(label: "Guests").increment()
    try host.find(label: "Guests").increment()
    #expect(try host.find(label: "Guests").value == "3")
    try host.find(label: "Guests").decrement()
    #expect(try host.find(label: "Guests").value == "2")
    try host.find(label: "Guests").performAction(named: "Reset")
    #expect(try host.find(label: "Guests").value == "1")
    #expect(
      throws: ViewQueryError(
        #"element "Guests" has no action named "Undo"; its actions: "Reset""#)
    ) {
      try host.find(label: "Guests").performAction(named: "Undo")
    }
    #expect(
      throws: ViewQueryError(
        #"cannot increment button "Cancel": it is not adjustable (traits: button); "#
          + "adjustable elements use .accessibilityAdjustableAction")
    ) {
      try host.find(button: "Cancel").increment()
    }
  }

  @Test func togglingFlipsOnlyToggles() throws {
    let host = ViewHost(Booking())
    try host.find(button: "Instant off").toggle()
    #expect(host.findAll(button: "Instant on").count == 1)
    #expect(
      throws: ViewQueryError(
        #"cannot toggle button "Cancel": it is not a toggle (traits: button)"#)
    ) {
      try host.find(button: "Cancel").toggle()
    }
  }

  @Test func aDisabledButtonRefusesTheTapWithTheReason() throws {
    let host = ViewHost(Booking())
    for _ in 0..<3 { try host.find(label: "Guests").increment() }
    #expect(throws: ViewQueryError(#"cannot use button "Book now": it is disabled"#)) {
      try host.find(button: "Book now").tap()
    }
  }

  @Test func aCoveredViewNamesWhatIsOnTop() {
    let host = ViewHost(
      ZStack {
        Button("Pay") {}.frame(width: 80, height: 44)
        Color.black.opacity(0.5).frame(width: 100, height: 60).id("scrim")
      })
    #expect(
      throws: ViewQueryError(
        #"cannot tap button "Pay": it is covered by Color(#00000080) at (0, 0, 100×60)"#)
    ) {
      try host.find(button: "Pay").tap()
    }
    let passThrough = ViewHost(
      ZStack {
        Button("Pay") {}.frame(width: 80, height: 44)
        Color.black.opacity(0.5).frame(width: 100, height: 60).allowsHitTesting(false)
      })
    #expect(throws: Never.self) { try passThrough.find(button: "Pay").tap() }
  }

  @Test func hiddenClippedAndEmptyViewsCannotBeTapped() {
    let hidden = ViewHost(
      VStack {
        Button("Secret") {}.hidden()
        Text("Shown")
      })
    #expect(throws: ViewQueryError(#"cannot use text "Secret": it is hidden (by Hidden)"#)) {
      try hidden.find(text: "Secret").tap()
    }
    let transparent = ViewHost(Button("Ghost") {}.opacity(0))
    // A transparent view is hidden from VoiceOver too, as in SwiftUI.
    #expect(throws: ViewQueryError(#"no button named "Ghost"; no buttons on screen"#)) {
      try transparent.find(button: "Ghost").tap()
    }
    #expect(throws: ViewQueryError(#"cannot use text "Ghost": it is hidden (by Opacity(0))"#)) {
      try transparent.find(text: "Ghost").tap()
    }
    let clipped = ViewHost(
      Color.red.frame(width: 40, height: 40)
        .overlay(alignment: .topLeading) {
          Button {
          } label: {
            Color.blue.frame(width: 20, height: 20)
          }
          .accessibilityLabel("Out")
          .offset(x: 50)
        }
        .clipped()
        .padding(.trailing, 60))
    #expect(
      throws: ViewQueryError(
        #"cannot use button "Out": it is clipped away by Clip(Rectangle), which shows "#
          + "(0, 0, 40×40); its centre is at (60, 10)")
    ) { try clipped.find(button: "Out").tap() }
    let empty = ViewHost(
      Button {
      } label: {
        Color.red.frame(width: 0, height: 10)
      }.accessibilityLabel("Nothing"))
    #expect(
      throws: ViewQueryError(
        #"cannot use button "Nothing": it has no area (its frame is (0, 0, 0×10))"#)
    ) {
      try empty.find(button: "Nothing").tap()
    }
  }

  @Test func framesIncludeTheOffsetsOfAncestors() throws {
    let host = ViewHost(
      VStack { Color.red.frame(width: 10, height: 10).id("dot") }.offset(x: 5, y: 7)
        .frame(width: 30, height: 30))
    #expect(host.frame(of: "dot") == CGRect(x: 15, y: 17, width: 10, height: 10))
  }

  @Test func aStaleElementActsOnTheSameViewAfterAChange() throws {
    let host = ViewHost(Booking())
    let guests = try host.find(label: "Guests")
    try guests.increment()
    try guests.increment()
    #expect(try host.find(label: "Guests").value == "3")
  }
}

/// The laid-out tree as data: every node names itself and the properties that matter.
@MainActor @Suite struct NodeAttributeDumpTests {
  @Test func theDumpListsFramesAndTheModifierValuesThatMatter() {
    let host = ViewHost(
      VStack(spacing: 8) {
        Text("Title").font(.system(size: 17, weight: .semibold))
        Button("Go") {}.padding(.horizontal, 12).frame(width: 80).id("go")
      }
      .accessibilityElement(children: .contain)
      .accessibilityLabel("Card"))
    #expect(
      host.dump() == """
        VStack (0, 0, 80×50) spacing: 8, label: "Card"
          Text("Title") (21.5, 0, 37×21) text: "Title", font: Inter 17 semibold
          Frame (0, 29, 80×21) width: 80, id: go
            Padding (16.5, 29, 47×21) padding: 0 12 0 12
              Text("Go") (28.5, 29, 23×21) text: "Go", font: Inter 17 regular, tappable
        """)
  }
}

/// Absurd points, empty names and duplicate ids are answered, never trapped on.
@MainActor @Suite struct HostileQueryTests {
  @Test func absurdPointsHitNothing() {
    let host = ViewHost(Button("Pay") {}.padding(8))
    for point in [Point(x: .nan, y: 4), Point(x: 1e300, y: -1e300), Point(x: .infinity, y: 0)] {
      #expect(host.tap(at: point) == false)
      #expect(host.hitTest(at: point) == nil)
    }
  }

  @Test func anEmptyNameIsAQueryLikeAnyOther() {
    let host = ViewHost(Button("Pay") {})
    #expect(throws: ViewQueryError(#"no button named ""; buttons on screen: "Pay""#)) {
      try host.find(button: "")
    }
  }

  @Test func duplicateForEachIdsAreReported() {
    let host = ViewHost(VStack { ForEach(["a", "b", "a"], id: \.self) { Text($0) } })
    #expect(
      host.diagnostics == [
        #"ForEach has the id "a" more than once; ids must be unique (give each element its own "#
          + #"id, or use id: \.self on unique values)"#
      ])
  }
}
