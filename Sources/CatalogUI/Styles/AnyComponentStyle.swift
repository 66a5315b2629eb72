// MARK: - AnyComponentStyle

/// A component style with its type erased: how the environment keeps a style and a base view
/// holds the one it found.
public struct AnyComponentStyle<Configuration: Equatable>: ComponentStyle {
  /// The style this one erases, for a component whose own protocol asks more of its styles
  /// than `makeBody(configuration:)` (cast it to that protocol).
  public let base: any ComponentStyle<Configuration>

  /// Erases `style`; erasing an erased style keeps the original as `base`.
  public init<Style: ComponentStyle>(_ style: Style) where Style.Configuration == Configuration {
    base = (style as? AnyComponentStyle<Configuration>)?.base ?? style
  }

  /// Draws the component with the erased style.
  public func makeBody(configuration: Configuration) -> AnyView {
    // Opening the existential here, rather than capturing the style's view type in a closure,
    // keeps the erased style `Sendable` without asking `View` types to be.
    AnyView(base.makeBody(configuration: configuration))
  }
}
