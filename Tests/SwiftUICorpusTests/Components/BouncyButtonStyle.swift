import SwiftUI

struct BouncyButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(.horizontal, 18)
      .padding(.vertical, 12)
      .background(.orange.gradient, in: .rect(cornerRadius: 14))
      .foregroundStyle(.white)
      .shadow(
        color: .orange.opacity(0.35), radius: configuration.isPressed ? 2 : 8,
        y: configuration.isPressed ? 1 : 4
      )
      .scaleEffect(configuration.isPressed ? 0.92 : 1)
      .animation(.spring(response: 0.3, dampingFraction: 0.6), value: configuration.isPressed)
  }
}

#Preview {
  Button {
  } label: {
    Label("Add to cart", systemImage: "cart.badge.plus")
  }
  .buttonStyle(BouncyButtonStyle())
  .padding()
}
