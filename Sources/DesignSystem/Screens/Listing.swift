import CatalogUI

// MARK: - Listing

/// A stay as the screens show it: the data of a listing card, the details page and a
/// reservation. Prices are whole euros so every total is exact and every snapshot stable.
public struct Listing: Equatable, Identifiable, Sendable {
  /// A stable identifier, also the card's `.id` on screen.
  public var id: String
  /// The place, such as "Lisbon, Portugal".
  public var title: String
  /// What the stay is, such as "Bright loft near the river · 2 beds".
  public var subtitle: String
  /// The average rating out of 5, or `nil` for a new listing.
  public var rating: Double?
  /// How many guests reviewed the stay.
  public var reviewCount: Int
  /// The price of one night in whole euros.
  public var nightlyPrice: Int
  /// What a search can filter on.
  public var features: [ListingFeature]
  /// The colours of the generated photo.
  public var photoColors: [Color]
  /// Whether the stay is on the user's wishlist.
  public var isFavorite: Bool

  /// A listing; see the properties.
  public init(
    id: String, title: String, subtitle: String, rating: Double?, reviewCount: Int,
    nightlyPrice: Int, features: [ListingFeature], photoColors: [Color],
    isFavorite: Bool = false
  ) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
    self.rating = rating
    self.reviewCount = reviewCount
    self.nightlyPrice = nightlyPrice
    self.features = features
    self.photoColors = photoColors
    self.isFavorite = isFavorite
  }

  /// The nightly price as shown: "€128".
  public var formattedPrice: String { Euros.format(nightlyPrice) }

  /// The rating as shown, with two decimals ("4.92"), or "New".
  public var formattedRating: String {
    guard let rating else { return "New" }
    let hundredths = Int((rating * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}

// MARK: - ListingFeature

/// Something a stay offers that search results can be filtered by.
public enum ListingFeature: String, CaseIterable, Equatable, Sendable {
  case beachfront, pool, petsAllowed, instantBook

  /// The chip's title.
  public var title: String {
    switch self {
    case .beachfront: "Beachfront"
    case .pool: "Pool"
    case .petsAllowed: "Pets allowed"
    case .instantBook: "Instant Book"
    }
  }
}

// MARK: - Euros

/// Whole-euro amounts as the screens print them: "€128", "€1,240".
public enum Euros {
  /// `amount` with a euro sign and thousands separated by commas.
  public static func format(_ amount: Int) -> String {
    let digits = String(amount.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return (amount < 0 ? "-€" : "€") + grouped
  }
}
