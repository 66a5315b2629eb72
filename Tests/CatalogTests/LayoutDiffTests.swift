import Catalog
import CatalogUI
import Foundation
import Synchronization
import TestSupport
import Testing

// MARK: - Definitions whose layout a test changes

/// A tag whose padding a test changes between recording and verifying.
enum LayoutPadded_Definition: ViewDefinition {
  nonisolated static let padding = Mutex(8.0)

  @MainActor static var contentVariants: ContentVariants {
    HStack(spacing: 4) {
      Text("Reserve")
      Color.red.frame(width: 6, height: 6)
    }
    .padding(padding.withLock { $0 })
    .named("Tag")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    settings.traits = TraitsMatrix(colorSchemes: [.light])
    settings.accessibilitySnapshot = false
    return settings
  }
}

/// A square whose id a test changes: the tree changes, the pixels do not.
enum LayoutRenamed_Definition: ViewDefinition {
  nonisolated static let name = Mutex("first")
  nonisolated static let fails = Mutex(false)

  @MainActor static var contentVariants: ContentVariants {
    Color.red.frame(width: 8, height: 8).id(name.withLock { $0 }).named("Square")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    settings.traits = TraitsMatrix(colorSchemes: [.light])
    settings.accessibilitySnapshot = false
    settings.failsOnLayoutChange = fails.withLock { $0 }
    return settings
  }
}

/// A component of the app whose padding a test changes.
private struct LayoutTag: View {
  let title: String

  var body: some View {
    Text(title).padding(LayoutNamed_Definition.padding.withLock { $0 })
  }
}

/// A generic component: named without its generic arguments.
struct LayoutShelf<Content: View>: View {
  @ViewBuilder let content: Content

  var body: some View { HStack(spacing: 4) { content } }
}

/// Two tags on a shelf, laid out inline: the diff names nodes by their components.
enum LayoutNamed_Definition: ViewDefinition {
  nonisolated static let padding = Mutex(8.0)

  @MainActor static var contentVariants: ContentVariants {
    LayoutShelf {
      LayoutTag(title: "Reserve")
      LayoutTag(title: "Later")
    }
    .named("Tags")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    settings.traits = TraitsMatrix(colorSchemes: [.light])
    settings.accessibilitySnapshot = false
    return settings
  }
}

// MARK: - LayoutDiffTests

/// The laid-out tree kept beside each recorded reference, and the structural diff verify
/// prints and reports for a changed snapshot.
@MainActor @Suite(.serialized) struct LayoutDiffTests {
  private let root: URL
  private var snapshots: URL { root.appendingPathComponent("Snapshots") }

  init() throws { root = try TestSupport.makeTemporaryDirectory("layout") }

  /// Runs `mode` on `definition`, returning the report and what the console printed.
  private func run(_ mode: SnapshotRunner.Mode, _ definition: any ViewDefinition.Type)
    throws -> (RunReport, String)
  {
    let printed = Mutex("")
    let configuration = RunConfiguration(
      snapshotsDirectory: snapshots, reportDirectory: root.appendingPathComponent("report"),
      jobs: 1)
    let plan = CatalogPlanner.plan([definition])
    let report = try SnapshotRunner(
      configuration: configuration,
      progress: ConsoleProgress(verbosity: .normal, isTerminal: false) { text in
        printed.withLock { $0 += text }
      }
    ).run(mode, plan: plan.snapshots, problems: plan.problems)
    return (report, printed.withLock { $0 })
  }

  private func stored(_ id: String) -> String? {
    try? String(
      contentsOf: snapshots.appendingPathComponent(id + ".layout.txt"), encoding: .utf8)
  }

