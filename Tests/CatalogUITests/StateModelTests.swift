import CatalogUI
import Raster
import Testing

// MARK: - Views written as SwiftUI code is

private struct Counter: View {
  @State private var count = 0
  var body: some View {
    Button("Count \(count)") { count += 1 }
  }
}

private struct Toggler: View {
  @Binding var isOn: Bool
  var body: some View {
    Button(isOn ? "On" : "Off") { isOn.toggle() }
  }
}

private struct Parent: View {
  @State private var isOn = false
  var body: some View {
    VStack {
      Text(isOn ? "Parent sees on" : "Parent sees off")
      Toggler(isOn: $isOn)
    }
  }
}

private struct Greeting: EnvironmentKey {
  static var defaultValue: String { "Hello" }
}

extension EnvironmentValues {
  fileprivate var greeting: String {
    get { self[Greeting.self] }
    set { self[Greeting.self] = newValue }
  }
}

private struct Greeter: View {
  @Environment(\.greeting) private var greeting
  @Environment(\.colorScheme) private var colorScheme
  var body: some View { Text("\(greeting) in \(colorScheme)") }
}

private final class Model: ObservableObject {
  @Published var name = "Ada"
}

/// Made only by `OwnsModel`, so the count is not raced by tests running in parallel that make a `Model`.
private final class VisitCounter: ObservableObject {
  @Published var visits = 0
  nonisolated(unsafe) static var made = 0
  init() { VisitCounter.made += 1 }
}

private struct NameLabel: View {
  @ObservedObject var model: Model
  var body: some View { Text("Name \(model.name)") }
}

private struct OwnsModel: View {
  @StateObject private var model = VisitCounter()
  var body: some View {
    Button("Visits \(model.visits)") { model.visits += 1 }
  }
}

private struct ReadsEnvironmentObject: View {
  @EnvironmentObject var model: Model
  var body: some View { Text("Env \(model.name)") }
}

private struct RunsAway: View {
  @State private var renders = 0
  var body: some View {
    renders += 1
    return Text("Rendered \(renders)")
  }
}

private struct Row: Identifiable {
  let id: String
}

// MARK: - Tests

/// SwiftUI's state model: state lives as long as its view's identity, bindings write through,
/// environment and observable objects re-render, and a live host shows every change.
@MainActor @Suite struct StateModelTests {
  @Test func stateSurvivesRendersAndTheHostShowsEveryChange() throws {
    let host = ViewHost(Counter())
    try host.find(button: "Count 0").tap()
    try host.find(button: "Count 1").tap()
    #expect(host.accessibilityElements.map(\.label) == ["Count 2"])
  }

  @Test func aLiveHostRendersExactlyWhatAFreshOneShowsForTheSameState() throws {
    let host = ViewHost(Counter().padding(8))
    let before = try #require(host.render())
    try host.find(button: "Count 0").tap()
    let after = try #require(host.render())
    #expect(after != before)
    let fresh = ViewHost(Button("Count 1") {}.padding(8))
    #expect(after == fresh.render())
  }

  @Test func aChildBindingWritesItsParentsState() throws {
    let host = ViewHost(Parent())
    try host.find(button: "Off").tap()
    #expect(try host.find(text: "Parent sees on").text == "Parent sees on")
    #expect(host.findAll(button: "On").count == 1)
  }

  @Test func stateIsResetWhenTheExplicitIdentityChanges() throws {
    let host = ViewHost(IdSwitcher())
    try host.find(button: "Count 0").tap()
    #expect(host.findAll(button: "Count 1").count == 1)
    try host.find(button: "Next id").tap()
    #expect(host.findAll(button: "Count 0").count == 1)
  }

  @Test func stateOfAViewThatLeavesTheTreeIsDroppedAndStartsAfreshWhenItReturns() throws {
    let host = ViewHost(Shower())
    try host.find(button: "Count 0").tap()
    try host.find(button: "Count 1").tap()
    #expect(host.stateCount == 2)
    try host.find(button: "Hide").tap()
    #expect(host.findAll(button: "Count 2").isEmpty)
    #expect(host.stateCount == 1)
    try host.find(button: "Show").tap()
    #expect(host.findAll(button: "Count 0").count == 1)
  }

