import CatalogUI

// MARK: - DLSCheckbox

/// A square box with a check mark and a label. It owns interaction (a tap flips the binding,
/// except when disabled) and accessibility: one button valued "Checked" or "Unchecked".
public struct DLSCheckbox: View {
  let title: String
  let isChecked: Binding<Bool>

  public init(_ title: String, isChecked: Binding<Bool>) {
    self.title = title
    self.isChecked = isChecked
  }

  public var body: some View {
    EnvironmentReader { environment in content(isEnabled: environment.isEnabled) }
  }

  func content(isEnabled: Bool) -> some View {
    let checked = isChecked.wrappedValue
    let binding = isChecked
    let ink = isEnabled ? DLSColor.textPrimary : DLSColor.textTertiary
    return HStack(alignment: .firstTextBaseline, spacing: DLSSpacing.m) {
      ZStack {
        RoundedRectangle(cornerRadius: 4)
          .fill(checked ? ink : DLSColor.background)
        RoundedRectangle(cornerRadius: 4)
          .strokeBorder(checked ? ink : DLSColor.controlBorder, lineWidth: 1.5)
        if checked { DLSIcon.check.image(size: 16).foregroundStyle(DLSColor.background) }
      }
      .frame(width: 22, height: 22)
      .alignmentGuide(.firstTextBaseline) { $0.height * 0.78 }
      Text(title).font(DLSFont.body).foregroundStyle(ink)
    }
    .minimumTouchTarget()
    .onTapGesture { binding.wrappedValue.toggle() }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(title)
    .accessibilityValue(checked ? "Checked" : "Unchecked")
    .accessibilityAddTraits(checked ? [.isButton, .isSelected] : .isButton)
    .accessibilityAddTraits(isEnabled ? [] : .isNotEnabled)
  }
}
