import CatalogUI

// MARK: - DLSListRow

/// What sits at the trailing edge of a row.
public enum DLSRowAccessory: Sendable {
  case none, chevron, value(String), check
}

/// A row with a title, an optional subtitle, a leading icon or avatar and an accessory.
public struct DLSListRow<Leading: View>: View {
  let title: String
  let subtitle: String?
  let accessory: DLSRowAccessory
  let leading: Leading

  public init(_ title: String, subtitle: String? = nil, accessory: DLSRowAccessory = .chevron,
              @ViewBuilder leading: () -> Leading) {
    self.title = title
    self.subtitle = subtitle
    self.accessory = accessory
    self.leading = leading()
  }

  public var body: some View {
    HStack(spacing: DLSSpacing.m) {
      leading
      VStack(alignment: .leading, spacing: DLSSpacing.xxs) {
        Text(title).font(DLSFont.body).foregroundStyle(DLSColor.textPrimary)
        if let subtitle {
          Text(subtitle).font(DLSFont.subheadline).foregroundStyle(DLSColor.textSecondary)
        }
      }
      Spacer(minLength: DLSSpacing.s)
      switch accessory {
      case .none: EmptyView()
      case .chevron: DLSIcon.chevronRight.image(size: 18).foregroundStyle(DLSColor.textTertiary)
      case .value(let value):
        Text(value).font(DLSFont.body).foregroundStyle(DLSColor.textSecondary)
      case .check: DLSIcon.check.image(size: 20).foregroundStyle(DLSColor.primary)
      }
    }
    .padding(.horizontal, DLSSpacing.l)
    .padding(.vertical, DLSSpacing.m)
    .frame(minHeight: 44)
    .accessibilityElement(children: .combine)
  }
}

extension DLSListRow where Leading == EmptyView {
  public init(_ title: String, subtitle: String? = nil, accessory: DLSRowAccessory = .chevron) {
    self.init(title, subtitle: subtitle, accessory: accessory) { EmptyView() }
  }
}
