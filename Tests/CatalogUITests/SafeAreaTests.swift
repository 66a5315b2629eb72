import CatalogUI
import Raster
import Testing

// A device screen's safe area, as iOS lays a screen out. The figures are an iPhone 15 in
// portrait: 393×852 pt, the status bar's inset 59 pt at the top, the home indicator's 34 pt
// at the bottom (`SnapshotSettings.Device.safeAreaInsets` gives their sources).

private let phone = CGSize(width: 393, height: 852)
private let phoneInsets = EdgeInsets(top: 59, bottom: 34)

private struct TopAndBottom: View {
  var body: some View {
    VStack {
      Text("Top")
      Spacer()
      Text("Bottom")
    }
  }
}

private struct SettingsScreen: View {
  var body: some View {
    NavigationStack {
      List {
        Section("Notifications") {
          Text("Push")
          Text("Email")
        }
      }
      .navigationTitle("Settings")
    }
  }
}

private struct TabApp: View {
  var body: some View {
    TabView {
      TopAndBottom().tabItem { Label("Home", systemImage: "house") }
      Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
    }
  }
}

private struct InsetReader: View {
  var body: some View {
    GeometryReader { proxy in
      Text("\(Int(proxy.safeAreaInsets.top)) \(Int(proxy.safeAreaInsets.bottom))")
    }
  }
}

@MainActor @Suite struct SafeAreaTests {
  private func host(_ view: some View, insets: EdgeInsets = phoneInsets) -> ViewHost {
    let host = ViewHost(view)
    host.layout(centredIn: phone, safeAreaInsets: insets)
    return host
  }

