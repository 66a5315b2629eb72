import SwiftUI

struct SettingsRow: View {
  let icon: String
  let iconColor: Color
  let title: String
  var detail: String? = nil

  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: icon)
        .foregroundStyle(.white)
        .frame(width: 28, height: 28)
        .background(iconColor)
        .cornerRadius(6)
      Text(title)
      Spacer()
      if let detail {
        Text(detail)
          .foregroundStyle(.secondary)
      }
      Image(systemName: "chevron.right")
        .font(.footnote.weight(.semibold))
        .foregroundStyle(.tertiary)
    }
    .padding(.vertical, 6)
  }
}

#Preview {
  VStack {
    SettingsRow(icon: "wifi", iconColor: .blue, title: "Wi-Fi", detail: "Home")
    Divider()
    SettingsRow(icon: "battery.100", iconColor: .green, title: "Battery")
  }
  .padding()
}
