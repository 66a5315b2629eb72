import CatalogUI

// MARK: - SearchResultsState

/// The search results screen's state: what the user typed and chose, what the service
/// returned, and whether it is still loading or failed.
public struct SearchResultsState: Equatable, Sendable {
  /// Where the results are in their life.
  public enum Phase: Equatable, Sendable {
    /// Waiting for the service: placeholders instead of results.
    case loading
    /// Results arrived (possibly none).
    case loaded
    /// The service failed, with the reason shown to the user.
    case failed(String)
  }

  /// The text in the search field.
  public var query: String
  /// The filters switched on, in `ListingFeature.allCases` order.
  public var selectedFeatures: [ListingFeature]
  /// Every stay the service returned.
  public var listings: [Listing]
  /// Loading, loaded or failed.
  public var phase: Phase
  /// The stay the user opened, if any: the app navigates to its details.
  public var openedListingID: String?

  /// A state; by default the sample stays, loaded, with nothing typed or filtered.
  public init(
    query: String = "", selectedFeatures: [ListingFeature] = [],
    listings: [Listing] = Listing.samples, phase: Phase = .loaded,
    openedListingID: String? = nil
  ) {
    self.query = query
    self.selectedFeatures = selectedFeatures
    self.listings = listings
    self.phase = phase
    self.openedListingID = openedListingID
  }

  /// The stays whose title or description contains the query (ignoring case) and that offer
  /// every selected feature, in the service's order.
  public var results: [Listing] {
    let needle = query.trimmingWhitespace().lowercased()
    return listings.filter { listing in
      (needle.isEmpty || listing.title.lowercased().contains(needle)
        || listing.subtitle.lowercased().contains(needle))
        && selectedFeatures.allSatisfy(listing.features.contains)
    }
  }
}

// MARK: - SearchResultsAction

/// What the user, or the search service, can do to the search results screen.
public enum SearchResultsAction: Equatable, Sendable {
  /// The search field's text changed.
  case queryChanged(String)
  /// A filter chip was tapped.
  case featureToggled(ListingFeature)
  /// "Clear search" on the empty state: no text, no filters.
  case clearTapped
  /// "Try again" after a failure: load again.
  case retryTapped
  /// The service returned stays.
  case resultsLoaded([Listing])
  /// The service failed, with a reason for the user.
  case loadingFailed(String)
  /// A card's heart (or its "Save to wishlist" action) was used.
  case favoriteToggled(id: String)
  /// A card was tapped.
  case listingTapped(id: String)
}

// MARK: - SearchResultsScreen

/// Search results: a search field and filter chips pinned on top, listing cards in a scrolling
/// list under them, an empty state when nothing matches, placeholders while loading and a
/// retry when loading failed. Typing and filtering go through the store.
public struct SearchResultsScreen: View {
  @ObservedObject var store: StateStore<SearchResultsState, SearchResultsAction>

  /// A search results screen showing `store`.
  public init(store: StateStore<SearchResultsState, SearchResultsAction>) { self.store = store }

  public var body: some View {
    VStack(spacing: 0) {
      searchField
      filterChips
      Divider()
      content.frame(maxHeight: .infinity, alignment: .top)
    }
    .background(DLSColor.background)
  }

  private var searchField: some View {
    HStack(spacing: DLSSpacing.m) {
      DLSIcon.search.image(size: 20).foregroundStyle(DLSColor.textPrimary)
        .accessibilityHidden(true)
      // The design system's placeholder colour: the field's own grey is 3.44:1 on white.
      TextField(
        "Search destinations", text: store.binding(\.query, send: { .queryChanged($0) }),
        prompt: Text("Search destinations").foregroundStyle(DLSColor.textTertiary)
      )
      .font(DLSFont.body)
      .foregroundStyle(DLSColor.textPrimary)
      .id("search")
    }
    .padding(.horizontal, DLSSpacing.l)
    .padding(.vertical, DLSSpacing.m)
    .background(DLSColor.surfaceRaised, in: Capsule())
    .overlay { Capsule().strokeBorder(DLSColor.border) }
    .elevation(.low)
    .padding(.horizontal, DLSSpacing.l)
    .padding(.top, DLSSpacing.m)
  }

