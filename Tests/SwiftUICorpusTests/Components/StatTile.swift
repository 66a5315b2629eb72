import SwiftUI

struct StatTile: View {
  let title: String
  let value: Double
  let change: Double
  let systemImage: String

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Label(title, systemImage: systemImage)
        .font(.caption)
        .foregroundStyle(.secondary)
      Text(value, format: .number.precision(.fractionLength(1)))
        .font(.system(.title, design: .rounded).bold())
      HStack(spacing: 2) {
        Image(systemName: change >= 0 ? "arrow.up.right" : "arrow.down.right")
        Text(abs(change), format: .percent.precision(.fractionLength(1)))
      }
      .font(.caption.weight(.semibold))
      .foregroundStyle(change >= 0 ? .green : .red)
    }
    .padding()
    .frame(width: 150, alignment: .leading)
    .background(.quaternary.opacity(0.5), in: RoundedRectangle(cornerRadius: 14))
  }
}

#Preview {
  HStack {
    StatTile(title: "Distance", value: 12.4, change: 0.082, systemImage: "figure.run")
    StatTile(title: "Pace", value: 5.3, change: -0.021, systemImage: "speedometer")
  }
}
