import CatalogUI
import Raster
import Testing

// What iOS draws around a screen's content: the status bar, a tab bar a screen hides, the
// search field of a searchable list, and a scroll view scrolled by its reader before the
// snapshot. Figures are an iPhone 15 in portrait (393×852 pt, insets 59 and 34).

private let phone = CGSize(width: 393, height: 852)
private let phoneInsets = EdgeInsets(top: 59, bottom: 34)

private struct DetailHidingTabBar: View {
  var body: some View {
    TabView {
      NavigationStack {
        Text("Detail").navigationTitle("Detail").toolbar(.hidden, for: .tabBar)
      }
      .tabItem { Label("Home", systemImage: "house") }
      Text("Two").tabItem { Label("Two", systemImage: "gear") }
    }
  }
}

private struct Contacts: View {
  @State private var query = ""

  var body: some View {
    NavigationStack {
      List { Text("Ada") }
        .navigationTitle("Contacts")
        .searchable(text: $query, prompt: "Name or number")
    }
  }
}

private struct ScrolledOnAppear: View {
  let anchor: UnitPoint?

  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<30, id: \.self) { index in Text("Row \(index)").frame(height: 40) }
        }
      }
      .onAppear { proxy.scrollTo(20, anchor: anchor) }
    }
  }
}

@MainActor @Suite struct ScreenChromeTests {
  private func host(_ view: some View, scheme: ColorScheme = .light) -> ViewHost {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    let host = ViewHost(view, environment: environment)
    host.layout(centredIn: phone, safeAreaInsets: phoneInsets)
    return host
  }

  @Test func aScreenHidingTheTabBarTakesItsPlace() {
    let host = host(DetailHidingTabBar())
    #expect(host.findAll(button: "Home").isEmpty)
    let dump = host.dump()
    #expect(
      dump.hasPrefix(
        "TabView (0, 59, 393×759)\n  TabItem (0, 59, 393×759)\n    NavigationStack (0, 59, 393×759)"
      ))
    #expect(dump.hasSuffix("\n  EmptyNode (0, 818, 393×0)"))
  }

  @Test func hidingTheNavigationBarWithToolbarVisibility() {
    let host = host(
      NavigationStack { Text("Body").toolbarVisibility(.hidden, for: .navigationBar) })
    #expect(
      host.dump().hasPrefix(
        "NavigationStack (0, 59, 393×759)\n  NavigationItems (175.75, 428, 41.5×21)"))
  }

  @Test func bottomBarItemsAreReportedNotDroppedInSilence() {
    let message =
      "toolbar: 2 items at .bottomBar or .status cannot be drawn yet, and the screen would show "
      + "no bottom toolbar; move them into the view (a bottom safeAreaInset) for now"
    let shown = host(
      NavigationStack {
        Text("Body").toolbar {
          ToolbarItem(placement: .bottomBar) { Button("Edit") {} }
          ToolbarItem(placement: .status) { Text("Updated now") }
          ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
        }
      })
    #expect(shown.diagnostics.contains(message))
    // A hidden bottom bar, or none at all, says nothing.
    let hidden = host(
      NavigationStack {
        Text("Body")
          .toolbar { ToolbarItem(placement: .bottomBar) { Button("Edit") {} } }
          .toolbar(.hidden, for: .bottomBar)
      })
    #expect(!hidden.diagnostics.contains { $0.hasPrefix("toolbar:") })
    let none = host(
      NavigationStack {
        Text("Body").toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Done") {} } }
      })
    #expect(none.diagnostics.isEmpty)
  }

  @Test func aSearchableListShowsItsFieldBelowTheTitle() throws {
    let host = host(Contacts())
    let lines = host.dump().split(separator: "\n").map(String.init)
    // The title's row ends at 155; the field's 52 pt row follows, the list after it.
    #expect(lines.contains("    Frame (0, 155, 393×52) maxWidth: ∞, minHeight: 52"))
    #expect(lines.contains { $0.hasPrefix("      List (0, 207, 393×611)") })
    let field = try host.find(label: "Name or number")
    #expect(field.frame == CGRect(x: 16, y: 163, width: 361, height: 36))
    #expect(field.traits.contains(.isSearchField))
  }

  @Test func scrollToInOnAppearScrollsTheStillFrame() throws {
    let top = ViewHost(
      ScrolledOnAppear(anchor: .top), proposal: ProposedViewSize(width: 300, height: 400))
    #expect(try top.find(text: "Row 20").frame.minY == 9.5)
    #expect(top.findAll(text: "Row 0").first?.frame.minY == -790.5)
    // With no anchor, the least scroll that shows the row: its bottom at the bottom edge.
    let least = ViewHost(
      ScrolledOnAppear(anchor: nil), proposal: ProposedViewSize(width: 300, height: 400))
    #expect(try least.find(text: "Row 20").frame.maxY == 390.5)
    // The scroll stops at the end of the content.
    let bottom = ViewHost(
      ScrolledOnAppear(anchor: .top), proposal: ProposedViewSize(width: 300, height: 1000))
    #expect(try bottom.find(text: "Row 29").frame.maxY == 990.5)
  }

  @Test func theStatusBarIsDrawnInTheTopInsetOutsideTheTree() {
    let plain = host(Contacts())
    let withBar = ViewHost(Contacts())
    withBar.layout(
      centredIn: phone, safeAreaInsets: phoneInsets, statusBar: StatusBar(layout: .dynamicIsland))
    #expect(withBar.dump() == plain.dump())
    #expect(
      withBar.accessibilityElements.map(\.description)
        == plain.accessibilityElements.map(\.description))
  }

  @Test func statusBarsMatchTheirReferences() {
    func render(_ layout: StatusBar.Layout, _ scheme: ColorScheme, width: Double, top: Double)
      -> Pixmap?
    {
      var environment = EnvironmentValues()
      environment.colorScheme = scheme
      environment.displayScale = 2
      let host = ViewHost(Color.clear, environment: environment)
      host.layout(
        centredIn: CGSize(width: width, height: top + 10),
        safeAreaInsets: EdgeInsets(top: top), statusBar: StatusBar(layout: layout))
      return host.render(background: scheme == .dark ? .black : .white)
    }
    expectMatchesReference(
      render(.dynamicIsland, .light, width: 393, top: 59), named: "status-bar-dynamic-island")
    expectMatchesReference(
      render(.dynamicIsland, .dark, width: 393, top: 59), named: "status-bar-dynamic-island-dark")
    expectMatchesReference(
      render(.homeButton, .light, width: 375, top: 20), named: "status-bar-home-button")
    expectMatchesReference(render(.tablet, .light, width: 744, top: 24), named: "status-bar-tablet")
  }

  @Test func aSearchableScreenMatchesItsReference() {
    var environment = EnvironmentValues()
    environment.displayScale = 2
    let host = ViewHost(Contacts(), environment: environment)
    host.layout(centredIn: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20))
    expectMatchesReference(host.render(background: .white), named: "searchable-contacts")
  }
}