  @Test func forEachStateFollowsTheElementsIdWhenRowsMove() throws {
    let host = ViewHost(Reorderable())
    try host.find(id: "b").find(button: "Count 0").tap()
    try host.find(id: "c").find(button: "Count 0").tap()
    try host.find(id: "c").find(button: "Count 1").tap()
    try host.find(button: "Reverse").tap()
    #expect(
      host.accessibilityElements.map(\.label) == ["Count 2", "Count 1", "Count 0", "Reverse"])
    #expect(host.findAll(button: "Count 1").map(\.identifiers) == [["b"]])
  }

  @Test func environmentValuesReachPropertyWrappersAndChangesRenderAgain() throws {
    let host = ViewHost(Greeter().environment(\.greeting, "Hi"))
    #expect(try host.find(text: "Hi in light").text == "Hi in light")
    host.environment.colorScheme = .dark
    #expect(host.findAll(text: "Hi in dark").count == 1)
    #expect(ViewHost(Greeter()).findAll(text: "Hello in light").count == 1)
  }

  @Test func publishedChangesOfAnObservedObjectRenderAgain() throws {
    let model = Model()
    let host = ViewHost(NameLabel(model: model))
    #expect(host.findAll(text: "Name Ada").count == 1)
    model.name = "Grace"
    #expect(host.findAll(text: "Name Grace").count == 1)
  }

  @Test func aStateObjectIsMadeOncePerIdentity() throws {
    VisitCounter.made = 0
    let host = ViewHost(VStack { OwnsModel() })
    try host.find(button: "Visits 0").tap()
    try host.find(button: "Visits 1").tap()
    #expect(host.findAll(button: "Visits 2").count == 1)
    #expect(VisitCounter.made == 1)
  }

  @Test func environmentObjectsAreFoundByTypeAndAMissingOneIsReported() throws {
    let model = Model()
    let host = ViewHost(ReadsEnvironmentObject().environmentObject(model))
    model.name = "Lin"
    #expect(host.findAll(text: "Env Lin").count == 1)
    let missing = ViewHost(VStack { ReadsEnvironmentObject() })
    #expect(
      missing.diagnostics == [
        "no Model in the environment for @EnvironmentObject in ReadsEnvironmentObject; provide "
          + "one with .environmentObject(Model(…)) on an ancestor view"
      ])
  }

  @Test func aBodyThatChangesStateEveryTimeIsReportedNotLoopedForever() throws {
    let host = ViewHost(RunsAway())
    #expect(
      host.diagnostics == [
        "state changed while computing the body of RunsAway on each of 8 renders in a row; "
          + "change state in actions (onTapGesture, onAppear, a store's handle), not in body"
      ])
    #expect(host.findAll(text: "Rendered 8").count == 1)
  }

  @Test func onAppearRunsOnceBeforeTheSnapshot() throws {
    let host = ViewHost(Appearing())
    #expect(host.findAll(text: "Loaded 1").count == 1)
    try host.find(button: "Reload").tap()
    #expect(host.findAll(text: "Loaded 1").count == 1)
  }

  @Test func bindingsProjectPropertiesAndConstantsIgnoreWrites() {
    let settings = State(initialValue: Settings())
    let name = settings.projectedValue.name
    name.wrappedValue = "Lin"
    #expect(settings.wrappedValue.name == "Lin")
    let fixed = Binding.constant(3)
    fixed.wrappedValue = 4
    #expect(fixed.wrappedValue == 3)
  }

  @Test func hostsReleaseTheirSubscriptions() throws {
    let model = Model()
    do {
      let host = ViewHost(NameLabel(model: model))
      #expect(host.findAll(text: "Name Ada").count == 1)
    }
    model.name = "Gone"
    // Nothing observes the model any more, so writing it touches no released host.
    let host = ViewHost(NameLabel(model: model))
    #expect(host.findAll(text: "Name Gone").count == 1)
  }
}

private struct Settings {
  var name = "Ada"
}

private struct Shower: View {
  @State private var isShown = true
  var body: some View {
    VStack {
      if isShown {
        Counter()
        Button("Hide") { isShown = false }
      } else {
        Button("Show") { isShown = true }
      }
    }
  }
}

private struct Reorderable: View {
  @State private var order = ["a", "b", "c"]
  var body: some View {
    VStack {
      ForEach(order.map { Row(id: $0) }) { row in Counter().id(row.id) }
      Button("Reverse") { order.reverse() }
    }
  }
}

private struct Appearing: View {
  @State private var loads = 0
  @State private var reloads = 0
  var body: some View {
    VStack {
      Text("Loaded \(loads)")
      Button("Reload") { reloads += 1 }
    }
    .onAppear { loads += 1 }
  }
}

private struct IdSwitcher: View {
  @State private var key = 0
  var body: some View {
    VStack {
      Counter().id(key)
      Button("Next id") { key += 1 }
    }
  }
}
