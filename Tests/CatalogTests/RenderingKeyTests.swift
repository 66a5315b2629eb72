import Catalog
import CatalogUI
import Foundation
import Testing

private enum Panel {
  static let body: TransitionID = "Panel.body"
}

private struct Folded: View {
  var body: some View {
    ZStack(alignment: .topLeading) {
      Color.white
      Color.blue.frame(width: 20, height: 20).transitionID(Panel.body).padding(10)
    }
  }
}

private struct Unfolded: View {
  var color: Color = .blue
  var body: some View {
    ZStack(alignment: .topLeading) {
      Color.white
      color.frame(width: 60, height: 40).transitionID(Panel.body).padding(20)
    }
  }
}

private let unfolding: TransitionDefinition = {
  let definition: TransitionDefinition = [Panel.body: .sharedElement]
  return definition.animation(.linear(duration: 0.2))
}()

private func settings() -> SnapshotSettings {
  var settings = SnapshotSettings()
  settings.layout = .fixed(width: 100, height: 100)
  settings.traits = TraitsMatrix(colorSchemes: [.light])
  return settings
}

private enum Panel_Definition: ViewDefinition {
  static var catalogSection: CatalogSection { .transitions }
  static var contentVariants: ContentVariants {
    TransitionPreview(from: Folded(), to: Unfolded(), definition: unfolding).named("Opens")
  }
  static var snapshotSettings: SnapshotSettings { settings() }
}

/// The same snapshots, but the panel unfolds to red: what a changed view looks like to verify.
private enum RedPanel_Definition: ViewDefinition {
  static var catalogName: String { "Panel" }
  static var catalogSection: CatalogSection { .transitions }
  static var contentVariants: ContentVariants {
    TransitionPreview(
      from: Folded(), to: Unfolded(color: .red), definition: unfolding
    ).named("Opens")
  }
  static var snapshotSettings: SnapshotSettings { settings() }
}

private enum Still_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    Color.blue.frame(width: 10, height: 10).named("Square")
  }
  static var snapshotSettings: SnapshotSettings { settings() }
}

/// Grey text on white (2.85:1), a contrast finding, and a button too small to hit.
private struct Faint: View {
  var label = "Faint"
  var body: some View {
    VStack(spacing: 4) {
      Text("Sold out").font(.caption).foregroundStyle(Color(red: 0.55, green: 0.55, blue: 0.55))
      Button(label) {}.font(.caption).frame(width: 30, height: 20)
    }
  }
}

private enum Faint_Definition: ViewDefinition {
  static var catalogName: String { "Faint" }
  static var contentVariants: ContentVariants { Faint().named("Row") }
  static var snapshotSettings: SnapshotSettings { settings() }
}

/// The same pixels, but the button is named otherwise for VoiceOver.
private enum RelabelledFaint_Definition: ViewDefinition {
  static var catalogName: String { "Faint" }
  static var contentVariants: ContentVariants {
    Faint().accessibilityLabel("Faint row").named("Row")
  }
  static var snapshotSettings: SnapshotSettings { settings() }
}

/// The same view, with contrast findings turned off.
private enum LenientFaint_Definition: ViewDefinition {
  static var catalogName: String { "Faint" }
  static var contentVariants: ContentVariants { Faint().named("Row") }
  static var snapshotSettings: SnapshotSettings {
    var settings = settings()
    settings.accessibility[.contrast] = .off
    return settings
  }
}

/// A rendering key lets `verify` pass a keyframe without compositing it only when the
/// reference was recorded from the very same inputs; every other case rasterizes and compares.
@MainActor @Suite struct RenderingKeyTests {
  private static let ids = [
    "Panel/opens.0pct", "Panel/opens.25pct", "Panel/opens.50pct", "Panel/opens.75pct",
    "Panel/opens.100pct",
  ]

  private func keysURL(_ setup: RunnerTests.Setup) -> URL {
    setup.snapshots.appendingPathComponent("rendering-keys.txt")
  }

  private func keysText(_ setup: RunnerTests.Setup) throws -> String {
    try String(contentsOf: keysURL(setup), encoding: .utf8)
  }

  /// Which snapshots were rasterized, by id.
  private func rasterized(_ report: RunReport) -> [String: Bool] {
    Dictionary(
      uniqueKeysWithValues: report.entries.compactMap { entry in
        entry.renderingKey.map { (entry.id, $0.rasterized) }
      })
  }

