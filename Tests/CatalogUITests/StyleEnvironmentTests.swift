import CatalogUI
import Testing

// MARK: - Styles written as SwiftUI code is, each reading the environment

private struct ProbeKey: EnvironmentKey {
  static var defaultValue: String { "default" }
}

extension EnvironmentValues {
  /// A value only these tests set, so a style that reads the default environment shows it.
  fileprivate var probe: String {
    get { self[ProbeKey.self] }
    set { self[ProbeKey.self] = newValue }
  }
}

private struct ProbeButtonStyle: ButtonStyle {
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.probe) private var probe
  func makeBody(configuration: Configuration) -> some View {
    Text("button \(colorScheme) \(probe)")
  }
}

private struct ProbePrimitiveButtonStyle: PrimitiveButtonStyle {
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.probe) private var probe
  func makeBody(configuration: Configuration) -> some View {
    Text("primitive button \(colorScheme) \(probe)")
  }
}

private struct ProbeToggleStyle: ToggleStyle {
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.probe) private var probe
  func makeBody(configuration: Configuration) -> some View {
    Text("toggle \(colorScheme) \(probe)")
  }
}

private struct ProbeLabelStyle: LabelStyle {
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.probe) private var probe
  func makeBody(configuration: Configuration) -> some View {
    Text("label \(colorScheme) \(probe)")
  }
}

private struct ProbeProgressViewStyle: ProgressViewStyle {
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.probe) private var probe
  func makeBody(configuration: Configuration) -> some View {
    Text("progress \(colorScheme) \(probe)")
  }
}

private struct ProbeTextFieldStyle: TextFieldStyle {
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.probe) private var probe
  func _body(configuration: TextField<Self._Label>) -> some View {
    Text("text field \(colorScheme) \(probe)")
  }
}

// MARK: - A component with styles, as a design system writes one

private struct BadgeConfiguration: Equatable {
  let title: String
}

private struct Badge: View {
  let title: String
  var body: some View {
    EnvironmentReader { environment in
      environment.componentStyle(default: ProbeBadgeStyle(name: "default badge"))
        .makeBody(configuration: BadgeConfiguration(title: title))
    }
  }
}

private struct ProbeBadgeStyle: ComponentStyle {
  let name: String
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.probe) private var probe
  func makeBody(configuration: BadgeConfiguration) -> some View {
    Text("\(name) \(configuration.title) \(colorScheme) \(probe)")
  }
}

/// A style that keeps state of its own: the taps on the badge it draws.
private struct CountingBadgeStyle: ComponentStyle {
  @State private var taps = 0
  func makeBody(configuration: BadgeConfiguration) -> some View {
    Button("\(configuration.title) tapped \(taps)") { taps += 1 }
  }
}

/// A component protocol that asks its styles for more than `makeBody`, as a tab bar asks for
/// each tab.
private protocol ProbeChipStyle: ComponentStyle where Configuration == BadgeConfiguration {
  associatedtype Chip: View
  @ViewBuilder func makeChip(title: String) -> Chip
}

private struct EnvironmentChipStyle: ProbeChipStyle {
  @Environment(\.probe) private var probe
  func makeBody(configuration: BadgeConfiguration) -> some View { Text(configuration.title) }
  func makeChip(title: String) -> some View { Text("chip \(title) \(probe)") }
}

private struct Chips: View {
  var body: some View {
    EnvironmentReader { environment in
      let style = environment.componentStyle(default: EnvironmentChipStyle())
      style.drawing { base in
        if let chips = base as? any ProbeChipStyle { AnyView(chips.makeChip(title: "one")) }
      }
    }
  }
}

/// A view that counts its taps in its own state, for views shown twice from one value.
private struct PlaceCounter: View {
  let name: String
  @State private var taps = 0
  var body: some View {
    Button("\(name) \(taps)") { taps += 1 }
  }
}

// MARK: - StyleEnvironmentTests

/// Every style protocol draws in the environment of the control it styles: `@Environment`
/// inside a style reads what an ancestor of the control set (here between the style's
/// modifier and the control, and around both), and `@State` inside a style lives as long as the
/// control.
@MainActor @Suite struct StyleEnvironmentTests {
  /// `control` with the style set around it, then the environment set closer to it: the style
  /// must read the closer values, "dark near", not the defaults "light default" nor "far".
  private func texts(_ control: some View, styled: (AnyView) -> some View) -> ViewHost {
    let near = AnyView(control.environment(\.colorScheme, .dark).environment(\.probe, "near"))
    return ViewHost(styled(near).environment(\.probe, "far"))
  }

  @Test func aButtonStyleReadsTheEnvironmentOfItsButton() throws {
    let host = texts(Button("Save") {}) { $0.buttonStyle(ProbeButtonStyle()) }
    #expect(try host.find(text: "button dark near").text == "button dark near")
  }

