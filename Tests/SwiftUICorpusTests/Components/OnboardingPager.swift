import SwiftUI

struct OnboardingPage: Identifiable {
  let id: Int
  let symbol: String
  let title: String
  let body: String
}

struct OnboardingPager: View {
  let pages: [OnboardingPage] = [
    .init(id: 0, symbol: "sparkles", title: "Discover", body: "Find places your friends love."),
    .init(id: 1, symbol: "map", title: "Plan", body: "Save spots to lists and share them."),
    .init(id: 2, symbol: "bell", title: "Stay in touch", body: "Get notified when plans change."),
  ]
  @State private var selection = 0

  var body: some View {
    VStack {
      TabView(selection: $selection) {
        ForEach(pages) { page in
          VStack(spacing: 16) {
            Image(systemName: page.symbol)
              .font(.system(size: 56))
              .foregroundStyle(.tint)
            Text(page.title).font(.title.bold())
            Text(page.body)
              .multilineTextAlignment(.center)
              .foregroundStyle(.secondary)
          }
          .padding(32)
          .tag(page.id)
        }
      }
      .tabViewStyle(.page(indexDisplayMode: .always))
      .indexViewStyle(.page(backgroundDisplayMode: .always))
      Button(selection == pages.count - 1 ? "Get started" : "Next") {
        withAnimation { selection = min(selection + 1, pages.count - 1) }
      }
      .buttonStyle(.borderedProminent)
      .padding(.bottom)
    }
  }
}

#Preview {
  OnboardingPager()
}
