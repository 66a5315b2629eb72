import SwiftUI

struct StarRatingView: View {
  @Binding var rating: Int
  var maximum = 5
  var onColor: Color = .yellow
  var offColor: Color = .gray.opacity(0.4)

  var body: some View {
    HStack(spacing: 4) {
      ForEach(1...maximum, id: \.self) { index in
        Image(systemName: index <= rating ? "star.fill" : "star")
          .foregroundStyle(index <= rating ? onColor : offColor)
          .onTapGesture { rating = index }
      }
    }
    .font(.title3)
    .accessibilityElement(children: .ignore)
    .accessibilityLabel("Rating")
    .accessibilityValue("\(rating) out of \(maximum) stars")
  }
}

#Preview {
  StarRatingView(rating: .constant(3))
}