  @Test func aPaddingChangeGivesTheTreeDiffInTheConsoleAndTheReport() throws {
    LayoutPadded_Definition.padding.withLock { $0 = 8 }
    let (recorded, _) = try run(.record, LayoutPadded_Definition.self)
    #expect(recorded.summary.recorded == 1)
    let tree = try #require(stored("LayoutPadded/tag"))
    #expect(tree.hasPrefix("# catalog-layout/2\nPadding (0, 0, 91.5×37) padding: 8\n  HStack "))
    LayoutPadded_Definition.padding.withLock { $0 = 12 }
    let (report, console) = try run(.verify, LayoutPadded_Definition.self)
    let entry = try #require(report.entries.first)
    #expect(entry.status == .failed)
    let changes = [
      "`Padding`: frame 0,0 91.5×37 → 0,0 99.5×45; padding 8 → 12",
      "`Padding › HStack`: frame 8,8 75.5×21 → 12,12 75.5×21; 3 nodes inside moved with it",
    ]
    #expect(entry.layout?.changes == changes)
    #expect(
      console == """
        FAILED LayoutPadded/tag: size changed: reference 183x74, rendering 199x90
            layout: \(changes[0])
            layout: \(changes[1])

        """)
    // report.json carries the same lines, under the stored tree's format and file.
    let data = try ReportWriter.json(for: report)
    let read = try JSONDecoder().decode(RunReport.self, from: data)
    #expect(
      read.entries.first?.layout
        == RunReport.Layout(file: "LayoutPadded/tag.layout.txt", changes: changes))
    let json = String(decoding: data, as: UTF8.self)
    #expect(json.contains("\n        \"format\" : \"catalog-layout/2\"\n"), "\(json)")
  }

  @Test func aChangeIsNamedByTheNearestComponentAndTheNode() throws {
    LayoutNamed_Definition.padding.withLock { $0 = 8 }
    defer { LayoutNamed_Definition.padding.withLock { $0 = 8 } }
    _ = try run(.record, LayoutNamed_Definition.self)
    let tree = """
      # catalog-layout/2
      HStack (0, 0, 143×37) view: LayoutShelf, spacing: 4
        Padding (0, 0, 81.5×37) view: LayoutTag, padding: 8
          Text("Reserve") (8, 8, 65.5×21) text: "Reserve", font: Inter 17 regular
        Padding (85.5, 0, 57.5×37) view: LayoutTag, padding: 8
          Text("Later") (93.5, 8, 41.5×21) text: "Later", font: Inter 17 regular

      """
    #expect(stored("LayoutNamed/tags") == tree)
    LayoutNamed_Definition.padding.withLock { $0 = 12 }
    let (report, console) = try run(.verify, LayoutNamed_Definition.self)
    let changes = [
      "`LayoutShelf › HStack`: frame 0,0 143×37 → 0,0 159×45",
      "`LayoutTag[1] › Padding`: frame 0,0 81.5×37 → 0,0 89.5×45; padding 8 → 12",
      "`LayoutTag[1] › Text \"Reserve\"`: frame 8,8 65.5×21 → 12,12 65.5×21",
      "`LayoutTag[2] › Padding`: frame 85.5,0 57.5×37 → 93.5,0 65.5×45; padding 8 → 12",
      "`LayoutTag[2] › Text \"Later\"`: frame 93.5,8 41.5×21 → 105.5,12 41.5×21",
    ]
    #expect(report.entries.first?.layout?.changes == changes)
    #expect(
      console
        == "FAILED LayoutNamed/tags: size changed: reference 286x74, rendering 318x90\n"
        + changes.map { "    layout: \($0)\n" }.joined())
    // JUnit carries the same lines.
    let junit = JUnitWriter.xml(for: report)
    #expect(junit.contains("layout: `LayoutTag[1] › Text &quot;Reserve&quot;`: frame"), "\(junit)")
  }

  @Test func aTreeOfTheFirstFormatStillComparesAndIsNotRewrittenWhileItsLayoutHolds() throws {
    LayoutNamed_Definition.padding.withLock { $0 = 8 }
    defer { LayoutNamed_Definition.padding.withLock { $0 = 8 } }
    _ = try run(.record, LayoutNamed_Definition.self)
    // The tree as the first format stored it: no names.
    let file = snapshots.appendingPathComponent("LayoutNamed/tags.layout.txt")
    let first = """
      # catalog-layout/1
      HStack (0, 0, 143×37) spacing: 4
        Padding (0, 0, 81.5×37) padding: 8
          Text("Reserve") (8, 8, 65.5×21) text: "Reserve", font: Inter 17 regular
        Padding (85.5, 0, 57.5×37) padding: 8
          Text("Later") (93.5, 8, 41.5×21) text: "Later", font: Inter 17 regular
        Image (0, 0, 1×1)

      """
    try Data(first.utf8).write(to: file)
    // Its layout differs by a removed image: named by its types, the rest by the rendering's
    // components.
    let (changed, _) = try run(.verify, LayoutNamed_Definition.self)
    #expect(changed.entries.map(\.status) == [.passed])
    #expect(
      changed.entries.first?.layout?.changes == [
        "`HStack › Image`: removed"
      ])
    let same = first.replacingOccurrences(of: "  Image (0, 0, 1×1)\n", with: "")
    try Data(same.utf8).write(to: file)
    let (passed, console) = try run(.verify, LayoutNamed_Definition.self)
    #expect(passed.entries.map(\.status) == [.passed])
    #expect(passed.entries.first?.layout == nil)
    #expect(console == "")
    // Recording leaves it: the layout is the same, only the format is older.
    let (recorded, _) = try run(.record, LayoutNamed_Definition.self)
    #expect(recorded.entries.map(\.status) == [.unchanged])
    #expect(stored("LayoutNamed/tags") == same)
    LayoutNamed_Definition.padding.withLock { $0 = 12 }
    let (report, _) = try run(.verify, LayoutNamed_Definition.self)
    #expect(
      report.entries.first?.layout?.changes.first
        == "`LayoutShelf › HStack`: frame 0,0 143×37 → 0,0 159×45")
    #expect(
      report.entries.first?.layout?.changes.last
        == "`LayoutTag[2] › Text \"Later\"`: frame 93.5,8 41.5×21 → 105.5,12 41.5×21")
    // Recording the changed image writes the tree in the current format.
    _ = try run(.record, LayoutNamed_Definition.self)
    #expect(
      stored("LayoutNamed/tags")?.hasPrefix("# catalog-layout/2\nHStack (0, 0, 159×45) view:")
        == true)
  }

  @Test func nodesAreNamedByTheirComponentWithOrdinalsOnlyWhereNamesRepeat() {
    let before = LayoutTree(
      """
      # catalog-layout/2
      VStack (0, 0, 100×100) view: Screen, spacing: 8
        Padding (0, 0, 100×21) padding: 0
          Text("Title") (0, 0, 100×21) text: "Title", font: Inter 17 semibold
        HStack (0, 29, 100×21) view: DLSButton, spacing: 4
          Image (0, 29, 21×21)
          Text("Go") (25, 29, 20×21) text: "Go", font: Inter 17 regular
        HStack (0, 58, 100×21) view: DLSButton, spacing: 4
          Text("Stop") (0, 58, 30×21) text: "Stop", font: Inter 17 regular
          Text("Stop") (34, 58, 30×21) text: "Stop", font: Inter 17 regular
      """)
    let text = """
      # catalog-layout/2
      VStack (0, 0, 100×100) view: Screen, spacing: 12
        Padding (0, 0, 100×21) padding: 0
          Text("Title") (0, 0, 100×21) text: "Title", font: Inter 19 semibold
        HStack (0, 33, 100×21) view: DLSButton, spacing: 4
          Text("Go") (0, 33, 20×21) text: "Go", font: Inter 17 regular
        HStack (0, 66, 100×21) view: DLSButton, spacing: 4
          Text("Stop") (0, 66, 30×21) text: "Stop", font: Inter 17 regular
          Text("Stop") (40, 66, 30×21) text: "Stop", font: Inter 17 regular
      """
    let after = LayoutTree(text)
    #expect(
      LayoutTree.changes(from: before, to: after) == [
        "`Screen › VStack`: spacing 8 → 12",
        "`Screen › Text \"Title\"`: font Inter 17 semibold → Inter 19 semibold",
        "`DLSButton[1] › HStack`: frame 0,29 100×21 → 0,33 100×21",
        "`DLSButton[1] › Image`: removed",
        "`DLSButton[1] › Text \"Go\"`: frame 25,29 20×21 → 0,33 20×21",
        "`DLSButton[2] › HStack`: frame 0,58 100×21 → 0,66 100×21; 1 node inside moved with it",
        "`DLSButton[2] › Text[2] \"Stop\"`: frame 34,58 30×21 → 40,66 30×21",
      ])
    // The names are not compared: a tree without them lays out the same.
    let unnamed = LayoutTree(
      text.replacingOccurrences(of: " view: Screen,", with: "")
        .replacingOccurrences(of: " view: DLSButton,", with: ""))
    #expect(LayoutTree.sameLayout(after, unnamed))
  }

  @Test func aTreeThatChangedWithoutItsPixelsWarnsOrFailsWhereTheSettingsSay() throws {
    LayoutRenamed_Definition.name.withLock { $0 = "first" }
    LayoutRenamed_Definition.fails.withLock { $0 = false }
    _ = try run(.record, LayoutRenamed_Definition.self)
    LayoutRenamed_Definition.name.withLock { $0 = "second" }
    let (warned, console) = try run(.verify, LayoutRenamed_Definition.self)
    let change = "`Frame`: id first → second"
    #expect(warned.entries.map(\.status) == [.passed])
    #expect(warned.entries.first?.layout?.pixelsUnchanged == true)
    #expect(warned.entries.first?.layout?.changes == [change])
    #expect(
      console == """
        WARNING LayoutRenamed/square: the layout changed but the pixels did not
            layout: \(change)

        """)
    LayoutRenamed_Definition.fails.withLock { $0 = true }
    let (failed, _) = try run(.verify, LayoutRenamed_Definition.self)
    let entry = try #require(failed.entries.first)
    #expect(entry.status == .failed)
    #expect(
      entry.message
        == "the layout changed but the pixels did not: \(change); if the change is intended, run "
        + "`swift run -c release catalog record --filter '^LayoutRenamed/square$' --snapshots "
        + "'\(snapshots.path)'`")
    // Recording updates the stored tree of the unchanged image, and nothing else.
    let (recorded, _) = try run(.record, LayoutRenamed_Definition.self)
    #expect(recorded.entries.map(\.status) == [.recorded])
    #expect(recorded.entries.first?.message == "layout: reference updated: the rendering changed")
    #expect(try run(.verify, LayoutRenamed_Definition.self).0.isSuccess)
    LayoutRenamed_Definition.fails.withLock { $0 = false }
  }

  @Test func aReferenceWithoutAStoredTreeGetsNoneUntilItsImageIsRecorded() throws {
    LayoutPadded_Definition.padding.withLock { $0 = 8 }
    _ = try run(.record, LayoutPadded_Definition.self)
    let file = snapshots.appendingPathComponent("LayoutPadded/tag.layout.txt")
    try FileManager.default.removeItem(at: file)
    // The image is unchanged: recording leaves it, and adds no tree beside it.
    let (unchanged, _) = try run(.record, LayoutPadded_Definition.self)
    #expect(unchanged.entries.map(\.status) == [.unchanged])
    #expect(!FileManager.default.fileExists(atPath: file.path))
    #expect(try run(.verify, LayoutPadded_Definition.self).0.isSuccess)
    LayoutPadded_Definition.padding.withLock { $0 = 12 }
    let (report, console) = try run(.verify, LayoutPadded_Definition.self)
    #expect(report.entries.first?.layout?.note == "no stored layout; re-record to enable")
    #expect(console.hasSuffix("\n    layout: no stored layout; re-record to enable\n"))
    LayoutPadded_Definition.padding.withLock { $0 = 8 }
  }

  @Test func addedAndRemovedNodesAreNamedOnceAndUnreadableLinesStillCompare() {
    let before = LayoutTree(
      """
      # catalog-layout/1
      VStack (0, 0, 80×50) spacing: 8
        Text("Title") (0, 0, 80×21) text: "Title", font: Inter 17 semibold
        Image (0, 29, 21×21)
          Color (0, 29, 21×21)
      not a node, (1, 2)
      """)
    let after = LayoutTree(
      """
      VStack (0, 0, 80×79) spacing: 12
        Text("Title, again") (0, 0, 80×21) text: "Title, again", font: Inter 17 semibold
        Text("New") (0, 33, 80×21) text: "New", font: Inter 17 regular, tappable
      not a node, (1, 3)
      """)
    #expect(
      LayoutTree.changes(from: before, to: after) == [
        "`not a node, (1, 2)`: removed",
        "`VStack`: frame 0,0 80×50 → 0,0 80×79; spacing 8 → 12",
        "`VStack › Image`: removed",
        "`VStack › Text \"Title, again\"`: text \"Title\" → \"Title, again\"",
        "`VStack › Text[2] \"New\"`: added at 0,33 80×21",
        "`not a node, (1, 3)`: added",
      ])
    #expect(LayoutTree.changes(from: before, to: before).isEmpty)
  }

  @Test func theGalleryListsLayoutChangesWithTheirTextEscaped() throws {
    var entry = RunReport.Entry(
      id: "Card/<b>", definition: "Card", variant: "v", traits: [:], status: .failed,
      referenceFile: "Card/b.png")
    entry.layout = RunReport.Layout(
      file: "Card/b.layout.txt", changes: ["`Text \"</li><script>\"`: added at 0,0 1×1"])
    let report = RunReport(
      command: "verify", snapshotsDirectory: "/s", durationMilliseconds: 1, traitDimensions: [],
      entries: [entry])
    let layout = try #require(SnapshotStrategies.builtIn.first { $0.name == "layout" })
    #expect(
      layout.gallery.header(report)
        == "<details class=\"layout-changes\"><summary>Layout changes (1 snapshot)</summary>"
        + "<h4><a href=\"#Card/&lt;b&gt;\">Card/&lt;b&gt;</a></h4><ul><li>`Text "
        + "&quot;&lt;/li&gt;&lt;script&gt;&quot;`: added at 0,0 1×1</li></ul></details>")
  }
}
