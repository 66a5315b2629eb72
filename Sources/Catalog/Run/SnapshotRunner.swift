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
  public func run(_ mode: Mode, plan: [PlannedSnapshot], problems: [RunReport.Entry] = [],
                  cancellation: RunCancellation? = nil) throws(CatalogError) -> RunReport
  {
    let started = ContinuousClock.now
    let selected = plan.filter { configuration.selects($0.id) }
    let orphans = try OrphanScanner.orphans(
      in: configuration.snapshotsDirectory, planned: Set(plan.map(\.id))
    ).filter { configuration.selects($0.id) }
    let selectedProblems = problems.filter { configuration.selects($0.id) }
    if selected.isEmpty, orphans.isEmpty, selectedProblems.isEmpty {
      throw configuration.emptySelectionError(plannedCount: plan.count)
    }

    progress?.didStart(total: selected.count + orphans.count)
    let artefacts = ArtefactWriter(reportDirectory: configuration.reportDirectory)

    let results = Mutex([RunReport.Entry?](repeating: nil, count: selected.count))
    let next = Atomic<Int>(0)
    // More workers than cores only hold more canvases; fewer than asked start when the system
    // cannot give each its stack, and the others share their work.
    let workers = min(
      configuration.jobs, ProcessInfo.processInfo.activeProcessorCount, max(selected.count, 1))
    // Workers with large stacks lay views out in place, instead of starting a thread per pass.
    LargeStack.concurrentPerform(workers: workers) { _ in
      while cancellation?.isCancelled != true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < selected.count else { return }
        let entry = process(selected[index], mode: mode, artefacts: artefacts)
        results.withLock { $0[index] = entry }
        progress?.didFinish(entry)
      }
    }

    var entries = results.withLock { $0.compactMap { $0 } }
    entries += selectedProblems
    for orphan in orphans where cancellation?.isCancelled != true {
      let entry = orphanEntry(orphan, artefacts: artefacts)
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
    report.plan = planIdentity(plan)
    if cancellation?.isCancelled == true {
      report.interrupted = RunReport.Interruption(
        selectedCount: selected.count + selectedProblems.count)
    }
    return report
  }

  /// A hash of every planned id (whole plan, before sharding) and the filter: the same for
  /// every shard of one run.
  private func planIdentity(_ plan: [PlannedSnapshot]) -> String {
    var text = "filter " + (configuration.filter?.pattern ?? "") + "\n"
    for item in plan { text += item.id + "\n" }
    var utf8 = Array(text.utf8)
    return utf8.withUnsafeMutableBytes { XXH3.hash128(UnsafeRawBufferPointer($0)).hex }
  }

  // MARK: - One snapshot

  private func process(_ item: PlannedSnapshot, mode: Mode, artefacts: ArtefactWriter)
    -> RunReport.Entry
  {
    let started = ContinuousClock.now
    var entry = RunReport.Entry(
      id: item.id, definition: item.definition, variant: item.variant, section: item.section,
      traits: item.traits, status: .error, referenceFile: item.referencePath)
    // Timed here, not in a `defer`: a deferred write would land after `return` copied the entry.
    render(item, mode: mode, into: &entry, artefacts: artefacts)
    entry.durationMilliseconds = started.duration(to: .now).milliseconds
    return entry
  }

  private func render(_ item: PlannedSnapshot, mode: Mode, into entry: inout RunReport.Entry,
                      artefacts: ArtefactWriter) {
    let reference = configuration.snapshotsDirectory.appendingPathComponent(item.referencePath)
    let pixmap: Pixmap
    do {
      pixmap = try item.render()
    } catch {
      entry.message = "rendering '\(item.id)' failed: \(error)"
      return
    }
    entry.width = pixmap.width
    entry.height = pixmap.height

    switch mode {
    case .record: record(pixmap, of: item, at: reference, into: &entry, artefacts: artefacts)
    case .verify: verify(pixmap, of: item, at: reference, into: &entry, artefacts: artefacts)
    }
  }

  private func record(_ pixmap: Pixmap, of item: PlannedSnapshot, at reference: URL,
                      into entry: inout RunReport.Entry, artefacts: ArtefactWriter) {
    do {
      let recording = try SnapshotCheck.record(pixmap, at: reference, name: item.id)
      entry.status = recording.isWritten ? .recorded : .unchanged
      entry.message = recording.message
      entry.images.expected = artefacts.write(recording.bytes, kind: .expected, id: item.id)
    } catch {
      entry.status = .error
      entry.message = "\(error)"
    }
  }

  private func verify(_ pixmap: Pixmap, of item: PlannedSnapshot, at reference: URL,
                      into entry: inout RunReport.Entry, artefacts: ArtefactWriter) {
    let verification: SnapshotCheck.Verification
    do {
      verification = try SnapshotCheck.verify(
        pixmap, against: reference, comparison: item.comparison, name: item.id)
    } catch {
      entry.status = .error
      entry.message = "\(error)"
      return
    }
    let accept = verification.verdict == .passed ? "" : configuration.acceptCommand(for: item.id)
    entry.difference = verification.difference
    switch verification.verdict {
    case .passed:
      entry.status = .passed
    case .missing:
      entry.status = .missing
      entry.message = "no reference at '\(item.referencePath)'; run `\(accept)` to create it"
    case .unreadable:
      entry.status = .error
      entry.message = "reference '\(item.referencePath)' is unreadable: "
        + "\(verification.reason ?? "unknown"); run `\(accept)` to replace it"
    case .failed:
      entry.status = .failed
      entry.message = (verification.reason ?? "the pixels differ")
        + "; if the change is intended, run `\(accept)`"
    }
    if verification.verdict != .passed { entry.acceptCommand = accept }
    if let bytes = verification.referenceBytes {
      entry.images.expected = artefacts.write(bytes, kind: .expected, id: item.id)
    }
    if let bytes = verification.renderingBytes {
      entry.images.actual = artefacts.write(bytes, kind: .actual, id: item.id)
    }
    if let bytes = verification.diffBytes {
      entry.images.diff = artefacts.write(bytes, kind: .diff, id: item.id)
    }
  }

  private func orphanEntry(_ orphan: OrphanScanner.Orphan, artefacts: ArtefactWriter)
    -> RunReport.Entry
  {
    let id = orphan.id, file = orphan.file
    let url = URL(fileURLWithPath: configuration.snapshotsDirectory.path
      + "/" + String(decoding: orphan.bytes, as: UTF8.self))
    var entry = RunReport.Entry(
      id: id, definition: String(id.split(separator: "/").first ?? Substring(id)),
      variant: String(id.split(separator: "/").dropFirst().joined(separator: "/")),
      traits: [:], status: .orphaned,
      message: "no variant produces \(FileNames.quoted(file)); run `\(configuration.pruneCommand)` "
        + "to delete it, or restore the variant",
      acceptCommand: configuration.pruneCommand, referenceFile: file)
    if case .image(let pixmap, let bytes) = ReferenceFile.read(url) {
      entry.width = pixmap.width
      entry.height = pixmap.height
      entry.images.expected = artefacts.write(bytes, kind: .expected, id: id)
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
