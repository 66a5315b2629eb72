import CatalogUI

// MARK: - DLSToast

/// A short confirmation floating over content, with an optional action.
public struct DLSToast: View {
  let message: String
  let actionTitle: String?

  public init(_ message: String, actionTitle: String? = nil) {
    self.message = message
    self.actionTitle = actionTitle
  }

  public var body: some View {
    HStack(spacing: DLSSpacing.m) {
      DLSIcon.check.image(size: 18)
      Text(message).font(DLSFont.subheadline).lineLimit(2)
      Spacer(minLength: 0)
      if let actionTitle {
        Text(actionTitle).font(DLSFont.subheadline.weight(.semibold))
          .accessibilityAddTraits(.isButton)
      }
    }
    .foregroundStyle(Color(light: .white, dark: Color(hex: "#1C1C1E")))
    .padding(.horizontal, DLSSpacing.l)
    .padding(.vertical, DLSSpacing.m)
    .background(Color(light: Color(hex: "#1C1C1E"), dark: Color(hex: "#F2F2F7")),
                in: RoundedRectangle(cornerRadius: DLSRadius.m))
    .elevation(.high)
    .accessibilityElement(children: .combine)
  }
}
