import ArgumentParser
import Catalog
import Foundation

// MARK: - SnapshotsOptions

/// `--snapshots`, shared by every command that reads references.
struct SnapshotsOptions: ParsableArguments {
  @Option(name: .long, help: ArgumentHelp("The references directory.", valueName: "dir"))
  var snapshots: String = "Snapshots"

  var snapshotsURL: URL { URL(fileURLWithPath: snapshots, isDirectory: true) }
}

// MARK: - SelectionOptions

/// `--filter` and `--shard`, shared by the commands that pick snapshots.
struct SelectionOptions: ParsableArguments {
  @Option(help: ArgumentHelp(
    "Only snapshots whose id (Definition/variant.traits) matches this regular expression.",
    valueName: "pattern"))
  var filter: String?

  @Option(help: ArgumentHelp("Only this part of the catalog, for CI matrices.", valueName: "K/N"))
  var shard: String?

  func parsedFilter() throws(CatalogError) -> SnapshotFilter? {
    try filter.map { (pattern) throws(CatalogError) in try SnapshotFilter(pattern) }
  }

  func parsedShard() throws(CatalogError) -> Shard {
    try shard.map { (text) throws(CatalogError) in try Shard(parsing: text) } ?? .all
  }
}

// MARK: - RunOptions

/// Options of `record` and `verify`.
struct RunOptions: ParsableArguments {
  @OptionGroup var snapshots: SnapshotsOptions
  @OptionGroup var selection: SelectionOptions

  @Option(help: ArgumentHelp("Parallel render jobs (default: all cores).", valueName: "n"))
  var jobs: Int?

  @Option(help: ArgumentHelp("Where the report and gallery go.", valueName: "dir"))
  var report: String = ".build/catalog"

  @Flag(help: "Print only the summary.")
  var quiet = false

  @Flag(help: "Print every snapshot, not only problems.")
  var verbose = false

  func validate() throws {
    if let jobs, jobs < 1 {
      throw ValidationError("--jobs must be at least 1, found \(jobs)")
    }
    if quiet && verbose {
      throw ValidationError("--quiet and --verbose cannot be used together")
    }
  }

  func configuration() throws(CatalogError) -> RunConfiguration {
    RunConfiguration(
      snapshotsDirectory: snapshots.snapshotsURL,
      reportDirectory: URL(fileURLWithPath: report, isDirectory: true),
      filter: try selection.parsedFilter(),
      jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
      shard: try selection.parsedShard())
  }

  var verbosity: ConsoleProgress.Verbosity { quiet ? .quiet : verbose ? .verbose : .normal }
}
