import Raster

// MARK: - Gauge

/// Shows a value within a range, as SwiftUI's `Gauge`: the `GaugeStyle` in the environment
/// draws it (`.linearCapacity` by default on iOS). It is one accessibility element labelled
/// by its label and valued as a percentage of the range ("40%"), as VoiceOver reads a gauge.
///
/// Marked value labels (`markedValueLabels`) are not supported: `MarkedValueLabels` is always
/// `EmptyView`.
public struct Gauge<
  Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?

  init<V: BinaryFloatingPoint>(
    value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?,
    minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?
  ) {
    let lower = Double(bounds.lowerBound)
    let span = Double(bounds.upperBound) - lower
    let fraction = (Double(value) - lower) / span
    self.fraction = fraction.isFinite && span > 0 ? min(max(fraction, 0), 1) : 0
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// A gauge of `value` in `bounds` with its label, current value label and bound labels.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
  }
}

extension Gauge {
  /// The style's drawing, hidden from accessibility, and one element for the whole gauge.
  public var body: some View {
    let configuration = GaugeStyleConfiguration(
      value: fraction,
      label: GaugeStyleConfiguration.Label(content: AnyView(label)),
      currentValueLabel: currentValueLabel.map {
        GaugeStyleConfiguration.CurrentValueLabel(content: AnyView($0))
      },
      minimumValueLabel: minimumValueLabel.map {
        GaugeStyleConfiguration.MinimumValueLabel(content: AnyView($0))
      },
      maximumValueLabel: maximumValueLabel.map {
        GaugeStyleConfiguration.MaximumValueLabel(content: AnyView($0))
      })
    return configuration.styledBody
      .accessibilityHidden(true)
      .accessibilityOnlyLabel(label)
      .accessibilityElement(children: .combine)
      .accessibilityValue("\(Int((fraction * 100).rounded()))%")
  }
}

extension Gauge
where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge of `value` in `bounds` with a label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, bounds: bounds, label: label(), currentValueLabel: nil,
      minimumValueLabel: nil, maximumValueLabel: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge of `value` in `bounds` with a label and a current value label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimumValueLabel: nil, maximumValueLabel: nil)
  }
}

// MARK: - GaugeStyle

/// A look for every `Gauge` inside a view, as SwiftUI's `GaugeStyle`.
@MainActor @preconcurrency
public protocol GaugeStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// What the gauge hands the style.
  typealias Configuration = GaugeStyleConfiguration
  /// Draws the gauge from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

// MARK: - GaugeStyleConfiguration

/// What a `Gauge` hands its style: the value as a fraction of the range, and its labels.
public struct GaugeStyleConfiguration {
  /// The gauge's label, as a view.
  public struct Label: View, StyleConfigurationContent {
    let content: AnyView
  }

  /// The label of the current value, as a view.
  public struct CurrentValueLabel: View, StyleConfigurationContent {
    let content: AnyView
  }

  /// The label of the lower bound, as a view.
  public struct MinimumValueLabel: View, StyleConfigurationContent {
    let content: AnyView
  }

  /// The label of the upper bound, as a view.
  public struct MaximumValueLabel: View, StyleConfigurationContent {
    let content: AnyView
  }

  /// The value, 0…1 across the range.
  public var value: Double
  /// The label.
  public var label: Label
  /// The label of the current value, if any.
  public var currentValueLabel: CurrentValueLabel?
  /// The label of the lower bound, if any.
  public var minimumValueLabel: MinimumValueLabel?
  /// The label of the upper bound, if any.
  public var maximumValueLabel: MaximumValueLabel?
}

// MARK: - Built-in gauge styles

/// The platform's default: `.linearCapacity` on iOS, as SwiftUI's `DefaultGaugeStyle`.
public struct DefaultGaugeStyle: GaugeStyle {
  /// The default style.
  public init() {}

  /// A linear capacity gauge.
  public func makeBody(configuration: Configuration) -> some View {
    LinearCapacityGaugeStyle().makeBody(configuration: configuration)
  }
}

