import ArgumentParser
import Catalog
import Foundation

// MARK: - MergeReportsCommand

/// `catalog merge-reports`: joins the reports of a sharded run, after proving they are every
/// shard of this catalog's plan, each exactly as its run wrote it (see `ReportMerger`).
struct MergeReportsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge-reports",
    abstract: "Join shard reports into one report, JUnit file and gallery.",
    discussion: """
      Plans the catalog from this executable's definitions and merges only the reports of \
      every shard of that plan, each holding exactly the snapshots, problems and orphaned \
      references its shard selects: a shard missing, given twice, interrupted or from another \
      run, or a report with an entry removed, added, moved or miscounted, exits 2 naming the \
      shard to run again. Orphaned references are found in --snapshots, so run it in a \
      checkout of the commit the shards ran. Otherwise exits like verify would have on the \
      whole catalog: 0, 1 or 2.
      """)

  @Argument(help: ArgumentHelp("Report directories of the shards.", valueName: "dir"))
  var directories: [String]

  @OptionGroup var snapshots: SnapshotsOptions
  @OptionGroup var reporter: ReporterOptions

  @Option(help: ArgumentHelp("Where the merged report goes.", valueName: "dir"))
  var output: String = ".build/catalog"

  func run() throws {
    let destination = URL(fileURLWithPath: output, isDirectory: true)
    let report: RunReport
    do {
      let folder = try snapshots.folder(for: .read)
      let plan = CatalogContext.plan()
      report = try ReportMerger.merge(
        directories.map { URL(fileURLWithPath: $0, isDirectory: true) }, into: destination,
        plan: plan, snapshotsDirectory: folder)
      try ReportWriter.writeWithGallery(report, to: destination)
    } catch {
      throw reported(error)
    }
    print(RunSummary.text(for: report, reportDirectory: output))
    reporter.publish(report, reportDirectory: output)
    if report.summary.errors > 0 { throw ExitCode(2) }
    if report.command == "verify", !report.isSuccess { throw ExitCode(1) }
  }
}
