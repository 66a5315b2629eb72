import CatalogUI
import Raster
import Testing

// Lists, navigation stacks, tab views and sheets as teams put screens together, drawn with
// iOS's measurements on an iPhone 15 (393 × 852 pt, safe area 59 pt at the top and 34 pt at
// the bottom) or an iPhone 15 Pro Max (430 × 932 pt).

/// A host laid out as a phone's screen, at 1 pixel per point unless told.
@MainActor private func phone(
  _ view: some View, width: Double = 393, height: Double = 852, scale: Double = 1
) -> ViewHost {
  var environment = EnvironmentValues()
  environment.displayScale = scale
  let host = ViewHost(view, environment: environment)
  host.layout(
    centredIn: CGSize(width: width, height: height),
    safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
  return host
}

/// The dump's lines without their indentation.
@MainActor private func lines(_ host: ViewHost) -> [String] {
  host.dump().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
}

// MARK: - Rows

/// What iOS draws in list rows: badges before the disclosure chevron, clear row backgrounds,
/// label icons in a column, whole-row buttons.
@MainActor @Suite struct ListRowChromeTests {
  @Test func aLinksBadgeStandsBeforeItsChevron() throws {
    let host = phone(
      NavigationStack {
        List {
          NavigationLink("Inbox") { Text("Mail") }.badge(3)
        }
        .navigationTitle("Mailboxes")
      })
    // The chevron keeps the row's trailing edge (a 16 pt card margin and a 16 pt inset from
    // 393); the badge stands 8 pt before it.
    #expect(
      Array(lines(host).suffix(7)) == [
        "Badge (32, 202, 329×21) badge: 3",
        "HStack (32, 202, 329×21) spacing: 0, tappable",
        "Frame (32, 202, 295×21) maxWidth: ∞",
        #"Text("Inbox") (32, 202, 44×21) text: "Inbox", font: Inter 17 regular"#,
        "Padding (327, 202, 27×21) padding: 0 8 0 8",
        #"Text("3") (335, 202, 11×21) text: "3", font: Inter 17 regular"#,
        "Image (354, 206, 7×13)",
      ])
  }

  @Test func aClearRowBackgroundShowsTheListsBackground() throws {
    let host = phone(
      List {
        Text("Clear").listRowBackground(Color.clear)
        Text("Card")
      })
    let pixmap = try #require(host.render(background: .white))
    let grouped = PremultipliedColorU8(r: 0xF2, g: 0xF2, b: 0xF7, a: 255)
    let white = PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255)
    // Rows start 35 pt below the list's top, 59 + 35 = 94; each 44 pt high.
    #expect(pixmap.pixel(x: 300, y: 94 + 22) == grouped)
    #expect(pixmap.pixel(x: 300, y: 94 + 44 + 22) == white)
  }

  @Test func labelTitlesLineUpAndSeparatorsStartAtThem() throws {
    let host = phone(
      List {
        Label("Wi-Fi", systemImage: "wifi")
        Label("Airplane Mode", systemImage: "airplane")
        Label("General", systemImage: "gearshape")
      }, scale: 3)
    let titles = try ["Wi-Fi", "Airplane Mode", "General"].map { try host.find(text: $0).frame }
    // A 29 pt icon column 32 pt in, then 8 pt: every title at x 69.
    #expect(titles.map(\.minX) == [69, 69, 69])
    let pixmap = try #require(host.render(background: .white))
    let white = PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255)
    // The separator below the first row: its last pixel row, from the title's edge.
    let y = (59 + 35 + 44) * 3 - 1
    #expect(pixmap.pixel(x: 69 * 3 - 1, y: y) == white)
    #expect(pixmap.pixel(x: 69 * 3, y: y) != white)
  }

  @Test func aButtonOrLinkRowIsOneElementAsLargeAsTheRow() throws {
    let host = phone(
      NavigationStack {
        List {
          NavigationLink("Privacy") { Text("Details") }
          Button("Sign out", role: .destructive) {}
        }
        .navigationTitle("Settings").navigationBarTitleDisplayMode(.inline)
      })
    let frames = host.accessibilityElements.filter { $0.traits.contains(.isButton) }
      .map { [$0.label: $0.frame] }
    // The card's rows below the 44 pt bar and the 35 pt section spacing: 16 pt in, 361 × 44.
    #expect(
      frames == [
        ["Privacy": CGRect(x: 16, y: 138, width: 361, height: 44)],
        ["Sign out": CGRect(x: 16, y: 182, width: 361, height: 44)],
      ])
  }
}

// MARK: - Bars

/// Navigation bars keep to the system layout margins: 16 pt, 20 pt on the wide phones.
@MainActor @Suite struct NavigationBarMarginTests {
  private func screen() -> some View {
    NavigationStack {
      Text("Content")
        .navigationTitle("Trips")
        .toolbar {
          ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
          ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
        }
    }
  }

  @Test(arguments: [(393.0, 16.0), (430.0, 20.0)])
  func barItemsAndTheLargeTitleStandAtTheMargins(width: Double, margin: Double) throws {
    let host = phone(screen(), width: width, height: width == 430 ? 932 : 852)
    #expect(try host.find(button: "Edit").frame.minX == margin)
    #expect(try host.find(button: "Add").frame.maxX == width - margin)
    #expect(try host.find(text: "Trips").frame.minX == margin)
  }
}

// MARK: - Containers

/// `containerRelativeFrame` measures against the nearest list row, navigation content area or
/// tab page, as SwiftUI's does.
@MainActor @Suite struct ContainerRelativeFrameContainerTests {
  @Test func aListRowIsTheContainer() throws {
    let host = phone(
      List {
        Color.red.containerRelativeFrame(.horizontal).frame(height: 20).id("row")
      })
    // 393 − 2 × 16 (the card) − 2 × 16 (the row's insets).
    #expect(try #require(host.frame(of: "row")).width == 329)
  }

  @Test func theNavigationContentAreaIsTheContainer() throws {
    let host = phone(
      NavigationStack {
        Color.red.containerRelativeFrame([.horizontal, .vertical]).id("content")
          .navigationTitle("Inline").navigationBarTitleDisplayMode(.inline)
      })
    // Below the 44 pt bar in the 393 × 759 pt safe area.
    #expect(
      try #require(host.frame(of: "content")) == CGRect(x: 0, y: 103, width: 393, height: 715))
  }

  @Test func aTabsPageIsTheContainer() throws {
    let host = phone(
      TabView {
        Color.red.containerRelativeFrame(.vertical).frame(width: 10).id("page")
          .tabItem { Label("Home", systemImage: "house") }
      })
    let page = try #require(host.frame(of: "page"))
    let bar = try #require(lines(host).first { $0.hasPrefix("TabView") })
    #expect(page.minY == 59)
    #expect(bar.hasPrefix("TabView (0, 59, 393×759)"))
    // The page is the safe area less the tab bar.
    #expect(page.height < 759 - 40 && page.height > 759 - 60)
  }
}
