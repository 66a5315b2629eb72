import CatalogUI
import Foundation
import Raster
import TestSupport
import Testing

// MARK: - Views

/// 27 November 2026, 9:41 in GMT: a Friday.
private let checkIn = Date(timeIntervalSince1970: 1_795_772_460)

/// A booking form as a team writes it: compact pickers in a form.
private struct BookingForm: View {
  @State private var date = checkIn

  var body: some View {
    Form {
      DatePicker("Check-in", selection: $date, displayedComponents: [.date, .hourAndMinute])
      DatePicker("Checkout", selection: $date, displayedComponents: .date)
      DatePicker("Arrival", selection: $date, displayedComponents: .hourAndMinute)
    }
  }
}

/// A graphical picker in a form, with its time row.
private struct CalendarForm: View {
  let selection: Binding<Date>
  var components: DatePicker<Text>.Components = [.date, .hourAndMinute]
  var range: ClosedRange<Date>?

  var body: some View {
    Form {
      if let range {
        DatePicker("Stay", selection: selection, in: range, displayedComponents: components)
      } else {
        DatePicker("Stay", selection: selection, displayedComponents: components)
      }
    }
    .datePickerStyle(.graphical)
  }
}

// MARK: - DatePickerTests

/// `DatePicker` and the locale, calendar and time zone environment values: text formatted as
/// iOS formats it for the environment, never the host; compact, graphical and wheel styles
/// drawn as iOS draws them.
@MainActor @Suite struct DatePickerTests {
  private func host<V: View>(
    _ view: V, width: Double = 320, height: Double? = nil, scheme: ColorScheme = .light,
    configure: (inout EnvironmentValues) -> Void = { _ in }
  ) -> ViewHost {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    configure(&environment)
    return ViewHost(
      view, environment: environment, proposal: ProposedViewSize(width: width, height: height))
  }

