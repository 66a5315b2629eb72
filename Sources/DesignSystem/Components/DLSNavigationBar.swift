import CatalogUI

// MARK: - DLSNavigationBar

/// A top bar with a back button, a centred title and an optional trailing action.
public struct DLSNavigationBar: View {
  let title: String
  let showsBack: Bool
  let trailingIcon: DLSIcon?

  public init(_ title: String, showsBack: Bool = true, trailingIcon: DLSIcon? = nil) {
    self.title = title
    self.showsBack = showsBack
    self.trailingIcon = trailingIcon
  }

  public var body: some View {
    ZStack {
      Text(title).font(DLSFont.headline).foregroundStyle(DLSColor.textPrimary).lineLimit(1)
        .padding(.horizontal, 56)
        .accessibilityAddTraits(.isHeader)
      HStack {
        if showsBack { DLSIconButton(.chevronLeft, label: "Back") {} }
        Spacer()
        if let trailingIcon { DLSIconButton(trailingIcon, label: "More") {} }
      }
      .padding(.horizontal, DLSSpacing.s)
    }
    .frame(height: 56)
    .background(DLSColor.background)
    .overlay(alignment: .bottom) { Divider() }
  }
}
