import SwiftUI

enum OrderStatus: String, CaseIterable {
  case pending, shipped, delivered, cancelled

  var color: Color {
    switch self {
    case .pending: .orange
    case .shipped: .blue
    case .delivered: .green
    case .cancelled: .red
    }
  }
}

struct StatusBadge: View {
  let status: OrderStatus

  var body: some View {
    Text(status.rawValue)
      .font(.caption2.weight(.semibold))
      .textCase(.uppercase)
      .kerning(0.5)
      .foregroundStyle(status.color)
      .padding(.horizontal, 8)
      .padding(.vertical, 4)
      .background(status.color.opacity(0.15), in: Capsule())
  }
}

#Preview {
  HStack {
    ForEach(OrderStatus.allCases, id: \.self) { status in
      StatusBadge(status: status)
    }
  }
}
