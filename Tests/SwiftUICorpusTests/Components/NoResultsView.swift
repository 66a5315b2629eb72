import SwiftUI

struct NoResultsView: View {
  let query: String
  var onClear: () -> Void = {}

  var body: some View {
    VStack(spacing: 12) {
      Image(systemName: "magnifyingglass")
        .font(.system(size: 44, weight: .light))
        .foregroundStyle(.secondary)
      Text("No results for “\(query)”")
        .font(.title3.weight(.semibold))
        .multilineTextAlignment(.center)
      Text("Check the spelling or try a new search.")
        .font(.subheadline)
        .foregroundStyle(.secondary)
        .multilineTextAlignment(.center)
      Button("Clear search", action: onClear)
        .buttonStyle(.borderedProminent)
        .padding(.top, 4)
    }
    .padding(32)
  }
}

#Preview {
  NoResultsView(query: "blue shoes")
}
