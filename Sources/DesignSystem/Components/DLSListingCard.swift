import CatalogUI

// MARK: - DLSListingCard

/// A stay in search results: photo, title, subtitle, rating and price per night.
public struct DLSListingCard: View {
  let title: String
  let subtitle: String
  let rating: Double?
  let price: String
  let isFavorite: Bool
  let photoColors: [Color]

  public init(title: String, subtitle: String, rating: Double?, price: String,
              isFavorite: Bool = false,
              photoColors: [Color] = [Color(hex: "#F6C28B"), Color(hex: "#E0314B")]) {
    self.title = title
    self.subtitle = subtitle
    self.rating = rating
    self.price = price
    self.isFavorite = isFavorite
    self.photoColors = photoColors
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
          .accessibilityLabel(isFavorite ? "Saved" : "Save")
          .accessibilityAddTraits(.isButton)
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
          .accessibilityElement(children: .ignore)
          .accessibilityLabel(String(format: "Rated %.2f out of 5", rating))
        } else {
          DLSBadge("New", kind: .neutral)
        }
      }
      Text(subtitle).font(DLSFont.subheadline).foregroundStyle(DLSColor.textSecondary).lineLimit(2)
      HStack(spacing: DLSSpacing.xs) {
        Text(price).font(DLSFont.subheadline.weight(.semibold).monospacedDigit())
        Text("night").font(DLSFont.subheadline)
      }
      .foregroundStyle(DLSColor.textPrimary)
    }
    .accessibilityElement(children: .combine)
  }
}
