import CatalogUI

// MARK: - DLSListRowStyle

/// The visual variants of `DLSListRow`.
public protocol DLSListRowStyle: ComponentStyle where Configuration == DLSListRowConfiguration {}

extension View {
  /// The style of every `DLSListRow` inside this view.
  public func dlsListRowStyle(_ style: some DLSListRowStyle) -> some View {
    componentStyle(style)
  }
}

// MARK: - PlainListRowStyle

/// Edge to edge on the page's background: rows in a full-width list.
public struct PlainListRowStyle: DLSListRowStyle {
  /// The plain style.
  public init() {}

  public func makeBody(configuration c: DLSListRowConfiguration) -> some View {
    ListRowContent(configuration: c)
      .padding(.horizontal, DLSSpacing.l)
      .padding(.vertical, DLSSpacing.m)
      .frame(minHeight: 44)
  }
}

// MARK: - InsetListRowStyle

/// On a rounded raised surface inset from the edges: settings grouped on a tinted page.
public struct InsetListRowStyle: DLSListRowStyle {
  /// The inset style.
  public init() {}

  public func makeBody(configuration c: DLSListRowConfiguration) -> some View {
    PlainListRowStyle().makeBody(configuration: c)
      .background(DLSColor.surfaceRaised, in: RoundedRectangle(cornerRadius: DLSRadius.m))
      .overlay { RoundedRectangle(cornerRadius: DLSRadius.m).strokeBorder(DLSColor.border) }
      .padding(.horizontal, DLSSpacing.l)
      .padding(.vertical, DLSSpacing.xs)
  }
}

extension DLSListRowStyle where Self == PlainListRowStyle {
  /// Edge to edge.
  public static var plain: PlainListRowStyle { PlainListRowStyle() }
}

extension DLSListRowStyle where Self == InsetListRowStyle {
  /// On a rounded surface inset from the edges.
  public static var inset: InsetListRowStyle { InsetListRowStyle() }
}

// MARK: - ListRowContent

/// The leading view, the texts and the accessory in a row, shared by the row styles.
struct ListRowContent: View {
  let configuration: DLSListRowConfiguration

  var body: some View {
    let c = configuration
    HStack(spacing: DLSSpacing.m) {
      c.leading
      VStack(alignment: .leading, spacing: DLSSpacing.xxs) {
        Text(c.title).font(DLSFont.body).foregroundStyle(DLSColor.textPrimary)
        if let subtitle = c.subtitle {
          Text(subtitle).font(DLSFont.subheadline).foregroundStyle(DLSColor.textSecondary)
        }
      }
      Spacer(minLength: DLSSpacing.s)
      switch c.accessory {
      case .none: EmptyView()
      case .chevron: DLSIcon.chevronRight.image(size: 18).foregroundStyle(DLSColor.textTertiary)
      case .value(let value):
        Text(value).font(DLSFont.body).foregroundStyle(DLSColor.textSecondary)
      case .check: DLSIcon.check.image(size: 20).foregroundStyle(DLSColor.primary)
      }
    }
  }
}
