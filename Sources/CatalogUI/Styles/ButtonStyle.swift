// MARK: - ButtonStyle

/// A look for every `Button` inside a view, as SwiftUI's `ButtonStyle`: `makeBody` draws the
/// button from its configuration; the button keeps its tap and accessibility (one element with
/// the button trait, labelled by its label) whatever the style draws.
///
/// Unlike `ComponentStyle`, styles need not be `Sendable`, so a style may hold
/// `@Environment(\.isEnabled)` and any value, as in SwiftUI.
public protocol ButtonStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// What the button hands the style.
  typealias Configuration = ButtonStyleConfiguration
  /// Draws the button from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

// MARK: - ButtonStyleConfiguration

/// What a `Button` hands its `ButtonStyle`: its label, role and whether it is pressed.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View, PrimitiveView {
    let content: AnyView

    func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
      content.resolve(in: context, into: &nodes)
    }
  }

  /// The button's role (destructive, cancel), if any.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  /// Whether a finger is down on the button: always `false`, since snapshots and hosts show
  /// buttons at rest (SwiftUI sets it while the button is touched).
  public let isPressed: Bool
}

// MARK: - PrimitiveButtonStyle

/// A look for every `Button` inside a view that also decides when the button's action runs,
/// as SwiftUI's `PrimitiveButtonStyle`: `configuration.trigger()` runs it.
///
/// Unlike SwiftUI, the button keeps its own tap as well, so a style that attaches no gesture
/// still leaves a working button; a style's own `onTapGesture { configuration.trigger() }` runs
/// instead of it, so the action runs once per tap.
public protocol PrimitiveButtonStyle {
  /// The view the style draws.
  associatedtype Body: View
  /// What the button hands the style.
  typealias Configuration = PrimitiveButtonStyleConfiguration
  /// Draws the button from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

// MARK: - PrimitiveButtonStyleConfiguration

/// What a `Button` hands its `PrimitiveButtonStyle`: its label, role and a way to run its
/// action.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, as a view.
  public typealias Label = ButtonStyleConfiguration.Label

  /// The button's role (destructive, cancel), if any.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  let action: () -> Void

  /// Runs the button's action.
  public func trigger() { action() }
}

// MARK: - Environment

/// The style set with `buttonStyle(_:)`: the innermost one wins, whichever protocol it has.
enum ButtonStyleChoice {
  case style(any ButtonStyle)
  case primitive(any PrimitiveButtonStyle)

  /// What the style draws for a button.
  func body(label: AnyView, role: ButtonRole?, action: @escaping () -> Void) -> AnyView {
    let label = ButtonStyleConfiguration.Label(content: label)
    switch self {
    case .style(let style):
      return Self.draw(
        style,
        ButtonStyleConfiguration(
          role: role, label: label,
          isPressed: false))
    case .primitive(let style):
      return Self.draw(
        style,
        PrimitiveButtonStyleConfiguration(
          role: role, label: label,
          action: action))
    }
  }

  private static func draw<S: ButtonStyle>(_ style: S, _ configuration: ButtonStyleConfiguration)
    -> AnyView
  {
    AnyView(StyleBody(style: style) { style.makeBody(configuration: configuration) })
  }

  private static func draw<S: PrimitiveButtonStyle>(
    _ style: S, _ configuration: PrimitiveButtonStyleConfiguration
  ) -> AnyView {
    AnyView(StyleBody(style: style) { style.makeBody(configuration: configuration) })
  }
}

private struct ButtonStyleKey: EnvironmentKey {
  static var defaultValue: ButtonStyleChoice { .primitive(DefaultButtonStyle()) }
}

extension EnvironmentValues {
  /// The button style set with `buttonStyle(_:)`; `.automatic` by default.
  var buttonStyle: ButtonStyleChoice {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// The style of every `Button` inside the view, as SwiftUI's `buttonStyle(_:)`.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    EnvironmentView(content: self) { $0.buttonStyle = .style(style) }
  }

  /// The style of every `Button` inside the view, deciding when its action runs, as SwiftUI's
  /// `buttonStyle(_:)` for primitive styles.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    EnvironmentView(content: self) { $0.buttonStyle = .primitive(style) }
  }
}
