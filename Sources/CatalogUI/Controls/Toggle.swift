// MARK: - Toggle

/// A control that turns a setting on or off, as SwiftUI's `Toggle`: the `ToggleStyle` in the
/// environment draws it (a switch by default); the toggle is one accessibility element with
/// the toggle trait, labelled by its label, valued "On" or "Off", and a tap flips `isOn`.
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle bound to `isOn`, described by `label`.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// The label drawn by the style, with the toggle's tap and accessibility around it.
  public var body: some View {
    let isOn = isOn
    let label = AnyView(self.label)
    return ToggleStyleConfiguration(
      label: ToggleStyleConfiguration.Label(content: label), isOn: isOn
    )
    .styledBody
    .onTapGesture { isOn.wrappedValue.toggle() }
    .accessibilityElement(children: .combine)
    .accessibilityAddTraits(.isToggle)
    .accessibilityValue(isOn.wrappedValue ? "On" : "Off")
  }
}

extension Toggle where Label == Text {
  /// A toggle labelled with a literal's text (interpolations formatted as `Text`'s are),
  /// bound to `isOn`.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle labelled with a string, shown as it is, bound to `isOn`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

// MARK: - ToggleStyle

/// A look for every `Toggle` inside a view, as SwiftUI's `ToggleStyle`: `makeBody` draws the
/// toggle from its configuration; the toggle keeps its tap and accessibility.
///
/// A style that flips `configuration.isOn` in its own gesture replaces the toggle's tap.
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// What the toggle hands the style.
  typealias Configuration = ToggleStyleConfiguration
  /// Draws the toggle from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

// MARK: - ToggleStyleConfiguration

/// What a `Toggle` hands its `ToggleStyle`: its label and a binding to its state.
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view.
  public struct Label: View, StyleConfigurationContent {
    let content: AnyView
  }

  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on; `$isOn` is a binding to it.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for a mix of on and off sources: always `false`, since
  /// `Toggle(sources:isOn:label:)` is not supported.
  public var isMixed: Bool { false }

  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    _isOn = isOn
  }
}

// MARK: - Built-in toggle styles

/// The platform's default toggle style: `.switch` on iOS, as SwiftUI's `DefaultToggleStyle`.
public struct DefaultToggleStyle: ToggleStyle {
  /// The default style.
  public init() {}

  /// The label leading and a switch trailing.
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleStyle().makeBody(configuration: configuration)
  }
}

/// The label leading and iOS's switch trailing: a 51×31 track, green (or the tint) when on,
/// with a white knob, as SwiftUI's `SwitchToggleStyle`. The toggle fills the width offered;
/// with `labelsHidden()` it is the switch alone.
///
/// Disabled, the switch is drawn at half opacity and the label in iOS's disabled grey
/// (`tertiaryLabel`, as a disabled button's title), as iOS dims a disabled row. Apple's
/// `disabled(_:)` documentation only says people cannot interact with the view, and UIKit's
/// `UIControl.State.disabled` that a disabled control "draws itself with a dimmed
/// appearance"; the exact grey of a disabled label cannot be known without a device. A label
/// that sets its own colour keeps it.
public struct SwitchToggleStyle: ToggleStyle {
  /// The switch style.
  public init() {}

  /// The label leading and a switch trailing.
  public func makeBody(configuration: Configuration) -> some View {
    let isOn = configuration.isOn
    return EnvironmentReader { environment in
      let track = ZStack(alignment: isOn ? .trailing : .leading) {
        Capsule()
          .fill(isOn ? environment.tint ?? Color.green : ToggleColors.offTrack)
          .frame(width: 51, height: 31)
        Circle()
          .fill(Color.white)
          .frame(width: 27, height: 27)
          .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, y: 2)
          .padding(2)
          .modifier(SwitchKnobTag())
      }
      .opacity(environment.isEnabled ? 1 : 0.5)
      .accessibilityStandardControl(
        SystemPalette.isSystemTint(environment.tint, in: environment.colorScheme)
          ? "Toggle" : nil,
        standardSize: CGSize(width: 51, height: 31))
      if environment.labelsHidden {
        track.accessibilityOnlyLabel(configuration.label)
      } else {
        HStack {
          configuration.label
            .foregroundStyle(environment.isEnabled ? Color.primary : ButtonColors.disabledText)
          Spacer()
          track
        }
      }
    }
  }
}

/// A button that shows whether the toggle is on: the label in the tint colour, on a light
/// fill of it when on, as SwiftUI's `ButtonToggleStyle`.
public struct ButtonToggleStyle: ToggleStyle {
  /// The button style.
  public init() {}

  /// The label in the tint colour, on a tinted rounded fill when on.
  public func makeBody(configuration: Configuration) -> some View {
    let isOn = configuration.isOn
    return EnvironmentReader { environment in
      let tint = environment.tint ?? Color.accentColor
      configuration.label
        .foregroundStyle(environment.isEnabled ? tint : ButtonColors.disabledText)
        .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        .background(
          isOn ? tint.opacity(0.15) : Color.clear,
          in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's default: `.switch` on iOS.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// iOS's switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button tinted when on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

// MARK: - SwitchKnobTag

/// Makes the switch's knob one element of `ViewHost.animate(_:_:)` under the id of its
/// identity, so a change of the toggle slides the knob from one end of the track to the other
/// with the change's animation while the track's colour fades between off and on underneath,
/// as iOS's switch does, rather than crossfading a knob at each end.
nonisolated struct SwitchKnobTag: TagModifier {
  @MainActor func tag(_ tags: inout NodeTags, in context: ResolveContext) {
    guard tags.transitionTag == nil else { return }
    tags.transitionTag = TransitionTag(
      id: TransitionID("view \(context.identity)"), fileID: #fileID, line: #line)
  }
}

/// The colours of the switch.
enum ToggleColors {
  /// iOS's `secondarySystemFill` behind an off switch.
  static let offTrack = Color(light: Color(hex: "#78788029"), dark: Color(hex: "#78788052"))
}

// MARK: - Environment

extension ToggleStyleConfiguration: StyleConfiguration {
  static var automaticStyle: AnyStyle<Self> {
    AnyStyle(DefaultToggleStyle()) { $0.makeBody(configuration: $1) }
  }
}

extension View {
  /// The style of every `Toggle` inside the view, as SwiftUI's `toggleStyle(_:)`.
  nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    environmentStyle(AnyStyle(style) { $0.makeBody(configuration: $1) })
  }
}
