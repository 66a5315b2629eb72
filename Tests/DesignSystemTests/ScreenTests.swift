import CatalogTesting
import CatalogUI
import DesignSystem
import Testing

// Screens are driven as a user drives them: found by what they show and say, tapped, typed
// into and adjusted through a `ViewHost` at a phone's size; assertions read the screen again
// and the store's state.

/// An iPhone 15 screen, as the catalog renders screens.
private let phone = ProposedViewSize(width: 393, height: 852)
/// An iPhone 15's width with no height limit: the whole of a long screen, scrolled through.
private let wholePage = ProposedViewSize(width: 393, height: nil)

// MARK: - The source documents' counter, as written

/// The counter screen exactly as the source document writes it; only the namespace is added,
/// so it does not collide with the design system's public `CounterScreen`.
private enum Seed {
  struct CounterState: Equatable { var count = 0 }
  enum CounterAction { case increment }
  struct CounterScreen: View {
    @ObservedObject var store: StateStore<CounterState, CounterAction>
    var body: some View {
      DLSListScreen {
        DLSRow(title: "Count \(store.state.count)")
          .highlightEffectButton { store.handle(.increment) }
      }
    }
  }
}

// MARK: - CounterScreenTests

@MainActor @Suite struct CounterScreenTests {
  @Test func theSeedCounterCountsTaps() throws {
    let store = StateStore<Seed.CounterState, Seed.CounterAction>(initialState: .init()) {
      state, action in
      switch action {
      case .increment: state.count += 1
      }
    }
    let host = ViewHost(Seed.CounterScreen(store: store), proposal: phone)
    try host.find(button: "Count 0").tap()
    try host.find(button: "Count 1").tap()
    #expect(try host.find(button: "Count 2").label == "Count 2")
    #expect(store.state.count == 2)
  }

  @Test func tappingTheRowRaisesTheCount() throws {
    let store = CounterScreen.makeStore()
    let host = ViewHost(CounterScreen(store: store), proposal: phone)
    let row = try host.find(button: "Count 0")
    #expect(row.traits == .isButton)
    try row.tap()
    #expect(store.state == CounterState(count: 1))
    // The element follows its view: the same row, now showing the new count.
    #expect(try host.find(text: "Count 1").text == "Count 1")
    #expect(host.findAll(text: "Count 0").isEmpty)
  }

  @Test func theWholeRowTakesTheTap() throws {
    let store = CounterScreen.makeStore()
    let host = ViewHost(CounterScreen(store: store), proposal: phone)
    let row = try host.find(button: "Count 0")
    #expect(row.frame.width == 393)
    // Far right of the row, where only the spacer is.
    #expect(host.tap(at: .init(x: row.frame.maxX - 4, y: row.frame.midY)))
    #expect(store.state.count == 1)
  }

  @Test func theHandlerOwnsEveryChange() throws {
    let store = CounterScreen.makeStore(initialState: CounterState(count: 41))
    try store.send(.increment) { $0.count = 42 }
  }

  @Test func aMissingButtonListsTheButtonsOnScreen() {
    let host = ViewHost(CounterScreen(store: CounterScreen.makeStore()), proposal: phone)
    #expect(throws: ViewQueryError(#"no button named "Reset"; buttons on screen: "Count 0""#)) {
      try host.find(button: "Reset")
    }
  }
}

// MARK: - ReservationScreenTests

@MainActor @Suite struct ReservationScreenTests {
  private func makeScreen(_ state: ReservationState = ReservationState())
    -> (StateStore<ReservationState, ReservationAction>, ViewHost)
  {
    let store = ReservationScreen.makeStore(initialState: state)
    return (store, ViewHost(ReservationScreen(store: store), proposal: phone))
  }

