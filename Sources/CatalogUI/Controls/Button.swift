import Raster

// MARK: - Button

/// What a button does, for styling destructive and cancel actions.
public enum ButtonRole: Hashable, Sendable { case destructive, cancel }

/// A control that performs an action when tapped; its label is one accessibility element.
public struct Button<Label: View>: View {
  let action: @MainActor () -> Void
  let role: ButtonRole?
  let label: Label

  /// A button that runs `action` when tapped, labelled with `label`; as in SwiftUI, the action
  /// runs on the main actor.
  @preconcurrency
  public init(
    role: ButtonRole? = nil, action: @escaping @MainActor () -> Void,
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
      role: role, label: ButtonStyleConfiguration.Label(content: AnyView(label)),
      action: { action() }
    )
    .styledBody
    .onTapGesture { action() }
    .accessibilityElement(children: .combine)
    .accessibilityAddTraits(.isButton)
  }
}

extension Button where Label == Text {
  /// A button labelled with a literal's text, its interpolations formatted as `Text`'s are.
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// A button labelled with a string, shown as it is.
  @_disfavoredOverload @preconcurrency
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}
