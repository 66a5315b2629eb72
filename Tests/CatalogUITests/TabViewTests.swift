import CatalogUI
import Raster
import Testing

// Tab bar apps as iOS teams write them.

private struct ClassicTabs: View {
  @State private var selection = 0

  var body: some View {
    TabView(selection: $selection) {
      Text("Home page")
        .tabItem { Label("Home", systemImage: "house") }
        .tag(0)
      Text("Search page")
        .tabItem { Label("Search", systemImage: "magnifyingglass") }
        .tag(1)
        .badge(3)
      Text("Profile page")
        .tabItem {
          Image(systemName: "person")
          Text("Profile")
        }
        .tag(2)
    }
  }
}

private enum AppTab: Hashable { case home, inbox, settings }

private struct ModernTabs: View {
  @State var selection: AppTab

  var body: some View {
    TabView(selection: $selection) {
      Tab("Home", systemImage: "house", value: AppTab.home) { Text("Home page") }
      Tab("Inbox", systemImage: "tray", value: AppTab.inbox) { Text("Inbox page") }
        .badge("New")
      Tab("Settings", systemImage: "gear", value: AppTab.settings) {
        Text("Settings page")
      }
    }
  }
}

private struct Counter: View {
  @State private var count = 0

  var body: some View {
    Button("Count \(count)") { count += 1 }
  }
}

@MainActor @Suite struct TabViewTests {
  private let screen = ProposedViewSize(width: 393, height: 300)

  private func elements(_ host: ViewHost) -> [String] {
    host.accessibilityElements.map(\.description)
  }

