import Foundation

// MARK: - GraphicalDatePicker

/// iOS's inline calendar: the month and year with chevrons, the weekday names, the days of the
/// month with the selected one in a tinted circle, and the time on a grey capsule below.
///
/// The chevrons show the previous and next month; tapping a day in the range selects it,
/// keeping the time of day. Unlike iOS, today is not marked (a snapshot has no today), and
/// the month and year title opens no wheel.
struct GraphicalDatePicker: View {
  let configuration: DatePickerConfiguration
  let formatting: DateFormatting
  /// Months shown after (or, negative, before) the selection's month.
  @State private var monthShift = 0

  var body: some View {
    VStack(spacing: 0) {
      if configuration.components.contains(.date) {
        monthView
        if configuration.components.contains(.hourAndMinute) { Divider() }
      }
      if configuration.components.contains(.hourAndMinute) { timeRow }
    }
    .accessibilityElement(children: .contain)
  }

  // MARK: Month

  /// The start of the month shown.
  private var monthStart: Date {
    let calendar = formatting.calendar
    let selected = configuration.shownDate
    let start = calendar.dateInterval(of: .month, for: selected)?.start ?? selected
    return calendar.date(byAdding: .month, value: monthShift, to: start) ?? start
  }

  private var monthView: some View {
    let start = monthStart
    let days = CalendarGrid(monthStart: start, calendar: formatting.calendar)
    let numbers = formatting.strings(days.cells.map { $0 ?? start }, format: "d")
    let weekdayNames = formatting.weekdayHeadings
    let first = formatting.calendar.firstWeekday - 1
    let headings = (0..<7).map { column in
      weekdayNames.isEmpty ? "" : weekdayNames[(first + column) % weekdayNames.count]
    }
    return VStack(spacing: 0) {
      header(title: formatting.string(start, template: "MMMMy"))
      HStack(spacing: 0) {
        ForEach(0..<7) { column in
          Text(headings[column])
            .font(.system(size: 13, weight: .semibold))
            .foregroundStyle(.tertiary)
            .lineLimit(1)
            .frame(maxWidth: .infinity)
        }
      }
      .frame(height: DatePickerMetrics.weekdayRowHeight)
      .accessibilityHidden(true)
      ForEach(0..<DatePickerMetrics.weeksShown) { week in
        HStack(spacing: 0) {
          ForEach(0..<7) { column in
            dayCell(days.cells[week * 7 + column], number: numbers[week * 7 + column])
          }
        }
        .frame(height: DatePickerMetrics.weekHeight)
      }
    }
  }

  private func header(title: String) -> some View {
    let shift = $monthShift
    return HStack(spacing: 4) {
      Text(title)
        .font(.headline)
        .foregroundStyle(.primary)
        .lineLimit(1)
        .accessibilityAddTraits(.isHeader)
      Image(systemName: "chevron.right")
        .font(.headline)
        .imageScale(.small)
        .foregroundStyle(.tint)
        .accessibilityHidden(true)
      Spacer(minLength: 8)
      HStack(spacing: 28) {
        Image(systemName: "chevron.left")
          .onTapGesture { shift.wrappedValue -= 1 }
          .accessibilityLabel("Previous Month")
          .accessibilityAddTraits(.isButton)
        Image(systemName: "chevron.right")
          .onTapGesture { shift.wrappedValue += 1 }
          .accessibilityLabel("Next Month")
          .accessibilityAddTraits(.isButton)
      }
      .font(.title3.weight(.medium))
      .foregroundStyle(.tint)
    }
    .padding(.horizontal, 4)
    .frame(height: DatePickerMetrics.headerHeight)
  }

  @ViewBuilder private func dayCell(_ day: Date?, number: String) -> some View {
    if let day {
      DayCell(
        number: number,
        isSelected: formatting.calendar.isDate(
          day, inSameDayAs: configuration.shownDate),
        isEnabled: configuration.allowsDay(of: day, in: formatting.calendar),
        accessibilityName: formatting.string(day, template: "EEEEMMMMd"),
        select: selecting(day))
    } else {
      Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }

  /// An action selecting `day` at the selection's time of day, clamped to the range.
  private func selecting(_ day: Date) -> () -> Void {
    let calendar = formatting.calendar
    let configuration = configuration
    return {
      let time = calendar.dateComponents(
        [.hour, .minute, .second], from: configuration.selection.wrappedValue)
      let moment =
        calendar.date(
          bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0,
          of: day) ?? day
      configuration.selection.wrappedValue = configuration.clamped(moment)
    }
  }

  // MARK: Time

  private var timeRow: some View {
    HStack {
      Text(formatting.timeLabel).font(.body).foregroundStyle(.primary).lineLimit(1)
      Spacer(minLength: 8)
      DateField(text: formatting.time(configuration.shownDate))
    }
    .frame(height: DatePickerMetrics.timeRowHeight)
    .accessibilityElement(children: .combine)
  }
}

// MARK: - DayCell

/// One day of the calendar: its number, tinted in a circle when selected, grey when out of
/// the range.
private struct DayCell: View {
  let number: String
  let isSelected: Bool
  let isEnabled: Bool
  let accessibilityName: String
  let select: () -> Void

  var body: some View {
    let traits: AccessibilityTraits = isSelected ? [.isButton, .isSelected] : .isButton
    let text = Text(number)
      .font(.system(size: 20, weight: isSelected ? .semibold : .regular))
      .lineLimit(1)
    Group {
      if isSelected {
        text.foregroundStyle(.tint)
      } else if isEnabled {
        text.foregroundStyle(.primary)
      } else {
        text.foregroundStyle(.tertiary)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background { SelectedDay(isSelected: isSelected) }
    .contentShape(Rectangle())
    .onTapGesture { if isEnabled { select() } }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(accessibilityName)
    .accessibilityAddTraits(traits)
  }
}

/// The tinted circle behind the selected day.
private struct SelectedDay: View {
  let isSelected: Bool

  var body: some View {
    if isSelected {
      EnvironmentReader { environment in
        Circle()
          .fill((environment.tint ?? .accentColor).opacity(DatePickerMetrics.selectionOpacity))
          .frame(
            width: DatePickerMetrics.selectionDiameter,
            height: DatePickerMetrics.selectionDiameter)
      }
    }
  }
}

// MARK: - CalendarGrid

/// The days of a month in weeks: blanks before the first day up to the calendar's first
/// weekday, then each day, then blanks to fill six weeks.
struct CalendarGrid {
  /// Six weeks of seven cells; `nil` for a cell outside the month.
  let cells: [Date?]

  init(monthStart: Date, calendar: Calendar) {
    let weekday = calendar.component(.weekday, from: monthStart)
    let leading = ((weekday - calendar.firstWeekday) % 7 + 7) % 7
    let count = calendar.range(of: .day, in: .month, for: monthStart)?.count ?? 30
    var cells: [Date?] = Array(repeating: nil, count: leading)
    for offset in 0..<count {
      cells.append(calendar.date(byAdding: .day, value: offset, to: monthStart))
    }
    let total = DatePickerMetrics.weeksShown * 7
    cells += Array(repeating: nil, count: max(0, total - cells.count))
    self.cells = Array(cells.prefix(total))
  }
}
