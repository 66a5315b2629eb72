// MARK: - TextFieldStyle

/// A look for every `TextField` and `SecureField` inside a view, as SwiftUI's
/// `TextFieldStyle`: `.automatic`, `.plain` or `.roundedBorder`.
///
/// As in SwiftUI, the requirement is underscored, `_body(configuration: TextField<Self._Label>)`,
/// and custom styles draw `configuration` (the field without any style) inside their own views.
@MainActor @preconcurrency
public protocol TextFieldStyle {
  /// The view the style draws.
  associatedtype _Body: View
  /// The label type of the field a style receives.
  typealias _Label = _TextFieldStyleLabel
  /// Draws the field; `configuration` is the field without any style.
  @ViewBuilder func _body(configuration: TextField<Self._Label>) -> _Body
}

/// The label of the field a `TextFieldStyle` receives, as SwiftUI's `_TextFieldStyleLabel`:
/// the field draws its own title, so the label itself draws nothing.
nonisolated public struct _TextFieldStyleLabel: View, PrimitiveView {
  @MainActor func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) {}
}

/// The platform's default text field style: `.plain` on iOS, as SwiftUI's
/// `DefaultTextFieldStyle`.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// The default style.
  public init() {}

  /// The field as it is.
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// The text alone, with no border or fill, as SwiftUI's `PlainTextFieldStyle`.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// The plain style.
  public init() {}

  /// The field as it is.
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// The text on the system background inside a thin grey rounded border, as SwiftUI's
/// `RoundedBorderTextFieldStyle` (UIKit's `.roundedRect` border).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// The rounded-border style.
  public init() {}

  /// The field inset 7 points across and 6 down, on the background, in a 5-point rounded
  /// border of iOS's `systemGray4`.
  public func _body(configuration: TextField<_Label>) -> some View {
    configuration
      .padding(EdgeInsets(top: 6, leading: 7, bottom: 6, trailing: 7))
      .background(BackgroundStyle(), in: RoundedRectangle(cornerRadius: 5, style: .continuous))
      .overlay {
        RoundedRectangle(cornerRadius: 5, style: .continuous)
          .strokeBorder(
            Color(light: Color(hex: "#D1D1D6"), dark: Color(hex: "#3A3A3C")),
            lineWidth: 0.5)
      }
  }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's default: `.plain` on iOS.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// The text alone.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A thin grey rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

// MARK: - Environment

extension TextField: StyleConfiguration where Label == _TextFieldStyleLabel {
  static var automaticStyle: AnyStyle<Self> {
    AnyStyle(DefaultTextFieldStyle()) { $0._body(configuration: $1) }
  }
}

extension TextField {
  /// The field as its style receives it: drawn as it is, so drawing it does not apply the style
  /// again.
  var unstyled: TextField<_TextFieldStyleLabel> {
    var field = TextField<_TextFieldStyleLabel>(self)
    field.isStyled = true
    return field
  }
}

extension View {
  /// The style of every `TextField` and `SecureField` inside the view, as SwiftUI's
  /// `textFieldStyle(_:)`.
  nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    environmentStyle(AnyStyle(style) { $0._body(configuration: $1) })
  }
}
