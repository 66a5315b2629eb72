import ArgumentParser
import Catalog
import Foundation
import TextEngine

// MARK: - CatalogSession

/// What `record` and `verify` share: plan the catalog, run it, write the report and gallery,
/// print the summary, and exit as the README's table says.
enum CatalogSession {
  /// Runs the shipped catalog, or `definitions` when given (the benchmarks' generated one);
  /// with `failedIn`, only the snapshots that failed in that verify report folder; with
  /// `json`, the report on standard output and the summary on standard error.
  static func run(
    _ mode: SnapshotRunner.Mode, options: RunOptions,
    definitions: [any ViewDefinition.Type] = CatalogContext.all,
    limit: Int? = nil, baselineReason: String? = nil, failedIn: String? = nil,
    reporter: ReporterOptions? = nil, json: Bool = false
  ) throws -> RunReport {
    try CatalogContext.onMainActor {
      try runOnMainActor(
        mode, options: options, definitions: definitions, limit: limit,
        baselineReason: baselineReason, failedIn: failedIn, reporter: reporter, json: json)
    }
  }

  /// `run`, where views are built: on the main actor.
  @MainActor
  private static func runOnMainActor(
    _ mode: SnapshotRunner.Mode, options: RunOptions, definitions: [any ViewDefinition.Type],
    limit: Int?, baselineReason: String?, failedIn: String?, reporter: ReporterOptions?,
    json: Bool
  ) throws -> RunReport {
    if WorkerLaunch.isWorkerProcess {
      try serve(
        mode, options: options, definitions: definitions, limit: limit, failedIn: failedIn)
    }
    let trap = InterruptTrap()
    MallocTuning.keepLargeBuffers()
    var configuration: RunConfiguration
    do {
      configuration = try options.configuration(for: mode == .record ? .write : .read)
    } catch {
      throw reported(error)
    }
    configuration.baselineReason = baselineReason
    if CatalogContext.rendersInWorkers {
      // The workers start while this process checks the fonts, plans and reads references:
      // as many as there are cores this process leaves idle meanwhile (one at least).
      let cores = ProcessInfo.processInfo.activeProcessorCount
      configuration.workers = WorkerLaunch.thisProcess.prestarting(
        min(configuration.jobs, max(1, cores - 1)))
    }
    // Without the built-in fonts every text would fail: say so once, before any snapshot.
    do {
      try FontRegistry.shared.checkBuiltInFonts()
    } catch {
      throw reported(.failure(error.description))
    }
    let plan = CatalogPlanner.plan(definitions, accessibility: CatalogContext.accessibility)
    plan.warnings.forEach(printWarning)
    let snapshots = limit.map { Array(plan.snapshots.prefix($0)) } ?? plan.snapshots
    if let failedIn {
      do {
        let selection = try FailedSelection.read(
          reportDirectory: failedIn, snapshotsDirectory: configuration.snapshotsDirectory,
          planned: snapshots.map(\.id))
        selection.warnings.forEach(printWarning)
        configuration.ids = selection.ids
      } catch {
        throw reported(error)
      }
    }
    let progress = ConsoleProgress(verbosity: options.verbosity)
    let runner = SnapshotRunner(configuration: configuration, progress: progress)
    let report: RunReport
    do {
      report = try runner.run(
        mode, plan: snapshots, problems: plan.problems, cancellation: trap.cancellation)
    } catch {
      throw reported(error)
    }
    progress.finish()
    // The verdicts stand whatever happens to the report: one error for a report folder that
    // cannot be written, after the summary, instead of an error per snapshot.
    var failure = report.imageFailure.map { CatalogError.failure($0) }
    if failure == nil {
      do {
        try ReportWriter.writeWithGallery(report, to: configuration.reportDirectory)
      } catch {
        failure = error
      }
    }
    let written = failure == nil ? options.report : nil
    printLine(RunSummary.text(for: report, reportDirectory: written), toStandardError: json)
    reporter?.publish(report, reportDirectory: written, toStandardError: json)
    if json {
      do {
        FileHandle.standardOutput.write(try ReportWriter.json(for: report) + Data("\n".utf8))
      } catch {
        failure = failure ?? error
      }
    }
    if let failure {
      _ = reported(.report(.notWritten(reason: failure.description)))
      throw ExitCode(2)
    }
    if let signal = trap.receivedSignal { throw ExitCode(128 + signal) }
    return report
  }

  /// Serves as one of the worker processes of a run started with the same arguments: plans
  /// the same catalog, renders what the parent hands over, and exits when it hands no more.
  @MainActor
  private static func serve(
    _ mode: SnapshotRunner.Mode, options: RunOptions,
    definitions: [any ViewDefinition.Type], limit: Int?, failedIn: String?
  ) throws -> Never {
    MallocTuning.useOneHeap()
    MallocTuning.keepLargeBuffers()
    WorkerLaunch.becomeWorker()
    var configuration = try options.configuration(for: mode == .record ? .write : .read)
    let plan = CatalogPlanner.plan(definitions, accessibility: CatalogContext.accessibility)
    let snapshots = limit.map { Array(plan.snapshots.prefix($0)) } ?? plan.snapshots
    // The run read the report before starting this worker, and writes its own only after
    // every worker is done: the worker selects what the run selected.
    if let failedIn {
      configuration.ids =
        try FailedSelection.read(
          reportDirectory: failedIn, snapshotsDirectory: configuration.snapshotsDirectory,
          planned: snapshots.map(\.id)
        ).ids
    }
    try SnapshotRunner(configuration: configuration).serve(mode, plan: snapshots)
    exit(0)
  }

  /// The exit code of a finished run: 2 on errors, then for verify 1 on any difference, and
  /// for record 1 when a variant crashed or ran past its time limit.
  static func exitCode(of report: RunReport) -> ExitCode {
    let summary = report.summary
    if summary.errors > 0 { return ExitCode(2) }
    if report.command == SnapshotRunner.Mode.verify.rawValue, !report.isSuccess {
      return ExitCode(1)
    }
    // A record whose variant crashed or ran past its time limit wrote no reference for it.
    if summary.failed > 0 { return ExitCode(1) }
    return .success
  }
}
