import CatalogUI
import DesignSystem
import Testing

// The stay's page and the reservation as the app pushes them onto its navigation stack, and the
// explore page's filters sheet, driven on an iPhone 15 laid out as the catalog lays it out:
// 393 × 852 pt with 59 pt and 34 pt safe-area insets.

@MainActor private func phone(_ view: some View, width: Double = 393) -> ViewHost {
  let host = ViewHost(view)
  host.layout(
    centredIn: CGSize(width: width, height: 852), safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
  return host
}

/// The stays' titles on the explore page, top to bottom.
@MainActor private func stays(_ host: ViewHost) -> [String] {
  host.accessibilityElements.map(\.label).filter { $0.contains(" night") }
    .map { String($0.prefix { $0 != "," }) }
}

// MARK: - ListingDetailsScreen

@MainActor @Suite struct ListingDetailsNavigationTests {
  private func pushed(_ state: ListingDetailsState = ListingDetailsState())
    -> (StateStore<ListingDetailsState, ListingDetailsAction>, ViewHost)
  {
    let store = ListingDetailsScreen.makeStore(initialState: state)
    let host = phone(PushedScreen(over: "Stays") { ListingDetailsScreen(store: store) })
    return (store, host)
  }

  @Test func theBarShowsTheStayTheBackButtonAndTheToolbar() throws {
    let (_, host) = pushed()
    // The inline title, centred in the 44 pt bar below the status bar.
    let title = try host.find(text: "Lisbon, Portugal")
    #expect(title.traits.contains(.isHeader))
    #expect(abs(title.frame.midX - 393 / 2) < 0.5)
    #expect(title.frame.midY > 59 && title.frame.midY < 59 + 44)
    // The back button 8 pt from the edge, the toolbar's buttons at the 16 pt margin (the
    // heart's outline reaches half a point past its layout box).
    #expect(try host.find(button: "Stays").frame.minX == 8)
    #expect(abs(try host.find(button: "Save to wishlist").frame.maxX - (393 - 16)) <= 0.5)
    #expect(
      try host.find(button: "Share").frame.maxX
        < (try host.find(button: "Save to wishlist").frame.minX))
  }

  @Test func theToolbarsButtonsGoThroughTheStore() throws {
    let (store, host) = pushed()
    try host.find(button: "Share").tap()
    #expect(store.state.route == .share)
    try host.find(button: "Save to wishlist").tap()
    #expect(store.state.listing.isFavorite)
    try host.find(button: "Remove from wishlist").tap()
    #expect(!store.state.listing.isFavorite)
    #expect(host.findAll(button: "Remove from wishlist").isEmpty)
  }
}

// MARK: - ReservationScreen

@MainActor @Suite struct ReservationNavigationTests {
  @Test func theShareButtonAsksTheAppToShare() throws {
    let store = ReservationScreen.makeStore()
    let host = phone(PushedScreen(over: "Lisbon, Portugal") { ReservationScreen(store: store) })
    #expect(try host.find(text: "Confirm and pay").traits.contains(.isHeader))
    // The root's title is longer than 12 characters: the back button says "Back".
    #expect(try host.find(button: "Back").frame.minX == 8)
    try host.find(button: "Share").tap()
    #expect(store.state.isSharing)
    try store.send(.shareDismissed) { $0.isSharing = false }
    // The page still reserves from its bottom bar.
    try host.find(button: "Reserve").tap()
    #expect(store.state.phase == .reserving)
  }
}

// MARK: - ExploreScreen

@MainActor @Suite struct ExploreFiltersTests {
  @Test func theFiltersChipPresentsTheSheet() throws {
    // Wide enough for the chip row's end, where "Filters" is.
    let host = phone(ExploreScreen(), width: 700)
    #expect(host.findAll(text: "Features").isEmpty)
    try host.find(button: "Filters").tap()
    #expect(try host.find(label: "Filters").traits.contains(.isHeader))
    #expect(try host.find(label: "Pool").value == "Off")
    // The page behind is hidden from VoiceOver, as a modal hides it.
    #expect(host.findAll(button: "Beachfront").isEmpty)
  }

  @Test func aFilterShowsOnlyStaysWithItAndDoneDismisses() throws {
    let host = phone(ExploreScreen(isShowingFilters: true))
    try host.find(label: "Pool").tap()
    try host.find(button: "Done").tap()
    #expect(host.findAll(button: "Done").isEmpty)
    #expect(stays(host) == ["Comporta", "Sintra", "Seville"])
    // "Clear" in the sheet shows every stay again.
    let again = phone(ExploreScreen(isShowingFilters: true))
    #expect(try again.find(button: "Clear").traits.contains(.isNotEnabled))
    try again.find(label: "Pool").tap()
    try again.find(button: "Clear").tap()
    try again.find(button: "Done").tap()
    #expect(stays(again).count == Listing.samples.count)
  }
}
