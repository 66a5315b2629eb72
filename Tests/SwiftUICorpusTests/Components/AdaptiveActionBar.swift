import SwiftUI

struct AdaptiveActionBar: View {
  var body: some View {
    ViewThatFits(in: .horizontal) {
      HStack(spacing: 12) {
        actions
      }
      VStack(spacing: 8) {
        actions
      }
    }
    .padding()
  }

  @ViewBuilder private var actions: some View {
    Button("Download for offline use") {}
      .buttonStyle(.borderedProminent)
    Button("Share with family") {}
      .buttonStyle(.bordered)
  }
}

#Preview {
  AdaptiveActionBar()
    .frame(width: 280)
}
