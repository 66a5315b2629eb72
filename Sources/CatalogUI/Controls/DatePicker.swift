import Foundation

// MARK: - DatePicker

/// A control for choosing a date and a time, as SwiftUI's `DatePicker`: the `DatePickerStyle`
/// in the environment draws it (`.compact` by default, as on iOS), with text formatted for the
/// environment's `locale`, `calendar` and `timeZone` (`en_US`, Gregorian and GMT unless set,
/// never the host's).
///
/// A selection outside the range given with `in:` is shown clamped to it, as on iOS. Tapping a
/// day of the `.graphical` calendar selects it, keeping the time of day; unlike SwiftUI,
/// tapping a `.compact` field opens no calendar and the wheels of `.wheel` do not turn.
nonisolated public struct DatePicker<Label: View>: View {
  /// The parts of a date a picker shows, as SwiftUI's `DatePicker.Components`.
  public typealias Components = DatePickerComponents

  let selection: Binding<Date>
  let minimum: Date?
  let maximum: Date?
  let displayedComponents: Components
  let label: Label

  /// A picker of any date, described by `label`.
  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection, nil, nil, displayedComponents, label())
  }

  /// A picker of a date in `range`, described by `label`.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection, range.lowerBound, range.upperBound, displayedComponents, label())
  }

  /// A picker of a date on or after `range`'s start, described by `label`.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection, range.lowerBound, nil, displayedComponents, label())
  }

  /// A picker of a date on or before `range`'s end, described by `label`.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection, nil, range.upperBound, displayedComponents, label())
  }

  private init(
    _ selection: Binding<Date>, _ minimum: Date?, _ maximum: Date?,
    _ displayedComponents: Components, _ label: Label
  ) {
    self.selection = selection
    self.minimum = minimum
    self.maximum = maximum
    // A picker shown no component shows the date and the time, as SwiftUI's.
    self.displayedComponents =
      displayedComponents.isEmpty ? [.hourAndMinute, .date] : displayedComponents
    self.label = label
  }

  /// The picker drawn by the date picker style in the environment.
  @MainActor public var body: some View {
    DatePickerContent(
      configuration: DatePickerConfiguration(
        selection: selection, minimum: minimum, maximum: maximum,
        components: displayedComponents, label: AnyView(label)))
  }
}

extension DatePicker where Label == Text {
  /// A picker of any date labelled with a literal's text.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker of a date in `range` labelled with a literal's text.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A picker of a date on or after `range`'s start labelled with a literal's text.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A picker of a date on or before `range`'s end labelled with a literal's text.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A picker of any date labelled with a string, shown as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A picker of a date in `range` labelled with a string, shown as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }

  /// A picker of a date on or after `range`'s start labelled with a string, shown as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }

  /// A picker of a date on or before `range`'s end labelled with a string, shown as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }
}

// MARK: - DatePickerComponents

/// The parts of a date a `DatePicker` shows and edits, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt

  /// Components from their raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

// MARK: - DatePickerStyle

/// How a `DatePicker` looks, as SwiftUI's `DatePickerStyle`; as in SwiftUI, only the built-in
/// styles exist.
public protocol DatePickerStyle {}

/// The platform's default date picker style: `.compact` on iOS, as SwiftUI's
/// `DefaultDatePickerStyle`.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// The default style.
  public init() {}
}

/// The label and the date and time as text on grey capsules, as SwiftUI's
/// `CompactDatePickerStyle`.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// The compact style.
  public init() {}
}

/// A month's calendar, with the time below it, as SwiftUI's `GraphicalDatePickerStyle`.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// The graphical style.
  public init() {}
}

/// Wheels of months, days, years, hours and minutes, as SwiftUI's `WheelDatePickerStyle`.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// The wheel style.
  public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The platform's default: `.compact` on iOS.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// The date and time as text on grey capsules.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A month's calendar.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Turning wheels.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey {
  static var defaultValue: any DatePickerStyle { DefaultDatePickerStyle() }
}

extension EnvironmentValues {
  /// The date picker style set with `datePickerStyle(_:)`; `.automatic` by default.
  var datePickerStyle: any DatePickerStyle {
    get { self[DatePickerStyleKey.self] }
    set { self[DatePickerStyleKey.self] = newValue }
  }
}

extension View {
  /// The style of every `DatePicker` inside the view, as SwiftUI's `datePickerStyle(_:)`.
  nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    environment(\.datePickerStyle, style)
  }
}

// MARK: - DatePickerConfiguration

/// What a date picker's style draws: the selection, its range, the components and the label.
struct DatePickerConfiguration {
  let selection: Binding<Date>
  let minimum: Date?
  let maximum: Date?
  let components: DatePickerComponents
  let label: AnyView

  /// The selection, clamped to the range and to dates a calendar can show: a NaN date shows as
  /// 1 January 2001, an infinite or absurd one as about 1,980 years before or 7,900 after it.
  var shownDate: Date {
    let interval = clamped(selection.wrappedValue).timeIntervalSinceReferenceDate
    guard !interval.isNaN else { return Date(timeIntervalSinceReferenceDate: 0) }
    let limit = 2.5e11
    return Date(timeIntervalSinceReferenceDate: min(max(interval, -limit / 4), limit))
  }

  /// `date` moved into the range.
  func clamped(_ date: Date) -> Date {
    var result = date
    if let minimum, result < minimum { result = minimum }
    if let maximum, result > maximum { result = maximum }
    return result
  }

  /// Whether the day containing `date` has a moment in the range, in `calendar`.
  func allowsDay(of date: Date, in calendar: Calendar) -> Bool {
    guard let day = calendar.dateInterval(of: .day, for: date) else { return false }
    if let minimum, day.end <= minimum { return false }
    if let maximum, day.start > maximum { return false }
    return true
  }
}

// MARK: - DatePickerContent

/// Draws a date picker in the style of its environment.
private struct DatePickerContent: View {
  let configuration: DatePickerConfiguration

  var body: some View {
    EnvironmentReader { environment in
      let formatting = DateFormatting(environment: environment)
      switch environment.datePickerStyle {
      case is GraphicalDatePickerStyle:
        GraphicalDatePicker(configuration: configuration, formatting: formatting)
      case is WheelDatePickerStyle:
        WheelDatePicker(configuration: configuration, formatting: formatting)
      default:
        CompactDatePicker(
          configuration: configuration, formatting: formatting,
          labelsHidden: environment.labelsHidden)
      }
    }
  }
}
