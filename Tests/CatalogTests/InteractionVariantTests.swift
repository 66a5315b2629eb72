import Catalog
import CatalogUI
import Testing

private struct Toggler: View {
  @State private var isOn = false
  var body: some View {
    Button(isOn ? "On" : "Off") { isOn.toggle() }.padding(4)
  }
}

private enum Toggler_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    Toggler().named("Initial")
    Toggler().named("After a tap").after { try $0.find(button: "Off").tap() }
    Toggler().named("After a missing tap").after { try $0.find(button: "Reserve").tap() }
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    settings.traits = TraitsMatrix(colorSchemes: [.light])
    return settings
  }
}

/// Interaction variants are snapshotted after their actions; one that cannot act fails alone.
@MainActor @Suite struct InteractionVariantTests {
  @Test func theSnapshotShowsTheStateAfterTheActions() throws {
    let plan = CatalogPlanner.plan([Toggler_Definition.self])
    #expect(
      plan.snapshots.map(\.id) == [
        "Toggler/initial", "Toggler/after-a-tap", "Toggler/after-a-missing-tap",
      ])
    let tapped = try plan.snapshots[1].render().pixmap
    let on = try SnapshotRenderer.render(
      Button("On") {}.padding(4), name: "On", settings: Toggler_Definition.snapshotSettings,
      traits: SnapshotTraits())
    #expect(tapped == on)
    #expect(try plan.snapshots[0].render().pixmap != on)
  }

  @Test func aQueryThatFindsNothingFailsThatVariantWithItsMessage() {
    let plan = CatalogPlanner.plan([Toggler_Definition.self])
    #expect(
      throws: CatalogError.failure(
        #"Toggler › After a missing tap: the variant's actions failed: no button named "Reserve"; "#
          + #"buttons on screen: "Off""#)
    ) { try plan.snapshots[2].render() }
  }
}
