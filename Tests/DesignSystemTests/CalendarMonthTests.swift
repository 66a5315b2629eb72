import CatalogUI
import DesignSystem
import Testing

/// A calendar owning its selection, as a screen would.
private struct CalendarHarness: View {
  let month: DLSCalendarMonth.Month
  let year: Int
  @State var dates: ClosedRange<Int>?

  var body: some View { DLSCalendarMonth(month: month, year: year, selection: $dates) }
}

/// Seven 50 pt columns.
private let width = ProposedViewSize(width: 350, height: nil)

// MARK: - CalendarMonthTests

@MainActor @Suite struct CalendarMonthTests {
  @Test func everyDayIsAButtonNamedByItsDateAndTheRangeIsSelected() {
    let calendar = DLSCalendarMonth(month: .february, year: 2027, selection: .constant(12...14))
    let lines = AccessibilityTree.lines(of: calendar, width: 350)
    #expect(
      lines == [
        #"element "February 2027""#,
        #"  header, text "February 2027""#,
      ] + (1...11).map { #"  button "\#($0) February""# } + [
        #"  button, selected "12 February" value "Check-in""#,
        #"  button, selected "13 February""#,
        #"  button, selected "14 February" value "Checkout""#,
      ] + (15...28).map { #"  button "\#($0) February""# })
  }

  @Test func aLoneCheckInDayIsSelectedAndSaysSo() {
    let calendar = DLSCalendarMonth(month: .april, year: 2027, selection: .constant(30...30))
    let lines = AccessibilityTree.lines(of: calendar, width: 350)
    #expect(lines.count == 32)
    #expect(lines.last == #"  button, selected "30 April" value "Check-in""#)
  }

  @Test func daysAreFortyFourPointTargetsInWeeksStartingOnMonday() throws {
    // 1 March 2027 is a Monday, 1 February 2028 a Tuesday, and 2028 is a leap year.
    let march = ViewHost(CalendarHarness(month: .march, year: 2027), proposal: width)
    let first = try march.find(button: "1 March").frame
    #expect(first.minX == 0 && first.width == 50 && first.height == 44)
    #expect(try march.find(button: "7 March").frame.minX == 300)
    #expect(try march.find(button: "8 March").frame.minY == first.minY + 44)
    #expect(try march.find(button: "31 March").frame.minX == 100)
    #expect(march.findAll(button: "32 March").isEmpty)
    let february = ViewHost(CalendarHarness(month: .february, year: 2028), proposal: width)
    #expect(try february.find(button: "1 February").frame.minX == 50)
    #expect(try february.find(button: "29 February").frame.minX == 50)
    let lastYear = ViewHost(CalendarHarness(month: .february, year: 2027), proposal: width)
    #expect(lastYear.findAll(button: "29 February").isEmpty)
    #expect(try lastYear.find(button: "28 February").frame.minX == 300)
  }

  @Test func theFirstTapChoosesCheckInAndALaterOneCheckout() throws {
    let host = ViewHost(CalendarHarness(month: .march, year: 2027), proposal: width)
    try host.find(button: "12 March").tap()
    #expect(try host.find(button: "12 March").traits == [.isButton, .isSelected])
    #expect(try host.find(button: "12 March").value == "Check-in")
    try host.find(button: "15 March").tap()
    let selected = (1...31).filter { day in
      (try? host.find(button: "\(day) March").traits.contains(.isSelected)) == true
    }
    #expect(selected == [12, 13, 14, 15])
    #expect(try host.find(button: "15 March").value == "Checkout")
    // A tap once the stay is chosen starts again, as does a day before a lone check-in.
    try host.find(button: "20 March").tap()
    try host.find(button: "18 March").tap()
    #expect(try host.find(button: "18 March").value == "Check-in")
    #expect(try host.find(button: "20 March").traits == [.isButton])
  }

  @Test func monthsHaveTheirNamesAndLengths() {
    #expect(
      DLSCalendarMonth.Month.allCases.map(\.name) == [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
      ])
    #expect(
      DLSCalendarMonth.Month.allCases.map { $0.dayCount(in: 2027) }
        == [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
    #expect(DLSCalendarMonth.Month.february.dayCount(in: 2000) == 29)
    #expect(DLSCalendarMonth.Month.february.dayCount(in: 2100) == 28)
  }
}
