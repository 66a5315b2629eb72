import SwiftUI

struct TintedIconLabelStyle: LabelStyle {
  let color: Color

  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 12) {
      configuration.icon
        .font(.system(size: 15, weight: .semibold))
        .foregroundStyle(.white)
        .frame(width: 30, height: 30)
        .background(color, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
      configuration.title
    }
  }
}

#Preview {
  VStack(alignment: .leading, spacing: 10) {
    Label("Airplane Mode", systemImage: "airplane")
      .labelStyle(TintedIconLabelStyle(color: .orange))
    Label("Notifications", systemImage: "bell.badge.fill")
      .labelStyle(TintedIconLabelStyle(color: .red))
  }
}