  @Test func recordKeysEveryKeyframeAndVerifyPassesThemWithoutCompositing() throws {
    let setup = try RunnerTests.Setup()
    let recorded = try setup.run(.record, [Panel_Definition.self])
    #expect(recorded.summary.recorded == 5)
    let lines = try keysText(setup).split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "# catalog rendering keys v2: <id> <rendering key> <reference file hash> [<findings>]")
    #expect(lines.dropFirst().map { String($0.split(separator: " ")[0]) } == Self.ids.sorted())
    #expect(
      lines.dropFirst().allSatisfy {
        $0.wholeMatch(of: /Panel\/opens\.[0-9]+pct [0-9a-f]{32} [0-9a-f]{32}/) != nil
      })

    let verified = try setup.run(.verify, [Panel_Definition.self])
    #expect(verified.summary.passed == 5 && verified.summary.failed == 0)
    #expect(rasterized(verified) == Dictionary(uniqueKeysWithValues: Self.ids.map { ($0, false) }))
    // The reviewer still sees the reference.
    #expect(verified.entries.allSatisfy { $0.images.expected != nil && $0.width == 200 })
  }

  @Test func aChangedViewIsCompositedAndFailsWhereItsPixelsChanged() throws {
    let setup = try RunnerTests.Setup()
    _ = try setup.run(.record, [Panel_Definition.self])
    let verified = try setup.run(.verify, [RedPanel_Definition.self])
    #expect(rasterized(verified) == Dictionary(uniqueKeysWithValues: Self.ids.map { ($0, true) }))
    let status = Dictionary(uniqueKeysWithValues: verified.entries.map { ($0.id, $0.status) })
    // The first frame shows the folded panel, which did not change.
    #expect(status["Panel/opens.0pct"] == .passed)
    #expect(
      ["Panel/opens.25pct", "Panel/opens.50pct", "Panel/opens.75pct", "Panel/opens.100pct"]
        .allSatisfy { status[$0] == .failed })
  }

  @Test func aReplacedReferenceIsCompositedAndFails() throws {
    let setup = try RunnerTests.Setup()
    _ = try setup.run(.record, [Panel_Definition.self])
    let folder = setup.snapshots.appendingPathComponent("Panel")
    let last = try Data(contentsOf: folder.appendingPathComponent("opens.100pct.png"))
    try last.write(to: folder.appendingPathComponent("opens.0pct.png"))
    let verified = try setup.run(.verify, [Panel_Definition.self])
    let first = try #require(verified.entries.first { $0.id == "Panel/opens.0pct" })
    #expect(first.status == .failed)
    #expect(first.renderingKey?.rasterized == true)
    #expect(verified.summary.passed == 4)
  }

  @Test func aWrongMissingOrMalformedLineOnlyCostsACompositing() throws {
    let setup = try RunnerTests.Setup()
    _ = try setup.run(.record, [Panel_Definition.self])
    let original = try keysText(setup)
    var lines = original.split(separator: "\n").map(String.init)
    // A wrong key, a line cut short, a line dropped, and garbage.
    lines[1] = lines[1].replacing(#/ [0-9a-f]{32} /#, with: " 00000000000000000000000000000000 ")
    lines[2] = String(lines[2].prefix(30))
    lines.remove(at: 3)
    lines.append("Panel/opens.50pct not-hex also-not")
    lines.append("\u{0}\u{FF} \n")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: keysURL(setup))
    let verified = try setup.run(.verify, [Panel_Definition.self])
    #expect(verified.summary.passed == 5)
    #expect(rasterized(verified).values.filter { $0 }.count == 3)
    // Record puts the file back exactly.
    let rerecorded = try setup.run(.record, [Panel_Definition.self])
    #expect(rerecorded.summary.unchanged == 5)
    #expect(try keysText(setup) == original)
  }

  @Test func aKeysFileOfAnotherVersionOrNoTextIsIgnored() throws {
    let setup = try RunnerTests.Setup()
    _ = try setup.run(.record, [Panel_Definition.self])
    let original = try keysText(setup)
    for replacement in [
      Data(original.replacingOccurrences(of: "keys v2", with: "keys v9").utf8),
      // Line ends a checkout on another system may have given it.
      Data(original.replacingOccurrences(of: "\n", with: "\r\n").utf8),
      Data([0xFF, 0xFE, 0x00]), Data(),
    ] {
      try replacement.write(to: keysURL(setup))
      let verified = try setup.run(.verify, [Panel_Definition.self])
      #expect(verified.summary.passed == 5)
      #expect(rasterized(verified).values.allSatisfy { $0 })
    }
  }

  @Test func verifyFullCompositesEverything() throws {
    let setup = try RunnerTests.Setup()
    _ = try setup.run(.record, [Panel_Definition.self])
    var configuration = RunConfiguration(
      snapshotsDirectory: setup.snapshots, reportDirectory: setup.report, jobs: 1)
    configuration.decodesEveryReference = true
    let plan = CatalogPlanner.plan([Panel_Definition.self])
    let verified = try SnapshotRunner(configuration: configuration).run(
      .verify, plan: plan.snapshots)
    #expect(verified.summary.passed == 5)
    #expect(rasterized(verified).values.allSatisfy { $0 })
  }

  @Test func aFilteredRecordKeepsOtherLinesAndDropsThoseOfGoneSnapshots() throws {
    let setup = try RunnerTests.Setup()
    _ = try setup.run(.record, [Panel_Definition.self])
    let original = try keysText(setup)
    let gone = "Gone/variant 0123456789abcdef0123456789abcdef 0123456789abcdef0123456789abcdef\n"
    try Data((original + gone).utf8).write(to: keysURL(setup))
    let filtered = try setup.run(
      .record, [Panel_Definition.self], filter: SnapshotFilter("opens\\.0pct"))
    #expect(filtered.summary.unchanged == 1)
    #expect(try keysText(setup) == original)
  }

  @Test func aViewIsKeyedWithItsFindingsAndVerifyReportsThemWithoutRasterizing() throws {
    let setup = try RunnerTests.Setup()
    let recorded = try setup.run(.record, [Faint_Definition.self, Still_Definition.self])
    #expect(recorded.summary.recorded == 2)
    let lines = try keysText(setup).split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    let faint = try #require(lines.first { $0.hasPrefix("Faint/row ") })
    // The line holds the audit's findings, before the baseline.
    let findings = try #require(faint.split(separator: " ", maxSplits: 3).last)
    let decoded = try JSONDecoder().decode(
      [AccessibilityViolation].self, from: Data(findings.utf8))
    #expect(decoded.map(\.rule) == ["contrast", "target-size", "contrast"])
    #expect(
      lines.contains { $0.wholeMatch(of: /Still\/square [0-9a-f]{32} [0-9a-f]{32} \[\]/) != nil })

    let verified = try setup.run(.verify, [Faint_Definition.self, Still_Definition.self])
    #expect(rasterized(verified) == ["Faint/row": false, "Still/square": false])
    let entry = try #require(verified.entries.first { $0.id == "Faint/row" })
    // The same verdict and findings as rasterizing gives.
    var configuration = RunConfiguration(
      snapshotsDirectory: setup.snapshots, reportDirectory: setup.report, jobs: 1)
    configuration.decodesEveryReference = true
    let full = try SnapshotRunner(configuration: configuration).run(
      .verify, plan: CatalogPlanner.plan([Faint_Definition.self]).snapshots)
    let fullEntry = try #require(full.entries.first)
    #expect(fullEntry.renderingKey?.rasterized == true)
    #expect(entry.status == .failed && fullEntry.status == .failed)
    #expect(entry.message == fullEntry.message)
    #expect(entry.accessibility?.violations == fullEntry.accessibility?.violations)
    #expect(entry.accessibility?.violations.map(\.rule) == ["contrast", "target-size", "contrast"])
  }

  @Test func aChangedLabelOrPolicyMeansTheViewIsRasterizedAndAuditedAgain() throws {
    let setup = try RunnerTests.Setup()
    _ = try setup.run(.record, [Faint_Definition.self])
    // The pixels are the same, the element is not: the audit must see the new element.
    let relabelled = try setup.run(.verify, [RelabelledFaint_Definition.self])
    #expect(rasterized(relabelled) == ["Faint/row": true])
    #expect(relabelled.entries.first?.images.diff == nil)
    let lenient = try setup.run(.verify, [LenientFaint_Definition.self])
    #expect(rasterized(lenient) == ["Faint/row": true])
    #expect(lenient.entries.first?.accessibility?.violations.map(\.rule) == ["target-size"])
  }

  @Test func anAuditedViewWhoseLineHasNoFindingsIsRasterized() throws {
    let setup = try RunnerTests.Setup()
    _ = try setup.run(.record, [Faint_Definition.self])
    let text = try keysText(setup)
    // The line of a transition's frame has no findings; an audited view's must have them.
    let stripped = text.replacing(#/ \[.*\]\n/#, with: "\n")
    #expect(stripped != text)
    try Data(stripped.utf8).write(to: keysURL(setup))
    let verified = try setup.run(.verify, [Faint_Definition.self])
    #expect(rasterized(verified) == ["Faint/row": true])
    #expect(
      verified.entries.first?.accessibility?.violations.map(\.rule) == [
        "contrast", "target-size", "contrast",
      ])
    // Findings that are not JSON are as good as none.
    try Data(text.replacing(#/ \[.*\]\n/#, with: " [garbage\n").utf8).write(to: keysURL(setup))
    #expect(rasterized(try setup.run(.verify, [Faint_Definition.self])) == ["Faint/row": true])
  }
}
