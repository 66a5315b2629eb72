import SwiftUI

struct FeedItem: Identifiable, Hashable {
  let id: Int
  let title: String
}

struct LoadingFeedView: View {
  enum Phase {
    case loading
    case loaded([FeedItem])
    case failed(String)
  }

  @State private var phase: Phase = .loading
  var loader: () async throws -> [FeedItem] = { [] }

  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      switch phase {
      case .loading:
        ForEach(0..<3, id: \.self) { _ in
          Text("Placeholder headline for loading")
            .redacted(reason: .placeholder)
        }
      case .loaded(let items):
        ForEach(items) { item in
          Text(item.title)
        }
      case .failed(let message):
        Label(message, systemImage: "wifi.exclamationmark")
          .foregroundStyle(.red)
      }
    }
    .frame(width: 280, alignment: .leading)
    .padding()
    .task {
      do {
        let items = try await loader()
        phase = .loaded(items)
      } catch {
        phase = .failed(error.localizedDescription)
      }
    }
  }
}

#Preview {
  LoadingFeedView()
}
