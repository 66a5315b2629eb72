import SwiftUI

struct SearchableListScreen: View {
  let cities = ["Amsterdam", "Berlin", "Copenhagen", "Dublin", "Edinburgh", "Florence"]
  @State private var query = ""

  private var filtered: [String] {
    query.isEmpty ? cities : cities.filter { $0.localizedCaseInsensitiveContains(query) }
  }

  var body: some View {
    NavigationStack {
      List(filtered, id: \.self) { city in
        NavigationLink(value: city) {
          Label(city, systemImage: "building.2")
        }
      }
      .navigationTitle("Cities")
      .navigationDestination(for: String.self) { city in
        Text(city).font(.largeTitle)
      }
      .searchable(text: $query, prompt: "Search cities")
      .overlay {
        if filtered.isEmpty {
          ContentUnavailableView.search(text: query)
        }
      }
    }
  }
}

#Preview {
  SearchableListScreen()
}
