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
  public func run(
    _ mode: Mode, plan: [PlannedSnapshot], problems: [RunReport.Entry] = [],
    cancellation: RunCancellation? = nil
  ) throws(CatalogError) -> RunReport {
    let started = ContinuousClock.now
    let selected = plan.filter { configuration.selects($0.id) }
    let orphans = try OrphanScanner.orphans(
      in: configuration.snapshotsDirectory, planned: OrphanScanner.plannedPaths(plan)
    ).filter { configuration.selects($0.id) }
    let selectedProblems = problems.filter { configuration.selects($0.id) }
    if selected.isEmpty, orphans.isEmpty, selectedProblems.isEmpty {
      throw configuration.emptySelectionError(plannedCount: plan.count)
    }

    let baseline = try AccessibilityBaseline.load(from: configuration.baselineURL)
    let environment = RenderingEnvironment.current()
    let environmentNotes = mode == .verify ? environmentNotes(for: environment) : []
    environmentNotes.forEach { progress?.didNote($0) }
    progress?.didStart(total: selected.count + orphans.count + selectedProblems.count)
    // Known before anything renders, and printed as every other error is: a problem counted
    // in the summary is never missing from the output.
    for problem in selectedProblems { progress?.didFinish(problem) }
    let artefacts = ArtefactWriter(
      reportDirectory: configuration.reportDirectory,
      apartFrom: [configuration.snapshotsDirectory.path])

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
        let entry = process(
          selected[index], mode: mode, artefacts: artefacts,
          baseline: baseline)
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
      report.accessibilityBaseline = try settle(
        baseline, entries: &report.entries, plan: plan, mode: mode)
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

  // MARK: - Accessibility baseline

  /// What the run found about the baseline: stale entries (their snapshot is gone) and fixed
  /// ones (their finding is gone). A record run asked to update the baseline rewrites it first
  /// (accepting every new error finding of the snapshots it ran, with the reason given) and
  /// marks the findings it accepted in `entries`.
  private func settle(
    _ baseline: AccessibilityBaseline, entries: inout [RunReport.Entry],
    plan: [PlannedSnapshot], mode: Mode
  ) throws(CatalogError)
    -> RunReport.BaselineReport?
  {
    var findings: [String: [AccessibilityViolation]] = [:]
    for entry in entries {
      if let accessibility = entry.accessibility { findings[entry.id] = accessibility.violations }
    }
    let planned = Set(plan.map(\.id))
    var baseline = baseline
    if mode == .record, let reason = configuration.baselineReason {
      // Another record may have rewritten the file since this run read it: read it again
      // under a lock on the snapshots folder, so both runs' accepted findings stay.
      baseline = try FolderLock.withExclusiveLock(on: configuration.snapshotsDirectory) {
        () throws(CatalogError) -> AccessibilityBaseline in
        let current = try AccessibilityBaseline.load(from: configuration.baselineURL)
        let updated = try current.updated(findings: findings, planned: planned, reason: reason)
        if updated.encoded() != current.encoded() {
          try AtomicFile.write(updated.encoded(), to: configuration.baselineURL, isDurable: true)
        }
        return updated
      }
      for index in entries.indices {
        guard var accessibility = entries[index].accessibility else { continue }
        accessibility.violations = baseline.apply(
          to: accessibility.violations.map {
            var v = $0
            v.baselineReason = nil
            return v
          },
          snapshot: entries[index].id)
        entries[index].accessibility = accessibility
      }
    }
    let report = baseline.report(
      findings: findings, planned: planned, file: AccessibilityBaseline.fileName)
    let exists = FileManager.default.fileExists(atPath: configuration.baselineURL.path)
    return exists || !report.stale.isEmpty || !report.fixed.isEmpty ? report : nil
  }

  // MARK: - One snapshot

  private func process(
    _ item: PlannedSnapshot, mode: Mode, artefacts: ArtefactWriter,
    baseline: AccessibilityBaseline
  ) -> RunReport.Entry {
    let started = ContinuousClock.now
    var entry = RunReport.Entry(
      id: item.id, definition: item.definition, variant: item.variant, section: item.section,
      traits: item.traits, status: .error, referenceFile: item.referencePath)
    entry.keyframe = item.keyframe
    // Timed here, not in a `defer`: a deferred write would land after `return` copied the entry.
    render(item, mode: mode, into: &entry, artefacts: artefacts, baseline: baseline)
    entry.durationMilliseconds = started.duration(to: .now).milliseconds
    return entry
  }

  private func render(
    _ item: PlannedSnapshot, mode: Mode, into entry: inout RunReport.Entry,
    artefacts: ArtefactWriter, baseline: AccessibilityBaseline
  ) {
    let reference = configuration.snapshotsDirectory.appendingPathComponent(item.referencePath)
    let rendering: SnapshotRendering
    do {
      rendering = try item.render()
    } catch {
      entry.message = "rendering '\(item.id)' failed: \(error)"
      return
    }
    let pixmap = rendering.pixmap
    entry.width = pixmap.width
    entry.height = pixmap.height

    switch mode {
    case .record: record(pixmap, of: item, at: reference, into: &entry, artefacts: artefacts)
    case .verify: verify(pixmap, of: item, at: reference, into: &entry, artefacts: artefacts)
    }
    if let playback = rendering.playback, let keyframe = item.keyframe {
      entry.playback = write(playback, of: keyframe.transition, artefacts: artefacts)
    }
    guard item.formats.contains(.accessibility) else { return }
    guard let accessibility = rendering.accessibility else {
      entry.status = .error
      entry.message =
        "rendering '\(item.id)' has no accessibility snapshot, though its "
        + "settings keep one"
      return
    }
    check(
      accessibility, of: item, pixmap: pixmap, mode: mode, into: &entry,
      artefacts: artefacts, baseline: baseline)
  }

  /// Records or verifies the accessibility snapshot, applies the baseline to the findings,
  /// writes the overlay, and folds the outcome into the entry's status and message.
  private func check(
    _ accessibility: AccessibilityRendering, of item: PlannedSnapshot,
    pixmap: Pixmap, mode: Mode, into entry: inout RunReport.Entry,
    artefacts: ArtefactWriter,
    baseline: AccessibilityBaseline
  ) {
    let file = SnapshotFormat.accessibility.referencePath(for: item.id)
    let url = configuration.snapshotsDirectory.appendingPathComponent(file)
    var result = RunReport.Accessibility(
      file: file, status: .error, tree: accessibility.tree,
      violations: baseline.apply(to: accessibility.findings, snapshot: item.id))
    result.scale = accessibility.scale
    let accept = configuration.acceptCommand(for: item.id)
    switch mode {
    case .record:
      do {
        let recording = try SnapshotCheck.record(text: accessibility.tree, at: url)
        result.status = recording.isWritten ? .recorded : .unchanged
        result.message = recording.message.map { "accessibility snapshot: " + $0 }
      } catch {
        result.message = "\(error)"
      }
    case .verify:
      let verification = SnapshotCheck.verify(
        text: accessibility.tree, against: url, diffing: .accessibility)
      let expected = verification.referenceBytes.flatMap { String(validating: $0, as: UTF8.self) }
      switch verification.verdict {
      case .passed:
        result.status = .passed
      case .missing:
        result.status = .missing
        result.message =
          "no accessibility snapshot at \(FileNames.quoted(file)); run "
          + "`\(accept)` to create it"
      case .unreadable:
        result.status = .error
        result.expectedTree = expected
        result.message =
          "accessibility snapshot \(FileNames.quoted(file)) is unreadable: "
          + "\(verification.reason ?? "unknown"); run `\(accept)` to replace it"
      case .failed:
        result.status = .failed
        result.expectedTree = expected
        result.diff = verification.diffBytes.map { String(decoding: $0, as: UTF8.self) }
        result.message =
          "the accessibility tree changed (\(verification.reason ?? "")); if "
          + "the change is intended, run `\(accept)`"
      }
    }
    // The overlay costs far more than the audits (drawing and encoding a larger image): it
    // is drawn where a reviewer needs it (a tree that changed, is new or unreadable, or new
    // findings), or everywhere when the configuration asks.
    let needsReview =
      !result.failingViolations.isEmpty
      || ![.passed, .unchanged].contains(result.status)
    if needsReview || configuration.overlaysForEverySnapshot,
      let overlay = overlay(accessibility, pixmap: pixmap, name: item.id)
    {
      entry.images.overlay = artefacts.write(overlay, at: "images/overlay/\(item.id).png")
    }
    entry.status = Self.worse(entry.status, result.status)
    if result.status != .passed, result.status != .unchanged, mode == .verify {
      entry.acceptCommand = accept
    }
    var messages = [entry.message, result.message].compactMap { $0 }
    let failing = result.failingViolations
    if !failing.isEmpty {
      if mode == .verify { entry.status = Self.worse(entry.status, .failed) }
      let count =
        failing.count == 1
        ? "1 accessibility finding"
        : "\(failing.count) "
          + "accessibility findings"
      messages.append(
        "\(count): " + failing.map(\.summary).joined(separator: "; ")
          + "; fix them, or accept them with `\(configuration.acceptFindingsCommand(for: item.id))`"
      )
    }
    entry.message = messages.isEmpty ? nil : messages.joined(separator: "; ")
    entry.accessibility = result
  }

  /// The overlay image's PNG bytes; `nil` when it cannot be drawn (the gallery then shows
  /// the tree without it).
  /// Writes a transition's playback frames and filmstrip under
  /// `images/transitions/<transition>/`.
  private func write(
    _ playback: TransitionPlayback, of transition: String,
    artefacts: ArtefactWriter
  ) -> RunReport.Playback {
    let folder = "images/transitions/\(transition)"
    func store(_ pixmap: Pixmap, _ name: String) -> String? {
      (try? SnapshotCodec.encode(pixmap, name: name, effort: .fast))
        .flatMap { artefacts.write($0, at: "\(folder)/\(name).png") }
    }
    let frames = playback.frames.enumerated().compactMap { i, frame in
      store(frame, TransitionKeyframes.frameName(i, of: playback.frames.count))
    }
    return RunReport.Playback(
      filmstrip: playback.filmstrip.flatMap { store($0, "filmstrip") },
      frames: frames, framesPerSecond: playback.framesPerSecond,
      notes: playback.notes)
  }

  private func overlay(_ accessibility: AccessibilityRendering, pixmap: Pixmap, name: String)
    -> Data?
  {
    try? SnapshotCodec.encode(
      AccessibilityOverlay.render(
        pixmap, scale: accessibility.scale,
        elements: accessibility.elements), name: name, effort: .fast)
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

  private func record(
    _ pixmap: Pixmap, of item: PlannedSnapshot, at reference: URL,
    into entry: inout RunReport.Entry, artefacts: ArtefactWriter
  ) {
    do {
      let recording = try SnapshotCheck.record(
        pixmap, at: reference, name: item.id,
        trustsFingerprint: !configuration.decodesEveryReference)
      entry.status = recording.isWritten ? .recorded : .unchanged
      entry.message = recording.message
      entry.images.expected = artefacts.write(recording.bytes, kind: .expected, id: item.id)
    } catch {
      entry.status = .error
      entry.message = "\(error)"
    }
  }

  private func verify(
    _ pixmap: Pixmap, of item: PlannedSnapshot, at reference: URL,
    into entry: inout RunReport.Entry, artefacts: ArtefactWriter
  ) {
    let verification: SnapshotCheck.Verification
    do {
      verification = try SnapshotCheck.verify(
        pixmap, against: reference, comparison: item.comparison, name: item.id,
        trustsFingerprint: !configuration.decodesEveryReference)
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
      entry.message =
        "reference '\(item.referencePath)' is unreadable: "
        + "\(verification.reason ?? "unknown"); run `\(accept)` to replace it"
    case .failed:
      entry.status = .failed
      entry.message =
        (verification.reason ?? "the pixels differ")
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
    if orphan.format == .image, case .image(let pixmap, let bytes) = ReferenceFile.read(url) {
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
