import CatalogUI

// MARK: - DLSTextField

/// A labelled text field drawn in one of its states: placeholder, value, error, disabled.
public struct DLSTextField: View {
  let label: String
  let text: String
  let placeholder: String
  let errorMessage: String?

  public init(_ label: String, text: String, placeholder: String = "", errorMessage: String? = nil) {
    self.label = label
    self.text = text
    self.placeholder = placeholder
    self.errorMessage = errorMessage
  }

  public var body: some View {
    EnvironmentReader { environment in
      let enabled = environment.isEnabled
      let borderColor = errorMessage != nil ? DLSColor.error
        : enabled ? DLSColor.border : DLSColor.disabled
      VStack(alignment: .leading, spacing: DLSSpacing.xs) {
        VStack(alignment: .leading, spacing: DLSSpacing.xxs) {
          Text(label).font(DLSFont.caption)
            .foregroundStyle(errorMessage != nil ? DLSColor.error : DLSColor.textSecondary)
          Text(text.isEmpty ? placeholder : text).font(DLSFont.body).lineLimit(1)
            .foregroundStyle(text.isEmpty || !enabled ? DLSColor.textTertiary : DLSColor.textPrimary)
        }
        .padding(.horizontal, DLSSpacing.m)
        .padding(.vertical, DLSSpacing.s)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(enabled ? DLSColor.background : DLSColor.surface,
                    in: RoundedRectangle(cornerRadius: DLSRadius.s))
        .overlay {
          RoundedRectangle(cornerRadius: DLSRadius.s)
            .strokeBorder(borderColor, lineWidth: errorMessage != nil ? 2 : 1)
        }
        if let errorMessage {
          Text(errorMessage).font(DLSFont.footnote).foregroundStyle(DLSColor.error)
        }
      }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(label)
      .accessibilityValue(text.isEmpty ? placeholder : text)
      .accessibilityHint(errorMessage ?? "")
      .accessibilityAddTraits(enabled ? [] : .isNotEnabled)
    }
  }
}
