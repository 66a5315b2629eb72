import Foundation

// MARK: - DatePickerMetrics

/// The measurements of iOS 17's date pickers, in points, from UIKit's `UIDatePicker` as it
/// lays out on an iPhone at the default text size: compact fields 34 tall with 11 of padding
/// either side of body text, 6 apart, on 6-point rounded `tertiarySystemFill`; a graphical
/// calendar of a 44-point month header, a 24-point weekday row and six 44-point weeks, its
/// selected day in a 40-point circle of the tint at 12 % behind semibold tinted text.
enum DatePickerMetrics {
  /// The height of a compact field.
  static let fieldHeight = 34.0
  /// The padding either side of a compact field's text.
  static let fieldPadding = 11.0
  /// The corner radius of a compact field.
  static let fieldCornerRadius = 6.0
  /// The space between the date field and the time field.
  static let fieldSpacing = 6.0
  /// The height of the month header of a graphical calendar.
  static let headerHeight = 44.0
  /// The height of the row of weekday names.
  static let weekdayRowHeight = 24.0
  /// The height of one week.
  static let weekHeight = 44.0
  /// The weeks a calendar leaves room for, whatever the month.
  static let weeksShown = 6
  /// The diameter of the selected day's circle.
  static let selectionDiameter = 40.0
  /// The opacity of the tint in the selected day's circle.
  static let selectionOpacity = 0.12
  /// The height of the time row under a calendar.
  static let timeRowHeight = 52.0

  /// `tertiarySystemFill`, behind compact fields.
  static let fieldFill = Color(light: Color(hex: "#7676801F"), dark: Color(hex: "#7676803D"))
}

// MARK: - CompactDatePicker

/// The label leading and the date and time trailing as text on grey capsules; with
/// `labelsHidden()` only the capsules.
struct CompactDatePicker: View {
  let configuration: DatePickerConfiguration
  let formatting: DateFormatting
  let labelsHidden: Bool

  var body: some View {
    let date = configuration.shownDate
    let components = configuration.components
    let texts =
      (components.contains(.date) ? [formatting.date(date)] : [])
      + (components.contains(.hourAndMinute) ? [formatting.time(date)] : [])
    let fields = HStack(spacing: DatePickerMetrics.fieldSpacing) {
      ForEach(0..<texts.count) { index in DateField(text: texts[index]) }
    }
    // The fields keep their text whole; the label gives up its room first, as on iOS.
    .fixedSize()
    .layoutPriority(1)
    .accessibilityHidden(true)
    Group {
      if labelsHidden {
        fields.accessibilityOnlyLabel(configuration.label)
      } else {
        HStack {
          configuration.label
          Spacer(minLength: 8)
          fields
        }
      }
    }
    .accessibilityElement(children: .combine)
    .accessibilityValue(texts.joined(separator: ", "))
    .accessibilityAddTraits(.isButton)
  }
}

/// One grey capsule of a compact date picker.
struct DateField: View {
  let text: String

  var body: some View {
    Text(text)
      .font(.body)
      .foregroundStyle(.primary)
      .lineLimit(1)
      .padding(.horizontal, DatePickerMetrics.fieldPadding)
      .frame(height: DatePickerMetrics.fieldHeight)
      .background(
        DatePickerMetrics.fieldFill,
        in: RoundedRectangle(cornerRadius: DatePickerMetrics.fieldCornerRadius, style: .continuous))
  }
}
