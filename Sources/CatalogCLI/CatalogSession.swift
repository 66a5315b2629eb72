import ArgumentParser
import Catalog
import Definitions
import Foundation

// MARK: - CatalogSession

/// What `record` and `verify` share: plan the catalog, run it, write the report and gallery,
/// print the summary, and exit as the README's table says.
enum CatalogSession {
  /// Runs the shipped catalog, or `definitions` when given (the benchmarks' generated one).
  static func run(_ mode: SnapshotRunner.Mode, options: RunOptions,
                  definitions: [any ViewDefinition.Type] = DiscoveredDefinitions.all,
                  limit: Int? = nil) throws -> RunReport
  {
    let trap = InterruptTrap()
    MallocTuning.keepLargeBuffers()
    let configuration: RunConfiguration
    do {
      configuration = try options.configuration()
    } catch {
      throw reported(error)
    }
    let plan = CatalogPlanner.plan(definitions)
    let snapshots = limit.map { Array(plan.snapshots.prefix($0)) } ?? plan.snapshots
    let progress = ConsoleProgress(verbosity: options.verbosity)
    let runner = SnapshotRunner(configuration: configuration, progress: progress)
    let report: RunReport
    do {
      report = try runner.run(
        mode, plan: snapshots, problems: plan.problems, cancellation: trap.cancellation)
      progress.finish()
      try ReportWriter.write(report, to: configuration.reportDirectory)
      try GalleryWriter.write(report, to: configuration.reportDirectory)
    } catch {
      throw reported(error)
    }
    print(RunSummary.text(for: report, reportDirectory: options.report))
    if let signal = trap.receivedSignal { throw ExitCode(128 + signal) }
    return report
  }

  /// The exit code of a finished run: 2 on errors, then for verify 1 on any difference.
  static func exitCode(of report: RunReport) -> ExitCode {
    let summary = report.summary
    if summary.errors > 0 { return ExitCode(2) }
    if report.command == SnapshotRunner.Mode.verify.rawValue, !summary.isSuccess {
      return ExitCode(1)
    }
    return .success
  }
}
