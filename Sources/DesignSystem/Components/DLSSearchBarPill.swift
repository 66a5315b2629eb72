import CatalogUI

// MARK: - DLSSearchBarPill

/// The elevated pill that opens search: an icon, a title and a subtitle.
public struct DLSSearchBarPill: View {
  let title: String
  let subtitle: String

  public init(title: String = "Where to?", subtitle: String = "Anywhere · Any week · Add guests") {
    self.title = title
    self.subtitle = subtitle
  }

  public var body: some View {
    HStack(spacing: DLSSpacing.m) {
      DLSIcon.search.image(size: 20).foregroundStyle(DLSColor.textPrimary)
      VStack(alignment: .leading, spacing: 0) {
        Text(title).font(DLSFont.subheadline.weight(.semibold))
          .foregroundStyle(DLSColor.textPrimary)
        Text(subtitle).font(DLSFont.caption).foregroundStyle(DLSColor.textSecondary).lineLimit(2)
      }
      Spacer(minLength: 0)
    }
    .padding(.horizontal, DLSSpacing.l)
    .padding(.vertical, DLSSpacing.m)
    .background(DLSColor.surfaceRaised, in: Capsule())
    .elevation(.low)
    .accessibilityElement(children: .combine)
    .accessibilityAddTraits(.isSearchField)
  }
}
