import SwiftUI

struct HoldToConfirmButtonStyle: PrimitiveButtonStyle {
  var duration: Double = 0.8

  func makeBody(configuration: Configuration) -> some View {
    HoldBody(configuration: configuration, duration: duration)
  }

  private struct HoldBody: View {
    let configuration: PrimitiveButtonStyle.Configuration
    let duration: Double
    @State private var isHolding = false

    var body: some View {
      configuration.label
        .font(.callout.bold())
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
        .background(Color.red.opacity(isHolding ? 0.25 : 0.12), in: Capsule())
        .foregroundStyle(.red)
        .onLongPressGesture(minimumDuration: duration) {
          configuration.trigger()
        } onPressingChanged: { pressing in
          isHolding = pressing
        }
    }
  }
}

#Preview {
  Button("Hold to delete", role: .destructive) {}
    .buttonStyle(HoldToConfirmButtonStyle())
}
