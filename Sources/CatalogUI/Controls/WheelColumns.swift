// MARK: - WheelMetrics

/// The measurements of iOS's picker wheels (`UIPickerView`), in points: 216 tall, the
/// selection centred in a 34-point band of `tertiarySystemFill` with 8-point corners, 8 points
/// in from the sides; rows 34 apart, the neighbours drawn nearer together, smaller and fainter
/// as they turn away (the wheel's perspective, approximated by vertical scaling).
enum WheelMetrics {
  /// The wheel's height.
  static let height = 216.0
  /// The height of the selection band.
  static let bandHeight = 34.0
  /// The corner radius of the selection band.
  static let bandCornerRadius = 8.0
  /// The band's distance from the wheel's sides.
  static let bandInset = 8.0
  /// The space between columns.
  static let columnSpacing = 20.0
  /// The size of a wheel's text.
  static let fontSize = 21.0
  /// Per distance from the selection (1, 2, 3): the row's centre from the wheel's centre.
  static let rowOffsets = [0.0, 33.0, 62.0, 86.0]
  /// Per distance from the selection: the row's vertical scale.
  static let rowScales = [1.0, 0.9, 0.7, 0.45]
  /// Per distance from the selection: the row's opacity over the secondary label colour.
  static let rowOpacities = [1.0, 1.0, 0.7, 0.4]

  /// `tertiarySystemFill`, the selection band.
  static let bandFill = Color(light: Color(hex: "#7676801F"), dark: Color(hex: "#7676803D"))
}

// MARK: - WheelColumn

/// One wheel: its rows around the selection, nearest first on each side.
struct WheelColumn {
  /// The selected row.
  let selected: AnyView
  /// The rows above the selection, nearest first (at most three are drawn).
  let above: [AnyView]
  /// The rows below the selection, nearest first (at most three are drawn).
  let below: [AnyView]
  /// How the column's rows line up.
  var alignment: HorizontalAlignment = .center
}

// MARK: - WheelColumns

/// Wheels side by side on one selection band, as `UIPickerView` draws them at rest: each
/// column as wide as its widest row, the columns centred together.
struct WheelColumns: View {
  let columns: [WheelColumn]

  var body: some View {
    ZStack {
      RoundedRectangle(cornerRadius: WheelMetrics.bandCornerRadius, style: .continuous)
        .fill(WheelMetrics.bandFill)
        .frame(height: WheelMetrics.bandHeight)
        .padding(.horizontal, WheelMetrics.bandInset)
      HStack(spacing: WheelMetrics.columnSpacing) {
        ForEach(0..<columns.count) { index in WheelColumnView(column: columns[index]) }
      }
    }
    .frame(maxWidth: .infinity)
    .frame(height: WheelMetrics.height)
    .clipped()
  }
}

/// One column: the selection at the centre, its neighbours above and below.
private struct WheelColumnView: View {
  let column: WheelColumn

  var body: some View {
    let shown = WheelMetrics.rowOffsets.count - 1
    let above = Array(column.above.prefix(shown))
    let below = Array(column.below.prefix(shown))
    ZStack(alignment: Alignment(horizontal: column.alignment, vertical: .center)) {
      column.selected
        .foregroundStyle(.primary)
      ForEach(0..<above.count) { index in
        neighbour(above[index], distance: index + 1, direction: -1)
      }
      ForEach(0..<below.count) { index in
        neighbour(below[index], distance: index + 1, direction: 1)
      }
    }
    .font(.system(size: WheelMetrics.fontSize))
    .lineLimit(1)
  }

  private func neighbour(_ row: AnyView, distance: Int, direction: Double) -> some View {
    row
      .foregroundStyle(.secondary)
      .opacity(WheelMetrics.rowOpacities[distance])
      .scaleEffect(x: 1, y: WheelMetrics.rowScales[distance])
      .offset(y: direction * WheelMetrics.rowOffsets[distance])
      .accessibilityHidden(true)
  }
}