/// A bar filled with the tint up to the value, as SwiftUI's `LinearCapacityGaugeStyle`: the
/// label and the current value label above a 6 pt capsule (track: iOS's `systemFill`), the
/// bound labels below its ends in secondary caption text; it fills the width offered. The
/// layout follows iOS's look; the numbers are CatalogUI's reading of it.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  /// The linear capacity style.
  public init() {}

  /// The labels above, the bar, the bound labels below.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack {
        configuration.label
        Spacer(minLength: 8)
        if let current = configuration.currentValueLabel { current.foregroundStyle(.secondary) }
      }
      GaugeBar(fraction: configuration.value, height: 6, indicator: false)
      if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
        HStack {
          if let minimum = configuration.minimumValueLabel { minimum }
          Spacer(minLength: 8)
          if let maximum = configuration.maximumValueLabel { maximum }
        }
        .font(.caption)
        .foregroundStyle(.secondary)
      }
    }
  }
}

/// A thin bar with a dot at the value between the bound labels, as SwiftUI's
/// `AccessoryLinearGaugeStyle` (a Lock Screen widget's look): a 5 pt track in the tint at
/// 30 %, a 7 pt white-ringed dot in the tint, the label above, bound labels in caption text.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  /// The accessory linear style.
  public init() {}

  /// The label above, then the bound labels around the bar.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      configuration.label.font(.caption)
      HStack(spacing: 6) {
        if let minimum = configuration.minimumValueLabel { minimum.font(.caption2) }
        GaugeBar(fraction: configuration.value, height: 5, indicator: true)
        if let maximum = configuration.maximumValueLabel { maximum.font(.caption2) }
      }
    }
  }
}

/// A bar filled up to the value, as SwiftUI's `AccessoryLinearCapacityGaugeStyle`: the label
/// above a 5 pt capsule filled with the tint.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  /// The accessory linear capacity style.
  public init() {}

  /// The label above the bar.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      configuration.label.font(.caption)
      GaugeBar(fraction: configuration.value, height: 5, indicator: false)
    }
  }
}

/// An open ring with a dot at the value, as SwiftUI's `AccessoryCircularGaugeStyle` (a Lock
/// Screen widget's look): a 58 pt circle whose 6 pt ring runs 270° clockwise from the lower
/// left, in the tint at 30 %, with a white-ringed dot at the value; the current value label
/// (else the label) in its centre at 15 pt medium, the bound labels in the gap at 10 pt.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  /// The accessory circular style.
  public init() {}

  /// The ring, the centre label and the bound labels.
  public func makeBody(configuration: Configuration) -> some View {
    GaugeRing(configuration: configuration, isCapacity: false)
  }
}

