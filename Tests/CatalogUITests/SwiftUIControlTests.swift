import CatalogUI
import Raster
import TestSupport
import Testing

/// SwiftUI's controls, styles and modifiers (`SwiftUIControlViews.swift`, which imports
/// CatalogUI only) lay out, speak to accessibility, respond to taps and typing through the
/// host, and draw like iOS.
@MainActor @Suite struct SwiftUIControlTests {
  // MARK: Buttons

  /// Counts how often an action ran.
  final class Counter {
    var count = 0
  }

  private func expectTapRunsOnce<V: View>(_ style: String, _ makeButton: (Counter) -> V)
    throws
  {
    let counter = Counter()
    let host = ViewHost(makeButton(counter))
    let button = try host.find(button: "Save")
    try button.tap()
    #expect(counter.count == 1, "style \(style)")
    #expect(button.traits == .isButton, "style \(style)")
  }

  @Test func aTapRunsTheActionOnceInEveryStyle() throws {
    try expectTapRunsOnce("automatic") { c in Button("Save") { c.count += 1 } }
    try expectTapRunsOnce("plain") { c in Button("Save") { c.count += 1 }.buttonStyle(.plain) }
    try expectTapRunsOnce("borderless") { c in
      Button("Save") { c.count += 1 }.buttonStyle(.borderless)
    }
    try expectTapRunsOnce("bordered") { c in
      Button("Save") { c.count += 1 }.buttonStyle(.bordered)
    }
    try expectTapRunsOnce("borderedProminent") { c in
      Button("Save") { c.count += 1 }.buttonStyle(.borderedProminent)
    }
    try expectTapRunsOnce("custom") { c in
      Button("Save") { c.count += 1 }.buttonStyle(CapsuleButtonStyle())
    }
    try expectTapRunsOnce("primitive") { c in
      Button("Save") { c.count += 1 }.buttonStyle(TriggerButtonStyle())
    }
  }

