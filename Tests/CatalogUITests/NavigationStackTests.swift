import CatalogUI
import Raster
import Testing

// Screens as iOS teams write them, in a NavigationStack.

private struct SettingsScreen: View {
  @State private var saved = 0

  var body: some View {
    NavigationStack {
      VStack(spacing: 16) {
        NavigationLink("Wi-Fi") {
          WiFiScreen()
        }
        Text("Saved \(saved)")
      }
      .navigationTitle("Settings")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button("Save") { saved += 1 }
        }
      }
    }
  }
}

private struct WiFiScreen: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Done") { dismiss() }
      .navigationTitle("Wi-Fi")
      .navigationBarTitleDisplayMode(.inline)
  }
}

private enum Route: Hashable { case room(Int) }

private struct RoomsScreen: View {
  @State var path: [Route]

  var body: some View {
    NavigationStack(path: $path) {
      NavigationLink("Room 7", value: Route.room(7))
        .navigationTitle("Rooms")
        .navigationDestination(for: Route.self) { route in
          switch route {
          case .room(let number): Text("Room \(number)").navigationTitle("Room \(number)")
          }
        }
    }
  }
}

private struct ProfileScreen: View {
  var body: some View {
    NavigationStack {
      List {
        Section("Account") {
          NavigationLink("Personal information") { Text("Details") }
          NavigationLink("Payments") { Text("Cards") }
          LabeledContent("Member since", value: "2019")
        }
      }
      .navigationTitle("Profile")
    }
  }
}

@MainActor @Suite struct NavigationStackTests {
  private let screen = ProposedViewSize(width: 393, height: 300)

  private func elements(_ host: ViewHost) -> [String] {
    host.accessibilityElements.map { element in
      let traits = element.traits.contains(.isHeader) ? " (header)" : ""
      return element.label + traits
    }
  }

  @Test func theRootHasALargeTitleBelowTheBarAndItsItems() throws {
    let host = ViewHost(SettingsScreen(), proposal: screen)
    #expect(elements(host) == ["Save", "Settings (header)", "Wi-Fi", "Saved 0"])
    // iOS: a 44 pt bar, the large title in the 52 pt row below it, 16 pt from the edge.
    let title = try host.find(text: "Settings")
    #expect(title.frame.minX == 16)
    #expect(title.frame.minY >= 44 && title.frame.maxY <= 96)
    let save = try host.find(button: "Save")
    #expect(abs(save.frame.maxX - (393 - 16)) < 0.01)
    #expect(save.frame.midY == 22)
    // The content fills what is left below the bar and is centred in it.
    let link = try host.find(button: "Wi-Fi")
    #expect(link.frame.minY > 96)
    #expect(abs(link.frame.midX - 393 / 2) < 1)
  }

  @Test func aToolbarButtonsActionRuns() throws {
    let host = ViewHost(SettingsScreen(), proposal: screen)
    try host.find(button: "Save").tap()
    #expect(try host.find(text: "Saved 1").text == "Saved 1")
  }

  @Test func tappingALinkPushesItsDestinationWithABackButton() throws {
    let host = ViewHost(SettingsScreen(), proposal: screen)
    try host.find(button: "Wi-Fi").tap()
    #expect(elements(host) == ["Settings", "Wi-Fi (header)", "Done"])
    let title = try host.find(text: "Wi-Fi")
    #expect(abs(title.frame.midX - 393 / 2) < 1)
    #expect(title.frame.midY == 22)
    try host.find(button: "Settings").tap()
    #expect(elements(host) == ["Save", "Settings (header)", "Wi-Fi", "Saved 0"])
  }

  @Test func dismissPopsThePushedScreen() throws {
    let host = ViewHost(SettingsScreen(), proposal: screen)
    try host.find(button: "Wi-Fi").tap()
    try host.find(button: "Done").tap()
    #expect(elements(host) == ["Save", "Settings (header)", "Wi-Fi", "Saved 0"])
  }

  @Test func aPathShowsItsValuesThroughTheirDestination() throws {
    let pushed = ViewHost(RoomsScreen(path: [.room(3)]), proposal: screen)
    #expect(elements(pushed) == ["Rooms", "Room 3 (header)", "Room 3"])
    let root = ViewHost(RoomsScreen(path: []), proposal: screen)
    try root.find(button: "Room 7").tap()
    #expect(elements(root) == ["Rooms", "Room 7 (header)", "Room 7"])
  }

  @Test func aValueLinkWithoutAValuePushesNothing() throws {
    let host = ViewHost(
      NavigationStack {
        NavigationLink("Nowhere", value: Optional<Int>.none).navigationTitle("Root")
      }, proposal: screen)
    try host.find(button: "Nowhere").tap()
    #expect(elements(host) == ["Root (header)", "Nowhere"])
  }

  @Test func aPrincipalItemAndHiddenBackButton() {
    let host = ViewHost(
      NavigationStack {
        Text("Body")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .principal) { Text("Logo") }
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
            ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
            ToolbarItem(placement: .keyboard) { Button("Hidden") {} }
          }
      }, proposal: screen)
    #expect(elements(host) == ["Cancel", "Done", "Logo", "Body"])
  }

  @Test func linksInAListAreRowsWithAChevronUnderALargeTitle() throws {
    let host = ViewHost(ProfileScreen(), proposal: ProposedViewSize(width: 393, height: 400))
    #expect(
      elements(host).prefix(4) == [
        "Profile (header)", "ACCOUNT (header)", "Personal information", "Payments",
      ])
    expectMatchesReference(host.render(background: .white), named: "navigation-list")
    try host.find(button: "Payments").tap()
    #expect(elements(host) == ["Profile", "Cards"])
  }

  @Test func aLinkRowIsOutlinedWholeBeforeThePushAndAfterThePop() throws {
    let host = ViewHost(ProfileScreen(), proposal: ProposedViewSize(width: 393, height: 400))
    // VoiceOver outlines the whole 44 pt cell of the card, not the link's 21 pt label.
    let row = CGRect(x: 16, y: 198, width: 361, height: 44)
    #expect(try host.find(button: "Payments").accessibility?.frame == row)
    try host.find(button: "Payments").tap()
    #expect(elements(host) == ["Profile", "Cards"])
    try host.find(button: "Profile").tap()
    #expect(try host.find(button: "Payments").accessibility?.frame == row)
    #expect(try host.find(button: "Payments").frame.height == 21)
  }

  @Test func theScreenAsDrawn() {
    let host = ViewHost(SettingsScreen(), proposal: screen)
    expectMatchesReference(host.render(background: .white), named: "navigation-settings")
    try? host.find(button: "Wi-Fi").tap()
    expectMatchesReference(host.render(background: .white), named: "navigation-pushed")
  }
}
