import CatalogUI

// MARK: - DLSNumericStepperStyle

/// The visual variants of `DLSNumericStepper` (the flexible styles of the source documents).
public protocol DLSNumericStepperStyle: ComponentStyle
where Configuration == DLSNumericStepperConfiguration {}

extension View {
  /// The style of every `DLSNumericStepper` inside this view.
  public func dlsNumericStepperStyle(_ style: some DLSNumericStepperStyle) -> some View {
    componentStyle(style)
  }
}

// MARK: - DefaultStepperStyle

/// The label leading and two round outlined buttons around the value trailing, as SwiftUI's
/// `Stepper` shows its label.
public struct DefaultStepperStyle: DLSNumericStepperStyle {
  /// The standard style.
  public init() {}
  public func makeBody(configuration c: DLSNumericStepperConfiguration) -> some View {
    HStack(spacing: DLSSpacing.m) {
      Text(c.label).font(DLSFont.body)
        .foregroundStyle(c.isEnabled ? DLSColor.textPrimary : DLSColor.textTertiary)
      Spacer(minLength: 0)
      // The buttons' touch areas reach 6 pt past their circles, so the spacing around the value
      // is 6 pt less than the row's: the circles stay 12 pt from the value.
      HStack(spacing: DLSSpacing.m - StepperButton.touchInset) {
        StepperButton(icon: .minus, isEnabled: c.canDecrement, didTap: c.didTapDecrement)
          .id("decrement")
        Text("\(c.value)").font(DLSFont.body.monospacedDigit()).frame(minWidth: 24)
          .foregroundStyle(DLSColor.textPrimary)
        StepperButton(icon: .plus, isEnabled: c.canIncrement, didTap: c.didTapIncrement)
          .id("increment")
      }
    }
  }
}

// MARK: - CompactStepperStyle

/// A compact capsule with the value in the middle; the label is only spoken, so place it beside
/// the stepper where it needs to be seen.
public struct CompactStepperStyle: DLSNumericStepperStyle {
  /// The compact style.
  public init() {}
  public func makeBody(configuration c: DLSNumericStepperConfiguration) -> some View {
    HStack(spacing: 0) {
      DLSIcon.minus.image(size: 16).minimumTouchTarget()
        .foregroundStyle(c.canDecrement ? DLSColor.textPrimary : DLSColor.textTertiary)
        .onTapGesture(perform: c.didTapDecrement).disabled(!c.canDecrement).id("decrement")
      Text("\(c.value)").font(DLSFont.subheadline.monospacedDigit().weight(.semibold))
        .foregroundStyle(DLSColor.textPrimary).frame(minWidth: 20)
      DLSIcon.plus.image(size: 16).minimumTouchTarget()
        .foregroundStyle(c.canIncrement ? DLSColor.textPrimary : DLSColor.textTertiary)
        .onTapGesture(perform: c.didTapIncrement).disabled(!c.canIncrement).id("increment")
    }
    // The capsule is drawn inside the buttons' 44 pt touch areas, 8 pt around the icons as
    // before, so the control looks as it did while its targets grew.
    .background { Capsule().fill(DLSColor.surface).padding(StepperButton.touchInset) }
  }
}

extension DLSNumericStepperStyle where Self == DefaultStepperStyle {
  /// The label beside round buttons.
  public static var standard: DefaultStepperStyle { DefaultStepperStyle() }
}
extension DLSNumericStepperStyle where Self == CompactStepperStyle {
  /// A compact capsule.
  public static var compact: CompactStepperStyle { CompactStepperStyle() }
}

// MARK: - StepperButton

/// A round outlined button of 32 points in a touch area of 44.
struct StepperButton: View {
  /// How far the touch area reaches past the circle on each side, in points.
  static let touchInset = (TouchTarget.minimumSide - 32) / 2

  let icon: DLSIcon
  let isEnabled: Bool
  let didTap: () -> Void
  var body: some View {
    icon.image(size: 16)
      .foregroundStyle(isEnabled ? DLSColor.textPrimary : DLSColor.disabled)
      .frame(width: 32, height: 32)
      .overlay { Circle().strokeBorder(isEnabled ? DLSColor.controlBorder : DLSColor.disabled) }
      .minimumTouchTarget()
      // Disabled at a bound, so the button drops taps rather than swallowing them.
      .onTapGesture(perform: didTap).disabled(!isEnabled)
  }
}
