import CatalogUI

// MARK: - ExploreScreen

/// The explore page: a navigation bar holding the search pill, a row of category chips that
/// filter the stays, and the stays as listing cards in a scrolling column. The last chip,
/// "Filters", presents the filters in a `.sheet` (`ExploreFiltersSheet`) at its large detent;
/// the stays shown have every feature chosen there.
///
/// Only the pill takes part in transitions, tagged as `pillID`; the rest of the page is the
/// background layer of a transition. Screens presented over the page (the date picker sheet,
/// the search input) show it without its pill, which keeps its place.
public struct ExploreScreen: View {
  let pillID: TransitionID
  let showsPill: Bool
  let listings: [Listing]
  let didTapSearch: () -> Void
  let didTapListing: (String) -> Void
  @State private var category: ListingFeature?
  @State private var isShowingFilters: Bool
  @State private var requiredFeatures: Set<ListingFeature> = []

  /// The explore page of `listings`, its pill tagged as `pillID` or, unless `showsPill`, left
  /// out with its place kept, the filters sheet presented when `isShowingFilters`;
  /// `didTapSearch` is called when the pill is tapped and `didTapListing` with the id of a
  /// tapped stay.
  public init(
    pillID: TransitionID = Explore.searchNavigationBarPill, showsPill: Bool = true,
    listings: [Listing] = Listing.samples, isShowingFilters: Bool = false,
    didTapSearch: @escaping () -> Void = {},
    didTapListing: @escaping (String) -> Void = { _ in }
  ) {
    self.pillID = pillID
    self.showsPill = showsPill
    self.listings = listings
    _isShowingFilters = State(initialValue: isShowingFilters)
    self.didTapSearch = didTapSearch
    self.didTapListing = didTapListing
  }

  public var body: some View {
    VStack(spacing: 0) {
      VStack(spacing: 0) {
        ExplorePillBar { pill }
        categoryChips
      }
      .background(DLSColor.background)
      .overlay(alignment: .bottom) { Divider() }
      ScrollView {
        VStack(spacing: DLSSpacing.xl) {
          ForEach(shownListings) { listing in card(for: listing) }
        }
        .padding(DLSSpacing.l)
      }
      .frame(maxHeight: .infinity, alignment: .top)
    }
    .background(DLSColor.background)
    .sheet(isPresented: $isShowingFilters) {
      ExploreFiltersSheet(features: $requiredFeatures)
    }
  }

  @ViewBuilder private var pill: some View {
    if showsPill {
      DLSSearchBarPill()
        .onTapGesture(perform: didTapSearch)
        .accessibilityAddTraits(.isButton)
        .transitionElement(pillID)
    } else {
      DLSSearchBarPill().hidden()
    }
  }

  private var categoryChips: some View {
    let selected = category
    return ScrollView(.horizontal) {
      HStack(spacing: DLSSpacing.s) {
        DLSChip("All stays", isSelected: selected == nil) { category = nil }
        ForEach(ListingFeature.allCases, id: \.self) { feature in
          DLSChip(feature.title, isSelected: selected == feature) { category = feature }
        }
        DLSChip("Filters", isSelected: !requiredFeatures.isEmpty) { isShowingFilters = true }
      }
      .padding(.horizontal, DLSSpacing.l)
      // The chips' touch areas reach about 7 pt above and below their capsules.
      .padding(.bottom, DLSSpacing.xs)
    }
    // Only the chips' height: a horizontal list must not take the page's.
    .fixedSize(horizontal: false, vertical: true)
  }

  /// The stays offering the chosen category's feature (every stay for "All stays") and every
  /// feature chosen in the filters.
  private var shownListings: [Listing] {
    let required = requiredFeatures.union(category.map { [$0] } ?? [])
    return listings.filter { listing in required.allSatisfy { listing.features.contains($0) } }
  }

  private func card(for listing: Listing) -> some View {
    let id = listing.id
    let didTapListing = self.didTapListing
    return DLSListingCard(
      title: listing.title, subtitle: listing.subtitle, rating: listing.rating,
      price: listing.formattedPrice, isFavorite: listing.isFavorite,
      photoColors: listing.photoColors, didTap: { didTapListing(id) })
  }
}

// MARK: - ExplorePillBar

/// The place of the explore page's search pill: the page and the screens presented over it
/// put their pills here, so a pill keeps its frame from one screen to the other.
struct ExplorePillBar<Pill: View>: View {
  let pill: Pill

  init(@ViewBuilder pill: () -> Pill) { self.pill = pill() }

  var body: some View {
    pill
      .padding(.horizontal, DLSSpacing.l)
      .padding(.top, DLSSpacing.m)
      .padding(.bottom, DLSSpacing.s)
  }
}

// MARK: - ExploreFiltersSheet

/// The explore page's filters, as presented in a sheet: a form of the stays' features, each a
/// toggle, in a navigation stack titled "Filters" whose "Clear" turns them all off and whose
/// "Done" dismisses the sheet (`dismiss`).
public struct ExploreFiltersSheet: View {
  @Binding var features: Set<ListingFeature>
  @Environment(\.dismiss) private var dismiss

  /// The filters choosing `features`.
  public init(features: Binding<Set<ListingFeature>>) { _features = features }

  public var body: some View {
    NavigationStack {
      Form {
        Section {
          ForEach(ListingFeature.allCases, id: \.self) { feature in
            Toggle(feature.title, isOn: isOn(feature))
          }
        } header: {
          Text("Features")
        } footer: {
          Text("Only stays with every feature you choose are shown.")
        }
      }
      .navigationTitle("Filters")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Clear") { features = [] }.disabled(features.isEmpty)
        }
        ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
      }
    }
  }

  /// Whether `feature` is chosen, as a toggle's binding.
  private func isOn(_ feature: ListingFeature) -> Binding<Bool> {
    Binding(
      get: { features.contains(feature) },
      set: { isOn in
        if isOn { features.insert(feature) } else { features.remove(feature) }
      })
  }
}
