import CatalogUI

// Controls, styles and modifiers written exactly as SwiftUI code is: this file imports
// CatalogUI only. `SwiftUIControlTests` hosts them, taps them and renders them.

/// A custom button style as apps write them: padded label on a capsule, dimmed when disabled.
struct CapsuleButtonStyle: ButtonStyle {
  @Environment(\.isEnabled) private var isEnabled

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding()
      .background(isEnabled ? Color.blue : Color.gray)
      .foregroundStyle(.white)
      .clipShape(Capsule())
      .opacity(configuration.isPressed ? 0.8 : 1)
  }
}

/// A primitive style that runs the action from its own gesture, as SwiftUI requires.
struct TriggerButtonStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(4)
      .onTapGesture { configuration.trigger() }
  }
}

/// A checkbox toggle style: a square symbol before the label, flipping the binding itself.
struct CheckboxToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
        .foregroundStyle(configuration.isOn ? Color.accentColor : Color.secondary)
      configuration.label
    }
    .onTapGesture { configuration.$isOn.wrappedValue.toggle() }
  }
}

/// The title first and the icon after it.
struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 4) {
      configuration.title
      configuration.icon
    }
  }
}

/// A card look applied with `.modifier(_:)` and an extension method.
struct CardModifier: ViewModifier {
  var cornerRadius: CGFloat = 12

  func body(content: Content) -> some View {
    content
      .padding(12)
      .background(Color.white)
      .cornerRadius(cornerRadius)
  }
}

extension View {
  /// The card look.
  func card() -> some View { modifier(CardModifier()) }
}

/// A modifier with state of its own: it counts taps on the content.
struct TapCounter: ViewModifier {
  @State private var taps = 0

  func body(content: Content) -> some View {
    VStack {
      content
      Text("Taps: \(taps)")
    }
    .onTapGesture { taps += 1 }
  }
}

/// A settings form of the built-in controls, driven by @State.
struct SettingsForm: View {
  @State private var isWiFiOn = true
  @State private var name = ""
  @State private var password = ""
  @State private var guests = 2
  @State private var period = "Week"
  @State private var saves = 0

  var body: some View {
    VStack(spacing: 12) {
      Toggle("Wi-Fi", isOn: $isWiFiOn)
      TextField("Name", text: $name)
        .textFieldStyle(.roundedBorder)
      SecureField("Password", text: $password)
      Stepper("Guests: \(guests)", value: $guests, in: 1...3)
      Picker("Period", selection: $period) {
        Text("Day").tag("Day")
        Text("Week").tag("Week")
        Text("Month").tag("Month")
      }
      .pickerStyle(.segmented)
      Button("Save") { saves += 1 }
        .buttonStyle(CapsuleButtonStyle())
      Text("Saved \(saves) times, password \(password.count) characters")
    }
    .padding()
    .frame(width: 320)
  }
}

/// Every built-in button style, as an iOS screen shows them.
struct ButtonStyleGallery: View {
  var body: some View {
    VStack(spacing: 8) {
      Button("Automatic") {}
      Button("Plain") {}.buttonStyle(.plain)
      Button("Borderless") {}.buttonStyle(.borderless)
      Button("Bordered") {}.buttonStyle(.bordered)
      Button("Prominent") {}.buttonStyle(.borderedProminent)
      Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
      Button("Tinted") {}.buttonStyle(.bordered).tint(.orange)
      Button("Disabled") {}.buttonStyle(.borderedProminent).disabled(true)
      Button("Custom") {}.buttonStyle(CapsuleButtonStyle())
      Button("Large capsule") {}.buttonStyle(.borderedProminent).controlSize(.large)
        .buttonBorderShape(.capsule)
      Button("Share", systemImage: "square.and.arrow.up") {}.buttonStyle(.bordered)
        .controlSize(.small)
    }
    .padding(8)
    .background(Color.white)
  }
}

/// Toggles and labels in their built-in and custom styles.
struct ToggleAndLabelGallery: View {
  @State private var isOn = true
  @State private var isOff = false

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Toggle("Wi-Fi", isOn: $isOn)
      Toggle("Bluetooth", isOn: $isOff)
      Toggle(isOn: $isOn) { Text("Tinted") }.tint(.blue)
      HStack {
        Toggle("Bold", isOn: $isOn).toggleStyle(.button)
        Toggle("Italic", isOn: $isOff).toggleStyle(.button)
        Toggle("Done", isOn: $isOn).toggleStyle(CheckboxToggleStyle())
      }
      Label("Favourites", systemImage: "star.fill")
      Label("Title only", systemImage: "star.fill").labelStyle(.titleOnly)
      HStack {
        Label("Icon only", systemImage: "heart.fill").labelStyle(.iconOnly)
        Label("Trailing", systemImage: "bell").labelStyle(TrailingIconLabelStyle())
      }
    }
    .padding(8)
    .frame(width: 260)
    .background(Color.white)
  }
}

/// Text fields, a stepper, pickers and progress views.
struct InputGallery: View {
  @State private var empty = ""
  @State private var name = "Ada Lovelace"
  @State private var secret = "hunter2"
  @State private var count = 3
  @State private var period = 1

  var body: some View {
    VStack(spacing: 10) {
      TextField("Placeholder", text: $empty).textFieldStyle(.roundedBorder)
      TextField("Name", text: $name).textFieldStyle(.roundedBorder)
      SecureField("Password", text: $secret).textFieldStyle(.roundedBorder)
      TextField("Plain", text: $name).textFieldStyle(.plain)
      Stepper("Count: \(count)", value: $count, in: 0...3)
      Picker("Period", selection: $period) {
        Text("Day").tag(0)
        Text("Week").tag(1)
        Text("Month").tag(2)
        Text("Year").tag(3)
      }
      .pickerStyle(.segmented)
      Picker("Sort by", selection: $period) {
        Text("Name").tag(0)
        Text("Date").tag(1)
      }
      ProgressView("Downloading", value: 0.4)
      ProgressView(value: 3, total: 4)
      HStack(spacing: 24) {
        ProgressView()
        ProgressView("Loading")
        ProgressView(value: 0.5).progressViewStyle(.circular)
      }
    }
    .padding(12)
    .frame(width: 300)
    .background(Color.white)
  }
}
