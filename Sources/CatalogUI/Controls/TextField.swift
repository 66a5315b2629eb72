import Raster

// MARK: - TextField

/// An editable line of text bound to a string, as SwiftUI's `TextField`: it shows the text, or
/// the title as a placeholder while the text is empty; tests type into it with
/// `ViewElement.typeText(_:)`.
///
/// With `axis: .vertical` the field wraps its text and grows a line at a time, as SwiftUI's:
/// up to the environment's line limit (`lineLimit(1...4)` grows from one line to four, then
/// truncates; `lineLimit(3, reservesSpace: true)` is three lines tall even when empty).
///
/// Unlike SwiftUI there is no keyboard or cursor: a snapshot shows the text as laid out.
public struct TextField<Label: View>: View {
  let title: String
  let text: Binding<String>
  let prompt: Text?
  /// `.vertical` wraps the text and grows with it; `.horizontal` keeps one line.
  var axis: Axis = .horizontal
  /// Shows bullets instead of the text: a `SecureField`.
  var isSecure = false
  /// Drawn as it is, without the `TextFieldStyle` in the environment: the configuration a
  /// style receives, so that drawing it does not apply the style again.
  var isStyled = false

  /// A field with a title, its text and a prompt.
  init(title: String, text: Binding<String>, prompt: Text?) {
    self.title = title
    self.text = text
    self.prompt = prompt
  }

  /// The same field with another label type: the title is the label, so nothing else changes.
  init<Other: View>(_ field: TextField<Other>) {
    title = field.title
    text = field.text
    prompt = field.prompt
    axis = field.axis
    isSecure = field.isSecure
    isStyled = field.isStyled
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
    let content = Group {
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
    // A vertical field wraps, within the line limit (and reserved lines) of its environment.
    return Group {
      if axis == .vertical {
        content
      } else {
        content.lineLimit(1)
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .textInput { binding.wrappedValue += $0 }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(title)
    .accessibilityValue(shown)
  }
}

extension TextField where Label == Text {
  /// A text field with a title (the placeholder and accessibility label) bound to `text`.
  public init(_ title: String, text: Binding<String>, prompt: Text? = nil) {
    self.init(title: title, text: text, prompt: prompt)
  }

  /// A text field whose text scrolls along `axis`: `.vertical` wraps and grows with the text
  /// (up to the environment's line limit), as SwiftUI's `TextField(_:text:prompt:axis:)`.
  public init(_ title: String, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
    self.init(title: title, text: text, prompt: prompt)
    self.axis = axis
  }
}
