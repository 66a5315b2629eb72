// MARK: - SecureField

/// A text field whose text shows as bullets, as SwiftUI's `SecureField`: one bullet per
/// character, the title as placeholder and accessibility label; tests type into it with
/// `ViewElement.typeText(_:)`, and its accessibility value is the bullets, never the text.
///
/// It takes the `TextFieldStyle` in the environment, as in SwiftUI.
public struct SecureField: View {
  let field: TextField<Text>

  /// A secure field with a title (the placeholder and accessibility label) bound to `text`.
  public init(_ title: String, text: Binding<String>, prompt: Text? = nil) {
    var field = TextField(title, text: text, prompt: prompt)
    field.isSecure = true
    self.field = field
  }

  /// The field with bullets for its text.
  public var body: some View { field }
}
