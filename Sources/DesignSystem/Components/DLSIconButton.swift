import CatalogUI

// MARK: - DLSIconButton

/// A round button showing only an icon; its label is spoken instead.
public struct DLSIconButton: View {
  let icon: DLSIcon
  let label: String
  let didTap: () -> Void

  /// A button showing `icon`, spoken as `label`; `didTap` is called when it is tapped.
  public init(_ icon: DLSIcon, label: String, didTap: @escaping () -> Void) {
    self.icon = icon
    self.label = label
    self.didTap = didTap
  }

  public var body: some View {
    EnvironmentReader { environment in
      icon.image(size: 20)
        .foregroundStyle(environment.isEnabled ? DLSColor.textPrimary : DLSColor.textTertiary)
        .frame(width: 44, height: 44)
        .background(DLSColor.surface, in: Circle())
        .onTapGesture(perform: didTap)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(label)
        .accessibilityAddTraits(.isButton)
    }
  }
}
