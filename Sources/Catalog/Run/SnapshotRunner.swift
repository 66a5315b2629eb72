import CatalogUI
import Dispatch
import Foundation
import Hashing
import Raster
import Synchronization

// MARK: - SnapshotRunner

/// Runs a plan in record or verify mode: renders in parallel, compares, writes references
/// (record only) and the report.
///
/// Each snapshot is rendered once; every registered format (`RunConfiguration.strategies`)
/// that applies to it then checks its own artefact, in registration order, and folds its
/// outcome into the snapshot's entry. The runner knows no format by name.
///
/// Each snapshot is isolated: a rendering that throws, or a reference that cannot be read,
/// fails that snapshot with a message and the run goes on. Results are collected by plan
/// index, so the report is the same for any number of jobs.
public struct SnapshotRunner: Sendable {
  /// What the run does with references.
  public enum Mode: String, Sendable {
    /// Write new and changed references; leave unchanged ones alone.
    case record
    /// Compare with references; never write into the snapshots directory.
    case verify
  }

  public let configuration: RunConfiguration
  let progress: (any RunProgress)?

  /// Creates a runner; `progress` hears about every finished snapshot.
  public init(configuration: RunConfiguration, progress: (any RunProgress)? = nil) {
    self.configuration = configuration
    self.progress = progress
  }

  /// Runs `plan` and returns the report (not yet written to disk); `problems` (snapshots that
  /// could not be planned) are reported as errors when the run selects them.
  ///
  /// A run that selects nothing (no snapshot, orphan or problem) throws instead of passing, so
  /// a mistyped `--filter` never looks like success. After `cancellation` is requested, the
  /// snapshots in progress finish, no others start, and the report says it was interrupted.
  @MainActor
  public func run(
    _ mode: Mode, plan: [PlannedSnapshot], problems: [RunReport.Entry] = [],
    cancellation: RunCancellation? = nil
  ) throws(CatalogError) -> RunReport {
    let started = ContinuousClock.now
    try SnapshotStrategies.validate(configuration.strategies)
    let selected = plan.filter { configuration.selects($0.id) }
    let orphans = try OrphanScanner.orphans(
      in: configuration.snapshotsDirectory,
      planned: OrphanScanner.plannedPaths(plan, strategies: configuration.strategies),
      formats: SnapshotStrategies.referenceFormats(of: configuration.strategies)
    ).filter { configuration.selects($0.id) }
    let selectedProblems = problems.filter { configuration.selects($0.id) }
    if selected.isEmpty, orphans.isEmpty, selectedProblems.isEmpty {
      throw configuration.emptySelectionError(plannedCount: plan.count)
    }

    let prepared = try prepare(mode, selected: selected)
    let strategies = prepared.strategies
    let artefacts = prepared.artefacts
    let environment = RenderingEnvironment.current()
    let environmentNotes = mode == .verify ? environmentNotes(for: environment) : []
    environmentNotes.forEach { progress?.didNote($0) }
    progress?.didStart(total: selected.count + orphans.count + selectedProblems.count)
    // Known before anything renders, and printed as every other error is: a problem counted
    // in the summary is never missing from the output.
    for problem in selectedProblems { progress?.didFinish(problem) }

    let results = Mutex([RunReport.Entry?](repeating: nil, count: selected.count))
    // More workers than cores only hold more canvases.
    let workers = min(
      configuration.jobs, ProcessInfo.processInfo.activeProcessorCount, max(selected.count, 1))
    if let launch = configuration.workers {
      WorkerPool(launch: launch, count: workers).run(
        Self.batches(of: selected, timeLimit: configuration.timeLimit), cancellation: cancellation
      ) { job, outcome in
        let entry = entry(for: selected[job.index], outcome, artefacts: artefacts)
        results.withLock { $0[job.index] = entry }
        progress?.didFinish(entry)
      }
    } else {
      // In this process, views render on the main actor, as in SwiftUI, one after another; a
      // batch (the keyframes of one transition) stays in order. Worker processes (`workers`)
      // are how a run renders in parallel.
      for batch in Self.batches(of: selected, timeLimit: configuration.timeLimit) {
        for job in batch where cancellation?.isCancelled != true {
          let entry = process(selected[job.index], prepared)
          results.withLock { $0[job.index] = entry }
          progress?.didFinish(entry)
        }
      }
    }

    var entries = results.withLock { $0.compactMap { $0 } }
    entries += selectedProblems
    for orphan in orphans where cancellation?.isCancelled != true {
      let entry = orphanEntry(orphan, strategies: strategies, artefacts: artefacts)
      entries.append(entry)
      progress?.didFinish(entry)
    }
    // The images of earlier runs that this one no longer points at (a variant removed, a
    // failure fixed) go, so the report directory shows this run alone.
    let imageFailure = artefacts.finish()
    let elapsed = started.duration(to: .now)
    var report = RunReport(
      command: mode.rawValue,
      snapshotsDirectory: configuration.snapshotsDirectory.path,
      shard: configuration.shard.count > 1 ? configuration.shard.description : nil,
      durationMilliseconds: elapsed.milliseconds,
      traitDimensions: TraitDimensions.collect(from: selected),
      entries: entries
    )
    report.imageFailure = imageFailure?.description
    report.filter = configuration.filter?.pattern ?? ""
    report.plan = Self.planIdentity(plan, filter: report.filter ?? "")
    report.environmentNotes = environmentNotes.isEmpty ? nil : environmentNotes
    if mode == .record, cancellation?.isCancelled != true {
      do {
        try write(environment)
      } catch {
        let entry = RunReport.Entry(
          id: RenderingEnvironment.fileName, definition: "", variant: "", traits: [:],
          status: .error, message: error.description,
          referenceFile: RenderingEnvironment.fileName)
        report.entries.append(entry)
        progress?.didFinish(entry)
      }
    }
    if cancellation?.isCancelled != true {
      for strategy in strategies {
        try strategy.finish(&report, plan: plan, run: prepared.context)
      }
      report.summary = RunReport.Summary(entries: report.entries)
    }
    if cancellation?.isCancelled == true {
      report.interrupted = RunReport.Interruption(
        selectedCount: selected.count + selectedProblems.count)
    }
    return report
  }

