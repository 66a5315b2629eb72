import CatalogUI
import DesignSystem
import Raster
import Testing

// The screens of the explore page's two transitions, driven through a `ViewHost` at a phone's
// size. Each tagged view carries its transition id's name as its accessibility identifier, so
// `findAll(id:)` finds exactly the views a transition animates, and their frames say where the
// seed's design puts them.

/// An iPhone 15 screen, as the catalog renders screens.
private let phone = ProposedViewSize(width: 393, height: 852)

/// Every transition id the design system names, in the order the seed lists them.
private let allIDs: [TransitionID] = [
  BottomSheet.backgroundView, BottomSheet.foregroundView, Explore.searchNavigationBarPill,
  SearchInput.background, SearchInput.topBar, SearchInput.bottomBar, SearchInput.whereCard,
  SearchInput.whereCardContent, SearchInput.searchInput, SearchInput.whenCard,
  SearchInput.whoCard,
]

/// The ids tagged on the screen, each as many times as it is tagged, in `allIDs` order.
@MainActor
private func taggedIDs(_ host: ViewHost) -> [String] {
  allIDs.flatMap { id in host.findAll(id: id.name).map { _ in id.name } }
}

/// The frame of the one view tagged `id`.
@MainActor
private func frame(of id: TransitionID, in host: ViewHost) throws -> CGRect {
  try host.find(id: id.name).frame
}

/// The colour of the pixel at `point` (points) of the screen rendered at 1×, as r, g, b, a.
@MainActor
private func pixel(_ host: ViewHost, at point: Point) throws -> [UInt8] {
  let image = try #require(host.render())
  let scale = host.environment.displayScale
  let color = try #require(image.pixel(x: Int(point.x * scale), y: Int(point.y * scale)))
  return [color.r, color.g, color.b, color.a]
}

// MARK: - TransitionDefinitionTests

@MainActor @Suite struct TransitionDefinitionTests {
  @Test func theIDsAreNamedAsTheSeedNamesThem() {
    #expect(
      allIDs.map(\.name) == [
        "BottomSheet.backgroundView", "BottomSheet.foregroundView",
        "Explore.searchNavigationBarPill", "SearchInput.background", "SearchInput.topBar",
        "SearchInput.bottomBar", "SearchInput.whereCard", "SearchInput.whereCardContent",
        "SearchInput.searchInput", "SearchInput.whenCard", "SearchInput.whoCard",
      ])
  }

  @Test func theDatePickerSheetFadesTheScrimSlidesTheSheetAndSharesThePill() {
    let definition = TransitionDefinition.datePickerSheet
    #expect(
      definition.entries.map(\.id) == [
        BottomSheet.backgroundView, BottomSheet.foregroundView, Explore.searchNavigationBarPill,
      ])
    #expect(
      definition.entries.map(\.animation) == [
        .crossfade,
        TransitionAnimation(
          .edgeTranslation(.bottom),
          timing: .spring(response: 0.4, dampingFraction: 0.9)),
        .sharedElement,
      ])
    #expect(definition.timing == .easeInOut(duration: 0.35))
    #expect(definition.duration == nil)
  }

  @Test func theSearchInputBlursSlidesSharesAndAnchorsAsTheSeedWritesIt() {
    let definition = TransitionDefinition.searchInput
    #expect(
      definition.entries.map(\.id) == [
        SearchInput.background, SearchInput.topBar, SearchInput.bottomBar, SearchInput.whereCard,
        SearchInput.whereCardContent, SearchInput.searchInput, SearchInput.whenCard,
        SearchInput.whoCard,
      ])
    #expect(
      definition.entries.map(\.animation.effect) == [
        .blur(radius: 20), .translate(x: 0, y: -40), .edgeTranslation(.bottom), .sharedElement,
        .crossfade, .crossfade, .anchorTranslation(relativeTo: SearchInput.whereCard),
        .anchorTranslation(relativeTo: SearchInput.whereCard),
      ])
    #expect(definition.entries.allSatisfy { $0.animation.timing == nil })
    #expect(definition.timing == .easeInOut(duration: 0.35))
  }
}

// MARK: - ExploreScreenTests

@MainActor @Suite struct ExploreScreenTests {
  private static let pill = "Where to?, Anywhere · Any week · Add guests"

  @Test func onlyThePillIsTaggedAtTheTopOfThePage() throws {
    let host = ViewHost(ExploreScreen(), proposal: phone)
    #expect(taggedIDs(host) == ["Explore.searchNavigationBarPill"])
    let pill = try frame(of: Explore.searchNavigationBarPill, in: host)
    #expect(pill == CGRect(x: 16, y: 12, width: 361, height: 57.5))
    #expect(try host.find(label: Self.pill).frame == pill)
    #expect(try host.find(label: Self.pill).traits == [.isButton, .isSearchField])
  }