  @Test func aPrimitiveButtonStyleReadsTheEnvironmentOfItsButton() throws {
    let host = texts(Button("Save") {}) { $0.buttonStyle(ProbePrimitiveButtonStyle()) }
    #expect(try host.find(text: "primitive button dark near").text == "primitive button dark near")
  }

  @Test func aToggleStyleReadsTheEnvironmentOfItsToggle() throws {
    let host = texts(Toggle("Wi-Fi", isOn: .constant(true))) {
      $0.toggleStyle(ProbeToggleStyle())
    }
    #expect(try host.find(text: "toggle dark near").text == "toggle dark near")
  }

  @Test func aLabelStyleReadsTheEnvironmentOfItsLabel() throws {
    let host = texts(Label("Inbox", systemImage: "tray")) { $0.labelStyle(ProbeLabelStyle()) }
    #expect(try host.find(text: "label dark near").text == "label dark near")
  }

  @Test func aProgressViewStyleReadsTheEnvironmentOfItsProgressView() throws {
    let host = texts(ProgressView(value: 0.5)) { $0.progressViewStyle(ProbeProgressViewStyle()) }
    #expect(try host.find(text: "progress dark near").text == "progress dark near")
  }

  @Test func aTextFieldStyleReadsTheEnvironmentOfItsFieldAndSecureField() throws {
    let field = texts(TextField("Name", text: .constant(""))) {
      $0.textFieldStyle(ProbeTextFieldStyle())
    }
    #expect(try field.find(text: "text field dark near").text == "text field dark near")
    let secure = texts(SecureField("Password", text: .constant(""))) {
      $0.textFieldStyle(ProbeTextFieldStyle())
    }
    #expect(try secure.find(text: "text field dark near").text == "text field dark near")
  }

  @Test func aComponentStyleReadsTheEnvironmentOfItsComponent() throws {
    let host = texts(Badge(title: "New")) { $0.componentStyle(ProbeBadgeStyle(name: "set")) }
    #expect(try host.find(text: "set New dark near").text == "set New dark near")
  }

  @Test func aDefaultComponentStyleReadsTheEnvironmentOfItsComponent() throws {
    let host = texts(Badge(title: "New")) { $0 }
    #expect(
      try host.find(text: "default badge New dark near").text == "default badge New dark near")
  }

  @Test func aStyleSeesTheEnvironmentChangeWhenTheHostsDoes() throws {
    let host = ViewHost(
      VStack {
        Badge(title: "A")
        Toggle("Wi-Fi", isOn: .constant(true))
      }
      .toggleStyle(ProbeToggleStyle())
      .componentStyle(ProbeBadgeStyle(name: "set"))
      .environment(\.probe, "outer"))
    #expect(host.findAll(text: "set A light outer").count == 1)
    #expect(host.findAll(text: "toggle light outer").count == 1)
    host.environment.colorScheme = .dark
    #expect(try host.find(text: "set A dark outer").text == "set A dark outer")
    #expect(try host.find(text: "toggle dark outer").text == "toggle dark outer")
  }

  @Test func aComponentStyleKeepsItsStateFromRenderToRender() throws {
    let host = ViewHost(Badge(title: "A").componentStyle(CountingBadgeStyle()))
    try host.find(button: "A tapped 0").tap()
    try host.find(button: "A tapped 1").tap()
    #expect(host.accessibilityElements.map(\.label) == ["A tapped 2"])
  }

  @Test func oneStyleKeepsSeparateStateForEachComponentItDraws() throws {
    let host = ViewHost(
      VStack {
        Badge(title: "A")
        Badge(title: "B")
      }
      .componentStyle(CountingBadgeStyle()))
    try host.find(button: "A tapped 0").tap()
    try host.find(button: "A tapped 1").tap()
    try host.find(button: "B tapped 0").tap()
    #expect(host.accessibilityElements.map(\.label) == ["A tapped 2", "B tapped 1"])
  }

  @Test func oneViewValueShownTwiceKeepsStateForEachPlace() throws {
    let counter = PlaceCounter(name: "count")
    let host = ViewHost(
      VStack {
        counter
        counter.environment(\.probe, "second")
      })
    let first = host.findAll(button: "count 0")[0]
    try first.tap()
    #expect(host.accessibilityElements.map(\.label) == ["count 1", "count 0"])
    try host.findAll(button: "count 0")[0].tap()
    try host.findAll(button: "count 1")[0].tap()
    #expect(host.accessibilityElements.map(\.label) == ["count 2", "count 1"])
  }

  @Test func whatAComponentProtocolAsksBeyondMakeBodyReadsTheEnvironmentOfTheComponent() throws {
    let host = ViewHost(Chips().environment(\.probe, "near").environment(\.probe, "far"))
    #expect(host.accessibilityElements.map(\.label) == ["chip one near"])
  }
}