  @Test func showsTheTripAndThePriceBreakdown() throws {
    let (_, host) = makeScreen()
    #expect(try host.find(text: "Lisbon, Portugal").text == "Lisbon, Portugal")
    #expect(try host.find(label: "Dates, 12–15 Jun 2026").traits == [])
    #expect(try host.find(label: "€128 × 3 nights, €384").label == "€128 × 3 nights, €384")
    #expect(try host.find(label: "Cleaning fee, €40").label == "Cleaning fee, €40")
    // 14 % of €384 is €53.76, rounded to €54.
    #expect(try host.find(label: "Service fee, €54").label == "Service fee, €54")
    #expect(try host.find(label: "Total (EUR), €478").label == "Total (EUR), €478")
    let rating = try host.find(label: "Rated 4.92 out of 5, 214 reviews")
    #expect(rating.text == "4.92 · 214 reviews")
  }

  @Test func theStepperChangesGuestsThroughTheStoreWithinBounds() throws {
    let (store, host) = makeScreen()
    let guests = try host.find(label: "Guests")
    #expect(guests.value == "2")
    try guests.increment()
    #expect(store.state.guests == 3)
    #expect(try host.find(label: "Guests").value == "3")
    try guests.increment()
    try guests.increment()
    #expect(store.state.guests == 4)
    #expect(try host.find(label: "Guests").value == "4")
    try host.find(id: "decrement").tap()
    #expect(store.state.guests == 3)
  }

  @Test func reservingShowsProgressAndDisablesTheButton() throws {
    let (store, host) = makeScreen()
    try host.find(button: "Reserve").tap()
    #expect(store.state.phase == .reserving)
    let button = try host.find(button: "Reserve")
    #expect(button.value == "Loading")
    #expect(throws: ViewQueryError(#"cannot use button "Reserve": it is disabled"#)) {
      try button.tap()
    }
    #expect(throws: ViewQueryError(#"cannot increment element "Guests": it is disabled"#)) {
      try host.find(label: "Guests").increment()
    }
    #expect(store.state.phase == .reserving && store.state.guests == 2)
  }

  @Test func aConfirmationShowsAToastUntilDismissed() throws {
    let (store, host) = makeScreen()
    try host.find(button: "Reserve").tap()
    try store.send(.reservationConfirmed(code: "HMX4K2")) { $0.phase = .confirmed(code: "HMX4K2") }
    let toast = try host.find(label: "Reserved! Confirmation code HMX4K2")
    #expect(toast.accessibility?.actionNames == ["Done"])
    try toast.performAction(named: "Done")
    #expect(store.state.isConfirmationDismissed)
    #expect(host.findAll(label: "Reserved! Confirmation code HMX4K2").isEmpty)
    // Still reserved: the button stays disabled.
    #expect(throws: ViewQueryError(#"cannot use button "Reserve": it is disabled"#)) {
      try host.find(button: "Reserve").tap()
    }
  }

  @Test func aFailureShowsWhyAndOffersReserveAgain() throws {
    let (store, host) = makeScreen()
    try store.send(.reserveTapped) { $0.phase = .reserving }
    try store.send(.reservationFailed("Your card was declined.")) {
      $0.phase = .failed("Your card was declined.")
    }
    let banner = try host.find(label: "Error, Your reservation did not go through")
    #expect(banner.value == "Your card was declined.")
    try host.find(button: "Reserve").tap()
    #expect(store.state.phase == .reserving)
  }

  @Test func actionsOutOfOrderChangeNothing() throws {
    let (store, _) = makeScreen()
    try store.send(.reservationConfirmed(code: "LATE"))
    try store.send(.confirmationDismissed)
    try store.send(.guestsChanged(9)) { $0.guests = 4 }
  }
}

// MARK: - SearchResultsScreenTests

