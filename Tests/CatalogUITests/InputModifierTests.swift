import CatalogUI
import Testing

// Input, feedback and effect modifiers that have no pixels compile and leave the picture as it
// is; focus and onChange do what a still picture and a tap can show.

private struct SignInForm: View {
  let decorated: Bool
  @State private var email = "ana@example.com"
  @State private var attempts = 0

  var body: some View {
    let form = VStack(spacing: 12) {
      TextField("Email", text: $email)
      Image(systemName: "bell")
      Text("\(attempts) attempts")
    }
    .padding(16)
    if decorated {
      form
        .keyboardType(.emailAddress)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .submitLabel(.go)
        .onSubmit { attempts += 1 }
        .scrollDismissesKeyboard(.interactively)
        .sensoryFeedback(.success, trigger: attempts)
        .contentTransition(.numericText())
        .symbolEffect(.bounce, value: attempts)
        .symbolEffect(.pulse, options: .repeating)
        .help("Sign in with your email")
    } else {
      form
    }
  }
}

private struct FocusReadout: View {
  @Environment(\.isFocused) private var isFocused

  var body: some View { Text(isFocused ? "Focused" : "Not focused") }
}

private struct FocusedOnAppear: View {
  @FocusState private var isFocused: Bool

  var body: some View {
    FocusReadout()
      .focused($isFocused)
      .onAppear { isFocused = true }
  }
}

private struct FieldFocus: View {
  enum Field: Hashable { case email, password }
  @FocusState private var field: Field?

  var body: some View {
    VStack {
      FocusReadout().focused($field, equals: .email).id("email")
      FocusReadout().focused($field, equals: .password).id("password")
      Button("Next") { field = field == .email ? .password : .email }
    }
  }
}

private struct ChangeLog: View {
  let initial: Bool
  @State private var count = 0
  @State private var log = "none"
  @State private var calls = 0
  @State private var latest = -1

  var body: some View {
    VStack {
      Button("Add") { count += 1 }
      Text(log)
      Text("\(calls) calls")
      Text("latest \(latest)")
    }
    .onChange(of: count, initial: initial) { old, new in log = "\(old)→\(new)" }
    .onChange(of: count) { calls += 1 }
    .onChange(of: count, perform: { latest = $0 })
  }
}

@MainActor @Suite struct InputModifierTests {
  @Test func modifiersWithoutPixelsLeaveThePictureAsItIs() {
    let plain = ViewHost(SignInForm(decorated: false), proposal: .init(width: 320, height: nil))
    let decorated = ViewHost(SignInForm(decorated: true), proposal: .init(width: 320, height: nil))
    #expect(decorated.render() == plain.render())
    #expect(
      decorated.accessibilityElements.map(\.label) == plain.accessibilityElements.map(\.label))
  }

  @Test func anActiveDisappearEffectHidesTheSymbolAsSwiftUIDoes() {
    let hidden = ViewHost(
      Image(systemName: "bell").symbolEffect(.disappear, isActive: true).frame(
        width: 20, height: 20))
    let shown = ViewHost(
      Image(systemName: "bell").symbolEffect(.disappear, isActive: false).frame(
        width: 20, height: 20))
    let empty = ViewHost(Color.clear.frame(width: 20, height: 20))
    #expect(hidden.render() == empty.render())
    #expect(shown.render() != empty.render())
  }

  @Test func focusSetOnAppearIsWhatTheViewReads() throws {
    let host = ViewHost(FocusedOnAppear())
    #expect(try host.find(text: "Focused").label == "Focused")
    #expect(ViewHost(FocusReadout()).accessibilityElements.map(\.label) == ["Not focused"])
  }

  @Test func focusAmongFieldsMovesWithItsState() throws {
    let host = ViewHost(FieldFocus())
    #expect(host.accessibilityElements.map(\.label) == ["Not focused", "Not focused", "Next"])
    try host.find(button: "Next").tap()
    #expect(host.accessibilityElements.map(\.label) == ["Focused", "Not focused", "Next"])
    try host.find(button: "Next").tap()
    #expect(host.accessibilityElements.map(\.label) == ["Not focused", "Focused", "Next"])
  }

  @Test func onChangeRunsAfterTheRenderThatSawTheChange() throws {
    let host = ViewHost(ChangeLog(initial: false))
    #expect(host.accessibilityElements.map(\.label) == ["Add", "none", "0 calls", "latest -1"])
    try host.find(button: "Add").tap()
    #expect(host.accessibilityElements.map(\.label) == ["Add", "0→1", "1 calls", "latest 1"])
    try host.find(button: "Add").tap()
    #expect(host.accessibilityElements.map(\.label) == ["Add", "1→2", "2 calls", "latest 2"])
  }

  @Test func anInitialOnChangeRunsOnTheFirstRender() {
    let host = ViewHost(ChangeLog(initial: true))
    #expect(host.accessibilityElements.map(\.label) == ["Add", "0→0", "0 calls", "latest -1"])
  }
}

// MARK: - task

@MainActor final class ListingLoader {
  var titles: [String] = []
  let slow: Bool

  init(slow: Bool) { self.slow = slow }

  func load() async {
    if slow { try? await Task.sleep(for: .seconds(30)) }
    titles = ["Lisbon loft", "Porto studio"]
  }
}

private struct ListingList: View {
  let loader: ListingLoader
  @State private var titles: [String] = []
  @State private var query = "a"
  @State private var searched = ""

  var body: some View {
    VStack {
      ForEach(titles, id: \.self) { Text($0) }
      Text(searched)
      Button("Search \(query)") { query += "a" }
    }
    .task {
      await loader.load()
      titles = loader.titles
    }
    .task(id: query) { searched = "query \(query)" }
  }
}

@MainActor @Suite struct TaskModifierTests {
  @Test func aTaskThatFinishesAtOnceRunsBeforeTheSnapshot() throws {
    let host = ViewHost(ListingList(loader: ListingLoader(slow: false)))
    #expect(host.diagnostics == [])
    let labels = host.accessibilityElements.map(\.label)
    #expect(labels.contains("Lisbon loft"))
    #expect(labels.contains("query a"))
    try host.find(button: "Search a").tap()
    #expect(host.accessibilityElements.map(\.label).contains("query aa"))
  }

  @Test func aTaskThatWaitsIsReportedWithTheFix() {
    let host = ViewHost(ListingList(loader: ListingLoader(slow: true)))
    #expect(host.diagnostics.count == 1)
    #expect(
      host.diagnostics.first?.hasSuffix(
        "waited for work that did not finish at once, which a snapshot cannot wait for; give the "
          + "view its data (a stub that returns at once, or state set in the variant) instead of "
          + "loading it") == true)
  }
}
