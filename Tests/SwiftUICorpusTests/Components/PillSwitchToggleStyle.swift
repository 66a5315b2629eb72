import SwiftUI

struct PillSwitchToggleStyle: ToggleStyle {
  var onColor: Color = .green

  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Spacer()
      Capsule()
        .fill(configuration.isOn ? onColor : Color(.systemGray4))
        .frame(width: 50, height: 30)
        .overlay(alignment: configuration.isOn ? .trailing : .leading) {
          Circle()
            .fill(.white)
            .shadow(radius: 1, y: 1)
            .padding(3)
        }
        .animation(.snappy, value: configuration.isOn)
        .onTapGesture { configuration.isOn.toggle() }
    }
  }
}

#Preview {
  VStack {
    Toggle("Wi-Fi", isOn: .constant(true))
    Toggle("Bluetooth", isOn: .constant(false))
  }
  .toggleStyle(PillSwitchToggleStyle())
  .padding()
}
