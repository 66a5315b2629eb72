import SwiftUI

extension EnvironmentValues {
  @Entry var heroCardPadding: CGFloat = 20
}

struct GradientHeroCard: View {
  @Environment(\.heroCardPadding) private var padding
  let title: String
  let subtitle: String

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(subtitle.uppercased())
        .font(.caption.weight(.bold))
        .foregroundStyle(.white.opacity(0.8))
      Text(title)
        .font(.title2.bold())
        .foregroundStyle(.white)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(padding)
    .background(
      LinearGradient(
        colors: [Color.blue, Color.purple],
        startPoint: .topLeading,
        endPoint: .bottomTrailing
      )
    )
    .clipShape(.rect(cornerRadius: 24))
    .frame(width: 320)
  }
}

#Preview {
  GradientHeroCard(title: "Plan your weekend", subtitle: "Featured")
    .environment(\.heroCardPadding, 24)
}
