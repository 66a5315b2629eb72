import CatalogUI

// MARK: - DLSReviewCard

/// A guest review: avatar, name, date, star rating and the text.
public struct DLSReviewCard: View {
  let author: String
  let date: String
  let rating: Int
  let text: String

  public init(author: String, date: String, rating: Int, text: String) {
    self.author = author
    self.date = date
    self.rating = rating
    self.text = text
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: DLSSpacing.m) {
      HStack(spacing: DLSSpacing.m) {
        DLSAvatar(name: author, size: 40)
        VStack(alignment: .leading, spacing: 0) {
          Text(author).font(DLSFont.subheadline.weight(.semibold))
            .foregroundStyle(DLSColor.textPrimary)
          Text(date).font(DLSFont.footnote).foregroundStyle(DLSColor.textSecondary)
        }
      }
      // The dots only show the rating: a review's rating cannot be changed, so they are drawn
      // without the rating control's touch areas.
      HStack(spacing: DLSSpacing.xs) {
        ForEach(1...5, id: \.self) { index in RatingDot(isFilled: index <= rating) }
      }
      // A rating without words leaves no blank line under the dots.
      if !text.isEmpty {
        Text(text).font(DLSFont.subheadline).foregroundStyle(DLSColor.textPrimary)
          .lineLimit(4).lineSpacing(2)
      }
    }
    .padding(DLSSpacing.l)
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(DLSColor.surfaceRaised, in: RoundedRectangle(cornerRadius: DLSRadius.l))
    .overlay { RoundedRectangle(cornerRadius: DLSRadius.l).strokeBorder(DLSColor.border) }
    // One element in reading order; the dots are read as words, not offered as an adjustable
    // control.
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(
      [author, date, "Rated \(rating) out of 5", text].filter { !$0.isEmpty }
        .joined(separator: ", "))
  }
}