  @Test func borderedStylesPadTheLabel() {
    let label = ViewHost(Text("Save")).size
    let bordered = ViewHost(Button("Save") {}.buttonStyle(.bordered)).size
    let prominent = ViewHost(Button("Save") {}.buttonStyle(.borderedProminent)).size
    let expected = CGSize(width: label.width + 24, height: label.height + 14)
    #expect(bordered == expected)
    #expect(prominent == expected)
    #expect(ViewHost(Button("Save") {}).size == label)
    #expect(
      ViewHost(Button("Save") {}.buttonStyle(CapsuleButtonStyle())).size
        == CGSize(width: label.width + 32, height: label.height + 32))
  }

  @Test func controlSizeAndBorderShapeSetTheBorderedMetrics() throws {
    let label = ViewHost(Text("Save")).size
    let large = ViewHost(Button("Save") {}.buttonStyle(.borderedProminent).controlSize(.large))
    #expect(large.size == CGSize(width: label.width + 40, height: label.height + 28))
    let small = ViewHost(Button("Save") {}.buttonStyle(.bordered).controlSize(.small))
    #expect(small.size == CGSize(width: label.width + 20, height: label.height + 8))
    let capsule = ViewHost(
      Button("Save") {}.buttonStyle(.borderedProminent)
        .buttonBorderShape(.capsule))
    let rounded = ViewHost(Button("Save") {}.buttonStyle(.borderedProminent))
    #expect(capsule.size == rounded.size)
    // The capsule's corner is rounder: its top-left pixel is clear where the rectangle's is
    // tinted inside its tighter curve.
    #expect(capsule.render()?.pixel(x: 8, y: 8) != rounded.render()?.pixel(x: 8, y: 8))
    let labelled = ViewHost(Button("Share", systemImage: "square.and.arrow.up") {})
    #expect(
      labelled.accessibilityElements.map(\.description).first?
        .hasPrefix(#"button "Share""#) == true)
    let toggle = ViewHost(Toggle("Airplane", systemImage: "airplane", isOn: .constant(true)))
    #expect(try toggle.find(label: "Airplane").value == "On")
  }

  @Test func theInnermostButtonStyleWins() {
    let inner = ViewHost(
      VStack { Button("Save") {}.buttonStyle(.bordered) }
        .buttonStyle(.plain)
    ).size
    #expect(inner == ViewHost(Button("Save") {}.buttonStyle(.bordered)).size)
  }

  @Test func aDisabledButtonInACustomStyleReadsIsEnabledAndIgnoresTaps() throws {
    let counter = Counter()
    let host = ViewHost(
      Button("Save") { counter.count += 1 }
        .buttonStyle(CapsuleButtonStyle()).disabled(true))
    #expect(throws: ViewQueryError.self) { try host.find(button: "Save").tap() }
    #expect(counter.count == 0)
    let enabled = ViewHost(Button("Save") {}.buttonStyle(CapsuleButtonStyle()))
    // The disabled capsule is grey where the enabled one is blue.
    #expect(host.render()?.pixel(x: 4, y: 32) != enabled.render()?.pixel(x: 4, y: 32))
  }

  @Test func buttonStylesDrawLikeIOS() {
    expectMatchesReference(ViewHost(ButtonStyleGallery()).render(), named: "controls-buttons")
  }

  // MARK: Toggles

  @Test func aToggleIsOneElementThatFlipsItsBinding() throws {
    let host = ViewHost(SettingsForm())
    let toggle = try host.find(label: "Wi-Fi")
    #expect(toggle.traits == .isToggle)
    #expect(toggle.value == "On")
    try toggle.toggle()
    #expect(try host.find(label: "Wi-Fi").value == "Off")
    try host.find(label: "Wi-Fi").toggle()
    #expect(try host.find(label: "Wi-Fi").value == "On")
  }

  @Test func aSwitchToggleFillsTheWidthAndIsAsTallAsTheSwitch() throws {
    let host = ViewHost(
      Toggle("Wi-Fi", isOn: .constant(true)),
      proposal: ProposedViewSize(width: 200, height: nil))
    #expect(host.size == CGSize(width: 200, height: 31))
    let elements = host.accessibilityElements
    #expect(elements.map(\.description) == [#"toggle "Wi-Fi" value "On" (0, 0, 200×31)"#])
  }

  @Test func hiddenLabelsLeaveTheControlAloneAndStillSpeak() throws {
    let proposal = ProposedViewSize(width: 200, height: nil)
    let toggle = ViewHost(
      Toggle("Wi-Fi", isOn: .constant(false)).labelsHidden(),
      proposal: proposal)
    #expect(toggle.size == CGSize(width: 51, height: 31))
    #expect(
      toggle.accessibilityElements.map(\.description)
        == [#"toggle "Wi-Fi" value "Off" (0, 0, 51×31)"#])
    expectSamePixels(
      toggle.render(),
      ViewHost(
        Capsule().fill(Color(hex: "#78788029")).frame(width: 51, height: 31)
          .overlay(alignment: .leading) {
            Circle().fill(Color.white).frame(width: 27, height: 27)
              .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, y: 2).padding(2)
          }
      ).render())
    let stepper = ViewHost(
      Stepper("Guests", value: .constant(2), in: 0...5).labelsHidden(),
      proposal: proposal)
    #expect(stepper.size == CGSize(width: 94, height: 32))
    #expect(stepper.accessibilityElements.map(\.label) == ["Guests"])
    try stepper.find(label: "Guests").increment()
  }

  @Test func aCustomToggleStyleFlipsThroughItsConfigurationBinding() throws {
    final class Box { var isOn = false }
    let box = Box()
    let binding = Binding(get: { box.isOn }, set: { box.isOn = $0 })
    let host = ViewHost(Toggle("Done", isOn: binding).toggleStyle(CheckboxToggleStyle()))
    try host.find(label: "Done").toggle()
    #expect(box.isOn)
  }

  @Test func togglesAndLabelsDrawLikeIOS() {
    expectMatchesReference(
      ViewHost(ToggleAndLabelGallery()).render(),
      named: "controls-toggles-labels")
  }

  // MARK: Labels

  @Test func aLabelIsOneElementNamedByItsTitleInEveryStyle() throws {
    let icon = ViewHost(Image(systemName: "wifi")).size
    let title = ViewHost(Text("Wi-Fi")).size
    let both = ViewHost(Label("Wi-Fi", systemImage: "wifi"))
    #expect(
      both.size
        == CGSize(
          width: icon.width + 8 + title.width,
          height: max(icon.height, title.height)))
    let iconOnly = ViewHost(Label("Wi-Fi", systemImage: "wifi").labelStyle(.iconOnly))
    #expect(iconOnly.size == icon)
    let titleOnly = ViewHost(Label("Wi-Fi", systemImage: "wifi").labelStyle(.titleOnly))
    #expect(titleOnly.size == title)
    for host in [both, iconOnly, titleOnly] {
      #expect(host.accessibilityElements.map(\.label) == ["Wi-Fi"])
    }
    let custom = ViewHost(
      Label("Alerts", systemImage: "bell")
        .labelStyle(TrailingIconLabelStyle()))
    #expect(custom.accessibilityElements.map(\.label) == ["Alerts"])
  }

  // MARK: Text fields

  @Test func typingIntoASecureFieldShowsBullets() throws {
    let host = ViewHost(SettingsForm())
    let field = try host.find(label: "Password")
    try field.typeText("abc")
    #expect(try host.find(label: "Password").value == "\u{2022}\u{2022}\u{2022}")
    #expect(try host.find(text: "\u{2022}\u{2022}\u{2022}").text != nil)
    #expect(throws: ViewQueryError.self) { try host.find(text: "abc") }
    #expect(try host.find(text: "Saved 0 times, password 3 characters").text != nil)
  }

  @Test func aRoundedBorderFieldIsInsetInItsBorder() throws {
    let plain = ViewHost(
      TextField("Name", text: .constant("Ada")),
      proposal: ProposedViewSize(width: 200, height: nil)
    ).size
    let bordered = ViewHost(
      TextField("Name", text: .constant("Ada"))
        .textFieldStyle(.roundedBorder), proposal: ProposedViewSize(width: 200, height: nil))
    #expect(bordered.size == CGSize(width: 200, height: plain.height + 12))
    try bordered.find(label: "Name").typeText("!")
  }

  @Test func aPromptKeepsItsOwnStyleAndIsSecondaryOtherwise() throws {
    func hasRedInk(prompt: Text) throws -> Bool {
      let field = TextField("Name", text: .constant(""), prompt: prompt)
      let host = ViewHost(field, proposal: ProposedViewSize(width: 200, height: nil))
      let pixmap = try #require(host.render(background: .white))
      return (0..<pixmap.height).contains { y in
        (0..<pixmap.width).contains { x in
          guard let pixel = pixmap.pixel(x: x, y: y) else { return false }
          return pixel.r > 180 && pixel.g < 90 && pixel.b < 90
        }
      }
    }
    #expect(try hasRedInk(prompt: Text("Your name").foregroundStyle(Color.red)))
    #expect(try !hasRedInk(prompt: Text("Your name")))
  }

  // MARK: Stepper, Picker

  @Test func aStepperIsAnAdjustableElementWithinItsBounds() throws {
    let host = ViewHost(SettingsForm())
    let stepper = try host.find(label: "Guests: 2")
    #expect(stepper.traits == .isAdjustable)
    #expect(stepper.value == "2")
    try stepper.increment()
    try host.find(label: "Guests: 3").increment()
    #expect(try host.find(label: "Guests: 3").value == "3")
    try host.find(label: "Guests: 3").decrement()
    try host.find(label: "Guests: 2").decrement()
    try host.find(label: "Guests: 1").decrement()
    #expect(try host.find(label: "Guests: 1").value == "1")
  }

  @Test func tappingTheStepperHalvesStepsTheValue() throws {
    struct Counter: View {
      @State var value = 5
      var body: some View { Stepper("Value \(value)", value: $value, in: 0...10) }
    }
    let host = ViewHost(Counter(), proposal: ProposedViewSize(width: 200, height: nil))
    #expect(host.size == CGSize(width: 200, height: 32))
    #expect(host.tap(at: Point(x: 200 - 94 + 20, y: 16)))
    #expect(try host.find(label: "Value 4").value == "4")
    #expect(host.tap(at: Point(x: 200 - 20, y: 16)))
    #expect(host.tap(at: Point(x: 200 - 20, y: 16)))
    #expect(try host.find(label: "Value 6").value == "6")
  }

  @Test func anUnboundedStepperWithAViewLabelReportsEditing() throws {
    final class Log { var events: [Bool] = [] }
    let log = Log()
    struct Score: View {
      let log: Log
      @State var score = 0.5
      var body: some View {
        Stepper(value: $score, step: 0.25) {
          HStack {
            Image(systemName: "star")
            // A literal formats a Double as SwiftUI's LocalizedStringKey does ("0.500000").
            Text("Score \(score, specifier: "%g")")
          }
        } onEditingChanged: {
          log.events.append($0)
        }
      }
    }
    let host = ViewHost(Score(log: log))
    try host.find(label: "Score 0.5").decrement()
    try host.find(label: "Score 0.25").decrement()
    try host.find(label: "Score 0").decrement()
    #expect(try host.find(label: "Score -0.25").value == "-0.25")
    #expect(log.events == [true, false, true, false, true, false])
  }

  @Test func aSegmentedPickerHasEqualSegmentsAndSelectsOnTap() throws {
    struct Periods: View {
      @State var period = "Week"
      var body: some View {
        Picker("Period", selection: $period) {
          ForEach(["Day", "Week", "Month"], id: \.self) { Text($0).tag($0) }
        }
        .pickerStyle(.segmented)
      }
    }
    let host = ViewHost(Periods(), proposal: ProposedViewSize(width: 300, height: nil))
    #expect(host.size == CGSize(width: 300, height: 32))
    #expect(
      host.accessibilityElements.map(\.description) == [
        #"button "Day" value "1 of 3" (0, 0, 100×32)"#,
        #"button, selected "Week" value "2 of 3" (100, 0, 100×32)"#,
        #"button "Month" value "3 of 3" (200, 0, 100×32)"#,
      ])
    try host.find(button: "Month").tap()
    #expect(try host.find(button: "Month").traits == [.isButton, .isSelected])
    #expect(try host.find(button: "Week").traits == .isButton)
  }

  @Test func aMenuPickerReadsItsLabelAndSelectedOption() {
    struct Sorting: View {
      @State var order = 1
      var body: some View {
        Picker(selection: $order, label: Text("Sort by")) {
          Text("Name").tag(0)
          Text("Date").tag(1)
        }
      }
    }
    let host = ViewHost(Sorting(), proposal: ProposedViewSize(width: 200, height: nil))
    #expect(host.accessibilityElements.map(\.label) == ["Sort by"])
    #expect(host.accessibilityElements.map(\.value) == ["Date"])
    #expect(host.accessibilityElements.map(\.traits) == [.isButton])
    #expect(host.size.width == 200)
  }

  @Test func aPickerOptionWithoutATagIsReported() {
    let host = ViewHost(
      Picker("Size", selection: .constant(1)) {
        Text("Small").tag(1)
        Text("Large")
      })
    #expect(host.diagnostics.contains { $0.contains("1 of 2 options have no .tag(_:)") })
  }

  @Test func theFormUsesEveryControlThroughTheHost() throws {
    let host = ViewHost(SettingsForm())
    try host.find(button: "Save").tap()
    try host.find(button: "Save").tap()
    try host.find(button: "Month").tap()
    try host.find(label: "Name").typeText("Ada")
    #expect(try host.find(label: "Name").value == "Ada")
    #expect(try host.find(text: "Saved 2 times, password 0 characters").text != nil)
    #expect(try host.find(button: "Month").traits.contains(.isSelected))
  }

  @Test func inputsAndProgressDrawLikeIOS() {
    expectMatchesReference(ViewHost(InputGallery()).render(), named: "controls-inputs")
  }

  // MARK: Progress

  @Test func progressViewsSpeakTheirPercentage() {
    let bar = ViewHost(
      ProgressView(value: 0.5),
      proposal: ProposedViewSize(width: 200, height: nil))
    #expect(bar.size == CGSize(width: 200, height: 4))
    #expect(bar.accessibilityElements.map(\.value) == ["50 percent"])
    let titled = ViewHost(ProgressView("Downloading", value: 1, total: 4))
    #expect(titled.accessibilityElements.map(\.label) == ["Downloading"])
    #expect(titled.accessibilityElements.map(\.value) == ["25 percent"])
    #expect(
      ViewHost(ProgressView(value: 7.0, total: 4)).accessibilityElements.map(\.value)
        == ["100 percent"])
    #expect(ViewHost(ProgressView()).size == CGSize(width: 20, height: 20))
  }

  // MARK: ContentUnavailableView

  @Test func contentUnavailableSearchFillsTheSpaceAndReadsItsTitle() {
    let host = ViewHost(
      ContentUnavailableView.search,
      proposal: ProposedViewSize(width: 320, height: 400))
    #expect(host.size == CGSize(width: 320, height: 400))
    #expect(
      host.accessibilityElements.map(\.label) == [
        "No Results", "Check the spelling or try a new search.",
      ])
    expectMatchesReference(host.render(background: .white), named: "controls-unavailable-search")
    let custom = ViewHost(
      ContentUnavailableView(
        "No Mail", systemImage: "tray", description: Text("New mail appears here.")))
    #expect(custom.accessibilityElements.map(\.label) == ["No Mail", "New mail appears here."])
  }

  // MARK: ViewModifier

  @Test func aViewModifierWrapsItsContent() {
    let text = ViewHost(Text("Card")).size
    let card = ViewHost(Text("Card").card())
    #expect(card.size == CGSize(width: text.width + 24, height: text.height + 24))
    expectSamePixels(card.render(), ViewHost(Text("Card").modifier(CardModifier())).render())
    let twice = ViewHost(Text("Card").modifier(CardModifier().concat(CardModifier())))
    #expect(twice.size == CGSize(width: text.width + 48, height: text.height + 48))
    #expect(ViewHost(Text("Card").modifier(EmptyModifier())).size == text)
  }

  @Test func aViewModifierKeepsItsOwnState() throws {
    let host = ViewHost(Text("Item").modifier(TapCounter()))
    try host.find(text: "Item").tap()
    try host.find(text: "Item").tap()
    #expect(try host.find(text: "Taps: 2").text == "Taps: 2")
  }

  // MARK: overlay and background with a view

  @Test func viewValueOverlayAndBackgroundAreAligned() {
    let host = ViewHost(
      Color.gray.frame(width: 40, height: 40)
        .overlay(Color.blue.frame(width: 10, height: 10).id("dot"), alignment: .bottomTrailing)
        .background(Color.red.frame(width: 60, height: 20).id("bar"), alignment: .top))
    #expect(host.size == CGSize(width: 40, height: 40))
    #expect(host.frame(of: "dot") == CGRect(x: 30, y: 30, width: 10, height: 10))
    #expect(host.frame(of: "bar") == CGRect(x: -10, y: 0, width: 60, height: 20))
    // A colour is both a view and a shape style: the call is not ambiguous, and fills the bounds.
    let filled = ViewHost(Text("A").background(Color.red))
    expectSamePixels(filled.render(), ViewHost(Text("A").background { Color.red }).render())
  }

  // MARK: Animation

  @Test func animationsCompileAndShowTheEndState() {
    struct Animated: View {
      @State var isExpanded = false
      var body: some View {
        VStack {
          if isExpanded {
            Text("Details").transition(.opacity.combined(with: .move(edge: .top)))
          }
          Button("More") {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) { isExpanded.toggle() }
          }
        }
        .animation(.easeInOut(duration: 0.25), value: isExpanded)
        .animation(.default.delay(0.1).speed(2))
      }
    }
    let host = ViewHost(Animated())
    #expect(throws: ViewQueryError.self) { try host.find(text: "Details") }
    #expect(throws: Never.self) { try host.find(button: "More").tap() }
    #expect(throws: Never.self) { try host.find(text: "Details") }
    let plain = ViewHost(
      VStack {
        Text("Details")
        Button("More") {}
      })
    expectSamePixels(host.render(), plain.render())
    #expect(withAnimation { 42 } == 42)
    #expect(Animation.linear.description == "linear(duration: 0.35)")
    let transition = AnyTransition.asymmetric(insertion: .scale, removal: .slide)
      .animation(.bouncy)
    #expect(transition.description.hasPrefix("animated(CatalogUI.AnyTransition.Kind.asymmetric"))
  }
}
