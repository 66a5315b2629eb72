import SwiftUI

struct MetricsGrid: View {
  var body: some View {
    Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
      GridRow {
        Text("Metric").font(.caption.bold()).foregroundStyle(.secondary)
        Text("Today").font(.caption.bold()).foregroundStyle(.secondary)
        Text("Avg").font(.caption.bold()).foregroundStyle(.secondary)
      }
      Divider()
        .gridCellUnsizedAxes(.horizontal)
      GridRow {
        Text("Steps")
        Text("8,214").gridColumnAlignment(.trailing)
        Text("7,530")
      }
      GridRow {
        Text("Sleep")
        Text("7h 12m")
        Text("6h 58m")
      }
      GridRow {
        Text("Heart rate avg 62 bpm")
          .gridCellColumns(3)
          .foregroundStyle(.secondary)
      }
    }
    .padding()
  }
}

#Preview {
  MetricsGrid()
}
