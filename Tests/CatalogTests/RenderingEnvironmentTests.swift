import Catalog
import Foundation
import Synchronization
import TestSupport
import Testing

// MARK: - RenderingEnvironmentTests

/// `record` names what the pixels depended on beside the references; `verify` on a machine
/// that differs says what differs, once, before any verdict, and the report and gallery keep it.
@MainActor @Suite struct RenderingEnvironmentTests {
  typealias Setup = RunnerTests.Setup

  private func environmentFile(_ setup: Setup) -> URL {
    setup.snapshots.appendingPathComponent(RenderingEnvironment.fileName)
  }

  @Test func recordWritesTheEnvironmentAndVerifyOnTheSameMachineSaysNothing() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let written = try Data(contentsOf: environmentFile(setup))
    #expect(written == RenderingEnvironment.current().encoded())
    let text = String(decoding: written, as: UTF8.self)
    #expect(text.hasPrefix("# catalog-environment/1\n"))
    #expect(text.contains("\nrenderer: \(RenderingEnvironment.rendererVersion)\nharfbuzz: "))
    #expect(text.contains("\n  - Inter-Regular.otf xxh3-128:"))
    let verified = try setup.run(.verify, [Swatch_Definition.self])
    #expect(verified.isSuccess)
    #expect(verified.environmentNotes == nil)
  }

  @Test func verifyNamesEveryDifferenceAndStillJudgesByThePixels() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let current = RenderingEnvironment.current()
    var recorded = current
    recorded.harfBuzz = "8.3.0"
    recorded.icu = "74.2"
    recorded.renderer = "0"
    let interIndex = try #require(recorded.fonts.firstIndex { $0.name == "Inter-Regular.otf" })
    recorded.fonts[interIndex].digest = "xxh3-128:00000000000000000000000000000000"
    recorded.fonts.append(.init(name: "Brand-Sans.otf", digest: "xxh3-128:1"))
    let dejaVu = try #require(recorded.fonts.firstIndex { $0.name == "DejaVuSans.ttf" })
    recorded.fonts.remove(at: dejaVu)
    try recorded.encoded().write(to: environmentFile(setup))

    final class Listener: RunProgress {
      let notes = Mutex<[String]>([])
      func didStart(total: Int) {}
      func didFinish(_ entry: RunReport.Entry) {}
      func didNote(_ note: String) { notes.withLock { $0.append(note) } }
    }
    let listener = Listener()
    let configuration = RunConfiguration(
      snapshotsDirectory: setup.snapshots, reportDirectory: setup.report, jobs: 2)
    let plan = CatalogPlanner.plan([Swatch_Definition.self])
    let report = try SnapshotRunner(
      configuration: configuration, progress: listener
    ).run(.verify, plan: plan.snapshots)
    let expected = [
      "references were recorded with renderer version 0; this catalog is version "
        + "\(RenderingEnvironment.rendererVersion), which draws some pixels differently on purpose",
      "references were recorded with HarfBuzz 8.3.0; this machine has \(current.harfBuzz), "
        + "which can move glyphs",
      "references were recorded with ICU 74.2; this machine has \(current.icu), which can "
        + "order mixed-direction text differently",
      "font files differ from the ones the references were recorded with: Inter-Regular.otf; "
        + "text drawn with them can move",
      "fonts the references were recorded with are not registered here: Brand-Sans.otf; "
        + "register them (Font.registerFonts(in:)) or text falls back to other faces",
      "fonts registered here were not when the references were recorded: DejaVuSans.ttf",
    ]
    #expect(listener.notes.withLock { $0 } == expected)
    #expect(report.environmentNotes == expected)
    #expect(report.isSuccess)
    // Verify never writes into the snapshots folder, this file included.
    #expect(try Data(contentsOf: environmentFile(setup)) == recorded.encoded())

    let page = try #require(
      String(
        data: try Data(
          contentsOf: try GalleryWriter.write(
            report, to: setup.report)), encoding: .utf8))
    #expect(page.contains("Rendering environment: 6 differences from the references'"))
    #expect(page.contains("<li>references were recorded with HarfBuzz 8.3.0; this machine has"))

    // record brings the file up to date.
    _ = try setup.run(.record, [Swatch_Definition.self])
    #expect(try Data(contentsOf: environmentFile(setup)) == current.encoded())
  }

  @Test func aMissingOrDamagedFileIsANoteNamingTheFix() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    try FileManager.default.removeItem(at: environmentFile(setup))
    let missing = try setup.run(.verify, [Swatch_Definition.self])
    #expect(
      missing.environmentNotes == [
        "the references have no rendering-environment.yaml, so a difference in fonts or "
          + "libraries cannot be told apart from a change; run `swift run -c release catalog "
          + "record` to write it"
      ])
    #expect(missing.isSuccess)

    try Data("renderer: 1\nharfbuzz 6\n".utf8).write(to: environmentFile(setup))
    let damaged = try setup.run(.verify, [Swatch_Definition.self])
    #expect(
      damaged.environmentNotes == [
        "rendering-environment.yaml:2: expected `key: value`; run `catalog record` to write it "
          + "again"
      ])
  }

  @Test func theFileReadsBackAsWritten() throws {
    let current = RenderingEnvironment.current()
    #expect(try RenderingEnvironment.decode(current.encoded(), file: "f") == current)
    #expect(!current.fonts.isEmpty)
  }
}
