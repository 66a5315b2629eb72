import CatalogUI

// MARK: - ListingReview

/// A guest's review on a listing's page.
public struct ListingReview: Equatable, Identifiable, Sendable {
  /// A stable identifier.
  public var id: String
  /// The guest's name.
  public var author: String
  /// When they stayed, as shown ("March 2026").
  public var date: String
  /// Stars out of 5.
  public var rating: Int
  /// What they wrote.
  public var text: String

  /// A review; see the properties.
  public init(id: String, author: String, date: String, rating: Int, text: String) {
    self.id = id
    self.author = author
    self.date = date
    self.rating = rating
    self.text = text
  }
}

// MARK: - ListingDetailsState

/// The listing details screen's state: the stay's page and what the guest did on it.
public struct ListingDetailsState: Equatable, Sendable {
  /// Where the guest asked to go from the page.
  public enum Route: Equatable, Sendable {
    /// "Reserve": the reservation screen.
    case reservation
    /// The share button: the share sheet, with a link to the stay.
    case share
  }

  /// The stay.
  public var listing: Listing
  /// The host's first name.
  public var hostName: String
  /// The host's line under their name ("Superhost · 6 years hosting").
  public var hostDetails: String
  /// Guests, rooms and beds ("4 guests · 2 bedrooms · 2 beds · 1 bath").
  public var capacity: String
  /// The host's description of the stay.
  public var about: String
  /// Everything the stay offers, most wanted first.
  public var amenities: [String]
  /// The newest reviews.
  public var reviews: [ListingReview]
  /// The dates the guest searched for, as shown.
  public var dates: String
  /// Whether the stay is free on those dates; "Reserve" is disabled when it is not.
  public var isAvailable: Bool
  /// Whether the whole list of amenities is shown, not only the first ones.
  public var isShowingAllAmenities: Bool
  /// Where the guest asked to go, for the app to navigate; `nil` while they stay.
  public var route: Route?

  /// How many amenities show before "Show all".
  public static let amenitiesShownFirst = 4

  /// A state; by default the Lisbon loft's page.
  public init(
    listing: Listing = .lisbon, hostName: String = "Marta",
    hostDetails: String = "Superhost · 6 years hosting",
    capacity: String = "4 guests · 2 bedrooms · 2 beds · 1 bath",
    about: String = ListingDetailsState.lisbonAbout,
    amenities: [String] = ListingDetailsState.lisbonAmenities,
    reviews: [ListingReview] = ListingDetailsState.lisbonReviews,
    dates: String = "12–15 Jun 2026", isAvailable: Bool = true,
    isShowingAllAmenities: Bool = false, route: Route? = nil
  ) {
    self.listing = listing
    self.hostName = hostName
    self.hostDetails = hostDetails
    self.capacity = capacity
    self.about = about
    self.amenities = amenities
    self.reviews = reviews
    self.dates = dates
    self.isAvailable = isAvailable
    self.isShowingAllAmenities = isShowingAllAmenities
    self.route = route
  }

  /// The amenities on screen: all of them, or the first few.
  public var shownAmenities: [String] {
    isShowingAllAmenities ? amenities : Array(amenities.prefix(Self.amenitiesShownFirst))
  }
}

// MARK: - ListingDetailsAction

/// What the guest can do on a listing's page.
public enum ListingDetailsAction: Equatable, Sendable {
  /// The heart in the navigation bar: save to, or remove from, the wishlist.
  case favoriteToggled
  /// The share button in the navigation bar.
  case shareTapped
  /// "Show all N amenities".
  case showAllAmenitiesTapped
  /// "Reserve" in the bar.
  case reserveTapped
}

// MARK: - ListingDetailsScreen

/// A stay's page, as pushed onto the app's `NavigationStack`: the stay's name as the inline
/// navigation title, share and save (the heart) buttons in the toolbar; a photo, the title and
/// rating, the host, the description, the amenities and the reviews in a scrolling list, with
/// the price and "Reserve" in a bar pinned at the bottom that the page scrolls under. The
/// stack draws the back button.
public struct ListingDetailsScreen: View {
  @ObservedObject var store: StateStore<ListingDetailsState, ListingDetailsAction>

  /// A listing details screen showing `store`.
  public init(store: StateStore<ListingDetailsState, ListingDetailsAction>) { self.store = store }

