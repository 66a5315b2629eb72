import SwiftUI

struct CountBadgeIcon: View {
  let systemName: String
  let count: Int

  var body: some View {
    ZStack(alignment: .topTrailing) {
      Image(systemName: systemName)
        .font(.system(size: 24))
        .padding(6)
      if count > 0 {
        Text(count > 99 ? "99+" : "\(count)")
          .font(.caption2.bold())
          .monospacedDigit()
          .foregroundColor(.white)
          .padding(.horizontal, 5)
          .frame(minWidth: 18, minHeight: 18)
          .background(Color.red)
          .clipShape(Capsule())
          .offset(x: 4, y: -4)
      }
    }
  }
}

#Preview {
  HStack(spacing: 20) {
    CountBadgeIcon(systemName: "bell", count: 3)
    CountBadgeIcon(systemName: "envelope", count: 120)
    CountBadgeIcon(systemName: "cart", count: 0)
  }
}
