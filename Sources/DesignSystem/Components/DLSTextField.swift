import CatalogUI

// MARK: - DLSTextFieldConfiguration

/// What a text field style receives: the label, the text or placeholder, the error and whether
/// the field is enabled.
public struct DLSTextFieldConfiguration: Equatable, Sendable {
  /// The small label above the value.
  public let label: String
  /// The value, empty while there is none.
  public let text: String
  /// What to show while the value is empty.
  public let placeholder: String
  /// The error to show under the field, if any.
  public let errorMessage: String?
  /// Whether the field can be used (`false` inside `.disabled(true)`).
  public let isEnabled: Bool

  /// Whether the field shows an error.
  public var hasError: Bool { errorMessage != nil }
  /// Whether the field shows its placeholder instead of a value.
  public var isShowingPlaceholder: Bool { text.isEmpty }
}

// MARK: - DLSTextField

/// A labelled text field drawn in one of its states: placeholder, value, error, disabled. The
/// base view owns interaction (a tap calls `didTap`, except when disabled) and accessibility
/// (one element: the label, the value or placeholder, the error as its hint, "not enabled"
/// when disabled); styles only draw.
public struct DLSTextField: View {
  let label: String
  let text: String
  let placeholder: String
  let errorMessage: String?
  let didTap: () -> Void

  /// A field labelled `label` showing `text` (or `placeholder` while empty) and an optional
  /// error; `didTap` is called when it is tapped to start editing.
  public init(
    _ label: String, text: String, placeholder: String = "",
    errorMessage: String? = nil, didTap: @escaping () -> Void = {}
  ) {
    self.label = label
    self.text = text
    self.placeholder = placeholder
    self.errorMessage = errorMessage
    self.didTap = didTap
  }

  public var body: some View {
    EnvironmentReader { environment in
      let enabled = environment.isEnabled
      environment.componentStyle(default: OutlinedTextFieldStyle()).makeBody(
        configuration: DLSTextFieldConfiguration(
          label: label, text: text,
          placeholder: placeholder,
          errorMessage: errorMessage, isEnabled: enabled)
      )
      .onTapGesture(perform: didTap)
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(label)
      .accessibilityValue(text.isEmpty ? placeholder : text)
      .accessibilityHint(errorMessage ?? "")
      .accessibilityAddTraits(enabled ? [] : .isNotEnabled)
    }
  }
}
