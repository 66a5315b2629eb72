import SwiftUI

struct AdjustableRating: View {
  @Binding var value: Int
  let label: String

  var body: some View {
    HStack {
      Text(label)
      Spacer()
      HStack(spacing: 2) {
        ForEach(1...5, id: \.self) { star in
          Image(systemName: star <= value ? "star.fill" : "star")
            .foregroundStyle(.orange)
            .accessibilityHidden(true)
        }
      }
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(label)
    .accessibilityValue(value == 1 ? "1 star" : "\(value) stars")
    .accessibilityAdjustableAction { direction in
      switch direction {
      case .increment: value = min(5, value + 1)
      case .decrement: value = max(1, value - 1)
      @unknown default: break
      }
    }
    .frame(width: 260)
  }
}

#Preview {
  AdjustableRating(value: .constant(4), label: "Food quality")
}
