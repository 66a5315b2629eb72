import CatalogUI

// MARK: - DLSCalendarMonth

/// One month of days to choose a stay's dates from: the month's name, the initials of the
/// weekdays and a grid of days in weeks starting on Monday, with the chosen range drawn as
/// filled circles at its ends and a band between them.
///
/// The base view owns the taps (the first chooses the check-in day, a later day then the
/// checkout day, any other tap starts again) and accessibility: each day is a button named
/// "12 March", selected when in the range, whose value says when it is check-in or checkout.
public struct DLSCalendarMonth: View {
  let month: Month
  let year: Int
  let selection: Binding<ClosedRange<Int>?>

  /// The days of `month` in `year`; `selection` is the chosen days of the month, from
  /// check-in to checkout (a single day while only check-in is chosen), or `nil`.
  public init(month: Month, year: Int, selection: Binding<ClosedRange<Int>?>) {
    self.month = month
    self.year = year
    self.selection = selection
  }

  public var body: some View {
    let title = "\(month.name) \(year)"
    return VStack(alignment: .leading, spacing: DLSSpacing.s) {
      Text(title).font(DLSFont.headline).foregroundStyle(DLSColor.textPrimary)
        .accessibilityAddTraits(.isHeader)
      weekdayInitials
      VStack(spacing: 0) {
        ForEach(Array(weeks.enumerated()), id: \.offset) { week in
          HStack(spacing: 0) {
            ForEach(Array(week.element.enumerated()), id: \.offset) { cell in
              if let day = cell.element {
                dayButton(day)
              } else {
                Color.clear.frame(height: TouchTarget.minimumSide).frame(maxWidth: .infinity)
              }
            }
          }
        }
      }
    }
    // Named after the month, so VoiceOver says which month it entered.
    .accessibilityElement(children: .contain)
    .accessibilityLabel(title)
  }

  private var weekdayInitials: some View {
    HStack(spacing: 0) {
      ForEach(Array(["M", "T", "W", "T", "F", "S", "S"].enumerated()), id: \.offset) { initial in
        Text(initial.element).font(DLSFont.caption.weight(.semibold))
          .foregroundStyle(DLSColor.textSecondary)
          .frame(maxWidth: .infinity)
      }
    }
    // Each day's name already says its date; initials alone would only be noise to VoiceOver.
    .accessibilityHidden(true)
  }

  private func dayButton(_ day: Int) -> some View {
    let range = selection.wrappedValue
    let isSelected = range?.contains(day) ?? false
    let binding = selection
    return CalendarDay(day: day, mark: CalendarDay.Mark(day: day, range: range))
      .frame(maxWidth: .infinity)
      .minimumTouchTarget()
      .onTapGesture { binding.wrappedValue = Self.selection(after: binding.wrappedValue, day) }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel("\(day) \(month.name)")
      .accessibilityValue(Self.role(of: day, in: range))
      .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
  }

  // MARK: Logic

  /// The month's cells week by week, Monday first: a day of the month, or `nil` before the
  /// first day and after the last.
  var weeks: [[Int?]] {
    let leading = month.firstWeekday(in: year)
    let days = (1...month.dayCount(in: year)).map { Optional($0) }
    var cells = Array(repeating: Int?.none, count: leading) + days
    cells += Array(repeating: Int?.none, count: (7 - cells.count % 7) % 7)
    return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
  }

  /// The selection after tapping `day`: a day after a lone check-in day completes the stay;
  /// any other tap chooses a new check-in day.
  static func selection(after current: ClosedRange<Int>?, _ day: Int) -> ClosedRange<Int> {
    guard let current, current.count == 1, day > current.lowerBound else { return day...day }
    return current.lowerBound...day
  }

  /// What `day` is in the stay `range`, as VoiceOver says it after the date.
  static func role(of day: Int, in range: ClosedRange<Int>?) -> String {
    guard let range else { return "" }
    if day == range.lowerBound { return "Check-in" }
    if day == range.upperBound { return "Checkout" }
    return ""
  }
}

// MARK: - DLSCalendarMonth.Month

extension DLSCalendarMonth {
  /// A month of the Gregorian calendar.
  public enum Month: Int, CaseIterable, Sendable {
    case january = 1
    case february, march, april, may, june, july, august, september, october,
      november, december

    /// The month's English name, such as "March".
    public var name: String {
      switch self {
      case .january: "January"
      case .february: "February"
      case .march: "March"
      case .april: "April"
      case .may: "May"
      case .june: "June"
      case .july: "July"
      case .august: "August"
      case .september: "September"
      case .october: "October"
      case .november: "November"
      case .december: "December"
      }
    }

    /// How many days the month has in `year`.
    public func dayCount(in year: Int) -> Int {
      switch self {
      case .april, .june, .september, .november: 30
      case .february: Self.isLeap(year) ? 29 : 28
      default: 31
      }
    }

    /// The weekday of the month's first day in `year`: 0 for Monday through 6 for Sunday.
    func firstWeekday(in year: Int) -> Int {
      // Sakamoto's method counts from Sunday; January and February count as the months of the
      // year before, so a leap day falls at the end of that year.
      let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
      let y = rawValue < 3 ? year - 1 : year
      let sunday = (y + y / 4 - y / 100 + y / 400 + offsets[rawValue - 1] + 1) % 7
      return (sunday + 6) % 7
    }

    private static func isLeap(_ year: Int) -> Bool {
      (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }
  }
}

// MARK: - CalendarDay

/// One day of a `DLSCalendarMonth`, drawn with its place in the chosen range.
struct CalendarDay: View {
  /// How a day is marked by the range it is in.
  struct Mark: Equatable {
    /// Whether the day is an end of the range, drawn as a filled circle.
    var isEnd = false
    /// Whether the band reaches the day's leading half (towards the range's start).
    var hasLeadingBand = false
    /// Whether the band reaches the day's trailing half (towards the range's end).
    var hasTrailingBand = false

    init(day: Int, range: ClosedRange<Int>?) {
      guard let range, range.contains(day) else { return }
      isEnd = day == range.lowerBound || day == range.upperBound
      hasLeadingBand = day > range.lowerBound
      hasTrailingBand = day < range.upperBound
    }
  }

  let day: Int
  let mark: Mark

  /// The diameter of a range end's circle and the height of the band.
  private static let side = 40.0

  var body: some View {
    ZStack {
      HStack(spacing: 0) {
        Rectangle().fill(mark.hasLeadingBand ? DLSColor.selectionBand : Color.clear)
        Rectangle().fill(mark.hasTrailingBand ? DLSColor.selectionBand : Color.clear)
      }
      .frame(height: Self.side)
      if mark.isEnd {
        Circle().fill(DLSColor.textPrimary).frame(width: Self.side, height: Self.side)
      }
      Text("\(day)")
        .font(mark.isEnd ? DLSFont.subheadline.weight(.semibold) : DLSFont.subheadline)
        .foregroundStyle(mark.isEnd ? DLSColor.background : DLSColor.textPrimary)
    }
  }
}
