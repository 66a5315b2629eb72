import Catalog
import CatalogUI
import Testing

// MARK: - NamedColorPresetTests

/// `AccessibilityPolicy.iOS` recognises SwiftUI's named colours in dark mode by their dark
/// values, the values they now draw with.
@MainActor @Suite struct NamedColorPresetTests {
  private func lines(_ view: some View, scheme: ColorScheme) throws -> [String] {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    var traits = SnapshotTraits()
    traits.colorScheme = scheme
    let rendering = try SnapshotRenderer.rendering(
      view, name: "Preset", settings: settings, traits: traits, accessibility: .iOS)
    return (rendering.accessibility?.findings ?? []).map {
      "\($0.rule) \($0.severity.rawValue) \($0.element): \($0.measured), needs \($0.threshold)"
        + ($0.note.map { " [\($0)]" } ?? "")
    }
  }

  private static let systemNote =
    " [system colours: iOS's own look, a warning under the policy's systemLookLevel]"

  @Test func whiteOnDarkSystemBlueIsAWarning() throws {
    let found = try lines(Button("Reserve") {}.buttonStyle(.borderedProminent), scheme: .dark)
      .filter { $0.hasPrefix("contrast") }
    #expect(
      found == [
        "contrast warning text \"Reserve\": 3.65:1 (#FFFFFF on #0A84FF), needs 4.5:1 for text "
          + "of 17 pt" + Self.systemNote
      ])
  }

  @Test func namedColourTextOnTheDarkBackgroundIsASystemColour() throws {
    let view = VStack {
      Text("Overdue").foregroundStyle(.red)
      Text("Paid").foregroundStyle(.indigo)
    }
    .padding(8).background(Color.black)
    let found = try lines(view, scheme: .dark)
    // Red in dark mode (#FF453A) passes on black; indigo (#5E5CE6) is recognised as iOS's.
    #expect(
      found == [
        "contrast warning text \"Paid\": 4.15:1 (#5E5CE6 on #000000), needs 4.5:1 for text of "
          + "17 pt" + Self.systemNote
      ])
  }
}
