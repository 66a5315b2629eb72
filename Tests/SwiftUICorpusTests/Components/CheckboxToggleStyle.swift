import SwiftUI

struct CheckboxToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      HStack(spacing: 10) {
        Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
          .font(.title3)
          .foregroundStyle(configuration.isOn ? Color.accentColor : .secondary)
        configuration.label
          .foregroundStyle(.primary)
      }
    }
    .buttonStyle(.plain)
  }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

#Preview {
  VStack(alignment: .leading) {
    Toggle("Remember me", isOn: .constant(true))
    Toggle("Send newsletter", isOn: .constant(false))
  }
  .toggleStyle(.checkbox)
  .padding()
}
