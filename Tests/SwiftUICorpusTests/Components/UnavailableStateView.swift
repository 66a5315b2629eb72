import SwiftUI

struct UnavailableStateView: View {
  var body: some View {
    ContentUnavailableView {
      Label("No Favorites", systemImage: "heart.slash")
    } description: {
      Text("Tap the heart on any recipe to save it here.")
    } actions: {
      Button("Browse recipes") {}
    }
  }
}

#Preview {
  UnavailableStateView()
}
