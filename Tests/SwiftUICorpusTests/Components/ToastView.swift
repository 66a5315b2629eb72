import SwiftUI

struct ToastView: View {
  let message: String
  var systemImage = "checkmark.circle.fill"

  var body: some View {
    HStack(spacing: 10) {
      Image(systemName: systemImage)
        .symbolRenderingMode(.hierarchical)
        .foregroundStyle(.green)
      Text(message)
        .font(.subheadline.weight(.medium))
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 12)
    .background(.ultraThinMaterial, in: Capsule())
    .shadow(color: .black.opacity(0.15), radius: 10, y: 5)
  }
}

#Preview {
  ToastView(message: "Copied to clipboard")
    .padding()
}
