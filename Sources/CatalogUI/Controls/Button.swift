import Raster

// MARK: - Button

/// What a button does, for styling destructive and cancel actions.
public enum ButtonRole: Hashable, Sendable { case destructive, cancel }

/// A control that performs an action when tapped; its label is one accessibility element.
public struct Button<Label: View>: View {
  let action: () -> Void
  let role: ButtonRole?
  let label: Label

  public init(
    role: ButtonRole? = nil, action: @escaping () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  /// The label drawn by the `ButtonStyle` in the environment (`.automatic` by default), with
  /// the button's tap and accessibility around it, whatever the style.
  public var body: some View {
    PrimitiveButtonStyleConfiguration(
      role: role, label: ButtonStyleConfiguration.Label(content: AnyView(label)), action: action
    )
    .styledBody
    .onTapGesture(perform: action)
    .accessibilityElement(children: .combine)
    .accessibilityAddTraits(.isButton)
  }
}

extension Button where Label == Text {
  /// A button with a text label.
  public init(_ title: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}
