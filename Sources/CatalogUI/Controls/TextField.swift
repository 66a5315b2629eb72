import Raster

// MARK: - TextField

/// An editable line of text bound to a string, as SwiftUI's `TextField`: it shows the text, or
/// the title as a placeholder while the text is empty; tests type into it with
/// `ViewElement.typeText(_:)`.
///
/// Unlike SwiftUI there is no keyboard or cursor: a snapshot shows the text as laid out.
public struct TextField: View {
  let title: String
  let text: Binding<String>
  let prompt: Text?
  /// Shows bullets instead of the text: a `SecureField`.
  var isSecure = false
  /// Drawn as it is, without the `TextFieldStyle` in the environment: the configuration a
  /// style receives, so that drawing it does not apply the style again.
  var isStyled = false

  /// A text field with a title (the placeholder and accessibility label) bound to `text`.
  public init(_ title: String, text: Binding<String>, prompt: Text? = nil) {
    self.title = title
    self.text = text
    self.prompt = prompt
  }

  /// The field drawn by the `TextFieldStyle` in the environment (`.automatic` by default).
  public var body: some View {
    if isStyled {
      plainBody
    } else {
      unstyled.styledBody
    }
  }

  private var plainBody: some View {
    let current = text.wrappedValue
    let binding = text
    let shown = isSecure ? String(repeating: "\u{2022}", count: current.count) : current
    return Group {
      if current.isEmpty {
        // As in SwiftUI, a prompt that sets its own style keeps it; others are secondary.
        if let prompt, prompt.style != nil {
          prompt
        } else {
          (prompt ?? Text(title)).foregroundStyle(Color.secondary)
        }
      } else {
        Text(shown)
      }
    }
    .lineLimit(1)
    .frame(maxWidth: .infinity, alignment: .leading)
    .textInput { binding.wrappedValue += $0 }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(title)
    .accessibilityValue(shown)
  }
}
