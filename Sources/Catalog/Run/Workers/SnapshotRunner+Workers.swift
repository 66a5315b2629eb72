import CatalogUI
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// MARK: - PreparedRun

/// What a run and each of its worker processes prepare alike before rendering: the selection,
/// the formats holding what the run shares, and the writer of report images.
struct PreparedRun {
  let selected: [PlannedSnapshot]
  let context: SnapshotRunContext
  let strategies: [any SnapshotStrategy]
  let artefacts: ArtefactWriter
}

// MARK: - WorkerResult

/// What a worker sends back for one snapshot: its entry, the report images it wrote (path →
/// hash) and why writing images stopped, if it did.
struct WorkerResult: Codable {
  let entry: RunReport.Entry
  let written: [String: String]
  let imageFailure: String?
}

// MARK: - SnapshotRunner + workers

extension SnapshotRunner {
  /// Reads what the whole run shares once: every format prepared (the accessibility baseline
  /// read) and the report's image writer.
  func prepare(_ mode: Mode, selected: [PlannedSnapshot]) throws(CatalogError) -> PreparedRun {
    let context = SnapshotRunContext(mode: mode, configuration: configuration)
    var strategies: [any SnapshotStrategy] = []
    for strategy in configuration.strategies {
      strategies.append(try strategy.prepared(for: context))
    }
    let artefacts = ArtefactWriter(
      reportDirectory: configuration.reportDirectory,
      apartFrom: [configuration.snapshotsDirectory.path])
    return PreparedRun(
      selected: selected, context: context, strategies: strategies, artefacts: artefacts)
  }

  /// The selection in batches for worker processes: the keyframes of one transition together,
  /// in order (they share one playback of the transition), and the trait combinations of one
  /// variant together (their light and dark renderings share text layouts in one worker).
  static func batches(of selected: [PlannedSnapshot], timeLimit: Duration) -> [[WorkerJob]] {
    var batches: [[WorkerJob]] = []
    var group: (definition: String, variant: String, transition: String?)?
    for (index, item) in selected.enumerated() {
      let job = WorkerJob(index: index, id: item.id, timeLimit: item.timeLimit ?? timeLimit)
      let transition = item.keyframe?.transition
      if let group, group.definition == item.definition, group.variant == item.variant,
        group.transition == transition, !batches.isEmpty
      {
        batches[batches.count - 1].append(job)
      } else {
        batches.append([job])
      }
      group = (item.definition, item.variant, transition)
    }
    return batches
  }

  /// The entry of `item` from what its worker sent, or from how the worker ended.
  func entry(
    for item: PlannedSnapshot, _ outcome: WorkerOutcome, artefacts: ArtefactWriter
  ) -> RunReport.Entry {
    switch outcome {
    case .result(let line):
      do {
        let result = try JSONDecoder().decode(WorkerResult.self, from: Data(line))
        artefacts.adopt(result.written, failure: result.imageFailure)
        return result.entry.restoringPlan(of: item)
      } catch {
        var entry = Self.entry(for: item)
        entry.message =
          "the result of '\(item.id)' from its worker process could not be read (\(error)); "
          + "run again, and report it if it persists"
        return entry
      }
    case .failed(let failure):
      var entry = Self.entry(for: item)
      // The user's code failed, as a changed picture does; only a worker that could not start
      // is the tool's error.
      if case .launch = failure.cause {} else { entry.status = .failed }
      entry.message = WorkerCrash.message(
        for: failure, id: item.id,
        timeLimitHint:
          "give it longer with SnapshotSettings.timeLimit, or every snapshot with --time-limit")
      return entry
    }
  }

  /// Serves as a worker process of a run of the same plan: reads `<index> <id>` lines on
  /// standard input, renders and checks each snapshot of the selection as `run` would, and
  /// writes each result as one line of JSON to descriptor 3, until the input ends.
  ///
  /// The process's main thread renders (its stack limit was raised before it started); the
  /// parent reads the results, writes the report and decides what a crash means.
  @MainActor
  public func serve(_ mode: Mode, plan: [PlannedSnapshot]) throws(CatalogError) {
    let selected = plan.filter { configuration.selects($0.id) }
    let prepared = try prepare(mode, selected: selected)
    RenderThreads.useCallingThreadOnly()
    var reader = LineReader(descriptor: 0)
    // Keys in any order: the line is read once, by the parent, and never stored.
    let encoder = JSONEncoder()
    while let line = reader.next() {
      let parts = line.split(separator: " ", maxSplits: 1)
      guard parts.count == 2, let index = Int(parts[0]) else { continue }
      let id = String(parts[1])
      var entry: RunReport.Entry
      if selected.indices.contains(index), selected[index].id == id {
        entry = process(selected[index], prepared)
      } else {
        entry = RunReport.Entry(
          id: id, definition: "", variant: "", traits: [:], status: .error,
          message: "a worker process planned the catalog differently from its run (no '\(id)' "
            + "at \(index)): the catalog's definitions must plan the same on every start",
          referenceFile: "")
      }
      let (written, failure) = prepared.artefacts.takeWritten()
      let result = WorkerResult(
        entry: entry.withoutPlan, written: written, imageFailure: failure)
      guard var data = try? encoder.encode(result) else { continue }
      data.append(10)
      guard WorkerPool.writeAll(WorkerLaunch.resultDescriptor, Array(data)) else { return }
    }
  }
}

// MARK: - Entry without its plan

extension RunReport.Entry {
  /// The entry without what the parent knows from its plan (id, names, traits, reference
  /// file, keyframe): a smaller line to write, read and decode for each snapshot.
  fileprivate var withoutPlan: RunReport.Entry {
    var entry = self
    entry.definition = ""
    entry.variant = ""
    entry.section = nil
    entry.traits = [:]
    entry.keyframe = nil
    entry.source = nil
    return entry
  }

  /// The entry with what `withoutPlan` left out taken from `item` again.
  fileprivate func restoringPlan(of item: PlannedSnapshot) -> RunReport.Entry {
    var entry = self
    entry.definition = item.definition
    entry.variant = item.variant
    entry.section = item.section
    entry.traits = item.traits
    entry.keyframe = item.keyframe
    entry.source = item.source
    return entry
  }
}

// MARK: - LineReader

/// Reads lines from a file descriptor, blocking until each is whole.
private struct LineReader {
  let descriptor: Int32
  private var buffer: [UInt8] = []
  private var isAtEnd = false

  init(descriptor: Int32) { self.descriptor = descriptor }

  mutating func next() -> String? {
    while true {
      if let newline = buffer.firstIndex(of: 10) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        return line
      }
      if isAtEnd { return nil }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer.append(contentsOf: chunk[..<count])
      } else if count < 0, errno == EINTR {
        continue
      } else {
        isAtEnd = true
      }
    }
  }
}
