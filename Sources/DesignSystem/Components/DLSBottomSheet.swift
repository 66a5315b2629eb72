import CatalogUI

// MARK: - DLSBottomSheet

/// A sheet rising from the bottom: grabber, title, close button and content.
public struct DLSBottomSheet<Content: View>: View {
  let title: String
  let content: Content

  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.title = title
    self.content = content()
  }

  public var body: some View {
    VStack(spacing: 0) {
      Capsule().fill(DLSColor.border).frame(width: 36, height: 5).padding(.top, DLSSpacing.s)
        .accessibilityHidden(true)
      HStack {
        Text(title).font(DLSFont.headline).foregroundStyle(DLSColor.textPrimary)
          .accessibilityAddTraits(.isHeader)
        Spacer()
        DLSIconButton(.close, label: "Close") {}
      }
      .padding(.horizontal, DLSSpacing.l)
      .padding(.vertical, DLSSpacing.s)
      Divider()
      content.padding(DLSSpacing.l)
    }
    .background(
      DLSColor.surfaceRaised,
      in: UnevenRoundedRectangle(
        topLeadingRadius: DLSRadius.xl,
        topTrailingRadius: DLSRadius.xl)
    )
    .elevation(.high)
    // Named after its title, as a dialog is, so VoiceOver says which sheet it entered.
    .accessibilityElement(children: .contain)
    .accessibilityLabel(title)
  }
}
