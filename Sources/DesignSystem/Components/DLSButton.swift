import CatalogUI

// MARK: - DLSButtonConfiguration

/// What a button style receives: the title, the state, and nothing about behaviour.
public struct DLSButtonConfiguration: Equatable, Sendable {
  /// The button's title.
  public let title: String
  /// The icon before the title, if any.
  public let icon: DLSIcon?
  /// Whether an action is in progress: show progress instead of the title.
  public let isLoading: Bool
  /// Whether the button can be used (`false` inside `.disabled(true)`).
  public let isEnabled: Bool
}

// MARK: - DLSButton

/// The design system's button. It owns behaviour and accessibility: the tap, the loading
/// state (which ignores taps and says "Loading"), the disabled state; styles only draw.
public struct DLSButton: View {
  let title: String
  let icon: DLSIcon?
  let isLoading: Bool
  let didTap: () -> Void

  /// A button titled `title`, with an optional icon; `didTap` is called when it is tapped,
  /// unless it is loading or disabled.
  public init(
    _ title: String, icon: DLSIcon? = nil, isLoading: Bool = false,
    didTap: @escaping () -> Void
  ) {
    self.title = title
    self.icon = icon
    self.isLoading = isLoading
    self.didTap = didTap
  }

  public var body: some View {
    EnvironmentReader { environment in content(environment) }
  }

  func content(_ environment: EnvironmentValues) -> some View {
    let configuration = DLSButtonConfiguration(
      title: title, icon: icon, isLoading: isLoading, isEnabled: environment.isEnabled)
    let didTap = self.didTap
    let loading = isLoading
    return environment.componentStyle(default: PrimaryButtonStyle())
      .makeBody(configuration: configuration)
      .minimumTouchTarget()
      .onTapGesture { if !loading { didTap() } }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(title)
      .accessibilityValue(isLoading ? "Loading" : "")
      .accessibilityAddTraits(.isButton)
  }
}