@MainActor @Suite struct SearchResultsScreenTests {
  private static let comporta =
    "Comporta, Portugal, Beach house in the dunes · 3 beds, Rated 4.88 out of 5, €240 night"
  private static let tarifa =
    "Tarifa, Spain, Surf cabin steps from the beach · 2 beds, Rated 4.95 out of 5, €156 night"
  private static let biarritz =
    "Biarritz, France, Art deco flat above the beach · 2 beds, Rated 4.71 out of 5, €198 night"
  private static let lisbon =
    "Lisbon, Portugal, Bright loft near the river · 2 beds, Rated 4.92 out of 5, €128 night"
  private static let sintra =
    "Sintra, Portugal, Garden cottage below the palace · 2 beds, New, €110 night"
  private static let seville =
    "Seville, Spain, Courtyard house with a plunge pool · 4 beds, Rated 4.90 out of 5, €175 night"

  private func makeScreen(_ state: SearchResultsState = SearchResultsState())
    -> (StateStore<SearchResultsState, SearchResultsAction>, ViewHost)
  {
    let store = SearchResultsScreen.makeStore(initialState: state)
    return (store, ViewHost(SearchResultsScreen(store: store), proposal: phone))
  }

  /// The cards on screen, by their accessibility labels, in order.
  private func cards(_ host: ViewHost) -> [String] {
    host.findAll(DLSListingCard.self).compactMap(\.label)
  }

  @Test func typingFiltersTheResults() throws {
    let (store, host) = makeScreen()
    #expect(try host.find(text: "8 stays").text == "8 stays")
    try host.find(label: "Search destinations").typeText("beach")
    #expect(store.state.query == "beach")
    #expect(try host.find(label: "Search destinations").value == "beach")
    #expect(try host.find(text: "3 stays").text == "3 stays")
    #expect(cards(host) == [Self.comporta, Self.tarifa, Self.biarritz])
  }

  @Test func filterChipsToggleAndCombineWithTheQuery() throws {
    let (store, host) = makeScreen()
    try host.find(button: "Pool").tap()
    #expect(store.state.selectedFeatures == [.pool])
    #expect(try host.find(button: "Pool").traits == [.isButton, .isSelected])
    #expect(cards(host) == [Self.comporta, Self.sintra, Self.seville])
    try host.find(label: "Search destinations").typeText("Beach")
    #expect(try host.find(text: "1 stay").text == "1 stay")
    #expect(cards(host) == [Self.comporta])
    try host.find(button: "Pool").tap()
    #expect(store.state.selectedFeatures == [])
    #expect(try host.find(button: "Pool").traits == .isButton)
    #expect(cards(host).count == 3)
  }

  @Test func filtersKeepTheirOrderWhateverOrderTheyAreTappedIn() throws {
    let store = SearchResultsScreen.makeStore()
    try store.send(.featureToggled(.instantBook)) { $0.selectedFeatures = [.instantBook] }
    try store.send(.featureToggled(.beachfront)) {
      $0.selectedFeatures = [.beachfront, .instantBook]
    }
  }

  @Test func nothingMatchingShowsAnEmptyStateThatClears() throws {
    let (store, host) = makeScreen()
    try host.find(label: "Search destinations").typeText("Reykjavik")
    #expect(try host.find(text: "No exact matches").text == "No exact matches")
    #expect(cards(host).isEmpty)
    try host.find(button: "Clear search").tap()
    #expect(store.state.query == "" && store.state.selectedFeatures == [])
    #expect(cards(host).count == 8)
  }

  @Test func anErrorOffersARetryThatLoadsAgain() throws {
    let (store, host) = makeScreen(SearchResultsState(listings: [], phase: .failed("Offline.")))
    #expect(try host.find(text: "Stays could not be loaded").text == "Stays could not be loaded")
    #expect(try host.find(text: "Offline.").text == "Offline.")
    try host.find(button: "Try again").tap()
    #expect(store.state.phase == .loading)
    #expect(try host.find(label: "Loading stays").label == "Loading stays")
    try store.send(.resultsLoaded(Array(Listing.samples.prefix(2)))) {
      $0.listings = Array(Listing.samples.prefix(2))
      $0.phase = .loaded
    }
    #expect(try host.find(text: "2 stays").text == "2 stays")
    #expect(cards(host)[0] == Self.lisbon)
  }