  /// The value accessibility reads for the compact picker labelled `label`, in `locale`.
  private func compactValue(
    _ components: DatePickerComponents, locale: String, timeZone: String = "GMT"
  ) throws -> String? {
    let picker = DatePicker("When", selection: .constant(checkIn), displayedComponents: components)
      .environment(\.locale, Locale(identifier: locale))
      .environment(\.timeZone, try #require(TimeZone(identifier: timeZone)))
    return try host(picker).find(label: "When").value
  }

  // MARK: Environment

  @Test func theRegionDefaultsAreFixedNotTheHosts() {
    let environment = EnvironmentValues()
    #expect(environment.locale.identifier == "en_US")
    #expect(environment.calendar.identifier == .gregorian)
    #expect(environment.calendar.firstWeekday == 1)
    #expect(environment.timeZone.identifier == "GMT")
    #expect(environment.timeZone.secondsFromGMT(for: checkIn) == 0)
    #expect(environment.horizontalSizeClass == .compact)
    #expect(environment.verticalSizeClass == .regular)
    #expect(environment.editMode == nil)
    #expect(environment.isSearching == false)
  }

  @Test func aViewReadsTheValuesSetAroundIt() throws {
    struct Reader: View {
      @Environment(\.locale) private var locale
      @Environment(\.calendar) private var calendar
      @Environment(\.timeZone) private var timeZone
      @Environment(\.horizontalSizeClass) private var sizeClass
      @Environment(\.editMode) private var editMode

      var body: some View {
        Text(
          "\(locale.identifier) \(calendar.identifier) \(timeZone.identifier) "
            + "\(sizeClass.map { "\($0)" } ?? "none") "
            + "\(editMode?.wrappedValue.isEditing == true)")
      }
    }
    var calendar = Calendar(identifier: .buddhist)
    calendar.locale = Locale(identifier: "th_TH")
    let view = Reader()
      .environment(\.locale, Locale(identifier: "de_DE"))
      .environment(\.calendar, calendar)
      .environment(\.timeZone, try #require(TimeZone(identifier: "Europe/Berlin")))
      .environment(\.horizontalSizeClass, .regular)
      .environment(\.editMode, .constant(.active))
    #expect(
      try host(view).find(text: "de_DE buddhist Europe/Berlin regular true").text
        == "de_DE buddhist Europe/Berlin regular true")
  }

  // MARK: Text

  @Test func datesAndTimesAreFormattedForTheLocale() throws {
    let both: DatePickerComponents = [.date, .hourAndMinute]
    #expect(try compactValue(both, locale: "en_US") == "Nov 27, 2026, 9:41\u{202F}AM")
    #expect(try compactValue(both, locale: "en_GB") == "27 Nov 2026, 09:41")
    #expect(try compactValue(both, locale: "de_DE") == "27.11.2026, 09:41")
    #expect(try compactValue(both, locale: "fr_FR") == "27 nov. 2026, 09:41")
    #expect(try compactValue(both, locale: "es_ES") == "27 nov 2026, 9:41")
    #expect(try compactValue(both, locale: "ja_JP") == "2026/11/27, 9:41")
    #expect(try compactValue(.date, locale: "en_US") == "Nov 27, 2026")
    #expect(try compactValue(.hourAndMinute, locale: "en_US") == "9:41\u{202F}AM")
  }

  @Test func timesAreShownInTheEnvironmentsTimeZone() throws {
    let both: DatePickerComponents = [.date, .hourAndMinute]
    #expect(
      try compactValue(both, locale: "en_US", timeZone: "America/Los_Angeles")
        == "Nov 27, 2026, 1:41\u{202F}AM")
    #expect(
      try compactValue(both, locale: "en_US", timeZone: "Asia/Tokyo")
        == "Nov 27, 2026, 6:41\u{202F}PM")
    #expect(
      try compactValue(both, locale: "en_US", timeZone: "Pacific/Kiritimati")
        == "Nov 27, 2026, 11:41\u{202F}PM")
    #expect(
      try compactValue(both, locale: "en_US", timeZone: "Pacific/Pago_Pago")
        == "Nov 26, 2026, 10:41\u{202F}PM")
  }

  // MARK: Pixels

  @Test func compactPickersDrawAsIOS() {
    expectMatchesReference(host(BookingForm(), width: 393).render(), named: "datepicker-compact")
    expectMatchesReference(
      host(BookingForm(), width: 393, scheme: .dark).render(), named: "datepicker-compact-dark")
  }

  @Test func graphicalPickersDrawAsIOS() {
    expectMatchesReference(
      host(CalendarForm(selection: .constant(checkIn)), width: 375).render(),
      named: "datepicker-graphical")
  }

  @Test func wheelPickersDrawAsIOS() {
    let wheels = VStack(spacing: 0) {
      DatePicker("Both", selection: .constant(checkIn))
      DatePicker("Date", selection: .constant(checkIn), displayedComponents: .date)
      DatePicker("Date", selection: .constant(checkIn), displayedComponents: .date)
        .environment(\.locale, Locale(identifier: "de_DE"))
    }
    .datePickerStyle(.wheel)
    expectMatchesReference(host(wheels).render(), named: "datepicker-wheel")
  }

  @Test func aGermanCalendarStartsOnMonday() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale(identifier: "de_DE")
    let view = CalendarForm(selection: .constant(checkIn), components: .date)
      .environment(\.locale, Locale(identifier: "de_DE"))
      .environment(\.calendar, calendar)
    expectMatchesReference(host(view, width: 375).render(), named: "datepicker-graphical-de")
  }

  // MARK: Behaviour

  /// Where a picker's selection is copied for the test to read back.
  final class Selection {
    var date = checkIn
  }

  /// A graphical picker keeping its selection in state, copied to `selection`.
  struct StatefulCalendar: View {
    let selection: Selection
    var range: ClosedRange<Date>?
    @State private var date: Date

    init(selection: Selection, range: ClosedRange<Date>? = nil) {
      self.selection = selection
      self.range = range
      _date = State(initialValue: selection.date)
    }

    var body: some View {
      let state = $date
      let copy = selection
      CalendarForm(
        selection: Binding(
          get: { state.wrappedValue },
          set: {
            state.wrappedValue = $0
            copy.date = $0
          }), range: range)
    }
  }

  @Test func tappingADaySelectsItAtTheSameTime() throws {
    let selection = Selection()
    let host = host(StatefulCalendar(selection: selection), width: 375)
    let day = try host.find(label: "Thursday, November 12")
    #expect(day.traits == .isButton)
    #expect(try host.find(label: "Friday, November 27").traits == [.isButton, .isSelected])
    try day.tap()
    #expect(selection.date == checkIn.addingTimeInterval(-15 * 86_400))
    #expect(try host.find(label: "Thursday, November 12").traits == [.isButton, .isSelected])
  }

  @Test func daysOutsideTheRangeCannotBeChosenAndTheSelectionIsClamped() throws {
    let selection = Selection()
    selection.date = checkIn.addingTimeInterval(-30 * 86_400)
    let range = checkIn.addingTimeInterval(-86_400)...checkIn.addingTimeInterval(2 * 86_400)
    let host = host(StatefulCalendar(selection: selection, range: range), width: 375)
    // Shown clamped to the range's start, 26 November at 9:41.
    #expect(try host.find(label: "Thursday, November 26").traits == [.isButton, .isSelected])
    try host.find(label: "Monday, November 2").tap()
    #expect(selection.date == checkIn.addingTimeInterval(-30 * 86_400))
    try host.find(label: "Sunday, November 29").tap()
    #expect(selection.date == checkIn.addingTimeInterval(2 * 86_400))
    try host.find(label: "Saturday, November 28").tap()
    #expect(selection.date == checkIn.addingTimeInterval(86_400))
    let compact = DatePicker("When", selection: .constant(.distantPast), in: checkIn...)
    #expect(try self.host(compact).find(label: "When").value == "Nov 27, 2026, 9:41\u{202F}AM")
    let through = DatePicker("When", selection: .constant(.distantFuture), in: ...checkIn)
    #expect(try self.host(through).find(label: "When").value == "Nov 27, 2026, 9:41\u{202F}AM")
  }

  @Test func theChevronsShowTheNextAndPreviousMonth() throws {
    let host = host(CalendarForm(selection: .constant(checkIn)), width: 375)
    #expect(throws: Never.self) { try host.find(text: "November 2026") }
    try host.find(label: "Next Month").tap()
    #expect(throws: Never.self) { try host.find(text: "December 2026") }
    #expect(throws: Never.self) { try host.find(label: "Thursday, December 31") }
    try host.find(label: "Previous Month").tap()
    try host.find(label: "Previous Month").tap()
    #expect(throws: Never.self) { try host.find(text: "October 2026") }
  }

  @Test func pickersSpeakAsOneElementWithTheirValue() throws {
    let host = host(BookingForm(), width: 393)
    let checkInField = try host.find(label: "Check-in")
    #expect(checkInField.value == "Nov 27, 2026, 9:41\u{202F}AM")
    #expect(checkInField.traits == .isButton)
    let wheel = self.host(
      DatePicker("Alarm", selection: .constant(checkIn), displayedComponents: .hourAndMinute)
        .datePickerStyle(.wheel))
    #expect(try wheel.find(label: "Alarm").value == "9:41\u{202F}AM")
    let hidden = self.host(DatePicker("Alarm", selection: .constant(checkIn)).labelsHidden())
    #expect(try hidden.find(label: "Alarm").value == "Nov 27, 2026, 9:41\u{202F}AM")
  }

  @Test func absurdDatesDrawWithoutCrashing() throws {
    for interval in [Double.nan, .infinity, -.infinity, 1e300, -1e300, 0] {
      let date = Date(timeIntervalSinceReferenceDate: interval)
      for style in 0..<3 {
        let picker = DatePicker("When", selection: .constant(date))
        let view = Group {
          switch style {
          case 0: picker.datePickerStyle(.compact)
          case 1: picker.datePickerStyle(.graphical)
          default: picker.datePickerStyle(.wheel)
          }
        }
        #expect(host(view, width: 375).render() != nil, "interval \(interval), style \(style)")
      }
    }
    let nan = host(
      DatePicker("When", selection: .constant(Date(timeIntervalSinceReferenceDate: .nan))))
    #expect(try nan.find(label: "When").value == "Jan 1, 2001, 12:00\u{202F}AM")
  }

  // MARK: Host independence

  /// The text a date picker shows in several environments, one line each.
  private func probeText() throws -> String {
    var lines: [String] = []
    for locale in ["en_US", "de_DE", "ja_JP", "ar_EG"] {
      let picker = DatePicker("When", selection: .constant(checkIn))
        .environment(\.locale, Locale(identifier: locale))
      lines.append("\(locale): \(try host(picker).find(label: "When").value ?? "")")
    }
    let graphical = host(CalendarForm(selection: .constant(checkIn)), width: 375)
    lines += graphical.accessibilityElements.map(\.description)
    let pixels = try #require(graphical.render())
    lines.append(
      "pixels: \(pixels.straightRGBA.reduce(into: UInt64(0)) { $0 = $0 &* 31 &+ UInt64($1) })")
    return lines.joined(separator: "\n")
  }

  /// The half of `theHostsTimeZoneAndLanguageChangeNothing` run in a child process: writes
  /// `probeText()` where `CATALOG_DATE_PROBE` says, and does nothing in a normal run.
  @Test func writeTheProbeTextWhenAsked() throws {
    guard let path = ProcessInfo.processInfo.environment["CATALOG_DATE_PROBE"] else { return }
    try probeText().write(toFile: path, atomically: true, encoding: .utf8)
  }

  @Test func theHostsTimeZoneAndLanguageChangeNothing() throws {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("catalog-date-probe-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = [
      "--testing-library", "swift-testing", "--filter",
      "DatePickerTests/writeTheProbeTextWhenAsked",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["CATALOG_DATE_PROBE"] = output.path
    environment["TZ"] = "Pacific/Kiritimati"
    environment["LANG"] = "de_DE.UTF-8"
    environment["LC_ALL"] = "ja_JP.UTF-8"
    environment["LC_TIME"] = "fr_FR.UTF-8"
    environment["TZDIR"] = "/nonexistent"
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let child = try String(contentsOf: output, encoding: .utf8)
    let mine = try probeText()
    #expect(child == mine)
    #expect(child.hasPrefix("en_US: Nov 27, 2026, 9:41\u{202F}AM\nde_DE: 27.11.2026, 09:41\n"))
  }

  // MARK: EditButton

  @Test func editButtonTogglesTheEnvironmentsEditMode() throws {
    struct Editing: View {
      @State private var mode = EditMode.inactive
      var body: some View {
        VStack {
          EditButton()
          Text(mode.isEditing ? "editing" : "at rest")
        }
        .environment(\.editMode, $mode)
      }
    }
    let host = host(Editing())
    #expect(throws: Never.self) { try host.find(text: "at rest") }
    try host.find(button: "Edit").tap()
    #expect(throws: Never.self) { try host.find(text: "editing") }
    try host.find(button: "Done").tap()
    #expect(throws: Never.self) { try host.find(text: "at rest") }
    let alone = self.host(EditButton())
    try alone.find(button: "Edit").tap()
    #expect(throws: Never.self) { try alone.find(button: "Done") }
    let constant = self.host(EditButton().environment(\.editMode, .constant(.active)))
    #expect(throws: Never.self) { try constant.find(button: "Done") }
  }
}
