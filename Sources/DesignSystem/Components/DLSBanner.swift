import CatalogUI

// MARK: - DLSBanner

/// An inline message with a tone, a title and a body.
public struct DLSBanner: View {
  /// The banner's meaning, which picks its colour and icon.
  public enum Tone: Sendable { case info, success, warning, error }

  let tone: Tone
  let title: String
  let message: String

  public init(_ tone: Tone, title: String, message: String) {
    self.tone = tone
    self.title = title
    self.message = message
  }

  var color: Color {
    switch tone {
    case .info: DLSColor.info
    case .success: DLSColor.success
    case .warning: DLSColor.warning
    case .error: DLSColor.error
    }
  }

  var icon: DLSIcon {
    switch tone {
    case .info: .search
    case .success: .check
    case .warning: .star
    case .error: .close
    }
  }

  public var body: some View {
    HStack(alignment: .top, spacing: DLSSpacing.m) {
      icon.image(size: 20).foregroundStyle(color)
      VStack(alignment: .leading, spacing: DLSSpacing.xxs) {
        Text(title).font(DLSFont.subheadline.weight(.semibold)).foregroundStyle(DLSColor.textPrimary)
        Text(message).font(DLSFont.subheadline).foregroundStyle(DLSColor.textSecondary)
      }
      Spacer(minLength: 0)
    }
    .padding(DLSSpacing.m)
    .background(color.opacity(0.1), in: RoundedRectangle(cornerRadius: DLSRadius.m))
    .overlay { RoundedRectangle(cornerRadius: DLSRadius.m).strokeBorder(color.opacity(0.4)) }
    .accessibilityElement(children: .combine)
  }
}
