import CatalogUI
import Raster
import Testing

// MARK: - Views written as SwiftUI code is

/// Counts how often a body is computed; each test makes its own.
private final class Evaluations: @unchecked Sendable {
  var count = 0
}

/// A row compared by its title only, as a SwiftUI view with a custom `==` is.
private struct TitleRow: View, Equatable {
  let title: String
  let evaluations: Evaluations

  nonisolated static func == (lhs: TitleRow, rhs: TitleRow) -> Bool { lhs.title == rhs.title }

  var body: some View {
    evaluations.count += 1
    return HStack {
      Text(title)
      Spacer()
      Image(systemName: "chevron.right")
    }
    .padding(8)
  }
}

/// Equal to any other, yet with state of its own, which must still update it.
private struct Tally: View, Equatable {
  @State private var taps = 0
  let evaluations: Evaluations

  nonisolated static func == (lhs: Tally, rhs: Tally) -> Bool { true }

  var body: some View {
    evaluations.count += 1
    return Button("Tally \(taps)") { taps += 1 }
  }
}

private final class ScreenModel: ObservableObject {
  @Published var count = 0
  @Published var title = "First"
}

/// A counter over an equatable row, and two equal rows under one repeated `ForEach` id.
private struct Screen: View {
  @ObservedObject var model: ScreenModel
  let evaluations: Evaluations
  /// Counts the repeated rows' bodies, apart from the single row's.
  let repeatedEvaluations = Evaluations()

  var body: some View {
    VStack(spacing: 4) {
      Text("Count \(model.count)")
      TitleRow(title: model.title, evaluations: evaluations).equatable()
        .id("row")
        .accessibilityLabel("Row \(model.count)")
      ForEach(["Same", "Same"], id: \.self) { title in
        TitleRow(title: title, evaluations: repeatedEvaluations).equatable()
      }
      Button("Add") { model.count += 1 }
    }
  }
}

// MARK: - Tests

@MainActor @Suite struct EquatableViewTests {
  private static let size = ProposedViewSize(width: 200, height: 200)

  private func host(
    _ model: ScreenModel, _ evaluations: Evaluations,
    environment: EnvironmentValues = EnvironmentValues()
  ) -> ViewHost {
    ViewHost(
      Screen(model: model, evaluations: evaluations), environment: environment,
      proposal: Self.size)
  }

  /// What a fresh host shows for the same model: the tree as dumped and the pixels.
  private func expectSameAsFresh(
    _ host: ViewHost, _ model: ScreenModel,
    environment: EnvironmentValues = EnvironmentValues(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let fresh = self.host(model, Evaluations(), environment: environment)
    #expect(host.dump() == fresh.dump(), sourceLocation: sourceLocation)
    #expect(host.render() == fresh.render(), sourceLocation: sourceLocation)
  }

  @Test func anEqualValueKeepsItsResolvedViews() throws {
    let model = ScreenModel()
    let evaluations = Evaluations()
    let host = host(model, evaluations)
    _ = try host.find(text: "Count 0")
    #expect(evaluations.count == 1)
    for count in 1...3 {
      try host.find(button: "Add").tap()
      _ = try host.find(text: "Count \(count)")
    }
    // The screen was resolved four times, the row's body once; the modifiers around it were
    // applied each time to the row as it was resolved, not on top of the last pass's.
    #expect(evaluations.count == 1)
    #expect(try host.find(id: "row").label == "Row 3")
    #expect(host.findAll(id: "row").count == 1)
    expectSameAsFresh(host, model)
  }

  @Test func aChangedValueIsResolvedAgain() throws {
    let model = ScreenModel()
    let evaluations = Evaluations()
    let host = host(model, evaluations)
    _ = try host.find(text: "First")
    model.title = "Second"
    _ = try host.find(text: "Second")
    #expect(host.findAll(text: "First").isEmpty)
    #expect(evaluations.count == 2)
    expectSameAsFresh(host, model)
  }

  @Test func aChangedEnvironmentResolvesAgain() throws {
    let model = ScreenModel()
    let evaluations = Evaluations()
    let host = host(model, evaluations)
    _ = try host.find(text: "First")
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    host.environment = dark
    _ = try host.find(text: "First")
    #expect(evaluations.count == 2)
    expectSameAsFresh(host, model, environment: dark)
  }

  @Test func contentWithStateIsResolvedEveryTime() throws {
    let evaluations = Evaluations()
    let host = ViewHost(Tally(evaluations: evaluations).equatable(), proposal: Self.size)
    try host.find(button: "Tally 0").tap()
    try host.find(button: "Tally 1").tap()
    _ = try host.find(button: "Tally 2")
    #expect(evaluations.count == 3)
  }

  @Test func viewsSharingAnIdentityDoNotShareNodes() throws {
    // A ForEach with a repeated id gives two rows one identity; each must get nodes of its own,
    // in the pass that first keeps them and in every later one.
    let model = ScreenModel()
    let evaluations = Evaluations()
    let host = host(model, evaluations)
    for count in 0...2 {
      _ = try host.find(text: "Count \(count)")
      let rows = host.findAll(text: "Same")
      #expect(rows.count == 2)
      #expect(Set(rows.map(\.frame.minY)).count == 2, "pass \(count)")
      try host.find(button: "Add").tap()
    }
    expectSameAsFresh(host, model)
  }
}
