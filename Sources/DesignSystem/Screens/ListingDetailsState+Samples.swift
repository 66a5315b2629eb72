// MARK: - ListingDetailsState samples

extension ListingDetailsState {
  /// The Lisbon loft's description.
  public static let lisbonAbout =
    "A bright loft on the top floor of a 19th-century building "
    + "in Santos, five minutes from the river. Tall windows, a long oak table, and a terrace "
    + "with a view over the rooftops to the water. Trams and the market are around the corner."

  /// What the Lisbon loft offers.
  public static let lisbonAmenities = [
    "Fast wifi – 300 Mbps", "Kitchen", "Washer", "Air conditioning", "Workspace",
    "Terrace with river view", "Coffee maker", "Hair dryer", "Iron", "Smoke alarm",
    "First aid kit", "Self check-in",
  ]

  /// The Lisbon loft's newest reviews.
  public static let lisbonReviews = [
    ListingReview(
      id: "ada", author: "Ada Lovelace", date: "March 2026", rating: 5,
      text: "Spotless, quiet and exactly as described. Marta left a map of the "
        + "best bakeries."),
    ListingReview(
      id: "grace", author: "Grace Hopper", date: "February 2026", rating: 4,
      text: "Lovely light all day and a great terrace. The stairs are steep, so "
        + "pack light."),
    ListingReview(
      id: "alan", author: "Alan Turing", date: "January 2026", rating: 5,
      text: "A perfect base for walking the city. Would stay again."),
  ]
}
