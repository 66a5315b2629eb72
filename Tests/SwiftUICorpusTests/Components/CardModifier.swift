import SwiftUI

struct CardModifier: ViewModifier {
  var cornerRadius: CGFloat = 16

  func body(content: Content) -> some View {
    content
      .padding(16)
      .background(
        RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
          .fill(Color(.systemBackground))
          .shadow(color: .black.opacity(0.08), radius: 12, x: 0, y: 4)
      )
  }
}

extension View {
  func cardStyle(cornerRadius: CGFloat = 16) -> some View {
    modifier(CardModifier(cornerRadius: cornerRadius))
  }
}

#Preview {
  VStack(alignment: .leading, spacing: 4) {
    Text("Weekly summary").font(.headline)
    Text("3 workouts · 2h 40m").foregroundStyle(.secondary)
  }
  .cardStyle()
  .padding(24)
}
