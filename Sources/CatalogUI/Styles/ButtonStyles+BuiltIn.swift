// MARK: - Built-in button styles
//
// iOS's looks: the label in the tint colour (`.automatic`, `.borderless`), as it is (`.plain`),
// on a light tinted fill (`.bordered`) or in white on a tint fill (`.borderedProminent`). A
// destructive role draws in red; a disabled button draws in grey.

/// The platform's default button style: `.borderless` on iOS, as SwiftUI's
/// `DefaultButtonStyle`.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// The default style.
  public init() {}

  /// The label in the tint colour.
  public func makeBody(configuration: Configuration) -> some View {
    BorderlessButtonStyle().makeBody(configuration: configuration)
  }
}

/// The label as it is, neither tinted nor filled, as SwiftUI's `PlainButtonStyle`.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// The plain style.
  public init() {}

  /// The label unchanged.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label
  }
}

/// The label in the tint colour with no fill, as SwiftUI's `BorderlessButtonStyle`.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// The borderless style.
  public init() {}

  /// The label in the tint colour (red for a destructive role, grey when disabled).
  public func makeBody(configuration: Configuration) -> some View {
    let role = configuration.role
    return EnvironmentReader { environment in
      configuration.label
        .foregroundStyle(ButtonColors.text(role: role, environment: environment))
    }
  }
}

/// The label in the tint colour on a light fill of it, in a rounded rectangle, as SwiftUI's
/// `BorderedButtonStyle`; `controlSize(_:)` sets its padding and `buttonBorderShape(_:)` its
/// outline.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// The bordered style.
  public init() {}

  /// The label in the tint colour on a translucent fill; without a tint the fill is grey, as
  /// on iOS.
  public func makeBody(configuration: Configuration) -> some View {
    let role = configuration.role
    return EnvironmentReader { environment in
      configuration.label
        .foregroundStyle(ButtonColors.text(role: role, environment: environment))
        .borderedButtonBackground(
          ButtonColors.borderedFill(role: role, environment: environment), in: environment
        )
        .accessibilityStandardControl(
          ButtonColors.standardName("Button (.bordered)", in: environment))
    }
  }
}

/// The label in white on a fill of the tint colour, in a rounded rectangle, as SwiftUI's
/// `BorderedProminentButtonStyle`; `controlSize(_:)` sets its padding and
/// `buttonBorderShape(_:)` its outline.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// The prominent style.
  public init() {}

  /// The label in white on the tint colour (red for a destructive role, grey when disabled).
  public func makeBody(configuration: Configuration) -> some View {
    let role = configuration.role
    return EnvironmentReader { environment in
      configuration.label
        .foregroundStyle(environment.isEnabled ? Color.white : ButtonColors.disabledText)
        .borderedButtonBackground(
          environment.isEnabled
            ? ButtonColors.tint(role: role, environment: environment)
            : ButtonColors.disabledFill,
          in: environment
        )
        .accessibilityStandardControl(
          ButtonColors.standardName("Button (.borderedProminent)", in: environment))
    }
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's default: `.borderless` on iOS.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The label as it is.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The label in the tint colour.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// The label on a light fill of the tint colour.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// The label in white on the tint colour.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension View {
  /// The padding and filled outline of the bordered styles, for the environment's control size
  /// and border shape.
  fileprivate func borderedButtonBackground(_ fill: Color, in environment: EnvironmentValues)
    -> some View
  {
    let size = environment.controlSize
    return padding(size.borderedInsets)
      .background(fill, in: environment.buttonBorderShape.shape(for: size))
  }
}

// MARK: - ButtonColors

/// The colours of the built-in styles, from iOS's system colours.
enum ButtonColors {
  /// iOS's `tertiaryLabel`, for disabled labels.
  static let disabledText = Color(light: Color(hex: "#3C3C434C"), dark: Color(hex: "#EBEBF54C"))
  /// iOS's `tertiarySystemFill`, for disabled and untinted fills.
  static let disabledFill = Color(light: Color(hex: "#7676801E"), dark: Color(hex: "#7676803D"))

  /// `name` when the environment leaves a built-in style in iOS's look (no tint, or a system
  /// colour), `nil` when the app's own tint colours it.
  static func standardName(_ name: String, in environment: EnvironmentValues) -> String? {
    SystemPalette.isSystemTint(environment.tint, in: environment.colorScheme) ? name : nil
  }

  /// The tint: red for a destructive role, else the environment's tint or the accent colour.
  static func tint(role: ButtonRole?, environment: EnvironmentValues) -> Color {
    role == .destructive ? .red : environment.tint ?? .accentColor
  }

  /// The label colour of the borderless and bordered styles.
  static func text(role: ButtonRole?, environment: EnvironmentValues) -> Color {
    environment.isEnabled ? tint(role: role, environment: environment) : disabledText
  }

  /// The fill of the bordered style: the tint at 15 % when one is set (or the role is
  /// destructive), else iOS's grey fill.
  static func borderedFill(role: ButtonRole?, environment: EnvironmentValues) -> Color {
    guard environment.isEnabled, role == .destructive || environment.tint != nil else {
      return disabledFill
    }
    return tint(role: role, environment: environment).opacity(0.15)
  }
}
