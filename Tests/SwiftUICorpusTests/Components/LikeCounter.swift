import SwiftUI

struct LikeCounter: View {
  @State private var likes = 41
  @State private var liked = false

  var body: some View {
    Button {
      liked.toggle()
      likes += liked ? 1 : -1
    } label: {
      HStack(spacing: 6) {
        Image(systemName: liked ? "heart.fill" : "heart")
          .foregroundStyle(liked ? .red : .primary)
          .symbolEffect(.bounce, value: liked)
          .contentTransition(.symbolEffect(.replace))
        Text("\(likes)")
          .contentTransition(.numericText(value: Double(likes)))
          .monospacedDigit()
      }
      .font(.title3)
      .padding(.horizontal, 14)
      .padding(.vertical, 8)
      .background(.thinMaterial, in: Capsule())
    }
    .buttonStyle(.plain)
    .sensoryFeedback(.impact(weight: .light), trigger: liked)
    .animation(.snappy, value: likes)
  }
}

#Preview {
  LikeCounter()
}
