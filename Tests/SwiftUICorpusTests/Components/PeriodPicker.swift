import SwiftUI

enum StatsPeriod: String, CaseIterable, Identifiable {
  case day = "Day"
  case week = "Week"
  case month = "Month"
  case year = "Year"

  var id: Self { self }
}

struct PeriodPicker: View {
  @Binding var period: StatsPeriod

  var body: some View {
    Picker("Period", selection: $period) {
      ForEach(StatsPeriod.allCases) { period in
        Text(period.rawValue).tag(period)
      }
    }
    .pickerStyle(.segmented)
    .frame(width: 300)
  }
}

#Preview {
  PeriodPicker(period: .constant(.week))
    .padding()
}
