import ArgumentParser
import Catalog
import Foundation

// MARK: - MergeReportsCommand

/// `catalog merge-reports`: joins the reports of a sharded run.
struct MergeReportsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge-reports",
    abstract: "Join shard reports into one report, JUnit file and gallery.",
    discussion: "Exits like verify would have on the whole catalog: 0, 1 or 2.")

  @Argument(help: ArgumentHelp("Report directories of the shards.", valueName: "dir"))
  var directories: [String]

  @Option(help: ArgumentHelp("Where the merged report goes.", valueName: "dir"))
  var output: String = ".build/catalog"

  func run() throws {
    let destination = URL(fileURLWithPath: output, isDirectory: true)
    let report: RunReport
    do {
      report = try ReportMerger.merge(
        directories.map { URL(fileURLWithPath: $0, isDirectory: true) }, into: destination)
      try ReportWriter.write(report, to: destination)
      try GalleryWriter.write(report, to: destination)
    } catch {
      throw reported(error)
    }
    print(RunSummary.text(for: report, reportDirectory: output))
    if report.summary.errors > 0 { throw ExitCode(2) }
    if report.command == "verify", !report.isSuccess { throw ExitCode(1) }
  }
}
