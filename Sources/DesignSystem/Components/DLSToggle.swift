import CatalogUI

// MARK: - DLSToggle

/// An on/off switch with a label; one accessibility element with the toggle trait.
public struct DLSToggle: View {
  let title: String
  let isOn: Binding<Bool>

  public init(_ title: String, isOn: Binding<Bool>) {
    self.title = title
    self.isOn = isOn
  }

  public var body: some View {
    EnvironmentReader { environment in
      let on = isOn.wrappedValue
      let binding = isOn
      HStack {
        Text(title).font(DLSFont.body).foregroundStyle(DLSColor.textPrimary)
        Spacer()
        ZStack(alignment: on ? .trailing : .leading) {
          Capsule().fill(on ? (environment.isEnabled ? DLSColor.success : DLSColor.disabled)
                         : DLSColor.disabled)
            .frame(width: 51, height: 31)
          Circle().fill(Color.white).frame(width: 27, height: 27).padding(2)
            .shadow(color: Color(white: 0, opacity: 0.15), radius: 2, y: 1)
        }
      }
      .onTapGesture { binding.wrappedValue.toggle() }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(title)
      .accessibilityValue(on ? "On" : "Off")
      .accessibilityAddTraits(.isToggle)
    }
  }
}
