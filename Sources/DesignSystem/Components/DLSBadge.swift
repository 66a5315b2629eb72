import CatalogUI

// MARK: - DLSBadgeConfiguration

/// What a badge style receives: the text and what it signals.
public struct DLSBadgeConfiguration: Equatable, Sendable {
  /// The badge's text.
  public let text: String
  /// What the badge signals, which picks its colour.
  public let kind: DLSBadge.Kind
}

// MARK: - DLSBadge

/// A small count or status label. The base view makes it one element read as its text; styles
/// only draw.
public struct DLSBadge: View {
  /// What the badge signals.
  public enum Kind: Sendable, CaseIterable {
    case neutral, brand, success, warning, error

    /// The kind's colour.
    public var color: Color {
      switch self {
      case .neutral: DLSColor.textSecondary
      case .brand: DLSColor.primary
      case .success: DLSColor.success
      case .warning: DLSColor.warning
      case .error: DLSColor.error
      }
    }
  }

  let text: String
  let kind: Kind

  /// A badge showing `text`, coloured by `kind`.
  public init(_ text: String, kind: Kind = .brand) {
    self.text = text
    self.kind = kind
  }

  public var body: some View {
    EnvironmentReader { environment in
      environment.componentStyle(default: FilledBadgeStyle())
        .makeBody(configuration: DLSBadgeConfiguration(text: text, kind: kind))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(text)
    }
  }
}
