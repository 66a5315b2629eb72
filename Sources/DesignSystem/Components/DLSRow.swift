import CatalogUI

// MARK: - DLSRow

/// A row of a list screen, as the source documents' screens build them: a title, an optional
/// subtitle and accessory, and a hairline under it. It is a `DLSListRow` (so list-row styles
/// apply) spelled with labelled arguments; make it tappable with `.highlightEffectButton`. It is
/// `Equatable`, so `.equatable()` keeps it as resolved while its values stay the same.
///
/// ```swift
/// DLSListScreen {
///   DLSRow(title: "Count \(store.state.count)")
///     .highlightEffectButton { store.handle(.increment) }
/// }
/// ```
public struct DLSRow: View, Equatable {
  let title: String
  let subtitle: String?
  let accessory: DLSRowAccessory
  let showsDivider: Bool

  /// A row titled `title`, with an optional subtitle and accessory; `showsDivider` draws the
  /// hairline under it (leave it out on the last row of a group).
  public init(
    title: String, subtitle: String? = nil, accessory: DLSRowAccessory = .none,
    showsDivider: Bool = true
  ) {
    self.title = title
    self.subtitle = subtitle
    self.accessory = accessory
    self.showsDivider = showsDivider
  }

  public var body: some View {
    DLSListRow(title, subtitle: subtitle, accessory: accessory)
      .frame(maxWidth: .infinity)
      .overlay(alignment: .bottom) {
        if showsDivider { Divider().padding(.leading, DLSSpacing.l) }
      }
  }
}
