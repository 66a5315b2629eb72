import Raster

// MARK: - ProgressView

/// Shows how far a task has gone, or that it is under way, as SwiftUI's `ProgressView`: the
/// `ProgressViewStyle` in the environment draws it (a bar with a value, a spinner without).
/// It is one accessibility element labelled by its label, valued "50 percent".
///
/// Unlike SwiftUI, the spinner does not spin: snapshots show one fixed frame of it.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fractionCompleted: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?

  init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
    fractionCompleted = fraction
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  /// A determinate progress view with a label and a label for its current value.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0,
    @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: Self.fraction(value, total), label: label(),
      currentValueLabel: currentValueLabel())
  }

  /// The style's drawing, as one accessibility element.
  public var body: some View {
    let configuration = ProgressViewStyleConfiguration(
      fractionCompleted: fractionCompleted,
      label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
      currentValueLabel: currentValueLabel.map {
        ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0))
      })
    return configuration.styledBody
      .accessibilityElement(children: .combine)
      .accessibilityValue(fractionCompleted.map(spokenPercent) ?? "")
  }

  /// `value / total` clamped to 0…1; `nil` (indeterminate) for a `nil` value, and 0 for a
  /// total that is not positive or a value that is not finite, as SwiftUI draws them.
  static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    guard let value else { return nil }
    let fraction = Double(value) / Double(total)
    guard fraction.isFinite, total > 0 else { return 0 }
    return min(max(fraction, 0), 1)
  }

}

/// A fraction as accessibility speaks it: `0.5` is "50 percent".
func spokenPercent(_ fraction: Double) -> String {
  "\(Int((fraction * 100).rounded())) percent"
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// An indeterminate progress view: a spinner.
  public init() {
    self.init(fraction: nil, label: nil, currentValueLabel: nil)
  }

  /// A determinate progress view for `value` out of `total`; a `nil` value is indeterminate.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// An indeterminate progress view with a label.
  public init(@ViewBuilder label: () -> Label) {
    self.init(fraction: nil, label: label(), currentValueLabel: nil)
  }

  /// A determinate progress view with a label, for `value` out of `total`.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0,
    @ViewBuilder label: () -> Label
  ) {
    self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// An indeterminate progress view with a text label.
  public init(_ title: String) {
    self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
  }

  /// A determinate progress view with a text label, for `value` out of `total`.
  public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
    self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
  }
}

// MARK: - ProgressViewStyle

/// A look for every `ProgressView` inside a view, as SwiftUI's `ProgressViewStyle`.

@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// What the progress view hands the style.
  typealias Configuration = ProgressViewStyleConfiguration
  /// Draws the progress view from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

// MARK: - ProgressViewStyleConfiguration

/// What a `ProgressView` hands its style: how far the task has gone and its labels.
public struct ProgressViewStyleConfiguration {
  /// The progress view's label, as a view.
  public struct Label: View, StyleConfigurationContent {
    let content: AnyView
  }

  /// The label of the current value, as a view.
  public struct CurrentValueLabel: View, StyleConfigurationContent {
    let content: AnyView
  }

  /// The fraction done, 0…1, or `nil` when indeterminate.
  public let fractionCompleted: Double?
  /// The label, if any.
  public var label: Label?
  /// The label of the current value, if any.
  public var currentValueLabel: CurrentValueLabel?
}

// MARK: - Built-in progress view styles

/// The platform's default: a bar with a value, a spinner without, as SwiftUI's
/// `DefaultProgressViewStyle`.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// The default style.
  public init() {}

  /// A bar when the progress view has a value, a spinner otherwise.
  public func makeBody(configuration: Configuration) -> some View {
    if configuration.fractionCompleted == nil {
      CircularProgressViewStyle().makeBody(configuration: configuration)
    } else {
      LinearProgressViewStyle().makeBody(configuration: configuration)
    }
  }
}

