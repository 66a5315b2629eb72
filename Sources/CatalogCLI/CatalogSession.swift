import ArgumentParser
import Catalog
import Definitions
import Foundation

// MARK: - CatalogSession

/// What `record` and `verify` share: plan the catalog, run it, write the report and gallery,
/// print the summary.
enum CatalogSession {
  static func run(_ mode: SnapshotRunner.Mode, options: RunOptions) throws -> RunReport {
    let configuration: RunConfiguration
    do {
      configuration = try options.configuration()
    } catch {
      throw reported(error)
    }
    let plan = CatalogPlanner.plan(DiscoveredDefinitions.all)
    let progress = ConsoleProgress(verbosity: options.verbosity)
    let runner = SnapshotRunner(configuration: configuration, progress: progress)
    let report = runner.run(mode, plan: plan.snapshots, problems: plan.problems)
    progress.finish()
    let galleryPath: String
    do {
      try ReportWriter.write(report, to: configuration.reportDirectory)
      galleryPath = try GalleryWriter.write(report, to: configuration.reportDirectory).path
    } catch {
      throw reported(error)
    }
    print(RunSummary.text(
      for: report, reportDirectory: configuration.reportDirectory, galleryPath: galleryPath))
    return report
  }
}
