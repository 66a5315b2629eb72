import CatalogUI

// MARK: - DLSRowAccessory

/// What sits at the trailing edge of a row.
public enum DLSRowAccessory: Equatable, Sendable {
  case none, chevron
  case value(String)
  case check
}

// MARK: - DLSListRowConfiguration

/// What a list row style receives: the texts, the accessory and the leading view.
public struct DLSListRowConfiguration: Equatable {
  /// The row's title.
  public let title: String
  /// The line under the title, if any.
  public let subtitle: String?
  /// What sits at the trailing edge.
  public let accessory: DLSRowAccessory
  /// The icon or avatar before the texts (empty when the row has none).
  @ExcludedFromEquality public internal(set) var leading: AnyView
}

// MARK: - DLSListRow

/// A row with a title, an optional subtitle, a leading icon or avatar and an accessory. The
/// base view owns accessibility (one element reading title, subtitle and value); styles only
/// draw.
public struct DLSListRow<Leading: View>: View {
  let title: String
  let subtitle: String?
  let accessory: DLSRowAccessory
  let leading: Leading

  /// A row titled `title` with an optional subtitle, an accessory and a leading view.
  public init(
    _ title: String, subtitle: String? = nil, accessory: DLSRowAccessory = .chevron,
    @ViewBuilder leading: () -> Leading
  ) {
    self.title = title
    self.subtitle = subtitle
    self.accessory = accessory
    self.leading = leading()
  }

  public var body: some View {
    EnvironmentReader { environment in
      environment.componentStyle(default: PlainListRowStyle()).makeBody(
        configuration: DLSListRowConfiguration(
          title: title, subtitle: subtitle,
          accessory: accessory, leading: AnyView(leading))
      )
      .accessibilityElement(children: .combine)
    }
  }
}

extension DLSListRow where Leading == EmptyView {
  /// A row without a leading icon or avatar.
  public init(_ title: String, subtitle: String? = nil, accessory: DLSRowAccessory = .chevron) {
    self.init(title, subtitle: subtitle, accessory: accessory) { EmptyView() }
  }
}
