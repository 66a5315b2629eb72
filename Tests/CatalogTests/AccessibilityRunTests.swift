import Catalog
import CatalogUI
import Foundation
import TestSupport
import Testing

// MARK: - Definitions

enum Reserve_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    Button {
    } label: {
      Text("Reserve").foregroundColor(.black).frame(width: 120, height: 44)
    }.named("Button")
    Text("Terms apply").foregroundColor(Color(hex: "#767676")).named("Footnote")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    settings.traits = TraitsMatrix(colorSchemes: [.light])
    return settings
  }
}

/// The same ids, with the button's label changed and a faint footnote.
enum ReserveChanged_Definition: ViewDefinition {
  static var catalogName: String { "Reserve" }
  static var contentVariants: ContentVariants {
    Button {
    } label: {
      Text("Reserve now").foregroundColor(.black).frame(width: 120, height: 44)
    }.named("Button")
    Text("Terms apply").foregroundColor(Color(hex: "#999999")).named("Footnote")
  }

  static var snapshotSettings: SnapshotSettings { Reserve_Definition.snapshotSettings }
}

/// The same ids, without accessibility snapshots.
enum ReserveWithoutTree_Definition: ViewDefinition {
  static var catalogName: String { "Reserve" }
  static var contentVariants: ContentVariants {
    Reserve_Definition.contentVariants.variants
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = Reserve_Definition.snapshotSettings
    settings.accessibilitySnapshot = false
    return settings
  }
}

// MARK: - AccessibilityRunTests

/// The accessibility snapshot is a reference like the image: recorded beside it, verified
/// exactly with a line diff, refused when edited into an invalid form, orphaned and pruned
/// alike; findings fail verify unless the baseline accepts them.
@MainActor @Suite struct AccessibilityRunTests {
  typealias Setup = RunnerTests.Setup

  private func text(_ setup: Setup, _ file: String) throws -> String {
    try String(contentsOf: setup.snapshots.appendingPathComponent(file), encoding: .utf8)
  }

  private func write(_ setup: Setup, _ file: String, _ text: String) throws {
    try Data(text.utf8).write(to: setup.snapshots.appendingPathComponent(file))
  }

