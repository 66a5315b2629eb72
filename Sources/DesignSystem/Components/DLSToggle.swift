import CatalogUI

// MARK: - DLSToggleConfiguration

/// What a toggle style receives: the title and the state.
public struct DLSToggleConfiguration: Equatable, Sendable {
  /// The toggle's title.
  public let title: String
  /// Whether the toggle is on.
  public let isOn: Bool
  /// Whether the toggle can be used (`false` inside `.disabled(true)`).
  public let isEnabled: Bool
}

// MARK: - DLSToggle

/// An on/off control with a label. The base view owns interaction (a tap flips the binding,
/// except when disabled) and accessibility (one element with the toggle trait, valued "On" or
/// "Off"); styles only draw.
public struct DLSToggle: View {
  let title: String
  let isOn: Binding<Bool>

  /// A toggle titled `title` bound to `isOn`.
  public init(_ title: String, isOn: Binding<Bool>) {
    self.title = title
    self.isOn = isOn
  }

  public var body: some View {
    EnvironmentReader { environment in
      let on = isOn.wrappedValue
      let binding = isOn
      environment.componentStyle(default: DLSSwitchToggleStyle()).makeBody(
        configuration: DLSToggleConfiguration(
          title: title, isOn: on,
          isEnabled: environment.isEnabled)
      )
      .minimumTouchTarget()
      .onTapGesture { binding.wrappedValue.toggle() }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(title)
      .accessibilityValue(on ? "On" : "Off")
      .accessibilityAddTraits(.isToggle)
    }
  }
}
