import SwiftUI

struct OutlineButtonStyle: ButtonStyle {
  var tint: Color = .blue

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(.subheadline.weight(.semibold))
      .foregroundStyle(tint)
      .padding(.horizontal, 20)
      .padding(.vertical, 10)
      .background {
        Capsule()
          .strokeBorder(tint, lineWidth: 1.5)
          .background(Capsule().fill(tint.opacity(configuration.isPressed ? 0.15 : 0)))
      }
      .contentShape(Capsule())
  }
}

extension ButtonStyle where Self == OutlineButtonStyle {
  static func outline(_ tint: Color) -> OutlineButtonStyle { OutlineButtonStyle(tint: tint) }
}

#Preview {
  HStack {
    Button("Follow") {}.buttonStyle(.outline(.blue))
    Button("Report") {}.buttonStyle(.outline(.red))
  }
}
