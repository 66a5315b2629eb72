import CatalogUI

// MARK: - DLSSectionHeader

/// A section title with an optional trailing action ("Show all").
public struct DLSSectionHeader: View {
  let title: String
  let actionTitle: String?
  let didTapAction: () -> Void

  /// A header titled `title`; when `actionTitle` is given, tapping it calls `didTapAction`.
  public init(
    _ title: String, actionTitle: String? = nil,
    didTapAction: @escaping () -> Void = {}
  ) {
    self.title = title
    self.actionTitle = actionTitle
    self.didTapAction = didTapAction
  }

  public var body: some View {
    HStack(alignment: .firstTextBaseline) {
      Text(title).font(DLSFont.title).foregroundStyle(DLSColor.textPrimary)
        .accessibilityAddTraits(.isHeader)
      Spacer()
      if let actionTitle {
        Text(actionTitle).font(DLSFont.subheadline.weight(.semibold))
          .foregroundStyle(DLSColor.textPrimary)
          .minimumTouchTarget()
          .onTapGesture(perform: didTapAction)
          .accessibilityElement(children: .ignore)
          .accessibilityLabel(actionTitle)
          .accessibilityAddTraits(.isButton)
      }
    }
    .padding(.horizontal, DLSSpacing.l)
  }
}
