import CatalogUI
import Testing

private enum Theme: String { case light, dark }

private struct SettingsRow: View {
  @AppStorage("notifications") private var notifications = true
  @AppStorage("theme") private var theme = Theme.light

  var body: some View {
    Toggle("Notifications", isOn: $notifications)
      .accessibilityHint(theme.rawValue)
  }
}

private struct Summary: View {
  @AppStorage("notifications") private var notifications = true
  @AppStorage("visits") private var visits = 0

  var body: some View {
    Button("Notifications \(notifications ? "on" : "off"), \(visits) visits") { visits += 1 }
  }
}

@MainActor @Suite struct AppStorageTests {
  @Test func viewsDeclaringOneKeyShareItsValue() throws {
    let host = ViewHost(
      VStack {
        SettingsRow()
        Summary()
      })
    try host.find(button: "Notifications on, 0 visits").tap()
    #expect(host.findAll(button: "Notifications on, 1 visits").count == 1)
    let toggle = try host.find(label: "Notifications")
    try toggle.tap()
    #expect(host.findAll(button: "Notifications off, 1 visits").count == 1)
  }

  @Test func eachHostStartsFromTheDeclaredValue() throws {
    let first = ViewHost(Summary())
    try first.find(button: "Notifications on, 0 visits").tap()
    let second = ViewHost(Summary())
    #expect(second.findAll(button: "Notifications on, 0 visits").count == 1)
  }
}