  @Test func contentIsLaidOutBetweenTheStatusBarAndTheHomeIndicator() {
    #expect(
      host(TopAndBottom()).dump() == """
        VStack (167, 59, 58.5×759)
          Text("Top") (181, 59, 30.5×21) text: "Top", font: Inter 17 regular
          Spacer (196.5, 80, 0×717)
          Text("Bottom") (167, 797, 58.5×21) text: "Bottom", font: Inter 17 regular
        """)
  }

  @Test func ignoringTheSafeAreaExtendsTheViewOnTheEdgesItAsksFor() {
    func frame(_ view: some View) -> String {
      host(view).dump().split(separator: "\n").map(String.init).first ?? ""
    }
    #expect(frame(Color.red.ignoresSafeArea()) == "Color(#FF3B30FF) (0, 0, 393×852)")
    #expect(frame(Color.red.ignoresSafeArea(edges: .top)) == "Color(#FF3B30FF) (0, 0, 393×818)")
    #expect(
      frame(Color.red.ignoresSafeArea(.container, edges: .bottom))
        == "Color(#FF3B30FF) (0, 59, 393×793)")
    #expect(frame(Color.red.edgesIgnoringSafeArea(.all)) == "Color(#FF3B30FF) (0, 0, 393×852)")
    // No keyboard is shown, so ignoring its region changes nothing.
    #expect(frame(Color.red.ignoresSafeArea(.keyboard)) == "Color(#FF3B30FF) (0, 59, 393×759)")
    // A view that does not touch the safe area's edge stays where it is.
    let padded = host(Color.red.ignoresSafeArea().padding(20)).dump()
    #expect(padded.contains("  Color(#FF3B30FF) (20, 79, 353×719)"))
  }

  @Test func aStackIgnoringTheSafeAreaLaysItsContentOutUnderTheInsets() {
    #expect(
      host(TopAndBottom().ignoresSafeArea()).dump() == """
        VStack (167, 0, 58.5×852)
          Text("Top") (181, 0, 30.5×21) text: "Top", font: Inter 17 regular
          Spacer (196.5, 21, 0×810)
          Text("Bottom") (167, 831, 58.5×21) text: "Bottom", font: Inter 17 regular
        """)
  }

  @Test func aShapeStyleBackgroundFillsUnderTheInsetsAsInSwiftUI() {
    #expect(
      host(TopAndBottom().background(Color.blue)).dump() == """
        Background (167, 59, 58.5×759)
          VStack (167, 59, 58.5×759)
            Text("Top") (181, 59, 30.5×21) text: "Top", font: Inter 17 regular
            Spacer (196.5, 80, 0×717)
            Text("Bottom") (167, 797, 58.5×21) text: "Bottom", font: Inter 17 regular
          Rectangle (167, 0, 58.5×852)
        """)
  }

  @Test func aScrollViewExtendsUnderTheInsetsAndStartsItsContentInTheSafeArea() {
    let host = host(ScrollView { Text("First").id("first") })
    #expect(host.dump().hasPrefix("ScrollView (0, 0, 393×852)"))
    #expect(host.frame(of: "first")?.minY == 59)
  }

  @Test func aGeometryReaderReportsTheInsets() throws {
    #expect(try host(InsetReader()).find(text: "59 34").frame.minY == 59)
    // Without a safe area (a width or size-that-fits layout), the insets are zero.
    let plain = ViewHost(InsetReader(), proposal: ProposedViewSize(width: 393, height: 100))
    #expect(plain.findAll(text: "0 0").count == 1)
  }

  @Test func theNavigationBarSitsBelowTheStatusBar() {
    let dump = host(SettingsScreen()).dump()
    let lines = dump.split(separator: "\n").map(String.init)
    #expect(lines.first == "NavigationStack (0, 59, 393×759)")
    // The bar's 44 pt row from 59, the large title's 52 pt row from 103, the list from 155.
    #expect(lines.dropFirst().first == "  VStack (0, 59, 393×96) spacing: 0")
    #expect(lines.contains("    Frame (0, 103, 393×52) maxWidth: ∞, minHeight: 52"))
    #expect(lines.contains { $0.hasPrefix("    List (0, 155, 393×663)") })
  }

  @Test func theTabBarSitsAboveTheHomeIndicatorItsBackgroundReachingTheEdge() throws {
    let host = host(TabApp())
    let home = try host.find(button: "Home")
    #expect(home.frame == CGRect(x: 0, y: 769, width: 196.5, height: 49))
    #expect(try host.find(text: "Bottom").frame.maxY == 769)
    #expect(host.dump().contains("Rectangle (0, 769, 393×83)"))
  }

  @Test func aSheetLeavesItsGapBelowTheStatusBar() throws {
    let host = host(Color.white.sheet(isPresented: .constant(true)) { TopAndBottom() })
    let lines = host.dump().split(separator: "\n")
    #expect(
      lines.contains {
        $0.hasPrefix("    Sheet (0, 0, 393×852)") || $0.hasPrefix("  Sheet (0, 0, 393×852)")
      })
    #expect(try host.find(text: "Top").frame.minY == 69)
    // The sheet's content stays above the home indicator.
    #expect(try host.find(text: "Bottom").frame.maxY == 818)
  }

  @Test func safeAreaInsetPutsItsViewAtTheEdgeAndInsetsTheContent() throws {
    let view = TopAndBottom().safeAreaInset(edge: .bottom, spacing: 8) {
      Text("Checkout").frame(maxWidth: .infinity).frame(height: 50).background(Color.yellow)
    }
    let host = host(view)
    // The inset view's 50 pt sit on the safe area's bottom edge (818), the text centred.
    #expect(try host.find(text: "Checkout").frame.minY == 782.5)
    #expect(try host.find(text: "Bottom").frame.maxY == 818 - 58)
    // Its background reaches under the home indicator.
    #expect(host.dump().contains("Rectangle (0, 768, 393×84)"))
  }

  @Test func aScrollViewUnderASafeAreaInsetFillsTheFrame() {
    let view = ScrollView { Text("First") }.safeAreaInset(edge: .top) {
      Text("Header").frame(height: 40)
    }
    let plain = ViewHost(view, proposal: ProposedViewSize(width: 300, height: 400))
    #expect(plain.dump().contains("  ScrollView (0, 0, 300×400)"))
    #expect(plain.findAll(text: "First").first?.frame.minY == 40)
  }

  @Test func safeAreaPaddingPadsContentAndInsetsAScrollView() throws {
    let padded = ViewHost(
      Text("Body").frame(maxWidth: .infinity, maxHeight: .infinity).safeAreaPadding(20),
      proposal: ProposedViewSize(width: 300, height: 400))
    #expect(padded.dump().hasPrefix("SafeAreaPadding (0, 0, 300×400) padding: 20 20 20 20"))
    #expect(padded.dump().contains("  Frame (20, 20, 260×360)"))
    let scroll = ViewHost(
      ScrollView { Text("First") }.safeAreaPadding(.top, 30),
      proposal: ProposedViewSize(width: 300, height: 400))
    #expect(scroll.dump().contains("  ScrollView (0, 0, 300×400)"))
    #expect(scroll.findAll(text: "First").first?.frame.minY == 30)
  }

  @Test func layoutsWithoutInsetsAreUnchanged() {
    // A fixed layout centres the view and has no safe area: nothing reaches past its frame.
    let plain = ViewHost(
      Color.red.frame(width: 100, height: 100).background(Color.blue).ignoresSafeArea())
    plain.layout(centredIn: phone)
    #expect(
      plain.dump() == """
        Background (146.5, 376, 100×100)
          Frame (146.5, 376, 100×100) width: 100, height: 100
            Color(#FF3B30FF) (146.5, 376, 100×100)
          Rectangle (146.5, 376, 100×100)
        """)
  }

  @Test func aDeviceScreenMatchesItsReference() {
    let host = ViewHost(SettingsScreen(), environment: seScreen)
    host.layout(
      centredIn: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20))
    expectMatchesReference(host.render(), named: "safe-area-settings-iphone-se")
    let tabs = ViewHost(TabApp().background(Color.mint), environment: seScreen)
    tabs.layout(
      centredIn: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20, bottom: 20))
    expectMatchesReference(tabs.render(), named: "safe-area-tabs-with-home-indicator")
  }

  private var seScreen: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.displayScale = 2
    return environment
  }
}