  @Test func savingAndOpeningAStayGoThroughTheStore() throws {
    let (store, host) = makeScreen()
    try host.find(label: Self.lisbon).performAction(named: "Save to wishlist")
    #expect(store.state.listings[0].isFavorite)
    #expect(
      try host.find(label: Self.lisbon).accessibility?.actionNames
        == ["Remove from wishlist"])
    try host.find(button: Self.lisbon).tap()
    #expect(store.state.openedListingID == "lisbon")
  }
}

// MARK: - ListingDetailsScreenTests

@MainActor @Suite struct ListingDetailsScreenTests {
  private func makeScreen(
    _ state: ListingDetailsState = ListingDetailsState(),
    proposal: ProposedViewSize = phone
  )
    -> (StateStore<ListingDetailsState, ListingDetailsAction>, ViewHost)
  {
    let store = ListingDetailsScreen.makeStore(initialState: state)
    // As the app shows it: pushed onto its navigation stack, whose bar holds the toolbar.
    let screen = PushedScreen(over: "Stays") { ListingDetailsScreen(store: store) }
    return (store, ViewHost(screen, proposal: proposal))
  }

  @Test func showsTheStayAndPinsPriceAndReserveAtTheBottom() throws {
    let (store, host) = makeScreen()
    let title = try host.find(text: "Bright loft near the river · 2 beds")
    #expect(title.traits.contains(.isHeader))
    #expect(try host.find(label: "Hosted by Marta, Superhost · 6 years hosting").traits == [])
    #expect(
      try host.find(label: "€128, night, 12–15 Jun 2026").label
        == "€128, night, 12–15 Jun 2026")
    let reserve = try host.find(button: "Reserve")
    #expect(reserve.frame.maxY > 852 - 80 && reserve.frame.maxY <= 852)
    try reserve.tap()
    #expect(store.state.route == .reservation)
  }

  @Test func savingFlipsTheHeart() throws {
    let (store, host) = makeScreen()
    try host.find(button: "Save to wishlist").tap()
    #expect(store.state.listing.isFavorite)
    #expect(host.findAll(button: "Save to wishlist").isEmpty)
    try host.find(button: "Remove from wishlist").tap()
    #expect(!store.state.listing.isFavorite)
  }

  @Test func anUnavailableStayCannotBeReserved() throws {
    let (store, host) = makeScreen(ListingDetailsState(isAvailable: false))
    #expect(
      try host.find(text: "Not available on these dates").text
        == "Not available on these dates")
    #expect(throws: ViewQueryError(#"cannot use button "Reserve": it is disabled"#)) {
      try host.find(button: "Reserve").tap()
    }
    try store.send(.reserveTapped)
  }

  @Test func allAmenitiesShowAfterScrollingToTheButton() throws {
    let (_, phoneHost) = makeScreen()
    // Below the fold on a phone: the list scrolls under the bar, so a user cannot reach it
    // without scrolling.
    #expect(
      throws: ViewQueryError(
        #"cannot use button "Show all 12 amenities": it is off screen ((84.5, 922, 224.5×48), "#
          + "the screen is (0, 0, 393×852))")
    ) {
      try phoneHost.find(button: "Show all 12 amenities").tap()
    }
    let (store, host) = makeScreen(proposal: wholePage)
    #expect(host.findAll(text: "Self check-in").isEmpty)
    try host.find(button: "Show all 12 amenities").tap()
    #expect(store.state.isShowingAllAmenities)
    #expect(try host.find(text: "Self check-in").text == "Self check-in")
    #expect(host.findAll(button: "Show all 12 amenities").isEmpty)
  }

  @Test func aMissingButtonListsTheButtonsOnScreen() {
    let (_, host) = makeScreen()
    #expect(
      throws: ViewQueryError(
        #"no button named "Book now"; buttons on screen: "Stays", "Share", "#
          + #""Save to wishlist", "Show all 12 amenities", "Reserve""#)
    ) {
      try host.find(button: "Book now")
    }
  }
}