  /// A hash of every planned id (whole plan, before sharding) and the filter pattern (empty
  /// for none): the same for every shard of one run, and what `ReportMerger` recomputes.
  static func planIdentity(_ plan: [PlannedSnapshot], filter: String) -> String {
    var text = "filter " + filter + "\n"
    for item in plan { text += item.id + "\n" }
    var utf8 = Array(text.utf8)
    return utf8.withUnsafeMutableBytes { XXH3.hash128(UnsafeRawBufferPointer($0)).hex }
  }

  // MARK: - Rendering environment

  private var environmentURL: URL {
    configuration.snapshotsDirectory.appendingPathComponent(RenderingEnvironment.fileName)
  }

  /// What differs between the environment the references were recorded in and this one.
  private func environmentNotes(for environment: RenderingEnvironment) -> [String] {
    let file = RenderingEnvironment.fileName
    switch ReferenceFile.readBytes(environmentURL) {
    case .absent:
      return [
        "the references have no \(file), so a difference in fonts or libraries cannot be "
          + "told apart from a change; run `\(configuration.commandPrefix) record` to write it"
      ]
    case .unreadable(let reason):
      return ["\(file) is unreadable: \(reason)"]
    case .bytes(let data):
      do {
        return environment.differences(
          from: try RenderingEnvironment.decode(data, file: file))
      } catch {
        return [error.description]
      }
    }
  }

  /// Writes the environment `record` rendered in beside the references, unless the file
  /// already says exactly that.
  private func write(_ environment: RenderingEnvironment) throws(CatalogError) {
    let encoded = environment.encoded()
    if case .bytes(let data) = ReferenceFile.readBytes(environmentURL), data == encoded { return }
    try AtomicFile.write(encoded, to: environmentURL, isDurable: true)
  }

  // MARK: - One snapshot

  @MainActor
  func process(_ item: PlannedSnapshot, _ prepared: PreparedRun) -> RunReport.Entry {
    let started = ContinuousClock.now
    var entry = Self.entry(for: item)
    // Timed here, not in a `defer`: a deferred write would land after `return` copied the entry.
    render(
      item, run: prepared.context, strategies: prepared.strategies, into: &entry,
      artefacts: prepared.artefacts)
    entry.durationMilliseconds = started.duration(to: .now).milliseconds
    return entry
  }

  /// The entry of `item` before it is checked: an error until a format says otherwise.
  static func entry(for item: PlannedSnapshot) -> RunReport.Entry {
    var entry = RunReport.Entry(
      id: item.id, definition: item.definition, variant: item.variant, section: item.section,
      traits: item.traits, status: .error, referenceFile: item.referencePath)
    entry.keyframe = item.keyframe
    entry.source = item.source
    return entry
  }

  /// Renders `item` once and lets every format that applies to it check its artefact, in
  /// registration order.
  @MainActor
  private func render(
    _ item: PlannedSnapshot, run: SnapshotRunContext, strategies: [any SnapshotStrategy],
    into entry: inout RunReport.Entry, artefacts: ArtefactWriter
  ) {
    let rendering: SnapshotRendering
    do {
      rendering = try item.render()
    } catch {
      entry.message = "rendering '\(item.id)' failed: \(error)"
      return
    }
    let snapshot = SnapshotContext(
      item: item, rendering: rendering, run: run,
      artefacts: SnapshotArtefacts(writer: artefacts))
    for strategy in strategies where strategy.applies(to: item) {
      strategy.check(snapshot, into: &entry)
    }
  }

  /// The status that matters more of two: an error, then a failure, then a missing
  /// reference, then a write, then nothing to do.
  static func worse(_ a: RunReport.Status, _ b: RunReport.Status) -> RunReport.Status {
    let rank: [RunReport.Status] = [
      .passed, .unchanged, .recorded, .missing, .orphaned,
      .failed, .error,
    ]
    return (rank.firstIndex(of: a) ?? 0) >= (rank.firstIndex(of: b) ?? 0) ? a : b
  }

  private func orphanEntry(
    _ orphan: OrphanScanner.Orphan, strategies: [any SnapshotStrategy],
    artefacts: ArtefactWriter
  ) -> RunReport.Entry {
    let id = orphan.id
    let file = orphan.file
    let url = URL(
      fileURLWithPath: configuration.snapshotsDirectory.path
        + "/" + String(decoding: orphan.bytes, as: UTF8.self))
    var entry = RunReport.Entry(
      id: id, definition: String(id.split(separator: "/").first ?? Substring(id)),
      variant: String(id.split(separator: "/").dropFirst().joined(separator: "/")),
      traits: [:], status: .orphaned,
      message: "no variant produces \(FileNames.quoted(file)); run `\(configuration.pruneCommand)` "
        + "to delete it, or restore the variant",
      acceptCommand: configuration.pruneCommand, referenceFile: file)
    for strategy in strategies where strategy.referenceFormat == orphan.format {
      strategy.describeOrphan(
        at: url, into: &entry, artefacts: SnapshotArtefacts(writer: artefacts))
    }
    return entry
  }
}

extension Duration {
  /// The duration in milliseconds, as a floating-point number.
  var milliseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }
}
