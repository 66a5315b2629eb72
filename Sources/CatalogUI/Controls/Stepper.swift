// MARK: - Stepper

/// A control that raises or lowers a value by a step, as SwiftUI's `Stepper`: the label
/// leading and iOS's minus/plus pill (94×32) trailing; the stepper fills the width offered
/// (with `labelsHidden()` it is the pill alone).
/// It is one adjustable accessibility element labelled by its label and valued by the value,
/// so `ViewElement.increment()` and `decrement()` step it; a tap on either half of the pill
/// does the same. A half that would pass a bound is dimmed and does nothing.
///
/// Unlike SwiftUI, `onEditingChanged` is called with `true` then `false` around each step.
public struct Stepper<Label: View>: View {
  let label: Label
  let valueText: String?
  let canIncrement: Bool
  let canDecrement: Bool
  let increment: () -> Void
  let decrement: () -> Void

  /// A stepper that runs `onIncrement` and `onDecrement`; either may be `nil` to disable it.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    valueText = nil
    canIncrement = onIncrement != nil
    canDecrement = onDecrement != nil
    increment = Self.editing(onIncrement ?? {}, onEditingChanged)
    decrement = Self.editing(onDecrement ?? {}, onEditingChanged)
  }

  /// A stepper changing `value` by `step` within `bounds`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    let current = value.wrappedValue
    valueText = String(describing: current)
    canIncrement = current < bounds.upperBound
    canDecrement = current > bounds.lowerBound
    increment = Self.editing(
      {
        value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound)
      }, onEditingChanged)
    decrement = Self.editing(
      {
        value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound)
      }, onEditingChanged)
  }

  /// A stepper changing `value` by `step`, without bounds (the label comes before
  /// `onEditingChanged` here, as in SwiftUI).
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    valueText = String(describing: value.wrappedValue)
    canIncrement = true
    canDecrement = true
    increment = Self.editing(
      { value.wrappedValue = value.wrappedValue.advanced(by: step) },
      onEditingChanged)
    decrement = Self.editing(
      { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
      onEditingChanged)
  }

  private static func editing(
    _ change: @escaping () -> Void,
    _ onEditingChanged: @escaping (Bool) -> Void
  ) -> () -> Void {
    {
      onEditingChanged(true)
      change()
      onEditingChanged(false)
    }
  }

  /// The label and the pill, as one adjustable element.
  public var body: some View {
    let increment = canIncrement ? self.increment : {}
    let decrement = canDecrement ? self.decrement : {}
    let pill = StepperPill(
      canIncrement: canIncrement, canDecrement: canDecrement,
      increment: increment, decrement: decrement)
    let label = label
    return EnvironmentReader { environment in
      if environment.labelsHidden {
        pill.accessibilityOnlyLabel(label)
      } else {
        HStack {
          label
          Spacer()
          pill
        }
      }
    }
    .accessibilityElement(children: .combine)
    .accessibilityValue(valueText ?? "")
    .accessibilityAdjustableAction { direction in
      switch direction {
      case .increment: increment()
      case .decrement: decrement()
      }
    }
  }
}

extension Stepper where Label == Text {
  /// A stepper with a text label changing `value` by `step` within `bounds`.
  public init<V: Strideable>(
    _ title: String, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) {
      Text(title)
    }
  }

  /// A stepper with a text label changing `value` by `step`, without bounds.
  public init<V: Strideable>(
    _ title: String, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, step: step, label: { Text(title) },
      onEditingChanged: onEditingChanged)
  }

  /// A stepper with a text label that runs `onIncrement` and `onDecrement`.
  public init(
    _ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }
}

// MARK: - StepperPill

/// iOS's stepper pill: minus and plus halves of 47×32 on a grey rounded fill, split by a
/// short line.
private struct StepperPill: View {
  let canIncrement: Bool
  let canDecrement: Bool
  let increment: () -> Void
  let decrement: () -> Void

  var body: some View {
    EnvironmentReader { environment in
      HStack(spacing: 0) {
        half("minus", isEnabled: canDecrement && environment.isEnabled, action: decrement)
        Rectangle()
          .fill(StepperColors.separator)
          .frame(width: 1, height: 18)
        half("plus", isEnabled: canIncrement && environment.isEnabled, action: increment)
      }
      .background(StepperColors.fill, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
      .accessibilityStandardControl("Stepper", standardSize: CGSize(width: 94, height: 32))
    }
  }

  private func half(_ symbol: String, isEnabled: Bool, action: @escaping () -> Void)
    -> some View
  {
    Image(systemName: symbol)
      .font(.system(size: 17, weight: .medium))
      .foregroundStyle(isEnabled ? Color.primary : ButtonColors.disabledText)
      .frame(width: 46.5, height: 32)
      .contentShape(Rectangle())
      .onTapGesture(perform: action)
  }
}

/// The colours of the stepper pill.
private enum StepperColors {
  /// iOS's `tertiarySystemFill`.
  static let fill = Color(light: Color(hex: "#7676801F"), dark: Color(hex: "#7676803D"))
  /// iOS's `separator`.
  static let separator = Color(light: Color(hex: "#3C3C434A"), dark: Color(hex: "#54545899"))
}
