import SwiftUI

struct CardGroupBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      configuration.label
        .font(.headline)
      configuration.content
        .font(.subheadline)
        .foregroundStyle(.secondary)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding()
    .background(.background.secondary, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
  }
}

extension GroupBoxStyle where Self == CardGroupBoxStyle {
  static var card: CardGroupBoxStyle { .init() }
}

#Preview {
  GroupBox {
    Text("You walked 8,214 steps today, 12% more than yesterday.")
  } label: {
    Label("Activity", systemImage: "figure.walk")
  }
  .groupBoxStyle(.card)
  .padding()
}
