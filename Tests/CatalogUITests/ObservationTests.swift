import CatalogUI
import Testing

// `@Observable` models as SwiftUI apps write them: a view renders again when a property its
// body read changes, and only then.

@Observable final class TripModel {
  var nights = 1
  var isFlexible = false
  var note = ""

  func addNight() { nights += 1 }
}

/// Counts body evaluations, read by no view.
final class BodyCounter {
  var count = 0
}

struct TripSummary: View {
  let model: TripModel
  let counter: BodyCounter

  var body: some View {
    counter.count += 1
    return VStack {
      Text("\(model.nights) nights")
      Button("Add a night") { model.addNight() }
    }
  }
}

struct TripOptions: View {
  @Bindable var model: TripModel

  var body: some View {
    VStack {
      Toggle("Flexible dates", isOn: $model.isFlexible)
      Text(model.isFlexible ? "Flexible" : "Fixed")
    }
  }
}

struct TripFromEnvironment: View {
  @Environment(TripModel.self) private var model

  var body: some View {
    Button("\(model.nights) nights") { model.addNight() }
  }
}

struct OptionalTrip: View {
  @Environment(TripModel.self) private var model: TripModel?

  var body: some View { Text(model.map { "\($0.nights) nights" } ?? "No trip") }
}

struct OwnedTrip: View {
  @State private var model = TripModel()

  var body: some View {
    Button("\(model.nights) nights") { model.addNight() }
  }
}

struct EquatableTrip: View, Equatable {
  let model: TripModel

  nonisolated static func == (lhs: EquatableTrip, rhs: EquatableTrip) -> Bool { true }

  var body: some View { Text("\(model.nights) nights") }
}

@MainActor @Suite struct ObservationTests {
  @Test func aChangeToAPropertyTheBodyReadRendersAgain() throws {
    let model = TripModel()
    let host = ViewHost(TripSummary(model: model, counter: BodyCounter()))
    #expect(try host.find(text: "1 nights").label == "1 nights")
    model.nights = 3
    #expect(try host.find(text: "3 nights").label == "3 nights")
    try host.find(button: "Add a night").tap()
    #expect(try host.find(text: "4 nights").label == "4 nights")
  }

  @Test func aChangeToAPropertyNoBodyReadRendersNothing() throws {
    let model = TripModel()
    let counter = BodyCounter()
    let host = ViewHost(TripSummary(model: model, counter: counter))
    _ = host.size
    let before = counter.count
    model.note = "Late check-in"
    _ = host.size
    #expect(counter.count == before)
    model.nights = 2
    _ = host.size
    #expect(counter.count == before + 1)
  }

  @Test func bindableHandsControlsBindingsToTheModel() throws {
    let model = TripModel()
    let host = ViewHost(TripOptions(model: model))
    #expect(try host.find(text: "Fixed").label == "Fixed")
    try host.find(label: "Flexible dates").toggle()
    #expect(model.isFlexible)
    #expect(try host.find(text: "Flexible").label == "Flexible")
  }

  @Test func anObjectInTheEnvironmentIsReadAndFollowed() throws {
    let model = TripModel()
    let host = ViewHost(TripFromEnvironment().environment(model))
    try host.find(button: "1 nights").tap()
    #expect(model.nights == 2)
    #expect(try host.find(button: "2 nights").label == "2 nights")
  }

  @Test func aMissingObjectIsReportedNamingTheFix() {
    let host = ViewHost(TripFromEnvironment())
    #expect(
      host.diagnostics == [
        "no TripModel in the environment for @Environment(TripModel.self) in "
          + "TripFromEnvironment; provide one with .environment(TripModel(…)) on an ancestor view"
      ])
  }

  @Test func anOptionalObjectIsNilWhenNoAncestorProvidesIt() throws {
    #expect(try ViewHost(OptionalTrip()).find(text: "No trip").label == "No trip")
    let provided = ViewHost(OptionalTrip().environment(TripModel()))
    #expect(try provided.find(text: "1 nights").label == "1 nights")
  }

  @Test func aModelHeldInStateIsKeptAndFollowed() throws {
    let host = ViewHost(OwnedTrip())
    try host.find(button: "1 nights").tap()
    try host.find(button: "2 nights").tap()
    #expect(try host.find(button: "3 nights").label == "3 nights")
  }

  @Test func anEquatableViewThatReadsAModelIsNotKeptStale() throws {
    let model = TripModel()
    let host = ViewHost(VStack { EquatableTrip(model: model).equatable() })
    #expect(try host.find(text: "1 nights").label == "1 nights")
    model.nights = 5
    #expect(try host.find(text: "5 nights").label == "5 nights")
  }
}
