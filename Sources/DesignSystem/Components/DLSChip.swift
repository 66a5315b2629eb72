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

/// A tag or filter chip; selectable chips announce their state.
public struct DLSChip: View {
  let title: String
  let icon: DLSIcon?
  let isSelected: Bool

  public init(_ title: String, icon: DLSIcon? = nil, isSelected: Bool = false) {
    self.title = title
    self.icon = icon
    self.isSelected = isSelected
  }

  public var body: some View {
    EnvironmentReader { environment in
      environment.componentStyle(default: OutlinedChipStyle()).makeBody(
        configuration: DLSChipConfiguration(title: title, icon: icon, isSelected: isSelected))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(title)
        .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
    }
  }
}
