import SwiftUI

struct ScalingIconLabel: View {
  @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 22
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize
  let title: String
  let systemImage: String

  var body: some View {
    let layout =
      dynamicTypeSize.isAccessibilitySize
      ? AnyLayout(VStackLayout(alignment: .leading, spacing: 6))
      : AnyLayout(HStackLayout(spacing: 10))
    layout {
      Image(systemName: systemImage)
        .resizable()
        .scaledToFit()
        .frame(width: iconSize, height: iconSize)
        .foregroundStyle(.tint)
      Text(title)
        .font(.body)
    }
    .dynamicTypeSize(...DynamicTypeSize.accessibility2)
  }
}

#Preview {
  VStack(alignment: .leading, spacing: 20) {
    ScalingIconLabel(title: "Deliveries", systemImage: "shippingbox")
    ScalingIconLabel(title: "Deliveries", systemImage: "shippingbox")
      .environment(\.dynamicTypeSize, .accessibility3)
  }
  .padding()
}
