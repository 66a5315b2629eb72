import Foundation

// MARK: - WheelDatePicker

/// iOS's date wheels at rest (`WheelMetrics`): for a date, month, day and year in the locale's
/// order ("November | 27 | 2026" in `en_US`, "27 | November | 2026" in `de_DE`); for a time,
/// hour, minute and, on a 12-hour clock, AM or PM; for both, the weekday and date ("Fri, Nov
/// 27" in `en_US`) and the time. As on iOS the label is not drawn; accessibility reads it.
struct WheelDatePicker: View {
  let configuration: DatePickerConfiguration
  let formatting: DateFormatting

  var body: some View {
    let date = configuration.shownDate
    let components = configuration.components
    let value = [
      components.contains(.date) ? formatting.date(date) : nil,
      components.contains(.hourAndMinute) ? formatting.time(date) : nil,
    ]
    WheelColumns(columns: columns(for: date))
      .accessibilityHidden(true)
      .accessibilityOnlyLabel(configuration.label)
      .accessibilityElement(children: .combine)
      .accessibilityValue(value.compactMap { $0 }.joined(separator: ", "))
  }

  private func columns(for date: Date) -> [WheelColumn] {
    let components = configuration.components
    var columns: [WheelColumn] = []
    if components.contains(.date), components.contains(.hourAndMinute) {
      columns.append(column(date, by: .day, format: nil, alignment: .trailing))
    } else if components.contains(.date) {
      columns += dateColumns(for: date)
    }
    if components.contains(.hourAndMinute) {
      let twelveHour = formatting.usesTwelveHourClock
      columns.append(
        column(date, by: .hour, format: twelveHour ? "h" : "HH", alignment: .trailing))
      columns.append(column(date, by: .minute, format: "mm", alignment: .leading))
      if twelveHour { columns.append(dayPeriodColumn(for: date)) }
    }
    return columns
  }

  /// Month, day and year, in the order the locale writes them.
  private func dateColumns(for date: Date) -> [WheelColumn] {
    let pattern = formatting.pattern(template: "yMMMMd")
    let fields: [(Character, Calendar.Component, String)] = [
      ("M", .month, "LLLL"), ("d", .day, "d"), ("y", .year, "y"),
    ]
    let ordered = fields.sorted { first, second in
      let one = pattern.firstIndex(of: first.0) ?? pattern.endIndex
      let two = pattern.firstIndex(of: second.0) ?? pattern.endIndex
      return one < two
    }
    return ordered.map { field in
      column(
        date, by: field.1, format: field.2, alignment: field.1 == .month ? .leading : .center)
    }
  }

  /// The wheel of one component: the date's value and its neighbours, formatted with
  /// `format` (or as the weekday and date when `nil`); months and days wrap within their
  /// year and month, as iOS's wheels loop.
  private func column(
    _ date: Date, by component: Calendar.Component, format: String?,
    alignment: HorizontalAlignment
  ) -> WheelColumn {
    let calendar = formatting.calendar
    let steps = [0, -1, -2, -3, 1, 2, 3]
    let dates = steps.map { step in
      Self.wrapping(date, by: step, of: component, in: calendar)
    }
    let texts =
      format.map { formatting.strings(dates, format: $0) }
      ?? dates.map { formatting.string($0, template: "MMMEd") }
    func row(_ index: Int) -> AnyView { AnyView(Text(texts[index])) }
    return WheelColumn(
      selected: row(0), above: (1...3).map(row), below: (4...6).map(row), alignment: alignment)
  }

  /// `date` moved `step` units of `component`; a month or day wraps within its year or month
  /// instead of changing the larger unit.
  private static func wrapping(
    _ date: Date, by step: Int, of component: Calendar.Component, in calendar: Calendar
  ) -> Date {
    let larger: Calendar.Component? =
      switch component {
      case .month: .year
      case .day: .month
      default: nil
      }
    guard let larger, let count = calendar.range(of: component, in: larger, for: date)?.count,
      count > 0
    else {
      return calendar.date(byAdding: component, value: step, to: date) ?? date
    }
    let current = calendar.component(component, from: date) - 1
    let target = ((current + step) % count + count) % count
    return calendar.date(byAdding: component, value: target - current, to: date) ?? date
  }

  /// AM and PM, the date's period selected.
  private func dayPeriodColumn(for date: Date) -> WheelColumn {
    let symbols = formatting.dayPeriodSymbols
    let isAfternoon = formatting.calendar.component(.hour, from: date) >= 12
    let am = AnyView(Text(symbols.first ?? "AM"))
    let pm = AnyView(Text(symbols.last ?? "PM"))
    return isAfternoon
      ? WheelColumn(selected: pm, above: [am], below: [], alignment: .leading)
      : WheelColumn(selected: am, above: [], below: [pm], alignment: .leading)
  }
}
