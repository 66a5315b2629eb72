// MARK: - TextEditor

/// An editable block of text bound to a string, as SwiftUI's `TextEditor`: it fills the space
/// offered and shows the text wrapped from its top-leading corner; tests type into it with
/// `ViewElement.typeText(_:)`.
///
/// Metrics (`UITextView`'s defaults, which `TextEditor` uses on iOS): body text, inset 8 pt
/// at the top and bottom (`textContainerInset`) and 5 pt at the sides
/// (`lineFragmentPadding`). Unlike iOS there is no caret or keyboard, the background is left
/// transparent (iOS draws `systemBackground` unless `scrollContentBackground(.hidden)`), and
/// text taller than the editor is cut at its bottom rather than scrolled.
///
/// It is one accessibility element valued by its text.
public struct TextEditor: View {
  let text: Binding<String>

  /// An editor of `text`.
  public init(text: Binding<String>) {
    self.text = text
  }

  /// The wrapped text, inset, filling the space offered.
  public var body: some View {
    let binding = text
    return Text(text.wrappedValue)
      .padding(.vertical, TextEditorMetrics.verticalInset)
      .padding(.horizontal, TextEditorMetrics.horizontalInset)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .clipped()
      .contentShape(Rectangle())
      .textInput { binding.wrappedValue += $0 }
      .accessibilityElement(children: .ignore)
      .accessibilityValue(text.wrappedValue)
  }
}

/// The insets of `TextEditor`, documented on it.
enum TextEditorMetrics {
  static let verticalInset: Double = 8
  static let horizontalInset: Double = 5
}
