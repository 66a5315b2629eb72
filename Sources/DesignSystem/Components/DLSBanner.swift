import CatalogUI

// MARK: - DLSBannerConfiguration

/// What a banner style receives: the tone and the text, nothing about behaviour.
public struct DLSBannerConfiguration: Equatable, Sendable {
  /// The banner's meaning, which picks its colour and icon.
  public let tone: DLSBanner.Tone
  /// The first line, in bold.
  public let title: String
  /// The message under the title.
  public let message: String
}

// MARK: - DLSBanner

/// An inline message with a tone, a title and a body. The base view makes the banner one
/// accessibility element that reads the tone first ("Error, Payment declined, …"); styles
/// only draw.
public struct DLSBanner: View {
  /// The banner's meaning, which picks its colour and icon.
  public enum Tone: String, Sendable, CaseIterable {
    case info, success, warning, error

    /// The tone's colour.
    public var color: Color {
      switch self {
      case .info: DLSColor.info
      case .success: DLSColor.success
      case .warning: DLSColor.warning
      case .error: DLSColor.error
      }
    }

    /// The tone's icon.
    public var icon: DLSIcon {
      switch self {
      case .info: .info
      case .success: .check
      case .warning: .warning
      case .error: .error
      }
    }

    /// The word a screen reader says before the title.
    public var spokenName: String {
      switch self {
      case .info: "Information"
      case .success: "Success"
      case .warning: "Warning"
      case .error: "Error"
      }
    }
  }

  let tone: Tone
  let title: String
  let message: String

  /// A banner of `tone` with a title and a message.
  public init(_ tone: Tone, title: String, message: String) {
    self.tone = tone
    self.title = title
    self.message = message
  }

  public var body: some View {
    EnvironmentReader { environment in
      environment.componentStyle(default: StandardBannerStyle()).makeBody(
        configuration: DLSBannerConfiguration(tone: tone, title: title, message: message)
      )
      .accessibilityElement(children: .ignore)
      .accessibilityLabel("\(tone.spokenName), \(title)")
      .accessibilityValue(message)
    }
  }
}
