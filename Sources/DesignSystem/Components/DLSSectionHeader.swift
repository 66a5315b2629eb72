import CatalogUI

// MARK: - DLSSectionHeader

/// A section title with an optional trailing action label.
public struct DLSSectionHeader: View {
  let title: String
  let actionTitle: String?

  public init(_ title: String, actionTitle: String? = nil) {
    self.title = title
    self.actionTitle = actionTitle
  }

  public var body: some View {
    HStack(alignment: .firstTextBaseline) {
      Text(title).font(DLSFont.title).foregroundStyle(DLSColor.textPrimary)
        .accessibilityAddTraits(.isHeader)
      Spacer()
      if let actionTitle {
        Text(actionTitle).font(DLSFont.subheadline.weight(.semibold))
          .foregroundStyle(DLSColor.textPrimary)
          .accessibilityAddTraits(.isButton)
      }
    }
    .padding(.horizontal, DLSSpacing.l)
  }
}
