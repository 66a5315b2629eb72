import Foundation

// MARK: - ShardCoverage

/// What every shard of a run had to report, worked out from the whole plan as `SnapshotRunner`
/// selects: the planned snapshots the filter and shard select, in plan order, then the
/// selected planning problems, then the selected orphaned references.
///
/// `ReportMerger` holds each shard's report against it, so a report with an entry removed,
/// added, moved from another shard, given a status its command never gives, counted other
/// than its entries say, or (for verify) listing other stale accessibility-baseline entries
/// than the merging checkout's baseline file has, is refused. Entries come back in the order of the unsharded run's
/// report, so the merged report does not depend on the order the shards are given in.
struct ShardCoverage {
  /// One entry the run must report.
  struct Slot {
    /// What kind of entry fills the slot, which limits the statuses it can have.
    enum Kind {
      /// A planned snapshot: rendered and compared (verify) or written (record).
      case planned
      /// A definition or variant that could not be planned: always an error.
      case problem
      /// A reference no planned snapshot writes: always orphaned.
      case orphan
    }

    /// The entry's id.
    var id: String
    /// The entry's reference file, which tells an orphaned text snapshot from the image of
    /// the same id.
    var referenceFile: String
    /// What kind of entry it is.
    var kind: Kind
  }

  /// Every entry of the unsharded run, in the order its report lists them.
  let slots: [Slot]
  /// The command whose statuses the entries may have.
  let command: SnapshotRunner.Mode
  /// Where the orphaned references were looked for, for messages.
  let snapshotsDirectory: URL
  /// For verify, the accessibility-baseline entries of the merging checkout whose snapshot
  /// the whole plan no longer has: every shard reports them, and they fail verify. `nil` for
  /// record, which may rewrite the baseline.
  let stale: [RunReport.BaselineEntry]?

  /// The coverage of `plan` (the whole catalog, unsharded) under `filter`, with the orphaned
  /// references of the formats of `strategies` found in `snapshotsDirectory`.
  init(
    plan: CatalogPlan, filter: SnapshotFilter?, snapshotsDirectory: URL,
    command: SnapshotRunner.Mode,
    strategies: [any SnapshotStrategy] = SnapshotStrategies.builtIn
  ) throws(CatalogError) {
    func selects(_ id: String) -> Bool { filter?.matches(id) ?? true }
    let orphans = try OrphanScanner.orphans(
      in: snapshotsDirectory,
      planned: OrphanScanner.plannedPaths(plan.snapshots, strategies: strategies),
      formats: SnapshotStrategies.referenceFormats(of: strategies))
    slots =
      plan.snapshots.filter { selects($0.id) }.map {
        Slot(id: $0.id, referenceFile: $0.referencePath, kind: .planned)
      }
      + plan.problems.filter { selects($0.id) }.map {
        Slot(id: $0.id, referenceFile: $0.referenceFile, kind: .problem)
      }
      + orphans.filter { selects($0.id) }.map {
        Slot(id: $0.id, referenceFile: $0.file, kind: .orphan)
      }
    self.command = command
    self.snapshotsDirectory = snapshotsDirectory
    if command == .verify {
      let baseline = try AccessibilityBaseline.load(from: Self.baselineURL(in: snapshotsDirectory))
      stale =
        baseline.report(
          findings: [:], planned: Set(plan.snapshots.map(\.id)),
          file: AccessibilityBaseline.fileName
        ).stale
    } else {
      stale = nil
    }
  }

  private static func baselineURL(in snapshotsDirectory: URL) -> URL {
    snapshotsDirectory.appendingPathComponent(AccessibilityBaseline.fileName)
  }

