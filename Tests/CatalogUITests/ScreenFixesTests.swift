import CatalogUI
import Raster
import Testing

// What screens written as iOS teams write them needed: `ForEach($items)` editing an array in
// place, a list's background behind the bar when a view is pinned over the list's bottom, and
// bar items that keep the default text size at accessibility sizes.

private struct Chore: Identifiable {
  let id: Int
  var title: String
  var isDone: Bool
}

private struct Chores: View {
  @State var chores = [
    Chore(id: 1, title: "Dishes", isDone: false), Chore(id: 2, title: "Laundry", isDone: true),
  ]

  var body: some View {
    VStack {
      ForEach($chores) { $chore in Toggle(chore.title, isOn: $chore.isDone) }
      Text("Done: \(chores.filter(\.isDone).map(\.title).joined(separator: ", "))")
    }
  }
}

private struct PinnedButtonList: View {
  var body: some View {
    NavigationStack {
      List { Text("Row") }
        .navigationTitle("Cart")
        .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Empty") {} } }
        .safeAreaInset(edge: .bottom) { Button("Check out") {}.padding() }
    }
  }
}

@MainActor @Suite struct ScreenFixesTests {
  @Test func forEachOverABindingEditsTheArrayInPlace() throws {
    let host = ViewHost(Chores(), proposal: ProposedViewSize(width: 393, height: 300))
    #expect(try host.find(text: "Done: Laundry").text == "Done: Laundry")
    try host.find(label: "Dishes").toggle()
    #expect(try host.find(text: "Done: Dishes, Laundry").text == "Done: Dishes, Laundry")
  }

  @Test func aBindingToACollectionIsACollectionOfBindings() {
    var numbers = [3, 1, 2]
    let binding = Binding(get: { numbers }, set: { numbers = $0 })
    #expect(binding.count == 3)
    binding[1].wrappedValue = 7
    #expect(numbers == [3, 7, 2])
    #expect(binding.map(\.wrappedValue) == [3, 7, 2])
    #expect(binding.reversed().map(\.wrappedValue) == [2, 7, 3])
    let chore = Binding.constant(Chore(id: 9, title: "Bins", isDone: false))
    #expect(chore.id == 9)
  }

  @Test func aListsBackgroundReachesUnderTheBarAboveAPinnedView() throws {
    let host = ViewHost(PinnedButtonList(), proposal: ProposedViewSize(width: 393, height: 600))
    let pixmap = try #require(host.render(background: .white))
    // Beside the large title, at 2×: the list's systemGroupedBackground, #F2F2F7.
    #expect(pixmap.pixel(x: 600, y: 120) == PremultipliedColorU8(r: 242, g: 242, b: 247, a: 255))
  }

  @Test func barItemsKeepTheDefaultTextSizeAtAccessibilitySizes() throws {
    func frames(_ size: DynamicTypeSize) throws -> (item: CGRect, title: CGRect) {
      var environment = EnvironmentValues()
      environment.dynamicTypeSize = size
      let host = ViewHost(
        PinnedButtonList(), environment: environment,
        proposal: ProposedViewSize(width: 393, height: 600))
      return (try host.find(button: "Empty").frame, try host.find(text: "Cart").frame)
    }
    let large = try frames(.large)
    let largest = try frames(.accessibility5)
    #expect(largest.item == large.item)
    #expect(large.item.height == 21)
    // The large title below the bar grows with the text, as on iOS.
    #expect(largest.title.height > large.title.height)
  }
}

// MARK: - scrollTo in a List

private struct ScrolledList: View {
  let anchor: UnitPoint?

  var body: some View {
    ScrollViewReader { proxy in
      List {
        ForEach(0..<30, id: \.self) { index in Text("Row \(index)") }
      }
      .listStyle(.plain)
      .onAppear { proxy.scrollTo(20, anchor: anchor) }
    }
  }
}

@MainActor @Suite struct ListScrollToTests {
  private let size = ProposedViewSize(width: 300, height: 400)

  @Test func scrollToInOnAppearScrollsAListsStillFrame() throws {
    // Plain rows are 44 pt: row 20's cell starts at 880, its text 11.5 pt lower.
    let top = ViewHost(ScrolledList(anchor: .top), proposal: size)
    #expect(try top.find(text: "Row 20").frame.minY == 11.5)
    #expect(top.findAll(text: "Row 0").first?.frame.minY == -868.5)
    // With no anchor, the least scroll that shows the row: its cell's bottom at the bottom.
    let least = ViewHost(ScrolledList(anchor: nil), proposal: size)
    #expect(try least.find(text: "Row 20").frame.maxY == 400 - 11.5)
    // Never past the end of the list: 30 rows of 44 pt in 400 pt.
    let end = ViewHost(ScrolledList(anchor: .bottom), proposal: size)
    #expect(try end.find(text: "Row 20").frame.maxY == 400 - 11.5)
    let last = ViewHost(
      ScrolledList(anchor: .top), proposal: ProposedViewSize(width: 300, height: 1000))
    #expect(try last.find(text: "Row 29").frame.maxY == 1000 - 11.5)
  }

  @Test func aListAtRestIsNotScrolled() throws {
    let host = ViewHost(
      List { ForEach(0..<30, id: \.self) { index in Text("Row \(index)") } }.listStyle(.plain),
      proposal: size)
    #expect(try host.find(text: "Row 0").frame.minY == 11.5)
  }
}
