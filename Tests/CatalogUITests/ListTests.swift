import CatalogUI
import Foundation
import Raster
import TestSupport
import Testing

/// Lists and forms (`ListViews.swift`) lay out with iOS's list metrics (`ListMetrics`), speak
/// to accessibility in order, and draw like iOS in light and dark.
@MainActor @Suite struct ListTests {
  private func host<V: View>(
    _ view: V, width: Double = 393, height: Double? = nil, scheme: ColorScheme = .light,
    scale: Double = 2
  ) -> ViewHost {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    environment.displayScale = scale
    return ViewHost(
      view, environment: environment, proposal: ProposedViewSize(width: width, height: height))
  }

  /// The first line of the dump: the list itself, with its style and section frames.
  private func listLine(_ host: ViewHost) -> String {
    String(host.dump().split(separator: "\n").first ?? "")
  }

  // MARK: Metrics

  @Test func aRowsBadgeIsTrailingSecondaryText() throws {
    let badged = host(List { Text("Inbox").badge(3) })
    let byHand = host(
      List {
        HStack(spacing: 8) {
          Text("Inbox").frame(maxWidth: .infinity, alignment: .leading)
          Text("3").foregroundStyle(.secondary)
        }
      })
    let three = try badged.find(text: "3").frame
    #expect(three == (try byHand.find(text: "3").frame))
    #expect(abs(three.maxX - 361) < 1e-9, "at the row's trailing inset, on a card 16 pt in")
    #expect(badged.render() == byHand.render())
    // Zero shows no badge, as in SwiftUI.
    #expect(host(List { Text("Inbox").badge(0) }).render() == host(List { Text("Inbox") }).render())
  }

