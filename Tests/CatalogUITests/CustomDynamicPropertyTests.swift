import CatalogUI
import Testing

// MARK: - Dynamic properties of the user's own, as SwiftUI code writes them

/// A struct of the user's that holds a state and an environment value, as SwiftUI allows.
private struct TapTally: DynamicProperty {
  @State private var taps = 0
  @Environment(\.colorScheme) private var colorScheme

  var text: String { "\(taps) taps in \(colorScheme)" }
  func tap() { taps += 1 }
}

/// A dynamic property inside a dynamic property.
private struct Outer: DynamicProperty {
  var tally = TapTally()
  @State private var label = "outer"
  var text: String { "\(label): \(tally.text)" }
}

private struct TallyView: View {
  let title: String
  var tally = TapTally()
  var body: some View {
    Button("\(title) \(tally.text)") { tally.tap() }
  }
}

private struct NestedView: View {
  var outer = Outer()
  var body: some View {
    Button(outer.text) { outer.tally.tap() }
  }
}

/// A generic view whose state follows a stored value of the generic type: its place in the
/// struct depends on the type argument.
private struct Labeled<Content: View>: View {
  let content: Content
  let caption: String?
  @State private var count = 0
  var body: some View {
    VStack {
      content
      Button("\(caption ?? "none") \(count)") { count += 1 }
    }
  }
}

@MainActor
@Suite struct CustomDynamicPropertyTests {
  @Test func aStructOfTheUsersLinksTheStateAndEnvironmentItHolds() throws {
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    let host = ViewHost(TallyView(title: "Tally"), environment: environment)
    try host.find(button: "Tally 0 taps in dark").tap()
    try host.find(button: "Tally 1 taps in dark").tap()
    #expect(host.accessibilityElements.map(\.label) == ["Tally 2 taps in dark"])
  }

  @Test func twoViewsWithTheSamePropertyTypeKeepTheirOwnState() throws {
    let host = ViewHost(
      VStack {
        TallyView(title: "A")
        TallyView(title: "B")
      })
    try host.find(button: "B 0 taps in light").tap()
    #expect(host.accessibilityElements.map(\.label) == ["A 0 taps in light", "B 1 taps in light"])
  }

  @Test func aDynamicPropertyInsideAnotherIsLinked() throws {
    let host = ViewHost(NestedView())
    try host.find(button: "outer: 0 taps in light").tap()
    #expect(host.accessibilityElements.map(\.label) == ["outer: 1 taps in light"])
  }

  @Test func stateAfterStoredValuesOfAGenericTypeIsFoundAtItsPlace() throws {
    let host = ViewHost(
      VStack {
        Labeled(content: Text("Small"), caption: nil)
        Labeled(content: Text("Big").padding(20).background(Color.red), caption: "wide")
      })
    try host.find(button: "wide 0").tap()
    try host.find(button: "none 0").tap()
    try host.find(button: "wide 1").tap()
    #expect(
      host.accessibilityElements.map(\.label) == ["Small", "none 1", "Big", "wide 2"])
  }
}
