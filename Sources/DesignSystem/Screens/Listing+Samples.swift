import CatalogUI

// MARK: - Listing samples

extension Listing {
  /// Stays along the Atlantic coast, for screens in the catalog, previews and tests; fixed data,
  /// so snapshots never change by themselves.
  public static let samples: [Listing] = [
    Listing(
      id: "lisbon", title: "Lisbon, Portugal", subtitle: "Bright loft near the river · 2 beds",
      rating: 4.92, reviewCount: 214, nightlyPrice: 128, features: [.instantBook],
      photoColors: [Color(hex: "#F6C28B"), Color(hex: "#E0314B")]),
    Listing(
      id: "comporta", title: "Comporta, Portugal",
      subtitle: "Beach house in the dunes · 3 beds", rating: 4.88, reviewCount: 96,
      nightlyPrice: 240, features: [.beachfront, .pool, .petsAllowed],
      photoColors: [Color(hex: "#A7D8F0"), Color(hex: "#1F6FA8")]),
    Listing(
      id: "porto", title: "Porto, Portugal",
      subtitle: "Riverside flat with tiled walls · 1 bed", rating: 4.79, reviewCount: 321,
      nightlyPrice: 92, features: [.instantBook, .petsAllowed],
      photoColors: [Color(hex: "#C9B6E4"), Color(hex: "#5B3E96")]),
    Listing(
      id: "tarifa", title: "Tarifa, Spain",
      subtitle: "Surf cabin steps from the beach · 2 beds", rating: 4.95, reviewCount: 58,
      nightlyPrice: 156, features: [.beachfront, .instantBook],
      photoColors: [Color(hex: "#FFE29A"), Color(hex: "#F08A24")]),
    Listing(
      id: "sintra", title: "Sintra, Portugal",
      subtitle: "Garden cottage below the palace · 2 beds", rating: nil, reviewCount: 0,
      nightlyPrice: 110, features: [.pool],
      photoColors: [Color(hex: "#A8D5BA"), Color(hex: "#2E6E4F")]),
    Listing(
      id: "biarritz", title: "Biarritz, France",
      subtitle: "Art deco flat above the beach · 2 beds", rating: 4.71, reviewCount: 143,
      nightlyPrice: 198, features: [.beachfront],
      photoColors: [Color(hex: "#F4B6C2"), Color(hex: "#B23A5B")]),
    Listing(
      id: "ericeira", title: "Ericeira, Portugal",
      subtitle: "Fisherman's house with sea views · 3 beds", rating: 4.86, reviewCount: 77,
      nightlyPrice: 135, features: [.beachfront, .petsAllowed, .instantBook],
      photoColors: [Color(hex: "#B5E3D8"), Color(hex: "#1B7F79")]),
    Listing(
      id: "seville", title: "Seville, Spain",
      subtitle: "Courtyard house with a plunge pool · 4 beds", rating: 4.90,
      reviewCount: 188, nightlyPrice: 175, features: [.pool, .instantBook],
      photoColors: [Color(hex: "#FFD3A5"), Color(hex: "#C0561E")]),
  ]

  /// The first sample: a loft in Lisbon.
  public static var lisbon: Listing { samples[0] }
}