  public var body: some View {
    let state = store.state
    return DLSListScreen {
      ListingPhoto(listing: state.listing)
      VStack(alignment: .leading, spacing: DLSSpacing.xs) {
        Text(state.listing.subtitle).font(DLSFont.title).foregroundStyle(DLSColor.textPrimary)
          .accessibilityAddTraits(.isHeader)
        Text(state.listing.title).font(DLSFont.body).foregroundStyle(DLSColor.textPrimary)
        Text(state.capacity).font(DLSFont.subheadline).foregroundStyle(DLSColor.textSecondary)
        RatingLine(listing: state.listing).padding(.top, DLSSpacing.xs)
      }
      .padding(DLSSpacing.l)
      Divider()
      DLSListRow("Hosted by \(state.hostName)", subtitle: state.hostDetails, accessory: .none) {
        // The row already says the host's name; the avatar would say it twice.
        DLSAvatar(name: state.hostName, size: 40).accessibilityHidden(true)
      }
      Divider()
      Text(state.about).font(DLSFont.body).foregroundStyle(DLSColor.textPrimary).lineSpacing(2)
        .padding(DLSSpacing.l)
      Divider()
      heading("What this place offers")
      ForEach(state.shownAmenities, id: \.self) { amenity in
        HStack(spacing: DLSSpacing.m) {
          DLSIcon.check.image(size: 18).foregroundStyle(DLSColor.textSecondary)
            .accessibilityHidden(true)
          Text(amenity).font(DLSFont.body).foregroundStyle(DLSColor.textPrimary)
        }
        .padding(.horizontal, DLSSpacing.l)
        .padding(.vertical, DLSSpacing.s)
      }
      if !state.isShowingAllAmenities && state.amenities.count > state.shownAmenities.count {
        DLSButton("Show all \(state.amenities.count) amenities") {
          store.handle(.showAllAmenitiesTapped)
        }
        .dlsButtonStyle(.secondary)
        .frame(maxWidth: .infinity)
        .padding(DLSSpacing.l)
      }
      Divider().padding(.top, DLSSpacing.s)
      heading(
        state.listing.rating == nil
          ? "No reviews yet"
          : "\(state.listing.formattedRating) · \(state.listing.reviewCount) reviews",
        icon: state.listing.rating == nil ? nil : .star)
      VStack(spacing: DLSSpacing.m) {
        ForEach(state.reviews) { review in
          DLSReviewCard(
            author: review.author, date: review.date, rating: review.rating,
            text: review.text)
        }
      }
      .padding(.horizontal, DLSSpacing.l)
      .padding(.bottom, DLSSpacing.xl)
    } bottomBar: {
      DLSBottomBar {
        HStack(spacing: DLSSpacing.m) {
          VStack(alignment: .leading, spacing: DLSSpacing.xxs) {
            HStack(spacing: DLSSpacing.xs) {
              Text(state.listing.formattedPrice)
                .font(DLSFont.headline.monospacedDigit())
              Text("night").font(DLSFont.body)
            }
            .foregroundStyle(DLSColor.textPrimary)
            Text(state.isAvailable ? state.dates : "Not available on these dates")
              .font(DLSFont.footnote)
              .foregroundStyle(state.isAvailable ? DLSColor.textSecondary : DLSColor.error)
          }
          .accessibilityElement(children: .combine)
          Spacer(minLength: DLSSpacing.s)
          DLSButton("Reserve") { store.handle(.reserveTapped) }
            .disabled(!state.isAvailable)
        }
      }
    }
    .navigationTitle(state.listing.title)
    .navigationBarTitleDisplayMode(.inline)
    .toolbar {
      ToolbarItem(placement: .topBarTrailing) {
        Button {
          store.handle(.shareTapped)
        } label: {
          Image(systemName: "square.and.arrow.up")
        }
        .accessibilityLabel("Share")
      }
      ToolbarItem(placement: .topBarTrailing) {
        Button {
          store.handle(.favoriteToggled)
        } label: {
          Image(systemName: state.listing.isFavorite ? "heart.fill" : "heart")
        }
        .accessibilityLabel(
          state.listing.isFavorite ? "Remove from wishlist" : "Save to wishlist")
      }
    }
  }

  private func heading(_ title: String, icon: DLSIcon? = nil) -> some View {
    HStack(spacing: DLSSpacing.s) {
      if let icon { icon.image(size: 20).accessibilityHidden(true) }
      Text(title).font(DLSFont.title).accessibilityAddTraits(.isHeader)
    }
    .foregroundStyle(DLSColor.textPrimary)
    .padding(.horizontal, DLSSpacing.l)
    .padding(.top, DLSSpacing.l)
    .padding(.bottom, DLSSpacing.s)
  }

  // MARK: Logic

  /// A store starting at `initialState` whose actions `handle` applies.
  public static func makeStore(initialState: ListingDetailsState = ListingDetailsState())
    -> StateStore<ListingDetailsState, ListingDetailsAction>
  {
    StateStore(initialState: initialState, handler: handle)
  }

  /// Applies `action` to `state`: the screen's whole logic, testable without a view.
  public static func handle(_ state: inout ListingDetailsState, _ action: ListingDetailsAction) {
    switch action {
    case .favoriteToggled:
      state.listing.isFavorite.toggle()
    case .shareTapped:
      state.route = .share
    case .showAllAmenitiesTapped:
      state.isShowingAllAmenities = true
    case .reserveTapped:
      guard state.isAvailable else { return }
      state.route = .reservation
    }
  }
}

// MARK: - ListingPhoto

/// The page's photo, generated so snapshots need no files, with the photo count.
struct ListingPhoto: View {
  let listing: Listing

  var body: some View {
    ZStack(alignment: .top) {
      LinearGradient(
        colors: listing.photoColors, startPoint: .topLeading,
        endPoint: .bottomTrailing
      )
      .accessibilityHidden(true)
      Circle().fill(Color(white: 1, opacity: 0.3)).frame(width: 140, height: 140)
        .offset(x: -90, y: 110)
        .accessibilityHidden(true)
    }
    .frame(height: 300)
    .overlay(alignment: .bottomTrailing) {
      Text("1 / 12").font(DLSFont.caption.weight(.semibold))
        .foregroundStyle(Color(hex: "#FFFFFF"))
        .padding(.horizontal, DLSSpacing.s)
        .padding(.vertical, DLSSpacing.xs)
        .background(Color(white: 0, opacity: 0.55), in: Capsule())
        .padding(DLSSpacing.l)
        .accessibilityLabel("Photo 1 of 12")
    }
    .clipped()
  }
}