  @Test func recordWritesTheTreeBesideTheImageAndVerifyPassesOnIt() throws {
    let setup = try Setup()
    let recorded = try setup.run(.record, [Reserve_Definition.self])
    #expect(recorded.summary.recorded == 2)
    #expect(
      try text(setup, "Reserve/button.a11y.yaml")
        == "# catalog-a11y/1\n- button \"Reserve\" frame: (0, 0, 120×44)\n")
    #expect(
      try text(setup, "Reserve/footnote.a11y.yaml")
        == "# catalog-a11y/1\n- text \"Terms apply\" frame: (0, 0, 98.5×21)\n")
    let verified = try setup.run(.verify, [Reserve_Definition.self])
    #expect(verified.isSuccess)
    #expect(verified.entries.map { $0.accessibility?.status } == [.passed, .passed])
    #expect(
      verified.entries.map { $0.accessibility?.file }
        == ["Reserve/button.a11y.yaml", "Reserve/footnote.a11y.yaml"])
  }

  @Test func aChangedTreeFailsWithALineDiffAndRecordAcceptsIt() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Reserve_Definition.self])
    // Same pixels size, another label: the image fails too, the tree says what changed.
    let verified = try setup.run(
      .verify, [ReserveChanged_Definition.self],
      filter: try SnapshotFilter("^Reserve/button$"))
    let entry = try #require(verified.entries.first)
    #expect(entry.status == .failed)
    #expect(entry.accessibility?.status == .failed)
    #expect(
      entry.accessibility?.diff == """
          # catalog-a11y/1
        - - button "Reserve" frame: (0, 0, 120×44)
        + - button "Reserve now" frame: (0, 0, 120×44)
        """)
    #expect(
      entry.accessibility?.expectedTree
        == "# catalog-a11y/1\n- button \"Reserve\" frame: (0, 0, 120×44)\n")
    #expect(entry.message?.contains("the accessibility tree changed (2 lines differ)") == true)
    _ = try setup.run(.record, [ReserveChanged_Definition.self])
    #expect(
      try text(setup, "Reserve/button.a11y.yaml")
        == "# catalog-a11y/1\n- button \"Reserve now\" frame: (0, 0, 120×44)\n")
  }

  @Test func aTreeEditedIntoAnInvalidFormIsAnErrorNamingTheLine() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Reserve_Definition.self])
    try write(setup, "Reserve/button.a11y.yaml", "# catalog-a11y/1\nbutton Reserve\n")
    let verified = try setup.run(.verify, [Reserve_Definition.self])
    let entry = try #require(verified.entries.first)
    #expect(entry.status == .error)
    #expect(
      entry.message?.hasPrefix(
        "accessibility snapshot 'Reserve/button.a11y.yaml' is unreadable: line 2: ") == true)
    #expect(!verified.isSuccess)
  }

  @Test func aMissingTreeIsMissingAndAnUnplannedOneIsAnOrphanThatPruneDeletes() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Reserve_Definition.self])
    try FileManager.default.removeItem(
      at: setup.snapshots.appendingPathComponent("Reserve/footnote.a11y.yaml"))
    let missing = try setup.run(.verify, [Reserve_Definition.self])
    #expect(missing.entries.map(\.status) == [.passed, .missing])
    // Turned off: the trees still on disk are orphans; the images still pass.
    _ = try setup.run(.record, [Reserve_Definition.self])
    let off = try setup.run(.verify, [ReserveWithoutTree_Definition.self])
    #expect(off.entries.map(\.status) == [.passed, .passed, .orphaned, .orphaned])
    #expect(
      off.entries.suffix(2).map(\.referenceFile)
        == ["Reserve/button.a11y.yaml", "Reserve/footnote.a11y.yaml"])
    let plan = CatalogPlanner.plan([ReserveWithoutTree_Definition.self])
    let orphans = try SnapshotPruner.orphans(
      in: setup.snapshots, plan: plan, filter: nil, shard: .all)
    #expect(orphans.map(\.file) == ["Reserve/button.a11y.yaml", "Reserve/footnote.a11y.yaml"])
    for orphan in orphans { try SnapshotPruner.delete(orphan, in: setup.snapshots) }
    #expect(try setup.run(.verify, [ReserveWithoutTree_Definition.self]).isSuccess)
    #expect(
      FileManager.default.fileExists(
        atPath: setup.snapshots.appendingPathComponent("Reserve/button.png").path))
  }

  @Test func findingsFailVerifyUntilTheBaselineAcceptsThem() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [ReserveChanged_Definition.self])
    let failing = try setup.run(.verify, [ReserveChanged_Definition.self])
    #expect(!failing.isSuccess)
    let footnote = try #require(failing.entries.last)
    #expect(footnote.status == .failed)
    #expect(
      footnote.accessibility?.failingViolations.map(\.summary) == [
        "contrast: text \"Terms apply\": 2.85:1 (#999999 on #FFFFFF), needs 4.5:1 for text of "
          + "17 pt; darken or lighten the text or its background until they differ by 4.5:1"
      ])

    var configuration = RunConfiguration(
      snapshotsDirectory: setup.snapshots, reportDirectory: setup.report, jobs: 2)
    configuration.baselineReason = "Legal footnote, restyled next release"
    let plan = CatalogPlanner.plan([ReserveChanged_Definition.self])
    let accepted = try SnapshotRunner(configuration: configuration).run(
      .record, plan: plan.snapshots)
    #expect(
      accepted.entries.last?.accessibility?.violations.first?.baselineReason
        == "Legal footnote, restyled next release")
    #expect(
      try text(setup, "accessibility-baseline.yaml").contains(
        "  element: text \"Terms apply\"\n  reason: Legal footnote, restyled next release\n"))
    let passing = try setup.run(.verify, [ReserveChanged_Definition.self])
    #expect(passing.isSuccess)
    #expect(passing.accessibilityBaseline?.stale == [])

    // Fixed: the finding is gone, so the baseline can shrink; that fails nothing.
    let fixed = try setup.run(
      .verify, [Reserve_Definition.self],
      filter: try SnapshotFilter(
        "^Reserve/footnote$"))
    #expect(fixed.accessibilityBaseline?.fixed.map(\.snapshot) == ["Reserve/footnote"])
    #expect(fixed.accessibilityBaseline?.stale == [])
  }

  @Test func aBaselineEntryForASnapshotThatIsGoneIsStaleAndFailsVerify() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Reserve_Definition.self])
    #expect(try setup.run(.verify, [Reserve_Definition.self]).isSuccess)
    try write(
      setup, "accessibility-baseline.yaml",
      """
      # Accepted accessibility findings.
      - snapshot: Reserve/retired
        rule: contrast
        element: text "Old"
        reason: Kept while the variant was being redesigned.

      """)
    let verified = try setup.run(.verify, [Reserve_Definition.self])
    #expect(verified.summary.isSuccess)
    #expect(verified.accessibilityBaseline?.stale.map(\.snapshot) == ["Reserve/retired"])
    #expect(!verified.isSuccess)
  }

  @Test func aBaselineThatCannotBeReadStopsTheRunNamingTheLine() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Reserve_Definition.self])
    try write(setup, "accessibility-baseline.yaml", "- snapshot: Reserve/button\n  rule: nope\n")
    #expect(throws: CatalogError.self) { try setup.run(.verify, [Reserve_Definition.self]) }
  }

  @Test func aFIFOWhereATreeOrTheBaselineShouldBeIsRefusedNotWaitedOn() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Reserve_Definition.self])
    let tree = setup.snapshots.appendingPathComponent("Reserve/button.a11y.yaml")
    try FileManager.default.removeItem(at: tree)
    #expect(mkfifo(tree.path, 0o644) == 0)
    let verified = try setup.run(.verify, [Reserve_Definition.self])
    #expect(
      verified.entries.first?.message?.hasPrefix(
        "accessibility snapshot 'Reserve/button.a11y.yaml' is unreadable: it is not a regular "
          + "file (a FIFO); remove it and record again") == true)

    try FileManager.default.removeItem(at: tree)
    let baseline = setup.snapshots.appendingPathComponent("accessibility-baseline.yaml")
    #expect(mkfifo(baseline.path, 0o644) == 0)
    #expect(
      throws: CatalogError.failure(
        "\(baseline.path): cannot read the accessibility baseline: it is not a regular file "
          + "(a FIFO); move it aside and restore the baseline from version control (for example "
          + "`git checkout -- '\(baseline.path)'`); deleting it would lose the reason of every "
          + "accepted finding")
    ) {
      try setup.run(.verify, [Reserve_Definition.self])
    }
  }
}
