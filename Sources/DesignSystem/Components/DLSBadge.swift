import CatalogUI

// MARK: - DLSBadge

/// A small count or status label.
public struct DLSBadge: View {
  /// What the badge signals.
  public enum Kind: Sendable { case neutral, brand, success, warning, error }

  let text: String
  let kind: Kind

  public init(_ text: String, kind: Kind = .brand) {
    self.text = text
    self.kind = kind
  }

  var color: Color {
    switch kind {
    case .neutral: DLSColor.textSecondary
    case .brand: DLSColor.primary
    case .success: DLSColor.success
    case .warning: DLSColor.warning
    case .error: DLSColor.error
    }
  }

  public var body: some View {
    Text(text).font(DLSFont.caption.weight(.semibold)).lineLimit(1)
      .foregroundStyle(Color.white)
      .padding(.horizontal, DLSSpacing.s)
      .padding(.vertical, DLSSpacing.xxs)
      .frame(minWidth: 20)
      .background(color, in: Capsule())
  }
}
