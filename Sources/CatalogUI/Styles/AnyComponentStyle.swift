// MARK: - AnyComponentStyle

/// A component style with its type erased: how a base view holds the style it found.
nonisolated public struct AnyComponentStyle<Configuration: Equatable>: ComponentStyle {
  let erased: AnyStyle<Configuration>

  /// The style this one erases, for a component whose own protocol asks more of its styles
  /// than `makeBody(configuration:)` (cast it to that protocol).
  public var base: any ComponentStyle<Configuration> {
    // Only `componentStyle(_:)` and this initialiser erase styles of an `Equatable`
    // configuration, always component styles; `self` keeps the answer total.
    erased.base as? any ComponentStyle<Configuration> ?? self
  }

  /// Erases `style`; erasing an erased style keeps the original as `base`.
  public init<Style: ComponentStyle>(_ style: Style) where Style.Configuration == Configuration {
    erased =
      (style as? AnyComponentStyle<Configuration>)?.erased
      ?? AnyStyle(style) { $0.makeBody(configuration: $1) }
  }

  init(erased: AnyStyle<Configuration>) { self.erased = erased }

  /// A view `content` draws with the style, its `@Environment` and `@State` properties linked
  /// where the view sits: how a component calls what its own protocol asks of its styles
  /// beyond `makeBody(configuration:)`, as `style.drawing { ($0 as? any DLSTabBarStyle)?… }`.
  @MainActor
  public func drawing<Content: View>(
    @ViewBuilder _ content: @escaping (any ComponentStyle<Configuration>) -> Content
  ) -> AnyView {
    func linked<Style: ComponentStyle<Configuration>>(_ style: Style) -> AnyView {
      AnyView(StyleBody(style: style) { content(style) })
    }
    return linked(base)
  }

  /// Draws the component with the erased style; the style's `@Environment` and `@State`
  /// properties read the environment and state of the component it draws.
  @MainActor
  public func makeBody(configuration: Configuration) -> AnyView { erased.body(configuration) }
}
