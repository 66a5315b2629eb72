import CatalogUI

// MARK: - DLSListingCard

/// A stay in search results: photo, title, subtitle, rating and price per `priceUnit`
/// (localised by the caller: "night", "לילה").
public struct DLSListingCard: View {
  let title: String
  let subtitle: String
  let rating: Double?
  let price: String
  let priceUnit: String
  let isFavorite: Bool
  let photoColors: [Color]
  let didTap: () -> Void
  let didTapFavorite: () -> Void

  public init(
    title: String, subtitle: String, rating: Double?, price: String,
    priceUnit: String = "night", isFavorite: Bool = false,
    photoColors: [Color] = [Color(hex: "#F6C28B"), Color(hex: "#E0314B")],
    didTap: @escaping () -> Void = {},
    didTapFavorite: @escaping () -> Void = {}
  ) {
    self.title = title
    self.subtitle = subtitle
    self.rating = rating
    self.price = price
    self.priceUnit = priceUnit
    self.isFavorite = isFavorite
    self.photoColors = photoColors
    self.didTap = didTap
    self.didTapFavorite = didTapFavorite
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: DLSSpacing.s) {
      // The photo is a generated landscape, so snapshots need no image files.
      ZStack(alignment: .topTrailing) {
        LinearGradient(colors: photoColors, startPoint: .topLeading, endPoint: .bottomTrailing)
        Circle().fill(Color(white: 1, opacity: 0.35)).frame(width: 90, height: 90)
          .offset(x: -150, y: 30)
        DLSIcon.heart.image(size: 24)
          .foregroundStyle(isFavorite ? DLSColor.primary : Color(white: 0, opacity: 0.45))
          .padding(DLSSpacing.m)
          .onTapGesture(perform: didTapFavorite)
          .id("favorite")
      }
      .frame(height: 200)
      .clipShape(RoundedRectangle(cornerRadius: DLSRadius.l))
      HStack(alignment: .firstTextBaseline) {
        Text(title).font(DLSFont.subheadline.weight(.semibold)).lineLimit(1)
          .foregroundStyle(DLSColor.textPrimary)
        Spacer()
        if let rating {
          HStack(spacing: DLSSpacing.xxs) {
            DLSIcon.star.image(size: 12).foregroundStyle(DLSColor.textPrimary)
            Text(String(format: "%.2f", rating)).font(DLSFont.subheadline)
              .foregroundStyle(DLSColor.textPrimary)
          }
        } else {
          DLSBadge("New", kind: .neutral)
        }
      }
      Text(subtitle).font(DLSFont.subheadline).foregroundStyle(DLSColor.textSecondary).lineLimit(2)
      HStack(spacing: DLSSpacing.xs) {
        Text(price).font(DLSFont.subheadline.weight(.semibold).monospacedDigit())
        Text(priceUnit).font(DLSFont.subheadline)
      }
      .foregroundStyle(DLSColor.textPrimary)
    }
    .onTapGesture(perform: didTap)
    // One element for the whole card, as VoiceOver users browse results; saving is an action
    // on it rather than a separate stop.
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(accessibilityText)
    .accessibilityAddTraits(.isButton)
    .accessibilityAction(
      named: isFavorite ? "Remove from wishlist" : "Save to wishlist",
      didTapFavorite)
  }

  var accessibilityText: String {
    let rated = rating.map { String(format: "Rated %.2f out of 5", $0) } ?? "New"
    return [title, subtitle, rated, "\(price) \(priceUnit)"].joined(separator: ", ")
  }
}
