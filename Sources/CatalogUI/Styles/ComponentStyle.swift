// MARK: - ComponentStyle

/// A look for a component: draws it from the configuration its base view hands over.
///
/// The pattern of SwiftUI's `ButtonStyle` and `ToggleStyle`, open to every component. A base
/// view owns behaviour and accessibility: it builds a `Configuration` (what a style may draw
/// from), finds its style with `EnvironmentValues.componentStyle(default:)`, and wraps what the
/// style draws with its taps and accessibility, so a new look never repeats either. A
/// component's own protocol refines this one and fixes the configuration, so its styles get
/// leading-dot names; a modifier named after that protocol sets them:
///
/// ```swift
/// public protocol DLSBadgeStyle: ComponentStyle where Configuration == DLSBadgeConfiguration {}
///
/// extension View {
///   public func dlsBadgeStyle(_ style: some DLSBadgeStyle) -> some View { componentStyle(style) }
/// }
/// ```
///
/// As in SwiftUI's style protocols, a style may hold `@Environment` and `@State`: they read
/// the environment and keep the state of the component the style draws. Configurations are
/// `Equatable`; the closures and views a configuration carries are marked
/// `@ExcludedFromEquality`.
@MainActor @preconcurrency
public protocol ComponentStyle<Configuration> {
  /// What the base view hands the style: the component's data and state.
  associatedtype Configuration: Equatable
  /// The view the style draws.
  associatedtype Body: View
  /// Draws the component from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

// MARK: - Environment

extension EnvironmentValues {
  /// The style set with `componentStyle(_:)` for components drawn from `Default.Configuration`,
  /// or `defaultStyle` where none is set: how a base view finds its look.
  @MainActor
  public func componentStyle<Default: ComponentStyle>(default defaultStyle: Default)
    -> AnyComponentStyle<Default.Configuration>
  {
    guard let erased = style(for: Default.Configuration.self) else {
      return AnyComponentStyle(defaultStyle)
    }
    return AnyComponentStyle(erased: erased)
  }
}

extension View {
  /// The style of every component inside this view that is drawn from `Style.Configuration`;
  /// the innermost setting wins, as with any environment value.
  nonisolated public func componentStyle<Style: ComponentStyle>(_ style: Style) -> some View {
    environmentStyle(AnyComponentStyle(style).erased)
  }
}