  @Test func theSearchInputTransitionTagsThePillAsTheWhereCard() throws {
    let host = ViewHost(ExploreScreen(pillID: SearchInput.whereCard), proposal: phone)
    #expect(taggedIDs(host) == ["SearchInput.whereCard"])
    let explore = ViewHost(ExploreScreen(), proposal: phone)
    #expect(
      try frame(of: SearchInput.whereCard, in: host)
        == frame(of: Explore.searchNavigationBarPill, in: explore))
  }

  @Test func withoutItsPillThePageKeepsItsLayoutAndTagsNothing() throws {
    let host = ViewHost(ExploreScreen(showsPill: false), proposal: phone)
    let explore = ViewHost(ExploreScreen(), proposal: phone)
    #expect(taggedIDs(host) == [])
    #expect(host.findAll(label: Self.pill).isEmpty)
    #expect(try host.find(button: "All stays").frame == explore.find(button: "All stays").frame)
  }

  @Test func tappingThePillOpensSearch() throws {
    let taps = State(initialValue: 0)
    let host = ViewHost(ExploreScreen { taps.wrappedValue += 1 }, proposal: phone)
    try host.find(label: Self.pill).tap()
    #expect(taps.wrappedValue == 1)
  }

  @Test func aCategoryChipShowsOnlyTheStaysOfferingIt() throws {
    let opened = State(initialValue: [String]())
    let host = ViewHost(
      ExploreScreen(didTapListing: { opened.wrappedValue.append($0) }),
      proposal: ProposedViewSize(width: 393, height: nil))
    #expect(host.findAll(DLSListingCard.self).count == 8)
    try host.find(button: "Beachfront").tap()
    #expect(try host.find(button: "Beachfront").traits == [.isButton, .isSelected])
    #expect(try host.find(button: "All stays").traits == [.isButton])
    #expect(
      host.findAll(DLSListingCard.self).compactMap(\.label).map {
        String($0.prefix { $0 != "," })
      } == ["Comporta", "Tarifa", "Biarritz", "Ericeira"])
    try host.findAll(DLSListingCard.self)[1].tap()
    #expect(opened.wrappedValue == ["tarifa"])
    try host.find(button: "All stays").tap()
    #expect(host.findAll(DLSListingCard.self).count == 8)
  }
}

// MARK: - DatePickerSheetScreenTests

@MainActor @Suite struct DatePickerSheetScreenTests {
  @Test func theScrimThePillAndTheSheetAreTaggedOnceEach() throws {
    let host = ViewHost(DatePickerSheetScreen(), proposal: phone)
    #expect(
      taggedIDs(host) == [
        "BottomSheet.backgroundView", "BottomSheet.foregroundView",
        "Explore.searchNavigationBarPill",
      ])
    #expect(
      try frame(of: BottomSheet.backgroundView, in: host)
        == CGRect(x: 0, y: 0, width: 393, height: 852))
    let sheet = try frame(of: BottomSheet.foregroundView, in: host)
    // Pinned to the bottom, as tall as its content.
    #expect(sheet == CGRect(x: 0, y: 410.5, width: 393, height: 441.5))
    #expect(try host.find(label: "When's your trip?").frame == sheet)
  }

  @Test func thePillStaysWhereThePagePutsIt() throws {
    let host = ViewHost(DatePickerSheetScreen(), proposal: phone)
    let explore = ViewHost(ExploreScreen(), proposal: phone)
    #expect(
      try frame(of: Explore.searchNavigationBarPill, in: host)
        == frame(of: Explore.searchNavigationBarPill, in: explore))
    #expect(
      try host.find(label: "Where to?, Anywhere · 12–19 Mar · Add guests").traits
        == .isSearchField)
  }

  @Test func thePillIsDrawnAboveTheScrimAndThePageBelowIt() throws {
    let host = ViewHost(DatePickerSheetScreen(), proposal: phone)
    let pill = try frame(of: Explore.searchNavigationBarPill, in: host)
    // Inside the pill, right of its text: the pill's white, undimmed.
    #expect(try pixel(host, at: Point(x: pill.maxX - 17, y: pill.midY)) == [255, 255, 255, 255])
    // Beside the pill, clear of its shadow: the page's white under 40 % black.
    #expect(try pixel(host, at: Point(x: 2, y: pill.midY)) == [153, 153, 153, 255])
  }

  @Test func onlyTheSheetAndThePillReachVoiceOver() {
    let host = ViewHost(DatePickerSheetScreen(), proposal: phone)
    #expect(
      host.accessibilityElements.map(\.label) == [
        "Where to?, Anywhere · 12–19 Mar · Add guests", "When's your trip?",
      ])
  }

  @Test func choosingDatesShowsThemOnThePillAndNextSendsThem() throws {
    let sent = State(initialValue: [ClosedRange<Int>?]())
    let host = ViewHost(
      DatePickerSheetScreen(dates: nil) { sent.wrappedValue.append($0) },
      proposal: phone)
    #expect(host.findAll(label: "Where to?, Anywhere · Any week · Add guests").count == 1)
    try host.find(button: "5 March").tap()
    #expect(host.findAll(label: "Where to?, Anywhere · 5 Mar · Add guests").count == 1)
    try host.find(button: "9 March").tap()
    #expect(host.findAll(label: "Where to?, Anywhere · 5–9 Mar · Add guests").count == 1)
    try host.find(button: "Next").tap()
    try host.find(button: "Clear dates").tap()
    #expect(host.findAll(label: "Where to?, Anywhere · Any week · Add guests").count == 1)
    try host.find(button: "Next").tap()
    #expect(sent.wrappedValue == [5...9, nil])
  }
}

