import CatalogUI

// MARK: - DLSButtonStyle

/// What a button style receives: the title, the state, and nothing about behaviour.
public struct DLSButtonConfiguration: Sendable {
  public let title: String
  public let icon: DLSIcon?
  public let isLoading: Bool
  public let isEnabled: Bool
}

/// The visual variants of `DLSButton`: primary, secondary, tertiary, or your own.
public protocol DLSButtonStyle: Sendable {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: DLSButtonConfiguration) -> Body
}

/// Filled with the brand colour: the main action of a screen.
public struct PrimaryButtonStyle: DLSButtonStyle {
  public init() {}
  public func makeBody(configuration: DLSButtonConfiguration) -> some View {
    ButtonChrome(configuration: configuration,
                 fill: configuration.isEnabled ? DLSColor.primary : DLSColor.disabled,
                 foreground: configuration.isEnabled ? DLSColor.onPrimary : DLSColor.textTertiary,
                 border: nil)
  }
}

/// Outlined: a secondary action beside a primary one.
public struct SecondaryButtonStyle: DLSButtonStyle {
  public init() {}
  public func makeBody(configuration: DLSButtonConfiguration) -> some View {
    ButtonChrome(configuration: configuration, fill: DLSColor.background,
                 foreground: configuration.isEnabled ? DLSColor.textPrimary : DLSColor.textTertiary,
                 border: configuration.isEnabled ? DLSColor.textPrimary : DLSColor.disabled)
  }
}

/// Text only, underlined: the least prominent action.
public struct TertiaryButtonStyle: DLSButtonStyle {
  public init() {}
  public func makeBody(configuration: DLSButtonConfiguration) -> some View {
    HStack(spacing: DLSSpacing.xs) {
      Text(configuration.title).font(DLSFont.headline)
      if configuration.isLoading { LoadingDots() }
    }
    .foregroundStyle(configuration.isEnabled ? DLSColor.textPrimary : DLSColor.textTertiary)
    .overlay(alignment: .bottom) {
      Rectangle().fill(configuration.isEnabled ? DLSColor.textPrimary : DLSColor.textTertiary)
        .frame(height: 1)
    }
    .padding(.vertical, DLSSpacing.s)
  }
}

extension DLSButtonStyle where Self == PrimaryButtonStyle {
  public static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
}
extension DLSButtonStyle where Self == SecondaryButtonStyle {
  public static var secondary: SecondaryButtonStyle { SecondaryButtonStyle() }
}
extension DLSButtonStyle where Self == TertiaryButtonStyle {
  public static var tertiary: TertiaryButtonStyle { TertiaryButtonStyle() }
}

/// The shared shape of filled and outlined buttons.
struct ButtonChrome: View {
  let configuration: DLSButtonConfiguration
  let fill: Color
  let foreground: Color
  let border: Color?

  var body: some View {
    HStack(spacing: DLSSpacing.s) {
      if configuration.isLoading {
        LoadingDots()
      } else {
        if let icon = configuration.icon { icon.image(size: 18) }
        Text(configuration.title).font(DLSFont.headline).lineLimit(1)
      }
    }
    .foregroundStyle(foreground)
    .padding(.horizontal, DLSSpacing.xl)
    // At accessibility text sizes the title outgrows the minimum height; keep air around it.
    .padding(.vertical, DLSSpacing.s)
    .frame(minWidth: 64, minHeight: 48)
    .background(fill, in: RoundedRectangle(cornerRadius: DLSRadius.m))
    .overlay {
      if let border { RoundedRectangle(cornerRadius: DLSRadius.m).strokeBorder(border, lineWidth: 1) }
    }
  }
}

/// Three dots shown while an action is in progress.
struct LoadingDots: View {
  var body: some View {
    HStack(spacing: 5) {
      Circle().frame(width: 7, height: 7)
      Circle().frame(width: 7, height: 7).opacity(0.6)
      Circle().frame(width: 7, height: 7).opacity(0.3)
    }
    .frame(height: 20)
  }
}

// MARK: - Style in the environment

struct DLSButtonStyleKey: EnvironmentKey {
  static let defaultValue = AnyDLSButtonStyle(PrimaryButtonStyle())
}

/// A type-erased button style, as stored in the environment.
struct AnyDLSButtonStyle: Sendable {
  let makeBody: @Sendable (DLSButtonConfiguration) -> AnyView
  init<S: DLSButtonStyle>(_ style: S) {
    makeBody = { AnyView(style.makeBody(configuration: $0)) }
  }
}

extension View {
  /// The style of every `DLSButton` inside this view.
  public func dlsButtonStyle<S: DLSButtonStyle>(_ style: S) -> some View {
    environment(\.dlsButtonStyle, AnyDLSButtonStyle(style))
  }
}

extension EnvironmentValues {
  var dlsButtonStyle: AnyDLSButtonStyle {
    get { self[DLSButtonStyleKey.self] }
    set { self[DLSButtonStyleKey.self] = newValue }
  }
}

// MARK: - DLSButton

/// The design system's button. It owns behaviour and accessibility: the action, the loading
/// state (which ignores taps and says "Loading"), the disabled state; styles only draw.
public struct DLSButton: View {
  let title: String
  let icon: DLSIcon?
  let isLoading: Bool
  let action: @Sendable () -> Void

  public init(_ title: String, icon: DLSIcon? = nil, isLoading: Bool = false,
              action: @escaping @Sendable () -> Void) {
    self.title = title
    self.icon = icon
    self.isLoading = isLoading
    self.action = action
  }

  public var body: some View {
    StyledButton(title: title, icon: icon, isLoading: isLoading, action: action)
  }
}

/// Reads the style and enabled state from the environment.
struct StyledButton: View {
  let title: String
  let icon: DLSIcon?
  let isLoading: Bool
  let action: @Sendable () -> Void

  var body: some View {
    EnvironmentReader { environment in content(environment) }
  }

  func content(_ environment: EnvironmentValues) -> some View {
    let configuration = DLSButtonConfiguration(
      title: title, icon: icon, isLoading: isLoading, isEnabled: environment.isEnabled)
    let action = self.action
    let loading = isLoading
    return environment.dlsButtonStyle.makeBody(configuration)
      .onTapGesture { if !loading { action() } }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(title)
      .accessibilityValue(isLoading ? "Loading" : "")
      .accessibilityAddTraits(.isButton)
  }
}
