import Catalog
import CatalogUI
import Foundation
import Synchronization
import TestSupport
import Testing

// MARK: - MessageTests

/// What the runner says about things that went wrong: every error on its line even when
/// quiet, odd files named for what they are, advice that loses nothing, and report text that
/// reads back as written.
@MainActor @Suite struct MessageTests {
  typealias Setup = RunnerTests.Setup

  private func entry(
    _ id: String, _ status: RunReport.Status, _ message: String? = nil,
    variant: String = "v"
  ) -> RunReport.Entry {
    RunReport.Entry(
      id: id, definition: "Card", variant: variant, traits: [:], status: status,
      message: message, referenceFile: id + ".png")
  }

  /// What a progress reporter writes, collected.
  private final class Written: Sendable {
    let text = Mutex("")
    func append(_ piece: String) { text.withLock { $0 += piece } }
  }

  // MARK: - Console

  @Test func quietStillPrintsEveryErrorAndNothingElse() {
    let written = Written()
    let progress = ConsoleProgress(verbosity: .quiet, isTerminal: false) { written.append($0) }
    progress.didStart(total: 4)
    progress.didFinish(entry("Card/a", .passed))
    progress.didFinish(entry("Card/b", .failed, "12 pixels differ"))
    progress.didFinish(
      entry(
        "Card/c", .error,
        "cannot write 'Snapshots/Card/c.png': No space left on device"))
    // Control characters are escaped, and a further line of a message is indented: no message
    // can pass for a line of its own.
    progress.didFinish(entry("Card/d\u{1B}", .error, "line\nbreak"))
    progress.finish()
    #expect(
      written.text.withLock { $0 } == """
        ERROR Card/c: cannot write 'Snapshots/Card/c.png': No space left on device
        ERROR Card/d\\u{1B}: line
            break

        """)
  }

  @Test func normalPrintsEveryProblem() {
    let written = Written()
    let progress = ConsoleProgress(verbosity: .normal, isTerminal: false) { written.append($0) }
    progress.didStart(total: 3)
    progress.didFinish(entry("Card/a", .passed))
    progress.didFinish(entry("Card/b", .failed, "12 pixels differ"))
    progress.didFinish(entry("Card/c", .error, "unreadable"))
    #expect(
      written.text.withLock { $0 } == """
        FAILED Card/b: 12 pixels differ
        ERROR Card/c: unreadable

        """)
  }

  /// Two variants whose names give one snapshot name: a plan problem.
  enum Twice_Definition: ViewDefinition {
    static var contentVariants: ContentVariants {
      Color.red.frame(width: 4, height: 4).named("Red")
      Color.blue.frame(width: 4, height: 4).named("red")
    }
  }

  /// What a run told its progress reporter.
  private final class Heard: RunProgress {
    let entries = Mutex<[RunReport.Entry]>([])
    func didStart(total: Int) {}
    func didFinish(_ entry: RunReport.Entry) { entries.withLock { $0.append(entry) } }
  }

  @Test func aPlanningErrorIsPrintedAsEveryOtherError() throws {
    let setup = try Setup()
    let plan = CatalogPlanner.plan([Twice_Definition.self], accessibility: nil)
    let heard = Heard()
    let runner = SnapshotRunner(
      configuration: RunConfiguration(
        snapshotsDirectory: setup.snapshots, reportDirectory: setup.report, filter: nil,
        jobs: 1, shard: .all),
      progress: heard)
    let report = try runner.run(.record, plan: plan.snapshots, problems: plan.problems)
    #expect(report.summary.errors == 1)
    let problem =
      "Twice: variants 'Red' and 'red' both map to the snapshot name 'red'; give "
      + "one of them another name with .named(_:)"
    #expect(
      heard.entries.withLock { $0.filter { $0.status == .error }.map(\.message) }
        == [problem])

    let written = Written()
    let console = ConsoleProgress(verbosity: .quiet, isTerminal: false) { written.append($0) }
    _ = try SnapshotRunner(configuration: runner.configuration, progress: console)
      .run(.record, plan: plan.snapshots, problems: plan.problems)
    #expect(written.text.withLock { $0 } == "ERROR Twice/red: \(problem)\n")
  }

  /// Two definitions of this module that set one catalogName.
  enum First_Definition: ViewDefinition {
    static var catalogName: String { "Price Tag" }
    static var contentVariants: ContentVariants { Color.red.frame(width: 4, height: 4) }
  }

  /// The second of them.
  enum Second_Definition: ViewDefinition {
    static var catalogName: String { "Price Tag" }
    static var contentVariants: ContentVariants { Color.blue.frame(width: 4, height: 4) }
  }

  /// A definition whose name gives the same folder as theirs.
  enum Third_Definition: ViewDefinition {
    static var catalogName: String { "price-tag" }
    static var contentVariants: ContentVariants { Color.green.frame(width: 4, height: 4) }
  }

  @Test func twoDefinitionsOfOneModuleWithOneNameAreToldSo() {
    let plan = CatalogPlanner.plan(
      [First_Definition.self, Second_Definition.self], accessibility: nil)
    #expect(
      plan.problems.map(\.message) == [
        "definitions 'CatalogTests.MessageTests.First_Definition' and "
          + "'CatalogTests.MessageTests.Second_Definition' both use the snapshot folder "
          + "'price-tag' (two definitions in one module); give one of them another catalogName"
      ])
    let slugs = CatalogPlanner.plan(
      [First_Definition.self, Third_Definition.self], accessibility: nil)
    #expect(
      slugs.problems.map(\.message) == [
        "definitions 'CatalogTests.MessageTests.First_Definition' and "
          + "'CatalogTests.MessageTests.Third_Definition' both use the snapshot folder "
          + "'price-tag' (their names give one folder name); rename one or set its catalogName"
      ])
  }

  // MARK: - Odd files

  /// Binds a Unix-domain socket at `path`, as a server would leave one.
  private func makeSocket(at path: String) throws {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      buffer.copyBytes(from: bytes)
      buffer[bytes.count] = 0
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    try #require(bound == 0, "bind: \(String(cString: strerror(errno)))")
  }

  @Test func aSocketAtAReferencePathIsNamedAsSuch() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Swatch_Definition.self])
    let red = setup.snapshots.appendingPathComponent("Swatch/red.png")
    try FileManager.default.removeItem(at: red)
    try makeSocket(at: red.path)
    let report = try setup.run(.verify, [Swatch_Definition.self])
    let failed = try #require(report.entries.first { $0.id == "Swatch/red" })
    #expect(failed.status == .error)
    #expect(
      failed.message?.hasPrefix(
        "reference 'Swatch/red.png' is unreadable: it is not a "
          + "regular file (a socket); remove it and record again") == true)
  }

  @Test func aSocketWhereAnAccessibilityTreeShouldBeIsNamedAsSuch() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Reserve_Definition.self])
    let tree = setup.snapshots.appendingPathComponent("Reserve/button.a11y.yaml")
    try FileManager.default.removeItem(at: tree)
    try makeSocket(at: tree.path)
    let verified = try setup.run(.verify, [Reserve_Definition.self])
    #expect(
      verified.entries.first?.message?.hasPrefix(
        "accessibility snapshot 'Reserve/button.a11y.yaml' is unreadable: it is not a regular "
          + "file (a socket); remove it and record again") == true)
  }

  /// The advice for a baseline that cannot be read: it keeps the reasons in it.
  private func baselineAdvice(_ baseline: URL) -> String {
    "move it aside and restore the baseline from version control (for example `git checkout "
      + "-- '\(baseline.path)'`); deleting it would lose the reason of every accepted finding"
  }

  @Test func aBaselineThatIsNoFileAdvisesWhatKeepsItsReasons() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Reserve_Definition.self])
    let baseline = setup.snapshots.appendingPathComponent("accessibility-baseline.yaml")
    try makeSocket(at: baseline.path)
    #expect(
      throws: CatalogError.failure(
        "\(baseline.path): cannot read the accessibility baseline: it is not a regular file "
          + "(a socket); \(baselineAdvice(baseline))")
    ) {
      try setup.run(.verify, [Reserve_Definition.self])
    }
    try FileManager.default.removeItem(at: baseline)
    try FileManager.default.createDirectory(at: baseline, withIntermediateDirectories: false)
    #expect(
      throws: CatalogError.failure(
        "\(baseline.path): cannot read the accessibility baseline: it is a directory, not a "
          + "text file; \(baselineAdvice(baseline))")
    ) {
      try setup.run(.verify, [Reserve_Definition.self])
    }
  }

  @Test func aHugeBaselineAdvisesWhatKeepsItsReasons() throws {
    let setup = try Setup()
    _ = try setup.run(.record, [Reserve_Definition.self])
    let baseline = setup.snapshots.appendingPathComponent("accessibility-baseline.yaml")
    try Data("- snapshot: Reserve/button\n".utf8).write(to: baseline)
    // Sparse: past the limit on paper, nothing on disk.
    let handle = try FileHandle(forWritingTo: baseline)
    try handle.truncate(atOffset: UInt64(64 << 20) + 1)
    try handle.close()
    #expect(
      throws: CatalogError.failure(
        "\(baseline.path): cannot read the accessibility baseline: it is \((64 << 20) + 1) bytes, "
          + "more than the \(64 << 20) a text snapshot may take; \(baselineAdvice(baseline))")
    ) {
      try setup.run(.verify, [Reserve_Definition.self])
    }
  }

  // MARK: - JUnit

  @Test func controlCharactersInNamesSurviveJUnit() {
    let report = RunReport(
      command: "verify", snapshotsDirectory: "Snapshots", durationMilliseconds: 0,
      traitDimensions: [],
      entries: [
        entry("Card/a", .passed, variant: "one\rtwo\tthree\u{1B}[2Jfour\u{0}five\u{FFFE}"),
        entry("Card/b", .failed, "line\r\nnext", variant: "b"),
      ])
    #expect(
      JUnitWriter.xml(for: report) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="catalog verify" tests="2" failures="1" errors="0" time="0.000">
          <testsuite name="Card" tests="2" failures="1" errors="0" time="0.000">
            <testcase classname="Card" name="one&#13;two&#9;three\\u{1B}[2Jfour\\u{0}five\\u{FFFE}" time="0.000"/>
            <testcase classname="Card" name="b" time="0.000">
              <failure type="failed" message="line&#13;&#10;next">snapshot: Card/b.png&#10;line&#13;&#10;next</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """)
  }
}
