// The one mechanism behind every style protocol, SwiftUI's (`ButtonStyle`, `ToggleStyle` …)
// and `ComponentStyle`: a style is erased where it is set, while its type is known, kept in the
// environment under its configuration's type, and drawn through `StyleBody`, so its
// `@Environment`, `@State` and other dynamic properties belong to the control it draws.

// MARK: - AnyStyle

/// A style of any style protocol with its type erased: what the environment keeps for the
/// controls drawn from `Configuration`.
struct AnyStyle<Configuration> {
  /// The style as it was set.
  let base: Any
  private let draw: @MainActor (Configuration) -> AnyView

  /// Erases `style`, which `makeBody` draws: the protocol's requirement, as
  /// `{ $0.makeBody(configuration: $1) }`.
  init<Style, Body: View>(
    _ style: Style, makeBody: @escaping @MainActor (Style, Configuration) -> Body
  ) {
    base = style
    // The closure stays inside this value, which is not `Sendable`: the style draws only where
    // a control is resolved, on the main actor.
    nonisolated(unsafe) let style = style
    draw = { @MainActor configuration in
      AnyView(StyleBody(style: style) { makeBody(style, configuration) })
    }
  }

  /// What the style draws for `configuration`, its dynamic properties linked where the view is
  /// resolved.
  @MainActor
  func body(_ configuration: Configuration) -> AnyView { draw(configuration) }
}

extension AnyStyle: Equatable {
  /// Whether both erase styles known to be the same (equal, when the style is `Equatable`), so
  /// an environment holding an erased style compares as one holding the style itself.
  static func == (lhs: Self, rhs: Self) -> Bool { isSameValue(lhs.base, rhs.base) }
}

// MARK: - StyleConfiguration

/// What a control hands the style protocol SwiftUI gives it, with the style drawn where none is
/// set (SwiftUI's `.automatic`).
@MainActor
protocol StyleConfiguration {
  /// The style drawn where no modifier sets one.
  static var automaticStyle: AnyStyle<Self> { get }
}

extension StyleConfiguration {
  /// The configuration drawn by the style set for it in the environment, or by its automatic
  /// style.
  var styledBody: some View {
    EnvironmentReader { environment in
      (environment.style(for: Self.self) ?? Self.automaticStyle).body(self)
    }
  }
}

// MARK: - StyleConfigurationContent

/// A view a control hands its style inside the configuration (a label, a title, an icon): it
/// resolves as the view the control was given.
protocol StyleConfigurationContent: PrimitiveView {
  /// The control's view.
  var content: AnyView { get }
}

extension StyleConfigurationContent {
  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {
    content.resolve(in: context, into: &nodes)
  }
}

// MARK: - Environment

/// Where the environment keeps the style of the controls drawn from `Configuration`: one key
/// per configuration type, so two kinds of control never share a style by accident.
private struct StyleKey<Configuration>: EnvironmentKey {
  static var defaultValue: AnyStyle<Configuration>? { nil }
}

extension EnvironmentValues {
  /// The style set with `environmentStyle(_:)` for controls drawn from `Configuration`, if any.
  func style<Configuration>(for configuration: Configuration.Type) -> AnyStyle<Configuration>? {
    self[StyleKey<Configuration>.self]
  }
}

extension View {
  /// Sets the style of every control inside the view that is drawn from `Configuration`; the
  /// innermost setting wins, as with any environment value.
  nonisolated func environmentStyle<Configuration>(_ style: AnyStyle<Configuration>) -> some View {
    modifier(StyleModifier(style: style))
  }
}

// MARK: - StyleModifier

/// Sets the style of the controls drawn from `Configuration`, under its own key.
nonisolated struct StyleModifier<Configuration>: EnvironmentModifier {
  let style: AnyStyle<Configuration>

  @MainActor func modify(_ environment: inout EnvironmentValues) {
    environment[StyleKey<Configuration>.self] = style
  }
}