  @Test func insetGroupedSectionsSitOnCardsSixteenPointsIn() throws {
    let host = host(MetricsList(style: .insetGrouped))
    // 35 pt section spacing, a 16 pt footnote header 7 pt above its card, 44 pt rows, 16 pt
    // margins on a 393 pt wide iPhone 15: cards at x 16, text at x 32.
    #expect(
      listLine(host)
        == "List (0, 0, 393×283) style: insetGrouped, section: (16, 58, 361×88), "
        + "section: (16, 181, 361×44)")
    #expect(try #require(host.frame(of: "header")).origin == CGPoint(x: 32, y: 35))
    #expect(try #require(host.frame(of: "header")).height == 16)
    #expect(try #require(host.frame(of: "one")).origin == CGPoint(x: 32, y: 69.5))
    #expect(try #require(host.frame(of: "two")).origin == CGPoint(x: 32, y: 113.5))
    #expect(try #require(host.frame(of: "three")).origin == CGPoint(x: 32, y: 192.5))
    #expect(try #require(host.frame(of: "footer")).origin == CGPoint(x: 32, y: 232))
  }

  @Test func widePhonesHaveTwentyPointMargins() throws {
    let host = host(MetricsList(style: .insetGrouped), width: 430)
    #expect(
      listLine(host)
        == "List (0, 0, 430×283) style: insetGrouped, section: (20, 58, 390×88), "
        + "section: (20, 181, 390×44)")
    #expect(try #require(host.frame(of: "one")).origin == CGPoint(x: 40, y: 69.5))
    #expect(try #require(host.frame(of: "header")).origin == CGPoint(x: 40, y: 35))
  }

  @Test func automaticIsInsetGroupedAndFormIsToo() {
    let automatic = host(MetricsList(style: .automatic))
    let insetGrouped = host(MetricsList(style: .insetGrouped))
    #expect(automatic.dump() == insetGrouped.dump())
    let form = host(MetricsForm().listStyle(.plain))
    #expect(
      listLine(form)
        == "Form (0, 0, 393×283) style: insetGrouped, section: (16, 58, 361×88), "
        + "section: (16, 181, 361×44)")
  }

  @Test func groupedSectionsSpanTheWidth() throws {
    let host = host(MetricsList(style: .grouped))
    #expect(
      listLine(host)
        == "List (0, 0, 393×283) style: grouped, section: (0, 58, 393×88), "
        + "section: (0, 181, 393×44)")
    #expect(try #require(host.frame(of: "one")).origin == CGPoint(x: 16, y: 69.5))
    #expect(try #require(host.frame(of: "header")).origin == CGPoint(x: 16, y: 35))
  }

  @Test func plainRowsStartAtTheTop() throws {
    let host = host(MetricsList(style: .plain))
    // A plain header has 6 pt above and below it; no spacing between or around sections.
    #expect(
      listLine(host)
        == "List (0, 0, 393×183) style: plain, section: (0, 28, 393×88), "
        + "section: (0, 116, 393×44)")
    #expect(try #require(host.frame(of: "header")).origin == CGPoint(x: 16, y: 6))
    #expect(try #require(host.frame(of: "one")).origin == CGPoint(x: 16, y: 39.5))
    #expect(try #require(host.frame(of: "footer")).origin == CGPoint(x: 16, y: 167))
  }

  @Test func insetRowsAreInsetOnThePlainBackground() {
    let host = host(MetricsList(style: .inset))
    #expect(
      listLine(host)
        == "List (0, 0, 393×283) style: inset, section: (16, 58, 361×88), "
        + "section: (16, 181, 361×44)")
  }

  @Test func rowsGrowWithTheirContentAndTheirInsets() throws {
    let host = host(
      List {
        Text("Line one\nLine two").id("tall")
        Text("Flush").id("flush").listRowInsets(EdgeInsets())
      })
    // 41.5 pt of text + 6 + 6 = 53.5; without insets the text is at the card's edge, centred
    // in 44.
    #expect(listLine(host).contains("section: (16, 35, 361×97.5)"))
    #expect(try #require(host.frame(of: "tall")).origin == CGPoint(x: 32, y: 41))
    #expect(try #require(host.frame(of: "flush")).origin == CGPoint(x: 16, y: 100))
  }

  @Test func theMinimumRowHeightComesFromTheListsEnvironment() throws {
    let host = host(
      List { Text("Row").id("row") }.environment(\.defaultMinListRowHeight, 60))
    #expect(listLine(host).contains("section: (16, 35, 361×60)"))
    #expect(try #require(host.frame(of: "row")).origin == CGPoint(x: 32, y: 54.5))
  }

  @Test func aListTakesTheOfferedHeightAndClipsTheRest() throws {
    let host = host(
      List(0..<20) { Text("Row \($0)").id($0) }.listStyle(.plain), width: 200, height: 100)
    #expect(listLine(host).hasPrefix("List (0, 0, 200×100) style: plain, section: (0, 0, 200×880)"))
    #expect(try #require(host.frame(of: 19)).minY == 847.5)
    let pixmap = try #require(host.render())
    #expect(pixmap.width == 400 && pixmap.height == 200)
  }

  @Test func separatorsAreOneDevicePixelFromTheText() throws {
    let host = host(
      List {
        HStack {
          Image(systemName: "wifi").id("icon")
          Text("Wi-Fi").id("title")
        }
        Text("Plain")
      }
      .listStyle(.grouped), width: 200, scale: 3)
    let pixmap = try #require(host.render())
    let iconX = try #require(host.frame(of: "icon")).minX
    let titleX = try #require(host.frame(of: "title")).minX
    #expect(iconX == 16)
    // The first row's cell ends at y 35 + 44: its last pixel row holds the separator, which
    // starts at the title's leading edge (after the icon) and runs to the edge.
    let y = (35 + 44) * 3 - 1
    let start = Int(titleX * 3)
    let white = PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255)
    #expect(pixmap.pixel(x: start - 1, y: y) == white)
    #expect(pixmap.pixel(x: start, y: y) != white)
    #expect(pixmap.pixel(x: 599, y: y) == pixmap.pixel(x: start, y: y))
    #expect(pixmap.pixel(x: start, y: y - 1) == white)
    #expect(pixmap.pixel(x: start, y: y + 1) == white)
  }

  @Test func rightToLeftListsMirrorRowsAndHeaders() throws {
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    let host = ViewHost(
      MetricsList(style: .insetGrouped), environment: environment,
      proposal: ProposedViewSize(width: 393, height: nil))
    let one = try #require(host.frame(of: "one"))
    let header = try #require(host.frame(of: "header"))
    #expect(abs(one.maxX - (393 - 32)) < 1e-9)
    #expect(abs(header.maxX - (393 - 32)) < 1e-9)
  }

  // MARK: Pixels

  @Test func settingsDrawLikeIOS() {
    expectMatchesReference(host(SettingsList(), width: 320).render(), named: "list-settings-light")
    expectMatchesReference(
      host(SettingsList(), width: 320, scheme: .dark).render(), named: "list-settings-dark")
  }

  @Test func stylesDrawLikeIOS() {
    expectMatchesReference(host(FruitList(style: .plain), width: 200).render(), named: "list-plain")
    expectMatchesReference(
      host(FruitList(style: .grouped), width: 200).render(), named: "list-grouped")
    expectMatchesReference(
      host(CheckoutForm(), width: 320, scale: 3).render(), named: "list-form-3x")
  }

  @Test func aHiddenContentBackgroundShowsWhatIsBehind() throws {
    let host = host(
      FruitList(style: .insetGrouped).scrollContentBackground(.hidden).background(Color.red),
      width: 200)
    let pixmap = try #require(host.render())
    #expect(pixmap.pixel(x: 2, y: 2) == PremultipliedColorU8(r: 255, g: 59, b: 48, a: 255))
    #expect(pixmap.pixel(x: 100, y: 100) == PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255))
  }

  // MARK: Accessibility

  @Test func rowsAreElementsInOrderAndHeadersAreHeaders() {
    let host = host(SettingsList())
    #expect(
      host.accessibilityElements.map { "\($0.label) = \($0.value ?? "-") [\($0.traits)]" } == [
        "NOTIFICATIONS = - [header, text]", "Push = On [toggle]", "Version = 2.4.1 []",
        "ACCOUNT = - [header, text]", "Account = ada@example.com []", "Sign Out = - [button]",
        "Signing out keeps your drafts on this device. = - [text]",
      ])
  }

  // MARK: Other places and styles

  @Test func aSectionOutsideAListIsAGroup() {
    let host = host(
      VStack {
        Section {
          Text("Row")
        } header: {
          Text("Title")
        } footer: {
          Text("Note")
        }
      })
    #expect(host.accessibilityElements.map(\.label) == ["Title", "Row", "Note"])
  }

  @Test func aCustomListStyleIsRefused() {
    let host = host(FruitList(style: HomemadeListStyle()))
    #expect(
      host.diagnostics == [
        "listStyle(HomemadeListStyle()): only the built-in list styles can be drawn; use "
          + ".automatic, .plain, .grouped, .insetGrouped, .inset or .sidebar"
      ])
  }

  @Test func aSidebarIsInsetGroupedOnAPhoneAndRefusesHeaders() {
    let sidebar = host(FruitList(style: .sidebar))
    let insetGrouped = host(FruitList(style: .insetGrouped))
    #expect(sidebar.diagnostics.isEmpty)
    #expect(
      sidebar.dump().replacingOccurrences(of: "style: sidebar", with: "style: insetGrouped")
        == insetGrouped.dump())
    let withHeaders = host(MetricsList(style: .sidebar))
    #expect(
      withHeaders.diagnostics == [
        "listStyle(.sidebar): iOS draws section headers of a sidebar list as collapsible rows, "
          + "which CatalogUI does not draw; use .insetGrouped, or sections without headers"
      ])
  }

  // MARK: Disclosure groups and group boxes

  @Test func aDisclosureGroupInAListShowsItsContentAsRows() throws {
    let host = host(DisclosureList())
    // "Basic" collapsed is one row; "Advanced" expanded is its row and one row per view.
    #expect(listLine(host).contains("section: (16, 35, 361×176)"))
    #expect(try #require(host.frame(of: "cache")).origin == CGPoint(x: 32, y: 134.5))
    #expect(try #require(host.frame(of: "logs")).origin == CGPoint(x: 32, y: 178.5))
    #expect(
      host.accessibilityElements.map { "\($0.label) \($0.value ?? "") [\($0.traits)]" } == [
        "Basic Collapsed [button]", "Advanced Expanded [button]", "Cache  [text]",
        "Logs  [text]",
      ])
    try host.find(label: "Basic").tap()
    #expect(listLine(host).contains("section: (16, 35, 361×220)"))
    #expect(host.accessibilityElements.map(\.label).contains("Hidden"))
  }

  @Test func aDisclosureGroupElsewhereStacksItsContent() throws {
    let host = host(
      DisclosureGroup("More", isExpanded: .constant(true)) { Text("Detail").id("detail") }
        .frame(width: 200), width: 200)
    #expect(try #require(host.frame(of: "detail")).origin == CGPoint(x: 0, y: 29))
  }

  @Test func aGroupBoxIsAPaddedRoundedPanel() throws {
    let host = host(StorageBox(), width: 240)
    // 16 pt of outer padding, 16 pt inside the panel, the headline label 8 pt above.
    #expect(try #require(host.frame(of: "usage")).origin == CGPoint(x: 32, y: 32 + 21 + 8))
    expectMatchesReference(host.render(), named: "list-groupbox")
    expectMatchesReference(
      self.host(DisclosureList(), width: 240).render(), named: "list-disclosure")
  }

  @Test func editingModifiersCompileAndDrawNothing() {
    let editable = host(EditableList())
    let plain = host(
      List { ForEach(["Ada", "Grace", "Linus"], id: \.self) { Text($0) } }.listStyle(.plain))
    #expect(editable.dump() == plain.dump())
    #expect(editable.render() == plain.render())
  }

  @Test func badInsetsAndMinimumsCountAsZero() throws {
    let insets = host(
      List {
        Text("A").id("a")
          .listRowInsets(EdgeInsets(top: .nan, leading: .infinity, bottom: -50, trailing: 1e300))
      })
    #expect(listLine(insets).contains("section: (16, 35, 361×44)"))
    #expect(try #require(insets.frame(of: "a")).origin == CGPoint(x: 16, y: 46.5))
    for minimum in [Double.infinity, -.infinity, .nan, -5] {
      let host = host(List { Text("A") }.environment(\.defaultMinListRowHeight, minimum))
      #expect(
        listLine(host) == "List (0, 0, 393×103) style: insetGrouped, section: (16, 35, 361×33)")
    }
  }

  @Test func emptyAndHugeListsAreAnswered() throws {
    let empty = host(List {})
    #expect(empty.dump() == "List (0, 0, 393×0) style: insetGrouped")
    let many = host(List(0..<5000) { Text("Row \($0)") }, height: 800)
    #expect(listLine(many).hasPrefix("List (0, 0, 393×800)"))
    #expect(try #require(many.render()).height == 1600)
  }

  @Test func removeAndMoveFollowSwiftUI() {
    var names = ["A", "B", "C", "D"]
    names.move(fromOffsets: IndexSet([0]), toOffset: 2)
    #expect(names == ["B", "A", "C", "D"])
    names.move(fromOffsets: IndexSet([1, 3]), toOffset: 0)
    #expect(names == ["A", "D", "B", "C"])
    names.move(fromOffsets: IndexSet([0]), toOffset: 4)
    #expect(names == ["D", "B", "C", "A"])
    names.remove(atOffsets: IndexSet([0, 2, 9]))
    #expect(names == ["B", "A"])
  }
}
