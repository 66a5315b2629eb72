import CatalogUI
import Foundation
import Raster
import Testing

// MARK: - Views

/// Counts how often a body is computed; each test makes its own.
private final class BodyCount: @unchecked Sendable {
  var value = 0
}

/// Equal to any other, so only its environment can make a host resolve it again.
private struct Counted: View, Equatable {
  let count: BodyCount

  nonisolated static func == (lhs: Counted, rhs: Counted) -> Bool { true }

  var body: some View {
    count.value += 1
    return Text("Counted")
  }
}

private final class TagModel: ObservableObject {
  @Published var pass = 0
}

/// A kept row with every modifier that adds to its node's tags rather than replacing them.
private struct TaggedRows: View {
  @ObservedObject var model: TagModel
  let count: BodyCount

  var body: some View {
    VStack {
      Text("Pass \(model.pass)")
      Counted(count: count).equatable()
        .id("row")
        .accessibilityAction(named: "Share") {}
        .accessibilityAddTraits(.isButton)
        .accessibilityLabel("Row \(model.pass)")
        .zIndex(Double(model.pass))
        .layoutPriority(1)
      Button("Next") { model.pass += 1 }
    }
  }
}

// MARK: - Tests

@MainActor @Suite struct NodeTagsAndEnvironmentTests {
  private static let size = ProposedViewSize(width: 200, height: 120)

  /// Every environment value, built in or custom, lives in the keyed storage: a value kept in
  /// a stored property of its own would be left out of the comparison that decides whether
  /// kept views are still right.
  @Test func theEnvironmentStoresEveryValueThroughAKey() {
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    environment.font = .title
    let labels = Mirror(reflecting: environment).children.map { $0.label ?? "?" }
    #expect(labels == ["storage"], "store new environment values through an EnvironmentKey")
  }

  /// Each built-in value, changed, makes the host resolve a kept view again; set to its
  /// default, it keeps the view.
  @Test(arguments: EnvironmentChange.all)
  func everyBuiltInValueIsCompared(_ change: EnvironmentChange) throws {
    let count = BodyCount()
    var unchanged = EnvironmentValues()
    change.setDefault(&unchanged)
    let host = ViewHost(
      Counted(count: count).equatable(), environment: unchanged, proposal: Self.size)
    _ = try host.find(text: "Counted")
    host.environment = EnvironmentValues()
    _ = try host.find(text: "Counted")
    #expect(count.value == 1, "\(change.name) set to its default must keep the view")
    var changed = unchanged
    change.change(&changed)
    host.environment = changed
    _ = try host.find(text: "Counted")
    #expect(count.value == 2, "changing \(change.name) must resolve the view again")
  }

  /// A value set to its key's default is the same environment as one that never set it.
  @Test func aValueSetToItsDefaultIsTheSame() throws {
    let count = BodyCount()
    let host = ViewHost(Counted(count: count).equatable(), proposal: Self.size)
    _ = try host.find(text: "Counted")
    var same = EnvironmentValues()
    same.colorScheme = .light
    same.font = nil
    same.lineLimit = nil
    same.displayScale = 2
    host.environment = same
    _ = try host.find(text: "Counted")
    #expect(count.value == 1)
  }

  /// Tags that modifiers add to a kept node are restored before the modifiers apply again, so
  /// the kept row carries each once, as a freshly resolved one does.
  @Test func tagsOnAKeptNodeAreRestoredEveryPass() throws {
    let model = TagModel()
    let count = BodyCount()
    let host = ViewHost(TaggedRows(model: model, count: count), proposal: Self.size)
    for pass in 1...3 {
      try host.find(button: "Next").tap()
      _ = try host.find(text: "Pass \(pass)")
    }
    #expect(count.value == 1)
    #expect(host.findAll(id: "row").count == 1)
    let row = try #require(host.accessibilityElements.first { $0.label == "Row 3" })
    #expect(row.actionNames == ["Share"])
    let fresh = ViewHost(TaggedRows(model: model, count: BodyCount()), proposal: Self.size)
    #expect(host.dump() == fresh.dump())
    #expect(host.render() == fresh.render())
    #expect(
      host.accessibilityElements.map(\.description)
        == fresh.accessibilityElements.map(\.description))
  }
}

// MARK: - EnvironmentChange

/// One built-in environment value: set to its default, then to something else.
struct EnvironmentChange: Sendable, CustomTestStringConvertible {
  let name: String
  let setDefault: @Sendable (inout EnvironmentValues) -> Void
  let change: @Sendable (inout EnvironmentValues) -> Void

  var testDescription: String { name }

  static let all: [EnvironmentChange] = [
    .init(name: "colorScheme", setDefault: { $0.colorScheme = .light }) {
      $0.colorScheme = .dark
    },
    .init(name: "layoutDirection", setDefault: { $0.layoutDirection = .leftToRight }) {
      $0.layoutDirection = .rightToLeft
    },
    .init(name: "dynamicTypeSize", setDefault: { $0.dynamicTypeSize = .large }) {
      $0.dynamicTypeSize = .xxxLarge
    },
    .init(name: "displayScale", setDefault: { $0.displayScale = 2 }) { $0.displayScale = 3 },
    .init(name: "locale", setDefault: { $0.locale = Locale(identifier: "en_US") }) {
      $0.locale = Locale(identifier: "ar_EG")
    },
    .init(name: "font", setDefault: { $0.font = nil }) { $0.font = .title },
    .init(name: "foregroundStyle", setDefault: { $0.foregroundStyle = nil }) {
      $0.foregroundStyle = AnyShapeStyle(Color.red)
    },
    .init(name: "tint", setDefault: { $0.tint = nil }) { $0.tint = .green },
    .init(name: "isEnabled", setDefault: { $0.isEnabled = true }) { $0.isEnabled = false },
    .init(name: "lineLimit", setDefault: { $0.lineLimit = nil }) { $0.lineLimit = 1 },
    .init(
      name: "multilineTextAlignment", setDefault: { $0.multilineTextAlignment = .leading }
    ) { $0.multilineTextAlignment = .center },
    .init(name: "truncationMode", setDefault: { $0.truncationMode = .tail }) {
      $0.truncationMode = .middle
    },
    .init(name: "lineSpacing", setDefault: { $0.lineSpacing = 0 }) { $0.lineSpacing = 4 },
    .init(name: "minimumScaleFactor", setDefault: { $0.minimumScaleFactor = 1 }) {
      $0.minimumScaleFactor = 0.5
    },
    .init(name: "redactionReasons", setDefault: { $0.redactionReasons = [] }) {
      $0.redactionReasons = .placeholder
    },
  ]
}