/// A 4-point bar filled with the tint up to the fraction done, under the label, as SwiftUI's
/// `LinearProgressViewStyle`; it fills the width offered. Indeterminate, the bar is empty.
///
/// The fill is `.tint(_:)` when one is set, else the accent colour (blue), as in SwiftUI, whose
/// documentation replaces the deprecated `LinearProgressViewStyle(tint:)` with `tint(_:)`.
public struct LinearProgressViewStyle: ProgressViewStyle {
  /// The linear style.
  public init() {}

  /// The label, the bar, then the current value label, leading-aligned, 4 points apart.
  public func makeBody(configuration: Configuration) -> some View {
    let fraction = configuration.fractionCompleted ?? 0
    VStack(alignment: .leading, spacing: 4) {
      if let label = configuration.label { label }
      Capsule()
        .fill(ProgressColors.track)
        .frame(height: 4)
        .overlay(alignment: .leading) {
          GeometryReader { proxy in
            Capsule().fill(.tint).frame(width: proxy.size.width * fraction)
          }
        }
      if let current = configuration.currentValueLabel {
        current.font(.caption).foregroundStyle(.secondary)
      }
    }
  }
}

/// iOS's activity indicator: eight spokes fading around a 20-point circle, with the label
/// under it, as SwiftUI's `CircularProgressViewStyle`. As on iOS, it shows a spinner even when
/// the progress view has a value; unlike iOS, the spinner does not turn.
///
/// The spokes are iOS's activity-indicator grey unless a `.tint(_:)` is set around the
/// progress view: then they take the tint, as in SwiftUI, whose documentation replaces the
/// deprecated `CircularProgressViewStyle(tint:)` with `tint(_:)`. The app's accent colour alone
/// does not colour them (iOS's spinner stays grey in a blue-accented app).
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// The circular style.
  public init() {}

  /// The spinner, then the label in secondary grey, 8 points apart.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 8) {
      Spinner()
      if let label = configuration.label { label.foregroundStyle(.secondary) }
    }
  }
}

/// The eight spokes of the spinner, in the tint when one is set, else in iOS's grey.
private struct Spinner: View {
  @Environment(\.tint) private var tint

  var body: some View {
    ZStack {
      ForEach(0..<8) { index in
        Spoke(index: index)
          .fill((tint ?? ProgressColors.spoke).opacity(1 - Double(index) * 0.1))
      }
    }
    .frame(width: 20, height: 20)
  }
}

/// One spoke of the spinner: a rounded bar from the centre outwards, the first at twelve
/// o'clock, the others going anticlockwise so the opacities fade behind the leading spoke.
private struct Spoke: Shape {
  let index: Int

  func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    let width = side * 0.12
    let length = side * 0.29
    let bar = Raster.Path(
      roundedRect: Rect(x: -width / 2, y: -side / 2, width: width, height: length),
      radii: CornerRadii(all: width / 2), continuous: false)
    let angle = -Double(index) * .pi / 4
    return Path(
      bar.applying(
        Transform(rotation: angle)
          .concatenating(Transform(translationX: rect.midX, y: rect.midY))))
  }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The platform's default: a bar with a value, a spinner without.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A horizontal bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The colours of the built-in progress styles.
enum ProgressColors {
  /// iOS's `systemFill` track behind the bar.
  static let track = Color(light: Color(hex: "#78788033"), dark: Color(hex: "#7878805C"))
  /// iOS's activity indicator grey.
  static let spoke = Color(light: Color(hex: "#8E8E93"), dark: Color(hex: "#98989F"))
}

// MARK: - Environment

extension ProgressViewStyleConfiguration: StyleConfiguration {
  static var automaticStyle: AnyStyle<Self> {
    AnyStyle(DefaultProgressViewStyle()) { $0.makeBody(configuration: $1) }
  }
}

extension View {
  /// The style of every `ProgressView` inside the view, as SwiftUI's `progressViewStyle(_:)`.
  nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    environmentStyle(AnyStyle(style) { $0.makeBody(configuration: $1) })
  }
}
