import SwiftUI

// MARK: - StayBadge

/// The length of a stay, as a small tinted capsule: "3 nights".
struct StayBadge: View {
  let nights: Int

  var body: some View {
    Text(nights == 1 ? "1 night" : "\(nights) nights")
      .font(.caption.weight(.semibold))
      .foregroundStyle(.primary)
      .padding(.horizontal, 8)
      .padding(.vertical, 4)
      .background(Capsule().fill(Color.blue.opacity(0.12)))
  }
}

// Previews as Xcode shows them; the catalog snapshots each one as a variant of `StayBadge`.

#Preview("Three nights", traits: .sizeThatFitsLayout) {
  StayBadge(nights: 3)
}

#Preview(traits: .sizeThatFitsLayout) {
  @Previewable @State var nights = 1
  Button {
    nights += 1
  } label: {
    StayBadge(nights: nights)
      .frame(minWidth: 44, minHeight: 44)
  }
  .buttonStyle(.plain)
}
