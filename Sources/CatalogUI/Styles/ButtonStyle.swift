// MARK: - ButtonStyle

/// A look for every `Button` inside a view, as SwiftUI's `ButtonStyle`: `makeBody` draws the
/// button from its configuration; the button keeps its tap and accessibility (one element with
/// the button trait, labelled by its label) whatever the style draws.
///
/// As in SwiftUI, a style may hold `@Environment(\.isEnabled)`, `@State` and any value; they
/// read the environment of the button the style draws.
@MainActor @preconcurrency
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
  public struct Label: View, StyleConfigurationContent {
    let content: AnyView
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
@MainActor @preconcurrency
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

// Both protocols keep their style under the primitive configuration, so the innermost
// `buttonStyle(_:)` wins, whichever protocol its style has.
extension PrimitiveButtonStyleConfiguration: StyleConfiguration {
  static var automaticStyle: AnyStyle<Self> {
    AnyStyle(DefaultButtonStyle()) { $0.makeBody(configuration: $1) }
  }
}

extension View {
  /// The style of every `Button` inside the view, as SwiftUI's `buttonStyle(_:)`.
  nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environmentStyle(
      AnyStyle(style) { (style: S, configuration: PrimitiveButtonStyleConfiguration) in
        style.makeBody(
          configuration: ButtonStyleConfiguration(
            role: configuration.role, label: configuration.label, isPressed: false))
      })
  }

  /// The style of every `Button` inside the view, deciding when its action runs, as SwiftUI's
  /// `buttonStyle(_:)` for primitive styles.
  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environmentStyle(AnyStyle(style) { $0.makeBody(configuration: $1) })
  }
}
