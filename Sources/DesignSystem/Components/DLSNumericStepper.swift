import CatalogUI

// MARK: - DLSNumericStepperConfiguration

/// What a stepper style receives: the value, the bounds, and the actions to call.
public struct DLSNumericStepperConfiguration: Equatable {
  /// What the number counts ("Guests").
  public let label: String
  /// The value, already clamped to `range`.
  public let value: Int
  /// The bounds of the value.
  public let range: ClosedRange<Int>
  /// Whether the stepper can be used (`false` inside `.disabled(true)`).
  public let isEnabled: Bool
  /// Call when the user taps the control that raises the value.
  @ExcludedFromEquality public internal(set) var didTapIncrement: () -> Void
  /// Call when the user taps the control that lowers the value.
  @ExcludedFromEquality public internal(set) var didTapDecrement: () -> Void
  /// Whether the value can go up: enabled and below the upper bound.
  public var canIncrement: Bool { isEnabled && value < range.upperBound }
  /// Whether the value can go down: enabled and above the lower bound.
  public var canDecrement: Bool { isEnabled && value > range.lowerBound }
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
      let increment: () -> Void = {
        binding.wrappedValue = min(binding.wrappedValue + 1, range.upperBound)
      }
      let decrement: () -> Void = {
        binding.wrappedValue = max(binding.wrappedValue - 1, range.lowerBound)
      }
      let isEnabled = environment.isEnabled
      let configuration = DLSNumericStepperConfiguration(
        label: label, value: min(max(binding.wrappedValue, range.lowerBound), range.upperBound),
        range: range,
        isEnabled: environment.isEnabled, didTapIncrement: increment, didTapDecrement: decrement)
      environment.componentStyle(default: DefaultStepperStyle())
        .makeBody(configuration: configuration)
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
