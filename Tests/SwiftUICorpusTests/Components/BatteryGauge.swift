import SwiftUI

struct BatteryGauge: View {
  let level: Double

  var body: some View {
    HStack(spacing: 24) {
      Gauge(value: level, in: 0...100) {
        Image(systemName: "battery.100")
      } currentValueLabel: {
        Text("\(Int(level))")
      }
      .gaugeStyle(.accessoryCircularCapacity)
      .tint(level < 20 ? .red : .green)

      Gauge(value: level, in: 0...100) {
        Text("Charge")
      } currentValueLabel: {
        Text(level / 100, format: .percent)
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("100")
      }
      .gaugeStyle(.linearCapacity)
      .frame(width: 160)
    }
    .padding()
  }
}

#Preview {
  BatteryGauge(level: 68)
}
