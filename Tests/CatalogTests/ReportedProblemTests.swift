import Catalog
import CatalogUI
import Foundation
import TestSupport
import Testing

// MARK: - Definitions with reported problems

/// An SF Symbol no one registered and text no font has: each fails its variant.
enum Unprovided_Definition: ViewDefinition {
  static var contentVariants: ContentVariants {
    Image(systemName: "test.nowhere").named("Symbol")
    Text("予約する 🙂").named("Japanese")
    Text("Réserver").named("French")
  }

  static var snapshotSettings: SnapshotSettings {
    var settings = SnapshotSettings()
    settings.layout = .sizeThatFits
    settings.traits = TraitsMatrix(colorSchemes: [.light])
    return settings
  }
}

// MARK: - ReportedProblemTests

/// A problem a view reports (an unknown SF Symbol, characters no font has) is an error of its
/// variant in `record` and `verify` alike, with the same message, and nothing is written.
@MainActor @Suite struct ReportedProblemTests {
  static let symbolProblem =
    "Image: no symbol named 'test.nowhere'; register one before "
    + "rendering with SymbolRegistry.shared.register(\"test.nowhere\", svgPathData:viewBox:), "
    + "or put test.nowhere.svg among your target's resources and call "
    + "SymbolRegistry.shared.registerSymbols(in: .module); `catalog symbols` lists the names "
    + "there are"
  static let textProblem =
    "Text(\"予約する 🙂\"): no font has 予 (U+4E88), 約 (U+7D04), "
    + "す (U+3059), る (U+308B) and 🙂 (U+1F642), so they draw as boxes; add a font that has "
    + "them to the fallback chain with Font.registerFallback(contentsOf:) (a CJK or emoji font, "
    + "such as Debian's fonts-noto-cjk or fonts-noto-color-emoji), or register one with "
    + "Font.registerFonts(in:) or Font.register(contentsOf:) and use it with "
    + ".font(.custom(_:size:))"

  private func run(_ mode: SnapshotRunner.Mode, in root: URL) throws -> RunReport {
    let plan = CatalogPlanner.plan([Unprovided_Definition.self])
    let configuration = RunConfiguration(
      snapshotsDirectory: root.appendingPathComponent("Snapshots"),
      reportDirectory: root.appendingPathComponent("report"), jobs: 2)
    return try SnapshotRunner(configuration: configuration).run(
      mode, plan: plan.snapshots, problems: plan.problems)
  }

  @Test func recordAndVerifyFailTheVariantAlikeAndWriteNothing() throws {
    let root = try TestSupport.makeTemporaryDirectory("reported-problem")
    for mode in [SnapshotRunner.Mode.record, .verify, .record] {
      let report = try run(mode, in: root)
      let entries = Dictionary(uniqueKeysWithValues: report.entries.map { ($0.id, $0) })
      #expect(entries["Unprovided/symbol"]?.status == .error, "\(mode)")
      #expect(
        entries["Unprovided/symbol"]?.message == "rendering 'Unprovided/symbol' failed: "
          + "Unprovided › Symbol: " + Self.symbolProblem, "\(mode)")
      #expect(entries["Unprovided/japanese"]?.status == .error, "\(mode)")
      #expect(
        entries["Unprovided/japanese"]?.message == "rendering 'Unprovided/japanese' "
          + "failed: Unprovided › Japanese: " + Self.textProblem, "\(mode)")
      #expect(!report.isSuccess)
    }
    // Only the variant without a problem has a reference.
    let written =
      FileManager.default.enumerator(
        atPath: root.appendingPathComponent("Snapshots").path)?.allObjects as? [String] ?? []
    #expect(written.filter { $0.hasSuffix(".png") } == ["Unprovided/french.png"])
  }
}