  @Test func onlyTheSelectedTabIsShownAboveTheBar() throws {
    let host = ViewHost(ClassicTabs(), proposal: screen)
    #expect(
      elements(host) == [
        #"text "Home page" (150.25, 115, 92.5×21)"#,
        #"button, selected "Home" value "Tab, 1 of 3" (0, 251, 131×49)"#,
        #"button "Search" value "Tab, 2 of 3, 3" (131, 251, 131×49)"#,
        #"button "Profile" value "Tab, 3 of 3" (262, 251, 131×49)"#,
      ])
    #expect(host.findAll(text: "Search page").isEmpty)
  }

  @Test func tappingATabItemSelectsIt() throws {
    let host = ViewHost(ClassicTabs(), proposal: screen)
    try host.find(button: "Search").tap()
    #expect(try host.find(text: "Search page").text == "Search page")
    #expect(host.findAll(text: "Home page").isEmpty)
    #expect(try host.find(button: "Search").traits.contains(.isSelected))
    #expect(try !host.find(button: "Home").traits.contains(.isSelected))
  }

  @Test func theTabAPIWritesTheTappedValueToTheBinding() throws {
    let host = ViewHost(ModernTabs(selection: .inbox), proposal: screen)
    #expect(try host.find(text: "Inbox page").text == "Inbox page")
    try host.find(button: "Settings").tap()
    #expect(try host.find(text: "Settings page").text == "Settings page")
    #expect(try host.find(button: "Inbox").value == "Tab, 2 of 3, New")
  }

  @Test func tabsWithoutValuesAreSelectedByPosition() throws {
    let host = ViewHost(
      TabView {
        Tab("One", systemImage: "1.circle") { Text("First") }
        Tab("Two", systemImage: "2.circle") { Text("Second") }
      }, proposal: screen)
    #expect(try host.find(text: "First").text == "First")
    try host.find(button: "Two").tap()
    #expect(try host.find(text: "Second").text == "Second")
  }

  @Test func aSelectionMatchingNoTabShowsTheFirst() throws {
    let host = ViewHost(
      TabView(selection: .constant(42)) {
        Text("A").tabItem { Text("A") }.tag(1)
        Text("B").tabItem { Text("B") }.tag(2)
      }, proposal: screen)
    #expect(try host.find(text: "A").text == "A")
    #expect(try host.find(button: "A").traits.contains(.isSelected))
  }

  @Test func aPageKeepsItsStateWhileAnotherTabIsShown() throws {
    let host = ViewHost(
      TabView {
        Counter().tabItem { Text("One") }
        Text("Other").tabItem { Text("Two") }
      }, proposal: screen)
    try host.find(button: "Count 0").tap()
    try host.find(button: "Two").tap()
    #expect(host.findAll(button: "Count 1").isEmpty)
    try host.find(button: "One").tap()
    #expect(try host.find(button: "Count 1").label == "Count 1")
  }

  @Test func anEmptyTabViewIsAnEmptyBar() {
    let host = ViewHost(TabView {}, proposal: screen)
    #expect(host.accessibilityElements.isEmpty)
    #expect(host.dump().hasPrefix("TabView (0, 0, 393×300)\n  EmptyNode (196.5, 125.5, 0×0)"))
  }

  @Test func theBarsMetrics() {
    let host = ViewHost(ClassicTabs(), proposal: screen)
    // iOS: a 49 pt bar at the bottom, items sharing the width, the icon in a 25 pt box 6 pt
    // below the bar's top, the 10 pt title 2 pt below it, the badge over the icon's corner;
    // each icon as wide as its symbol's ink (person's spans 12 of 16 units).
    #expect(
      host.dump() == """
        TabView (0, 0, 393×300)
          Tag(0) (150.25, 115, 92.5×21)
            TabItem (150.25, 115, 92.5×21)
              Text("Home page") (150.25, 115, 92.5×21) text: "Home page", font: Inter 17 regular
          Overlay (0, 251, 393×49)
            Background (0, 251, 393×49)
              Frame (0, 251, 393×49) height: 49
                Frame (0, 251, 393×49) maxWidth: ∞
                  HStack (0, 251, 393×49) spacing: 0
                    Frame (0, 251, 131×49) maxWidth: ∞, maxHeight: ∞, tappable
                      Padding (51.5, 251, 28.5×45.5) padding: 6 0 0 0
                        VStack (51.5, 257, 28.5×39.5) spacing: 0
                          VStack (51.5, 257, 28.5×39.5) spacing: 2
                            VStack (51.5, 257, 28.5×39.5) spacing: 2, label: "Home"
                              Overlay (55, 257, 21.5×25)
                                Frame (55, 257, 21.5×25) height: 25
                                  Image (55, 258.5, 21.5×22)
                                EmptyNode (66, 257, 0×0)
                              Text("Home") (51.5, 284, 28.5×12.5) text: "Home", font: Inter 10 medium
                    Frame (131, 251, 131×49) maxWidth: ∞, maxHeight: ∞, tappable
                      Padding (180, 251, 33.5×45.5) padding: 6 0 0 0
                        VStack (180, 257, 33.5×39.5) spacing: 0
                          VStack (180, 257, 33.5×39.5) spacing: 2
                            VStack (180, 257, 33.5×39.5) spacing: 2, label: "Search"
                              Overlay (186, 257, 21.5×25)
                                Frame (186, 257, 21.5×25) height: 25
                                  Image (186, 258.5, 21.5×22)
                                Guide (203, 255, 18.5×18)
                                  Guide (203, 255, 18.5×18)
                                    Background (203, 255, 18.5×18)
                                      Frame (203, 255, 18.5×18) minWidth: 18, minHeight: 18
                                        Padding (203, 256, 18.5×16) padding: 0 5 0 5
                                          FixedSize (208, 256, 8.5×16)
                                            Text("3") (208, 256, 8.5×16) text: "3", font: Inter 13 regular
                                      Capsule (203, 255, 18.5×18)
                              Text("Search") (180, 284, 33.5×12.5) text: "Search", font: Inter 10 medium
                    Frame (262, 251, 131×49) maxWidth: ∞, maxHeight: ∞, tappable
                      Padding (312, 251, 31×45.5) padding: 6 0 0 0
                        VStack (312, 257, 31×39.5) spacing: 0
                          VStack (312, 257, 31×39.5) spacing: 2
                            Overlay (319.5, 257, 16×25)
                              Frame (319.5, 257, 16×25) height: 25
                                Image (319.5, 258.5, 16×22)
                              EmptyNode (327.5, 257, 0×0)
                            Text("Profile") (312, 284, 31×12.5) text: "Profile", font: Inter 10 medium
              Rectangle (0, 251, 393×49)
            Frame (0, 251, 393×0.5) height: 0.5
              Rectangle (0, 251, 393×0.5)
        """)
  }

  @Test func theTabBarAsDrawn() {
    let light = ViewHost(ClassicTabs(), proposal: screen)
    expectMatchesReference(light.render(background: .white), named: "tabview-bar-light")
    let dark = ViewHost(
      ClassicTabs().environment(\.colorScheme, .dark).tint(.orange), proposal: screen)
    expectMatchesReference(dark.render(background: .black), named: "tabview-bar-dark")
  }

  @Test func thePageStyleShowsTheSelectedPageWithDots() throws {
    let pages = TabView {
      ForEach(0..<3) { index in
        Color.indigo.overlay { Text("Page \(index + 1)").foregroundStyle(.white) }
      }
    }
    let host = ViewHost(pages.tabViewStyle(.page), proposal: screen)
    #expect(host.findAll(label: "Page 2").isEmpty)
    let dots = try #require(host.accessibilityElements.last)
    #expect(dots.description == #"adjustable "" value "Page 1 of 3" (0, 274, 393×26)"#)
    expectMatchesReference(host.render(background: .white), named: "tabview-page")
    dots.adjust(.increment)
    #expect(try host.find(text: "Page 2").text == "Page 2")
    let single = ViewHost(
      TabView { Color.indigo }.tabViewStyle(.page(indexDisplayMode: .automatic)),
      proposal: screen)
    #expect(single.accessibilityElements.isEmpty)
    let always = ViewHost(
      TabView { Color.indigo }.tabViewStyle(.page(indexDisplayMode: .always)), proposal: screen)
    #expect(always.accessibilityElements.map(\.value) == ["Page 1 of 1"])
  }
}
