import SwiftUI

struct ContactCardRow: View {
  let name: String
  let role: String
  let isFavorite: Bool
  var onCall: () -> Void = {}
  var onMessage: () -> Void = {}

  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: "person.crop.circle.fill")
        .font(.largeTitle)
        .foregroundStyle(.gray)
        .accessibilityHidden(true)
      VStack(alignment: .leading) {
        Text(name).font(.headline)
        Text(role).font(.subheadline).foregroundStyle(.secondary)
      }
      Spacer()
      if isFavorite {
        Image(systemName: "star.fill")
          .foregroundStyle(.yellow)
          .accessibilityLabel("Favorite")
      }
    }
    .padding()
    .accessibilityElement(children: .combine)
    .accessibilityAddTraits(.isButton)
    .accessibilityHint("Opens the contact details")
    .accessibilityAction(named: "Call") { onCall() }
    .accessibilityAction(named: "Message") { onMessage() }
    .frame(width: 320)
  }
}

#Preview {
  ContactCardRow(name: "Kim Lee", role: "Designer", isFavorite: true)
}
