// MARK: - Slider

/// A control for choosing a value in a range, as SwiftUI's `Slider` on iOS: a track filled
/// with the tint up to a white knob, between the minimum and maximum value labels when given.
/// As on iOS, the label is not drawn: it names the slider for accessibility. The slider fills
/// the width offered.
///
/// Metrics (UIKit's `UISlider` on iOS 13 and later): a 4 pt track with round ends, filled
/// with the tint (`.tint(_:)`, else the accent colour) from the minimum to the knob and iOS's
/// `systemFill` (#787880 at 20 % light, 36 % dark) after it; a 28 pt white knob whose centre
/// travels from 14 pt inside one end to 14 pt inside the other, with a soft shadow (black at
/// 15 %, 3 pt blur, 2 pt down) and a hairline ring (black at 4 %); the slider is 28 pt tall,
/// the value labels 8 pt from the track. The shadow and ring values are CatalogUI's reading
/// of iOS's look, not published numbers.
///
/// It is one adjustable accessibility element labelled by its label and valued as a
/// percentage of the range ("50%"), as VoiceOver reads `UISlider`. `ViewElement.increment()`
/// and `decrement()` move it by its step, or by a tenth of the range without one (as
/// `UISlider.accessibilityIncrement()`), calling `onEditingChanged(true)` then `(false)`.
public struct Slider<Label: View, ValueLabel: View>: View {
  let fraction: Double
  let label: Label
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?
  let adjust: (AccessibilityAdjustmentDirection) -> Void

  init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label,
    minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?,
    onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    let lower = Double(bounds.lowerBound)
    let span = Double(bounds.upperBound) - lower
    let current = Double(value.wrappedValue)
    let fraction = span > 0 && current.isFinite ? (current - lower) / span : 0
    self.fraction = min(max(fraction, 0), 1)
    self.label = label
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
    var stepSize: Double?
    if let step, Double(step) > 0, Double(step).isFinite { stepSize = Double(step) }
    let stepped = stepSize
    adjust = { direction in
      let by = stepped ?? span / 10
      guard by.isFinite, by > 0 else { return }
      let moved = Double(value.wrappedValue) + (direction == .increment ? by : -by)
      var next = min(max(moved, lower), lower + span)
      if let stepped { next = lower + ((next - lower) / stepped).rounded() * stepped }
      onEditingChanged(true)
      value.wrappedValue = V(min(next, lower + span))
      onEditingChanged(false)
    }
  }

  /// The value labels and the track with its knob, as one adjustable element.
  public var body: some View {
    let adjust = adjust
    return HStack(spacing: SliderMetrics.labelSpacing) {
      if let minimumValueLabel { minimumValueLabel.accessibilityHidden(true) }
      SliderTrack(fraction: fraction)
      if let maximumValueLabel { maximumValueLabel.accessibilityHidden(true) }
    }
    .accessibilityOnlyLabel(label)
    .accessibilityElement(children: .combine)
    .accessibilityValue("\(Int((fraction * 100).rounded()))%")
    .accessibilityAdjustableAction { adjust($0) }
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider for `value` in `bounds`, moving continuously.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: nil,
      maximumValueLabel: nil, onEditingChanged: onEditingChanged)
  }

  /// A slider for `value` in `bounds`, moving by `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: nil,
      maximumValueLabel: nil, onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider for `value` in `bounds` named by `label`, moving continuously.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: nil,
      maximumValueLabel: nil, onEditingChanged: onEditingChanged)
  }

  /// A slider for `value` in `bounds` named by `label`, moving by `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: nil,
      maximumValueLabel: nil, onEditingChanged: onEditingChanged)
  }
}

extension Slider {
  /// A slider for `value` in `bounds` named by `label`, between value labels, moving
  /// continuously.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
      onEditingChanged: onEditingChanged)
  }

  /// A slider for `value` in `bounds` named by `label`, between value labels, moving by
  /// `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
      onEditingChanged: onEditingChanged)
  }
}

// MARK: - SliderTrack

/// The track, filled up to the knob, and the knob, as documented on `Slider`.
private struct SliderTrack: View {
  let fraction: Double

  var body: some View {
    let fraction = fraction
    return EnvironmentReader { environment in
      GeometryReader { proxy in
        let knob = SliderMetrics.knob
        let travel = max(proxy.size.width - knob, 0)
        let centre = knob / 2 + travel * fraction
        ZStack(alignment: .leading) {
          Capsule()
            .fill(SliderMetrics.track)
            .frame(height: SliderMetrics.trackHeight)
          Capsule()
            .fill(environment.tint ?? Color.accentColor)
            .frame(width: centre, height: SliderMetrics.trackHeight)
          Circle()
            .fill(Color.white)
            .overlay { Circle().strokeBorder(SliderMetrics.knobRing, lineWidth: 0.5) }
            .frame(width: knob, height: knob)
            .shadow(color: SliderMetrics.knobShadow, radius: 3, y: 2)
            .padding(.leading, centre - knob / 2)
        }
        .frame(width: proxy.size.width, height: proxy.size.height)
      }
      .frame(height: SliderMetrics.knob)
      .opacity(environment.isEnabled ? 1 : 0.5)
    }
  }
}

/// The numbers of the slider, documented on `Slider`.
enum SliderMetrics {
  static let trackHeight: Double = 4
  static let knob: Double = 28
  static let labelSpacing: Double = 8
  static let track = Color(light: Color(hex: "#78788033"), dark: Color(hex: "#7878805C"))
  static let knobShadow = Color(white: 0, opacity: 0.15)
  static let knobRing = Color(white: 0, opacity: 0.04)
}
