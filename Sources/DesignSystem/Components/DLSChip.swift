import CatalogUI

// MARK: - DLSChipConfiguration

/// What a chip style receives: the title, the icon and whether the chip is selected.
public struct DLSChipConfiguration: Equatable, Sendable {
  /// The chip's title.
  public let title: String
  /// The icon before the title, if any.
  public let icon: DLSIcon?
  /// Whether a filter chip is on.
  public let isSelected: Bool
}

// MARK: - DLSChip

/// A tag or filter chip; selectable chips announce their state. The base view owns the tap
/// (`didTap`, dropped when disabled) and accessibility; styles only draw.
public struct DLSChip: View {
  let title: String
  let icon: DLSIcon?
  let isSelected: Bool
  let didTap: () -> Void

  /// A chip titled `title`, selected or not; `didTap` is called when it is tapped.
  public init(
    _ title: String, icon: DLSIcon? = nil, isSelected: Bool = false,
    didTap: @escaping () -> Void = {}
  ) {
    self.title = title
    self.icon = icon
    self.isSelected = isSelected
    self.didTap = didTap
  }

  public var body: some View {
    EnvironmentReader { environment in
      environment.componentStyle(default: OutlinedChipStyle()).makeBody(
        configuration: DLSChipConfiguration(title: title, icon: icon, isSelected: isSelected)
      )
      .minimumTouchTarget()
      .onTapGesture(perform: didTap)
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(title)
      .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
    }
  }
}
