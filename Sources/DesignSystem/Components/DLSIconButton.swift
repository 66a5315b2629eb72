import CatalogUI

// MARK: - DLSIconButton

/// A round button showing only an icon; its label is spoken instead.
public struct DLSIconButton: View {
  let icon: DLSIcon
  let label: String
  let action: @Sendable () -> Void

  public init(_ icon: DLSIcon, label: String, action: @escaping @Sendable () -> Void) {
    self.icon = icon
    self.label = label
    self.action = action
  }

  public var body: some View {
    EnvironmentReader { environment in
      icon.image(size: 20)
        .foregroundStyle(environment.isEnabled ? DLSColor.textPrimary : DLSColor.textTertiary)
        .frame(width: 44, height: 44)
        .background(DLSColor.surface, in: Circle())
        .onTapGesture(perform: action)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(label)
        .accessibilityAddTraits(.isButton)
    }
  }
}
