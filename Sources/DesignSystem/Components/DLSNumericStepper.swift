import CatalogUI

// MARK: - DLSNumericStepperStyle

/// What a stepper style receives: the value, the bounds, and the actions to call.
public struct DLSNumericStepperConfiguration: Sendable {
  /// What the number counts ("Guests").
  public let label: String
  public let value: Int
  public let range: ClosedRange<Int>
  public let isEnabled: Bool
  public let onIncrement: @Sendable () -> Void
  public let onDecrement: @Sendable () -> Void
  public var canIncrement: Bool { isEnabled && value < range.upperBound }
  public var canDecrement: Bool { isEnabled && value > range.lowerBound }
}

/// The visual variants of `DLSNumericStepper` (the flexible styles of the source documents).
public protocol DLSNumericStepperStyle: Sendable {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: DLSNumericStepperConfiguration) -> Body
}

/// The label leading and two round outlined buttons around the value trailing, as SwiftUI's
/// `Stepper` shows its label.
public struct DefaultStepperStyle: DLSNumericStepperStyle {
  public init() {}
  public func makeBody(configuration c: DLSNumericStepperConfiguration) -> some View {
    HStack(spacing: DLSSpacing.m) {
      Text(c.label).font(DLSFont.body)
        .foregroundStyle(c.isEnabled ? DLSColor.textPrimary : DLSColor.textTertiary)
      Spacer(minLength: 0)
      StepperButton(icon: .minus, isEnabled: c.canDecrement, action: c.onDecrement).id("decrement")
      Text("\(c.value)").font(DLSFont.body.monospacedDigit()).frame(minWidth: 24)
        .foregroundStyle(DLSColor.textPrimary)
      StepperButton(icon: .plus, isEnabled: c.canIncrement, action: c.onIncrement).id("increment")
    }
  }
}

/// A compact capsule with the value in the middle; the label is only spoken, so place it beside
/// the stepper where it needs to be seen.
public struct CompactStepperStyle: DLSNumericStepperStyle {
  public init() {}
  public func makeBody(configuration c: DLSNumericStepperConfiguration) -> some View {
    HStack(spacing: 0) {
      DLSIcon.minus.image(size: 16).padding(DLSSpacing.s)
        .foregroundStyle(c.canDecrement ? DLSColor.textPrimary : DLSColor.textTertiary)
        .onTapGesture(perform: c.onDecrement).disabled(!c.canDecrement).id("decrement")
      Text("\(c.value)").font(DLSFont.subheadline.monospacedDigit().weight(.semibold))
        .foregroundStyle(DLSColor.textPrimary).frame(minWidth: 20)
      DLSIcon.plus.image(size: 16).padding(DLSSpacing.s)
        .foregroundStyle(c.canIncrement ? DLSColor.textPrimary : DLSColor.textTertiary)
        .onTapGesture(perform: c.onIncrement).disabled(!c.canIncrement).id("increment")
    }
    .background(DLSColor.surface, in: Capsule())
  }
}

extension DLSNumericStepperStyle where Self == DefaultStepperStyle {
  public static var standard: DefaultStepperStyle { DefaultStepperStyle() }
}
extension DLSNumericStepperStyle where Self == CompactStepperStyle {
  public static var compact: CompactStepperStyle { CompactStepperStyle() }
}

struct StepperButton: View {
  let icon: DLSIcon
  let isEnabled: Bool
  let action: @Sendable () -> Void
  var body: some View {
    icon.image(size: 16)
      .foregroundStyle(isEnabled ? DLSColor.textPrimary : DLSColor.disabled)
      .frame(width: 32, height: 32)
      .overlay { Circle().strokeBorder(isEnabled ? DLSColor.textTertiary : DLSColor.disabled) }
      // Disabled at a bound, so the button drops taps rather than swallowing them.
      .onTapGesture(perform: action).disabled(!isEnabled)
  }
}

struct AnyStepperStyle: Sendable {
  let makeBody: @Sendable (DLSNumericStepperConfiguration) -> AnyView
  init<S: DLSNumericStepperStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

struct StepperStyleKey: EnvironmentKey {
  static let defaultValue = AnyStepperStyle(DefaultStepperStyle())
}

extension View {
  /// The style of every `DLSNumericStepper` inside this view.
  public func numericStepperStyle<S: DLSNumericStepperStyle>(_ style: S) -> some View {
    environment(\.stepperStyle, AnyStepperStyle(style))
  }
}

extension EnvironmentValues {
  var stepperStyle: AnyStepperStyle {
    get { self[StepperStyleKey.self] }
    set { self[StepperStyleKey.self] = newValue }
  }
}

// MARK: - DLSNumericStepper

/// A number the user raises and lowers within bounds. The base view owns the bounds, the
/// actions and accessibility (one adjustable element: "Guests, 2"); styles only draw.
public struct DLSNumericStepper: View {
  let label: String
  let value: Binding<Int>
  let range: ClosedRange<Int>

  public init(_ label: String, value: Binding<Int>, in range: ClosedRange<Int>) {
    self.label = label
    self.value = value
    self.range = range
  }

  public var body: some View {
    EnvironmentReader { environment in
      let binding = value
      let range = self.range
      let increment: @Sendable () -> Void = {
        binding.wrappedValue = min(binding.wrappedValue + 1, range.upperBound)
      }
      let decrement: @Sendable () -> Void = {
        binding.wrappedValue = max(binding.wrappedValue - 1, range.lowerBound)
      }
      let isEnabled = environment.isEnabled
      let configuration = DLSNumericStepperConfiguration(
        label: label, value: min(max(binding.wrappedValue, range.lowerBound), range.upperBound),
        range: range,
        isEnabled: environment.isEnabled, onIncrement: increment, onDecrement: decrement)
      environment.stepperStyle.makeBody(configuration)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(label)
        .accessibilityValue("\(configuration.value)")
        .accessibilityAddTraits(isEnabled ? [] : .isNotEnabled)
        .accessibilityAdjustableAction { direction in
          guard isEnabled else { return }
          switch direction {
          case .increment: increment()
          case .decrement: decrement()
          }
        }
    }
  }
}