  private var filterChips: some View {
    let selected = store.state.selectedFeatures
    return ScrollView(.horizontal) {
      HStack(spacing: DLSSpacing.s) {
        ForEach(ListingFeature.allCases, id: \.self) { feature in
          DLSChip(feature.title, isSelected: selected.contains(feature)) {
            store.handle(.featureToggled(feature))
          }
        }
      }
      .padding(.horizontal, DLSSpacing.l)
      // The chips' touch areas reach 6.75 pt above and below their capsules; 6 pt more keeps
      // the capsules about 12 pt from the field and the divider.
      .padding(.vertical, DLSSpacing.s - 2)
    }
    // Only the chips' height: a horizontal list must not take the page's.
    .fixedSize(horizontal: false, vertical: true)
  }

  @ViewBuilder private var content: some View {
    switch store.state.phase {
    case .loading:
      ScrollView {
        VStack(spacing: DLSSpacing.xl) {
          ForEach(0..<3) { _ in ListingPlaceholder() }
        }
        .padding(DLSSpacing.l)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Loading stays")
      }
    case .failed(let message):
      DLSEmptyState(
        icon: .error, title: "Stays could not be loaded", message: message,
        actionTitle: "Try again"
      ) { store.handle(.retryTapped) }
      .padding(.top, DLSSpacing.xxl)
    case .loaded:
      let results = store.state.results
      if results.isEmpty {
        DLSEmptyState(
          icon: .search, title: "No exact matches",
          message: "Try another destination, or remove some filters.",
          actionTitle: "Clear search"
        ) { store.handle(.clearTapped) }
        .padding(.top, DLSSpacing.xxl)
      } else {
        ScrollView {
          VStack(alignment: .leading, spacing: DLSSpacing.xl) {
            Text(results.count == 1 ? "1 stay" : "\(results.count) stays")
              .font(DLSFont.footnote.weight(.semibold)).foregroundStyle(DLSColor.textSecondary)
              .accessibilityAddTraits(.isHeader)
            ForEach(results) { listing in card(for: listing) }
          }
          .padding(DLSSpacing.l)
        }
      }
    }
  }

  private func card(for listing: Listing) -> some View {
    let id = listing.id
    return DLSListingCard(
      title: listing.title, subtitle: listing.subtitle, rating: listing.rating,
      price: listing.formattedPrice, isFavorite: listing.isFavorite,
      photoColors: listing.photoColors,
      didTap: { store.handle(.listingTapped(id: id)) },
      didTapFavorite: { store.handle(.favoriteToggled(id: id)) }
    )
    .id(id)
  }

  // MARK: Logic

  /// A store starting at `initialState` whose actions `handle` applies.
  public static func makeStore(initialState: SearchResultsState = SearchResultsState())
    -> StateStore<SearchResultsState, SearchResultsAction>
  {
    StateStore(initialState: initialState, handler: handle)
  }

  /// Applies `action` to `state`: the screen's whole logic, testable without a view.
  public static func handle(_ state: inout SearchResultsState, _ action: SearchResultsAction) {
    switch action {
    case .queryChanged(let query):
      state.query = query
    case .featureToggled(let feature):
      var selected = state.selectedFeatures
      if let index = selected.firstIndex(of: feature) {
        selected.remove(at: index)
      } else {
        selected.append(feature)
      }
      state.selectedFeatures = ListingFeature.allCases.filter(selected.contains)
    case .clearTapped:
      state.query = ""
      state.selectedFeatures = []
    case .retryTapped:
      state.phase = .loading
    case .resultsLoaded(let listings):
      state.listings = listings
      state.phase = .loaded
    case .loadingFailed(let message):
      state.phase = .failed(message)
    case .favoriteToggled(let id):
      guard let index = state.listings.firstIndex(where: { $0.id == id }) else { return }
      state.listings[index].isFavorite.toggle()
    case .listingTapped(let id):
      state.openedListingID = id
    }
  }
}

// MARK: - ListingPlaceholder

/// The grey shape of a listing card while results load.
struct ListingPlaceholder: View {
  var body: some View {
    VStack(alignment: .leading, spacing: DLSSpacing.s) {
      RoundedRectangle(cornerRadius: DLSRadius.l).fill(DLSColor.surface).frame(height: 200)
      RoundedRectangle(cornerRadius: DLSRadius.s).fill(DLSColor.surface)
        .frame(width: 180, height: 14)
      RoundedRectangle(cornerRadius: DLSRadius.s).fill(DLSColor.surface)
        .frame(width: 240, height: 14)
      RoundedRectangle(cornerRadius: DLSRadius.s).fill(DLSColor.surface)
        .frame(width: 90, height: 14)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

// MARK: - String

extension String {
  /// The string without leading and trailing spaces and newlines.
  func trimmingWhitespace() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }
}