  /// Each entry of `report`, the report of `shard` read from `directory`, with its position in
  /// `slots`, after proving the entries are exactly the shard's slots, each once, with
  /// statuses the command gives such an entry, and that the summary counts them.
  func place(_ report: RunReport, of shard: Shard, from directory: URL) throws(CatalogError)
    -> [(position: Int, entry: RunReport.Entry)]
  {
    var open: [String: [Int]] = [:]
    for (position, slot) in slots.enumerated() where shard.contains(id: slot.id) {
      open[Self.key(slot.id, slot.referenceFile), default: []].append(position)
    }
    var placed: [(position: Int, entry: RunReport.Entry)] = []
    var unexpected: [String] = []
    var isAboutOrphans = false
    for entry in report.entries {
      let key = Self.key(entry.id, entry.referenceFile)
      guard let position = open[key]?.first else {
        unexpected.append(entry.id)
        isAboutOrphans = isAboutOrphans || entry.status == .orphaned
        continue
      }
      open[key]?.removeFirst()
      placed.append((position, entry))
    }
    let left = open.values.joined().sorted()
    let missing = left.map { slots[$0].id }
    isAboutOrphans = isAboutOrphans || left.contains { slots[$0].kind == .orphan }
    guard missing.isEmpty, unexpected.isEmpty else {
      // The shards found their orphans in their own checkouts, the merge in its own.
      throw refusal(
        shard, directory,
        .entries(
          part: Self.part(shard), missing: missing, unexpected: unexpected,
          orphansIn: isAboutOrphans ? snapshotsDirectory.path : nil))
    }
    for (position, entry) in placed.sorted(by: { $0.position < $1.position }) {
      let slot = slots[position]
      guard !allowed(for: slot.kind).contains(entry.status) else { continue }
      throw refusal(
        shard, directory,
        .status(id: entry.id, status: entry.status.rawValue, noun: Self.noun(for: slot.kind)))
    }
    let counted = RunReport.Summary(entries: report.entries)
    if report.summary != counted {
      let fields = Self.counts(report.summary).indices.filter {
        Self.counts(report.summary)[$0] != Self.counts(counted)[$0]
      }
      throw refusal(
        shard, directory,
        .counts(
          fields: fields.map { Self.countNames[$0] },
          reported: fields.map { Self.counts(report.summary)[$0] },
          counted: fields.map { Self.counts(counted)[$0] }))
    }
    let listed = report.accessibilityBaseline?.stale ?? []
    if let stale, listed != stale {
      throw refusal(
        shard, directory,
        .staleBaseline(
          file: Self.baselineURL(in: snapshotsDirectory).path, listed: listed.count,
          stale: stale.count))
    }
    return placed
  }

  /// The statuses the command gives an entry of `kind`.
  private func allowed(for kind: Slot.Kind) -> Set<RunReport.Status> {
    switch (kind, command) {
    case (.planned, .verify): [.passed, .failed, .missing, .error]
    case (.planned, .record): [.recorded, .unchanged, .error]
    case (.problem, _): [.error]
    case (.orphan, _): [.orphaned]
    }
  }

  /// The error for a report that is not what its shard's run wrote, naming its folder, what
  /// is wrong and the fix.
  private func refusal(
    _ shard: Shard, _ directory: URL,
    _ mismatch: ReportError.Mismatch
  ) -> CatalogError {
    .report(
      .notAsRun(
        directory: directory.path, shard: shard.count > 1 ? "\(shard)" : nil,
        command: command.rawValue, mismatch: mismatch))
  }

  private static func key(_ id: String, _ referenceFile: String) -> String {
    id + "\u{0}" + referenceFile
  }

  private static func part(_ shard: Shard) -> String {
    shard.count > 1 ? "shard \(shard)" : "a whole run"
  }

  private static func noun(for kind: Slot.Kind) -> String {
    switch kind {
    case .planned: "a planned snapshot"
    case .problem: "a snapshot that could not be planned"
    case .orphan: "an orphaned reference"
    }
  }

  private static let countNames = [
    "total", "passed", "failed", "missing", "orphaned", "recorded", "unchanged", "errors",
  ]

  private static func counts(_ summary: RunReport.Summary) -> [Int] {
    [
      summary.total, summary.passed, summary.failed, summary.missing, summary.orphaned,
      summary.recorded, summary.unchanged, summary.errors,
    ]
  }
}
