import Catalog
import CatalogUI
import DesignSystem

// Screens render at a phone's size, each from a fresh store: `contentVariants` is evaluated
// for every rendering, so an interaction variant's taps never leak into another snapshot.
// Interaction variants are snapshotted in light mode only; their dark look is the same
// state's dark variant.

// MARK: - Screen settings

extension SnapshotSettings {
  /// An iPhone 15 screen with its safe area, in light and dark, at 2× rather than the
  /// device's 3×: the references are under half the pixels (and `verify` spends under half
  /// the time on them), and a reviewer sees the same layout.
  static var screen: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .device(.iPhone15)
    settings.scale = 2
    return settings
  }
}

extension ContentVariant {
  /// The variant in light mode only.
  func lightOnly() -> ContentVariant {
    snapshotSettings { $0.traits = TraitsMatrix(colorSchemes: [.light]) }
  }

  /// The variant as tall as its content, in light mode only: the whole of a long screen.
  func fullHeight() -> ContentVariant {
    snapshotSettings {
      $0.layout = .deviceFullHeight(.iPhone15)
      $0.traits = TraitsMatrix(colorSchemes: [.light])
    }
  }
}

// MARK: - CounterScreen

enum CounterScreen_Definition: ViewDefinition {
  static var catalogSection: CatalogSection { .screens }
  static var snapshotSettings: SnapshotSettings { .screen }

  static var contentVariants: ContentVariants {
    CounterScreen(store: CounterScreen.makeStore()).named("Initial")
    CounterScreen(store: CounterScreen.makeStore()).named("After two taps").after { host in
      try host.find(button: "Count 0").tap()
      try host.find(button: "Count 1").tap()
    }.lightOnly()
  }
}

// MARK: - ReservationScreen

enum ReservationScreen_Definition: ViewDefinition {
  static var catalogSection: CatalogSection { .screens }
  static var snapshotSettings: SnapshotSettings { .screen }

  static var contentVariants: ContentVariants {
    screen(ReservationState()).named("Loaded")
    screen(ReservationState(phase: .reserving)).named("Loading")
    screen(ReservationState(phase: .confirmed(code: "HMX4K2"))).named("Confirmed")
    screen(
      ReservationState(
        phase: .failed("Your card was declined. Try another card, or call your bank."))
    )
    .named("Error")
    screen(ReservationState()).named("After adding a guest").after { host in
      try host.find(label: "Guests").increment()
    }.lightOnly()
    screen(ReservationState()).named("After reserving").after { host in
      try host.find(button: "Reserve").tap()
    }.lightOnly()
  }

  /// The screen as the app shows it: pushed from the stay's page.
  static func screen(_ state: ReservationState) -> some View {
    PushedScreen(over: state.listing.title) {
      ReservationScreen(store: ReservationScreen.makeStore(initialState: state))
    }
  }
}

// MARK: - SearchResultsScreen

enum SearchResultsScreen_Definition: ViewDefinition {
  static var catalogSection: CatalogSection { .screens }
  static var snapshotSettings: SnapshotSettings { .screen }

  static var contentVariants: ContentVariants {
    screen(SearchResultsState()).named("Loaded")
    screen(SearchResultsState(listings: [], phase: .loading)).named("Loading")
    screen(SearchResultsState(query: "Reykjavik")).named("Empty")
    screen(
      SearchResultsState(
        listings: [], phase: .failed("Check your connection, then try again."))
    )
    .named("Error")
    screen(SearchResultsState()).named("Long content").fullHeight()
    screen(SearchResultsState()).named("After typing 'beach'").after { host in
      try host.find(label: "Search destinations").typeText("beach")
    }.lightOnly()
    screen(SearchResultsState()).named("After toggling a filter").after { host in
      try host.find(button: "Pool").tap()
    }.lightOnly()
  }

  static func screen(_ state: SearchResultsState) -> SearchResultsScreen {
    SearchResultsScreen(store: SearchResultsScreen.makeStore(initialState: state))
  }
}

// MARK: - ListingDetailsScreen

enum ListingDetailsScreen_Definition: ViewDefinition {
  static var catalogSection: CatalogSection { .screens }
  static var snapshotSettings: SnapshotSettings { .screen }

  static var contentVariants: ContentVariants {
    screen(ListingDetailsState()).named("Loaded")
    screen(ListingDetailsState(isAvailable: false)).named("Unavailable")
    screen(ListingDetailsState()).named("After saving").after { host in
      try host.find(button: "Save to wishlist").tap()
    }.lightOnly()
    screen(ListingDetailsState()).named("Long content, all amenities").after { host in
      try host.find(button: "Show all 12 amenities").tap()
    }.fullHeight()
  }

  /// The screen as the app shows it: pushed from the search results.
  static func screen(_ state: ListingDetailsState) -> some View {
    PushedScreen(over: "Stays") {
      ListingDetailsScreen(store: ListingDetailsScreen.makeStore(initialState: state))
    }
  }
}
