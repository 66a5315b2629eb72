import CatalogUI

// MARK: - DLSEmptyState

/// What a screen shows when it has nothing yet: an icon, a title, a message and an action.
public struct DLSEmptyState: View {
  let icon: DLSIcon
  let title: String
  let message: String
  let actionTitle: String?
  let didTapAction: () -> Void

  /// An empty state; when `actionTitle` is given, a button with that title calls
  /// `didTapAction` ("Clear filters", "Try again").
  public init(
    icon: DLSIcon, title: String, message: String, actionTitle: String? = nil,
    didTapAction: @escaping () -> Void = {}
  ) {
    self.icon = icon
    self.title = title
    self.message = message
    self.actionTitle = actionTitle
    self.didTapAction = didTapAction
  }

  public var body: some View {
    VStack(spacing: DLSSpacing.m) {
      icon.image(size: 40).foregroundStyle(DLSColor.textTertiary)
        .frame(width: 72, height: 72)
        .background(DLSColor.surface, in: Circle())
        .accessibilityHidden(true)
      Text(title).font(DLSFont.headline).foregroundStyle(DLSColor.textPrimary)
        .multilineTextAlignment(.center)
      Text(message).font(DLSFont.subheadline).foregroundStyle(DLSColor.textSecondary)
        .multilineTextAlignment(.center)
      if let actionTitle {
        DLSButton(actionTitle, didTap: didTapAction).dlsButtonStyle(.secondary).padding(
          .top, DLSSpacing.s)
      }
    }
    .padding(DLSSpacing.xl)
    .frame(maxWidth: .infinity)
  }
}