/// A closed ring filled clockwise from the top up to the value, as SwiftUI's
/// `AccessoryCircularCapacityGaugeStyle`: a 58 pt circle with a 6 pt ring (track: the tint at
/// 30 %) and the current value label (else the label) in its centre.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  /// The accessory circular capacity style.
  public init() {}

  /// The ring and the centre label.
  public func makeBody(configuration: Configuration) -> some View {
    GaugeRing(configuration: configuration, isCapacity: true)
  }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The platform's default: a linear capacity gauge on iOS.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar filled up to the value.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A thin bar with a dot at the value.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A thin bar filled up to the value.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// An open ring with a dot at the value.
  public static var accessoryCircular: AccessoryCircularGaugeStyle {
    AccessoryCircularGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A closed ring filled up to the value.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

// MARK: - Drawing

/// A capsule track with the tint filled up to the value, or a dot at the value.
private struct GaugeBar: View {
  let fraction: Double
  let height: Double
  let indicator: Bool

  var body: some View {
    let fraction = fraction
    let height = height
    let indicator = indicator
    return EnvironmentReader { environment in
      let tint = environment.tint ?? Color.accentColor
      GeometryReader { proxy in
        let width = proxy.size.width
        ZStack(alignment: .leading) {
          if indicator {
            Capsule().fill(tint.opacity(0.3))
            Circle()
              .fill(tint)
              .overlay { Circle().strokeBorder(Color.white, lineWidth: 1.5) }
              .frame(width: height + 2, height: height + 2)
              .offset(x: max(width - height - 2, 0) * fraction)
          } else {
            Capsule().fill(GaugeColors.track)
            Capsule().fill(tint).frame(width: width * fraction)
          }
        }
        .frame(width: width, height: height + (indicator ? 2 : 0))
      }
      .frame(height: height + (indicator ? 2 : 0))
    }
  }
}

/// The ring of the accessory circular styles.
private struct GaugeRing: View {
  let configuration: GaugeStyleConfiguration
  let isCapacity: Bool

  var body: some View {
    let configuration = configuration
    let isCapacity = isCapacity
    return EnvironmentReader { environment in
      let tint = environment.tint ?? Color.accentColor
      let lineWidth = GaugeColors.ringWidth
      let start = isCapacity ? -90.0 : 135.0
      let sweep = isCapacity ? 360.0 : 270.0
      let stroke = StrokeStyle(lineWidth: lineWidth, lineCap: .round)
      ZStack {
        GaugeArc(start: start, sweep: sweep).stroke(tint.opacity(0.3), style: stroke)
        if isCapacity {
          GaugeArc(start: start, sweep: sweep * configuration.value).stroke(tint, style: stroke)
        } else {
          GaugeDot(fraction: configuration.value, start: start, sweep: sweep)
            .fill(tint)
          GaugeDot(fraction: configuration.value, start: start, sweep: sweep)
            .stroke(Color.white, lineWidth: 1.5)
        }
        Group {
          if let current = configuration.currentValueLabel { current } else { configuration.label }
        }
        .font(.system(size: 15, weight: .medium))
        .lineLimit(1)
        .minimumScaleFactor(0.5)
        .padding(.horizontal, lineWidth + 2)
        if !isCapacity {
          VStack {
            Spacer()
            HStack {
              if let minimum = configuration.minimumValueLabel { minimum }
              Spacer(minLength: 4)
              if let maximum = configuration.maximumValueLabel { maximum }
            }
            .font(.system(size: 10, weight: .medium))
            .lineLimit(1)
            .padding(.horizontal, 8)
          }
        }
      }
      .frame(width: GaugeColors.ringSize, height: GaugeColors.ringSize)
    }
  }
}

/// An arc of the gauge's ring, inset by half the ring's width; angles in degrees, clockwise
/// on screen from +x.
private struct GaugeArc: Shape {
  let start: Double
  let sweep: Double

  func path(in rect: CGRect) -> Path {
    var path = Path()
    let radius = min(rect.width, rect.height) / 2 - GaugeColors.ringWidth / 2
    guard radius > 0, sweep.isFinite, sweep > 0 else { return path }
    path.addRelativeArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: radius,
      startAngle: .degrees(start), delta: .degrees(sweep))
    return path
  }
}

/// The dot at the value on the open ring.
private struct GaugeDot: Shape {
  let fraction: Double
  let start: Double
  let sweep: Double

  func path(in rect: CGRect) -> Path {
    let radius = min(rect.width, rect.height) / 2 - GaugeColors.ringWidth / 2
    let angle = (start + sweep * fraction) * .pi / 180
    let centre = CGPoint(
      x: rect.midX + radius * Math.cos(angle), y: rect.midY + radius * Math.sin(angle))
    let dot = GaugeColors.ringWidth + 1
    return Path(
      ellipseIn: CGRect(x: centre.x - dot / 2, y: centre.y - dot / 2, width: dot, height: dot))
  }
}

/// The colours and sizes of the built-in gauge styles.
enum GaugeColors {
  /// iOS's `systemFill` behind a capacity bar.
  static let track = Color(light: Color(hex: "#78788033"), dark: Color(hex: "#7878805C"))
  /// The diameter of the circular styles.
  static let ringSize: Double = 58
  /// The width of their ring.
  static let ringWidth: Double = 6
}

// MARK: - Environment

extension GaugeStyleConfiguration: StyleConfiguration {
  static var automaticStyle: AnyStyle<Self> {
    AnyStyle(DefaultGaugeStyle()) { $0.makeBody(configuration: $1) }
  }
}

extension View {
  /// The style of every `Gauge` inside the view, as SwiftUI's `gaugeStyle(_:)`.
  nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    environmentStyle(AnyStyle(style) { $0.makeBody(configuration: $1) })
  }
}