// MARK: - SearchInputScreenTests

@MainActor @Suite struct SearchInputScreenTests {
  @Test func everyPartIsTaggedOnceWhereTheSeedPutsIt() throws {
    let host = ViewHost(SearchInputScreen(), proposal: phone)
    #expect(
      taggedIDs(host) == [
        "SearchInput.background", "SearchInput.topBar", "SearchInput.bottomBar",
        "SearchInput.whereCard", "SearchInput.whereCardContent", "SearchInput.searchInput",
        "SearchInput.whenCard", "SearchInput.whoCard",
      ])
    #expect(
      try frame(of: SearchInput.background, in: host)
        == CGRect(x: 0, y: 0, width: 393, height: 852))
    // The bars span the screen at its top and its bottom.
    #expect(
      try frame(of: SearchInput.topBar, in: host)
        == CGRect(x: 0, y: 0, width: 393, height: 60))
    #expect(
      try frame(of: SearchInput.bottomBar, in: host)
        == CGRect(x: 0, y: 780, width: 393, height: 72))
    // The cards follow the top bar 12 pt apart; the content sits 24 pt inside its card, and
    // the field is the content's last row.
    #expect(
      try frame(of: SearchInput.whereCard, in: host)
        == CGRect(x: 16, y: 68, width: 361, height: 135))
    #expect(
      try frame(of: SearchInput.whereCardContent, in: host)
        == CGRect(x: 40, y: 92, width: 313, height: 87))
    #expect(
      try frame(of: SearchInput.searchInput, in: host)
        == CGRect(x: 40, y: 135, width: 313, height: 44))
    #expect(
      try frame(of: SearchInput.whenCard, in: host)
        == CGRect(x: 16, y: 215, width: 361, height: 50.5))
    #expect(
      try frame(of: SearchInput.whoCard, in: host)
        == CGRect(x: 16, y: 277.5, width: 361, height: 50.5))
  }

  @Test func theTaggedPartsAreTheControlsTheySay() throws {
    let host = ViewHost(SearchInputScreen(), proposal: phone)
    let content = try host.find(id: SearchInput.whereCardContent.name)
    #expect(
      try content.find(text: "Where to?").frame == CGRect(x: 40, y: 92, width: 109, height: 27))
    // The text field: after the search icon, inside the row's side padding, as tall as the row.
    let input = try host.find(id: SearchInput.searchInput.name)
    #expect(
      try input.find(label: "Search destinations").frame
        == CGRect(x: 88, y: 135, width: 249, height: 44))
    #expect(
      try host.find(button: "When, Any week").frame
        == frame(of: SearchInput.whenCard, in: host))
    #expect(
      try host.find(button: "Who, Add guests").frame
        == frame(of: SearchInput.whoCard, in: host))
  }

  @Test func voiceOverReadsTheBarsAndCardsButNotTheBackdrop() {
    #expect(
      AccessibilityTree.lines(of: SearchInputScreen(), width: 393) == [
        #"button "Close""#,
        #"element "Search for""#,
        #"  button, selected "Stays""#,
        #"  button "Experiences""#,
        #"header, text "Where to?""#,
        #"searchField "Search destinations""#,
        #"button "When, Any week""#,
        #"button "Who, Add guests""#,
        #"button "Clear all""#,
        #"button "Search""#,
      ])
  }

  @Test func searchSendsWhatWasTypedAndClearAllEmptiesTheField() throws {
    let searched = State(initialValue: [String]())
    let host = ViewHost(
      SearchInputScreen(didTapSearch: { searched.wrappedValue.append($0) }),
      proposal: phone)
    try host.find(label: "Search destinations").typeText("Lis")
    #expect(try host.find(label: "Search destinations").value == "Lis")
    try host.find(button: "Search").tap()
    try host.find(button: "Experiences").tap()
    try host.find(button: "Clear all").tap()
    // An empty field has no value: VoiceOver says only its name.
    #expect(try host.find(label: "Search destinations").value == nil)
    #expect(try host.find(button: "Stays").traits == [.isButton, .isSelected])
    try host.find(button: "Search").tap()
    #expect(searched.wrappedValue == ["Lis", ""])
  }

  @Test func theCloseButtonAndTheCollapsedCardsReportTaps() throws {
    let taps = State(initialValue: [String]())
    let host = ViewHost(
      SearchInputScreen(
        didTapClose: { taps.wrappedValue.append("close") },
        didTapWhen: { taps.wrappedValue.append("when") },
        didTapWho: { taps.wrappedValue.append("who") }), proposal: phone)
    try host.find(button: "When, Any week").tap()
    try host.find(button: "Who, Add guests").tap()
    try host.find(button: "Close").tap()
    #expect(taps.wrappedValue == ["when", "who", "close"])
  }
}
