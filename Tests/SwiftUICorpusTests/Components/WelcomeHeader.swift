import SwiftUI

struct WelcomeHeader: View {
  let name: String
  let unread: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack {
        Image(systemName: "sun.max.fill")
          .foregroundStyle(.yellow)
          .accessibilityHidden(true)
        Text("Good morning, \(name)")
          .font(.title2.bold())
          .accessibilityAddTraits(.isHeader)
          .accessibilityHeading(.h1)
      }
      Text("You have \(unread) unread messages")
        .font(.subheadline)
        .foregroundStyle(.secondary)
        .accessibilitySortPriority(1)
    }
    .padding()
  }
}

#Preview {
  WelcomeHeader(name: "Sam", unread: 5)
}
